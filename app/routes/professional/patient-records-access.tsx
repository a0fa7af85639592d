import { langOfPath } from "#domain/routes/route-table";
import type { Route } from "./+types/patient-records-access";
import { loadPatientRecordsAccessPage, submitPatientRecordsAccessAction } from "./patient-records.server";
import { AccessReasonPage } from "./access-reason-form";
import { workspaceTitle } from "./meta";
import { WorkspaceErrorBoundary } from "./workspace-error";

// "Break the glass" for a patient's records (decision 376): outside the professional's care
// relationships the records open only after they state why. The page shows nothing of the patient;
// the reason goes to the audit trail, which the patient reads on "who has viewed my data".

export const meta: Route.MetaFunction = ({ matches }) => workspaceTitle(matches, "workspace.records.access.heading");

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPatientRecordsAccessPage(request, context, langOfPath(new URL(request.url).pathname), params.patientId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitPatientRecordsAccessAction(request, context, langOfPath(new URL(request.url).pathname), params.patientId);
}

export default function PatientRecordsAccess({ loaderData }: Route.ComponentProps) {
  return <AccessReasonPage texts="workspace.records.access" reasonMaxLength={loaderData.reasonMaxLength} validHours={loaderData.validHours} />;
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
