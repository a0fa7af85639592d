import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import type { Route } from "./+types/registration";
import { RegistrationForm } from "./registration-form";
import { loadRegistrationPage, submitRegistration } from "./registration.server";
import profileStyles from "./registration.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Registration /{lang}/{rekisteroityminen|registrering|registration}?nextPath= (spec part 2 §2):
// heading, message and the registration form; "Child's details" for a guardian's child. The form
// posts to this page's action.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "registration.title");

export const links: Route.LinksFunction = () => [stylesheet(profileStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRegistrationPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitRegistration(request, context);
}

export default function Registration({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { form } = loaderData;
  return (
    <section className="page-section profile-page">
      <h1>{t("registration.heading")}</h1>
      <p className="lead">{t(form.kind === "child" ? "registration.childMessage" : "registration.message")}</p>
      <RegistrationForm form={form} />
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
