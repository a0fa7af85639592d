import { ACCESS_LOG_PAGE_SIZE, type AccessLogEntry, type AccessLogFilter, accessActivityOf, accessKindOf } from "#domain/access-log";
import { clampPage, pageCountOf } from "#domain/records";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAudit } from "./audit-service";
import { countProfessionalAccesses, findProfessionalAccessPage } from "./access-log-repository";

// "Who has viewed my data" (issue 15; Act 703/2023): which professional read or changed which
// kind of the acting patient's data and when, newest first, 25 a page, optionally within whole
// Helsinki days. Only professionals' accesses: the patient's own, a guardian's and an agent's are
// not listed. Reading the list is itself audited ("access-log"), as the patient's own read.

export interface AccessLogPage {
  entries: AccessLogEntry[];
  /** 1-based page shown; a page past the end shows the last one. */
  page: number;
  pageCount: number;
  total: number;
}

export async function listProfessionalAccessPage(
  db: DatabaseOrTransaction,
  {
    actingPatientId,
    actor,
    filter,
    page,
    pageSize = ACCESS_LOG_PAGE_SIZE,
  }: { actingPatientId: number; actor: AuditActor; filter: AccessLogFilter; page: number; pageSize?: number },
): Promise<AccessLogPage> {
  const total = await countProfessionalAccesses(db, actingPatientId, filter);
  const current = clampPage(page, total, pageSize);
  const rows = total === 0 ? [] : await findProfessionalAccessPage(db, actingPatientId, filter, { limit: pageSize, offset: (current - 1) * pageSize });
  await recordAudit(db, actor, { action: "read", entity: "access-log" });
  const entries = rows.map(
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
  return { entries, page: current, pageCount: pageCountOf(total, pageSize), total };
}
