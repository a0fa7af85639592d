import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import type { Route } from "./+types/patient-data-consent";
import { ConsentForm } from "#app/ui/profile/consent-form";
import { loadConsentPage, submitConsent } from "./patient-data-consent.server";
import profileStyles from "./registration.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Patient data consent /{lang}/{potilastietojen-kasittely|behandling-av-patientuppgifter|
// data-processing}?nextPath= (spec part 2 §2): the consent form with a save button, posting to
// this page's action.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "consent.title");

export const links: Route.LinksFunction = () => [stylesheet(profileStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsentPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitConsent(request, context);
}

export default function PatientDataConsent({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page-section profile-page">
      <h1>{t("consent.title")}</h1>
      {loaderData.forBooking ? (
        <div className="notice notice--warning" role="note">
          <p>{t("consent.bookingPaused")}</p>
        </div>
      ) : null}
      <p className="lead">{t("consent.intro")}</p>
      <ConsentForm form={loaderData.form} />
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
