import { type AppLoadContext, data } from "react-router";
import { RecordDateSchema } from "#domain/health-record-inputs";
import { listImagingResultsOfDay } from "#server/modules/results/service";
import { requireValidSession } from "#app/session.server";
import type { ImagingResultsState } from "./imaging.server";

export type ImagingResultPageData = { date: string; results: ImagingResultsState };

/**
 * Imaging result /{lang}/{kuvantaminen|bildbehandling|imaging}/{date} (spec part 2 §2, §3, §4): the
 * acting patient's imaging results of one day. A malformed date, a day without results or another
 * patient's day is "Results were not found" (404); a failed read is the temporary-api-error state.
 */
export async function loadImagingResultPage(request: Request, context: AppLoadContext, dateParam: string | undefined) {
  const session = requireValidSession(request, context);
  const date = RecordDateSchema.safeParse(dateParam);
  const notFound = data<ImagingResultPageData>({ date: "", results: { status: "ok", results: [] } }, { status: 404 });
  if (!date.success || session.actingPatientId === null) return notFound;
  try {
    const results = await listImagingResultsOfDay(context.scope.db, {
      actingPatientId: session.actingPatientId,
      date: date.data,
      actor: context.scope.actor,
    });
    if (results.length === 0) return notFound;
    return data<ImagingResultPageData>({ date: date.data, results: { status: "ok", results } });
  } catch (error) {
    context.services.logger.error({ err: error, requestId: context.requestId }, "reading imaging results failed");
    return data<ImagingResultPageData>({ date: date.data, results: { status: "temporaryApiError" } }, { status: 503 });
  }
}
