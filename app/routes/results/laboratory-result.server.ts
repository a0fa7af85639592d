import { type AppLoadContext, data } from "react-router";
import { type LabResultDocument } from "#domain/health-records";
import { RecordDateSchema } from "#domain/health-record-inputs";
import { getLabResultDay } from "#server/modules/results/service";
import { requireValidSession } from "#app/session.server";

export type LaboratoryResultPageData = { result: LabResultDocument | null };

/**
 * Laboratory result /{lang}/{laboratoriotulos|laboratorieresultat|laboratoryresult}/{date} (spec
 * part 2 §2): the acting patient's tests of one day. A malformed date, a day without results or
 * another patient's day is "Results were not found", with HTTP 404.
 */
export async function loadLaboratoryResultPage(request: Request, context: AppLoadContext, dateParam: string | undefined) {
  const session = requireValidSession(request, context);
  const date = RecordDateSchema.safeParse(dateParam);
  const notFound = data<LaboratoryResultPageData>({ result: null }, { status: 404 });
  if (!date.success || session.actingPatientId === null) return notFound;
  const result = await getLabResultDay(context.scope.db, {
    actingPatientId: session.actingPatientId,
    date: date.data,
    actor: context.scope.actor,
  });
  return result ? data<LaboratoryResultPageData>({ result }) : notFound;
}
