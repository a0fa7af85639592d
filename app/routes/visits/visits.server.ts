import type { AppLoadContext } from "react-router";
import type { VisitListItem } from "#domain/health-records";
import { type PagedList, pageRunOf, singlePage, VISIT_PAGE_SIZE } from "#domain/list-paging";
import { listVisits } from "#server/modules/visits/service";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

export interface VisitsPageData {
  /** The pages shown (twenty visits a page; decision 306). */
  visits: PagedList<VisitListItem>;
}

/** Visits /{lang}/{kaynnit|besoken|visits}?page=&from= (spec part 2 §2): the acting patient's past visits. */
export async function loadVisitsPage(request: Request, context: AppLoadContext): Promise<VisitsPageData> {
  const session = requireValidSession(request, context);
  if (session.actingPatientId === null) return { visits: singlePage([], VISIT_PAGE_SIZE) };
  const url = new URL(request.url);
  const visits = await listVisits(context.scope.db, {
    actingPatientId: session.actingPatientId,
    run: pageRunOf(url.searchParams),
    lang: langOfPath(url.pathname),
    now: context.scope.now,
    actor: context.scope.actor,
  });
  return { visits };
}
