import type { AppLoadContext } from "react-router";
import type { ImagingResult, Referral } from "#domain/health-records";
import { listImaging } from "#server/modules/results/service";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

export type ImagingResultsState = { status: "ok"; results: ImagingResult[] } | { status: "temporaryApiError" };

export interface ImagingPageData {
  results: ImagingResultsState;
  referrals: Referral[];
  /** The server's time of the load (ISO), for the validity hints. */
  now: string;
}

/**
 * Imaging list /{lang}/{kuvantaminen|bildbehandling|imaging} (spec part 2 §2, §4): the acting
 * patient's imaging results and referrals. When the imaging records cannot be read the section
 * says "This section is temporarily unavailable" and the page still renders (decision 195).
 */
export async function loadImagingPage(request: Request, context: AppLoadContext): Promise<ImagingPageData> {
  const session = requireValidSession(request, context);
  const { now } = context.scope;
  if (session.actingPatientId === null) return { results: { status: "ok", results: [] }, referrals: [], now: now.toISOString() };
  try {
    const overview = await listImaging(context.scope.db, {
      actingPatientId: session.actingPatientId,
      lang: langOfPath(new URL(request.url).pathname),
      now,
      actor: context.scope.actor,
    });
    return { results: { status: "ok", results: overview.results }, referrals: overview.referrals, now: now.toISOString() };
  } catch (error) {
    context.services.logger.error({ err: error, requestId: context.requestId }, "reading imaging results failed");
    return { results: { status: "temporaryApiError" }, referrals: [], now: now.toISOString() };
  }
}
