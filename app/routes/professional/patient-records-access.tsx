import { professionalHref } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { langOfPath } from "#app/root-data.server";
import { useWorkspaceLang } from "./use-workspace-lang";
import type { Route } from "./+types/patient-records-access";
import { loadPatientRecordsAccessPage, submitPatientRecordsAccessAction } from "./patient-records.server";
import { AccessReasonForm } from "./access-reason-form";
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
  const t = useT();
  const lang = useWorkspaceLang();
  return (
    <section className="workspace-access">
      <p>
        <a href={professionalHref("inbox", lang)}>{t("workspace.backToInbox")}</a>
      </p>
      <h1>{t("workspace.records.access.heading")}</h1>
      <p>{t("workspace.records.access.intro")}</p>
      <p>{t("workspace.records.access.logged", { hours: loaderData.validHours })}</p>
      <AccessReasonForm reasonMaxLength={loaderData.reasonMaxLength} hint={t("workspace.records.access.reasonHint", { max: loaderData.reasonMaxLength })} submitLabel={t("workspace.records.access.submit")} />
    </section>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
