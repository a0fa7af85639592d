import { type AppLoadContext, data } from "react-router";
import { type MedicalReport } from "#domain/health-records";
import { NumericIdSchema } from "#domain/numeric-id-inputs";
import { getMedicalReport } from "#server/modules/visits/service";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

export type VisitPageData = { report: MedicalReport | null };

/**
 * A visit's medical report /{lang}/{kaynnit|besoken|visits}/{id} (spec part 2 §2): status
 * visit-not-found or the report. A malformed id, another patient's visit or a report restricted
 * to professionals is "Visit was not found", with HTTP 404.
 */
export async function loadVisitPage(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const session = requireValidSession(request, context);
  const id = NumericIdSchema.safeParse(idParam);
  const notFound = data<VisitPageData>({ report: null }, { status: 404 });
  if (!id.success || session.actingPatientId === null) return notFound;
  const report = await getMedicalReport(context.scope.db, {
    actingPatientId: session.actingPatientId,
    visitId: id.data,
    lang: langOfPath(new URL(request.url).pathname),
    actor: context.scope.actor,
  });
  return report ? data<VisitPageData>({ report }) : notFound;
}
