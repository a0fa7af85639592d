import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { workspaceTitle } from "./meta";
import { WorkspaceNotFoundView } from "./workspace-error";
import { professionalSessionOf } from "./workspace.server";

// Any other path under the workspace's prefix: its own "not found" in its frame (the header shows
// who is signed in, if anyone), 404.

export const meta: Route.MetaFunction = ({ matches }) => workspaceTitle(matches, "workspace.notFoundHeading");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Reads the session as the layout does (a refused post is 403 there and here).
  await professionalSessionOf(request, context);
  return data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export default function WorkspaceNotFound() {
  return <WorkspaceNotFoundView />;
}

export { WorkspaceErrorBoundary as ErrorBoundary } from "./workspace-error";
