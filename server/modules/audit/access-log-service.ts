import { ACCESS_LOG_PAGE_SIZE, type AccessLogEntry, type AccessLogFilter, accessActivityOf, accessKindOf } from "#domain/access-log";
import { clampPageRun, type PagedList, type PageRun, pageCountOf, rowWindowOf } from "#domain/list-paging";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAudit } from "./audit-service";
import { countProfessionalAccesses, findProfessionalAccessPage } from "./access-log-repository";

// "Who has viewed my data" (issue 15; Act 703/2023): which professional read or changed which
// kind of the acting patient's data and when, newest first, 25 a page, optionally within whole
// Helsinki days. Only professionals' accesses: the patient's own, a guardian's and an agent's are
// not listed. Reading the list is itself audited ("access-log"), as the patient's own read.

/** The run of pages shown (a page past the end shows the last one), 25 entries a page. */
export type AccessLogPage = PagedList<AccessLogEntry>;

export async function listProfessionalAccessPage(
  db: DatabaseOrTransaction,
  {
    actingPatientId,
    actor,
    filter,
    run: requested,
    pageSize = ACCESS_LOG_PAGE_SIZE,
  }: { actingPatientId: number; actor: AuditActor; filter: AccessLogFilter; run: PageRun; pageSize?: number },
): Promise<AccessLogPage> {
  const total = await countProfessionalAccesses(db, actingPatientId, filter);
  const run = clampPageRun(requested, total, pageSize);
  const rows = total === 0 ? [] : await findProfessionalAccessPage(db, actingPatientId, filter, rowWindowOf(run, pageSize));
  await recordAudit(db, actor, { action: "read", entity: "access-log" });
  const items = rows.map(
    (row): AccessLogEntry => ({
      id: row.id,
      at: row.at.toISOString(),
      activity: accessActivityOf(row.action),
      kind: accessKindOf(row.entity),
      // The trail keeps no foreign key: a removed user still shows that the access happened.
      professionalName: row.firstName === null ? "" : `${row.firstName} ${row.lastName ?? ""}`.trim(),
      role: row.role,
      unit: row.unit,
      reason: row.reason,
    }),
  );
  return { items, run, pageCount: pageCountOf(total, pageSize), pageSize, total };
}
