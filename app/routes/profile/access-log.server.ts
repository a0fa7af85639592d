import type { AppLoadContext } from "react-router";
import { ACCESS_LOG_FROM_PAGE_PARAM, type AccessLogEntry, type AccessLogFilter, accessLogFilterOf } from "#domain/access-log";
import { type PagedList, pageRunOf } from "#domain/list-paging";
import { requireActingPatient } from "#app/session.server";
import { listProfessionalAccessPage } from "#server/modules/audit/access-log-service";

export interface AccessLogPageData {
  /** The pages shown (25 entries a page; a run of them after a phone's "Show more", decision 306). */
  entries: PagedList<AccessLogEntry>;
  /** The dates the list is limited to, as the service applied them. */
  filter: AccessLogFilter;
}

/**
 * Who has viewed my data /{lang}/{omat-tiedot/tietojeni-katselu|...}?from=&to=&page=&fromPage= (issue 15):
 * the acting patient's (own, child's or principal's) professional accesses from the audit trail.
 */
export async function loadAccessLogPage(request: Request, context: AppLoadContext): Promise<AccessLogPageData> {
  const { actingPatientId } = requireActingPatient(request, context);
  const params = new URL(request.url).searchParams;
  const filter = accessLogFilterOf(params);
  const { db, actor } = context.scope;
  const entries = await listProfessionalAccessPage(db, { actingPatientId, filter, run: pageRunOf(params, ACCESS_LOG_FROM_PAGE_PARAM), actor });
  return { entries, filter };
}
