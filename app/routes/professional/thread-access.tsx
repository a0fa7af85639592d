import { langOfPath } from "#domain/routes/route-table";
import type { Route } from "./+types/thread-access";
import { loadThreadAccessPage, submitThreadAccessAction } from "./thread-access.server";
import { AccessReasonPage } from "./access-reason-form";
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
  return <AccessReasonPage texts="workspace.access" reasonMaxLength={loaderData.reasonMaxLength} validHours={loaderData.validHours} />;
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
