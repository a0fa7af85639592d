import { type AppLoadContext, data } from "react-router";
import { type LabTestHistory } from "#domain/health-records";
import { LabTestCodeSchema } from "#domain/health-record-inputs";
import { auditActorOf } from "#server/http/audit";
import { getLabTestHistory } from "#server/modules/results/service";
import { requireValidSession } from "#app/session.server";

export type LaboratoryTestHistoryPageData = { history: LabTestHistory | null };

/**
 * A test's history /{lang}/{laboratorio/historia|laboratorium/historik|laboratory/history}/{code}
 * (beyond the spec, decision 192): the acting patient's numeric results of one laboratory code.
 * A code the patient has no results of is "Results were not found", with HTTP 404.
 */
export async function loadLaboratoryTestHistoryPage(request: Request, context: AppLoadContext, codeParam: string | undefined) {
  const session = requireValidSession(request, context);
  const code = LabTestCodeSchema.safeParse(codeParam);
  const notFound = data<LaboratoryTestHistoryPageData>({ history: null }, { status: 404 });
  if (!code.success || session.actingPatientId === null) return notFound;
  const history = await getLabTestHistory(context.services.database.db, {
    actingPatientId: session.actingPatientId,
    code: code.data,
    actor: auditActorOf(context),
  });
  return history ? data<LaboratoryTestHistoryPageData>({ history }) : notFound;
}
