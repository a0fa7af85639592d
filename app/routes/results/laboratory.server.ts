import type { AppLoadContext } from "react-router";
import type { LabResultDay, Referral } from "#domain/health-records";
import { LAB_RESULT_DAY_PAGE_SIZE, type PageRun, pageRunOf } from "#domain/list-paging";
import { listLaboratory } from "#server/modules/results/service";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

export interface LaboratoryPageData {
  /** The result days of the pages shown (twenty days a page; decision 306). */
  days: LabResultDay[];
  run: PageRun;
  pageCount: number;
  pageSize: number;
  /** Result days in all. */
  total: number;
  referrals: Referral[];
  /** The server's time of the load (ISO), for the validity hints. */
  now: string;
}

/**
 * Laboratory list /{lang}/{laboratorio|laboratorium|laboratory} (spec part 2 §2): the acting
 * patient's result days (Ready or Pending) and laboratory referrals (valid or expired).
 */
export async function loadLaboratoryPage(request: Request, context: AppLoadContext): Promise<LaboratoryPageData> {
  const session = requireValidSession(request, context);
  const { now } = context.scope;
  if (session.actingPatientId === null) {
    return { days: [], run: { first: 1, last: 1 }, pageCount: 1, pageSize: LAB_RESULT_DAY_PAGE_SIZE, total: 0, referrals: [], now: now.toISOString() };
  }
  const url = new URL(request.url);
  const overview = await listLaboratory(context.scope.db, {
    actingPatientId: session.actingPatientId,
    run: pageRunOf(url.searchParams),
    lang: langOfPath(url.pathname),
    now,
    actor: context.scope.actor,
  });
  return { ...overview, now: now.toISOString() };
}
