import { professionalSignInStartHref } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { useWorkspaceLang } from "./use-workspace-lang";
import type { Route } from "./+types/sign-in";
import { workspaceTitle } from "./meta";
import { loadSignInPage } from "./workspace.server";

// The workspace's sign-in (decision 243): one link to the staff identity provider, which signs the
// professional in with their organisation's account. It says why when the sign-in failed or the
// idle timeout ended the session (decision 284). Signed in already: the inbox.

export const meta: Route.MetaFunction = ({ matches }) => workspaceTitle(matches, "workspace.signInHeading");

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignInPage(request, context);
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useWorkspaceLang();
  return (
    <section className="workspace-sign-in">
      <h1>{t("workspace.signInHeading")}</h1>
      {loaderData.failed ? (
        <p className="notice notice--error" role="alert">
          {t("workspace.signInFailed")}
        </p>
      ) : null}
      {loaderData.idleMinutes !== null ? (
        <p className="notice" role="status">
          {t("workspace.idle.signedOut", { minutes: loaderData.idleMinutes })}
        </p>
      ) : null}
      <p>{t("workspace.signInIntro")}</p>
      <p>
        <a className="button button--primary" href={professionalSignInStartHref(lang)}>
          {t("workspace.signInButton")}
        </a>
      </p>
    </section>
  );
}

/** A failed page: the app's error view inside the workspace's frame. */
export function ErrorBoundary() {
  return <ErrorView headingLevel={1} />;
}
