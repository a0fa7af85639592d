import { professionalHref } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { langOfPath } from "#app/root-data.server";
import { useWorkspaceLang } from "./use-workspace-lang";
import type { Route } from "./+types/thread-access";
import { loadThreadAccessPage, submitThreadAccessAction } from "./thread-access.server";
import { AccessReasonForm } from "./access-reason-form";
import { workspaceTitle } from "./meta";
import { WorkspaceErrorBoundary } from "./workspace-error";

// "Break the glass" (decision 330): a conversation outside the professional's care relationships
// opens only after they state why. The form posts to this page's action (intent openWithReason),
// checked with AccessReasonSchema on both sides; without JavaScript the action answers the same
// check and keeps what was typed.

export const meta: Route.MetaFunction = ({ matches }) => workspaceTitle(matches, "workspace.access.heading");

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadThreadAccessPage(request, context, langOfPath(new URL(request.url).pathname), params.threadId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitThreadAccessAction(request, context, langOfPath(new URL(request.url).pathname), params.threadId);
}

export default function ThreadAccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useWorkspaceLang();
  return (
    <section className="workspace-access">
      <p>
        <a href={professionalHref("inbox", lang)}>{t("workspace.backToInbox")}</a>
      </p>
      <h1>{t("workspace.access.heading")}</h1>
      <p>{t("workspace.access.intro")}</p>
      <p>{t("workspace.access.logged", { hours: loaderData.validHours })}</p>
      <AccessReasonForm reasonMaxLength={loaderData.reasonMaxLength} hint={t("workspace.access.reasonHint", { max: loaderData.reasonMaxLength })} submitLabel={t("workspace.access.submit")} />
    </section>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
