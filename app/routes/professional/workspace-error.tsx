import { isRouteErrorResponse, useRouteError } from "react-router";
import { professionalHref } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";

// The workspace's answers when a page cannot be shown: "not found" for what does not exist or is
// not the viewer's to see (404) and for a post the workspace refused (403, decision 282), the
// app's error view for anything else. Used by the workspace's pages, its layout and its
// not-found route.

export function WorkspaceNotFoundView() {
  const t = useT();
  const lang = useLang();
  return (
    <section className="workspace-not-found">
      <h1>{t("workspace.notFoundHeading")}</h1>
      <p>{t("workspace.notFoundText")}</p>
      <p>
        <a href={professionalHref("inbox", lang)}>{t("workspace.backToInbox")}</a>
      </p>
    </section>
  );
}

/** A page's error boundary inside the workspace's frame. */
export function WorkspaceErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) return <WorkspaceNotFoundView />;
  return <ErrorView headingLevel={1} />;
}
