import type { AppLoadContext } from "react-router";
import { type AccessLogEntry, type AccessLogFilter, accessLogFilterOf } from "#domain/access-log";
import { listPageOf } from "#domain/records";
import { requireActingPatient } from "#app/session.server";
import { auditActorOf } from "#server/http/audit";
import { listProfessionalAccessPage } from "#server/modules/audit/access-log-service";

export interface AccessLogPageData {
  entries: AccessLogEntry[];
  /** The dates the list is limited to, as the service applied them. */
  filter: AccessLogFilter;
  /** 1-based page shown and the number of pages (25 entries a page). */
  page: number;
  pageCount: number;
}

/**
 * Who has viewed my data /{lang}/{omat-tiedot/tietojeni-katselu|...}?from=&to=&page= (issue 15):
 * the acting patient's (own, child's or principal's) professional accesses from the audit trail.
 */
export async function loadAccessLogPage(request: Request, context: AppLoadContext): Promise<AccessLogPageData> {
  const { actingPatientId } = requireActingPatient(request, context);
  const params = new URL(request.url).searchParams;
  const filter = accessLogFilterOf(params);
  const result = await listProfessionalAccessPage(context.services.database.db, {
    actingPatientId,
    filter,
    page: listPageOf(params.get("page")),
    actor: auditActorOf(context),
  });
  return { entries: result.entries, filter, page: result.page, pageCount: result.pageCount };
}
