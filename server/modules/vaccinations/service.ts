import { clampPage, pageCountOf, VACCINATION_PAGE_SIZE, type VaccinationListItem } from "#domain/records";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, type AuditEntry, recordAudit } from "#server/modules/audit/audit-service";
import { countVaccinations, findVaccinationPage } from "./repository";

// Vaccinations of the acting patient (spec part 1 §2, §3 "Vaccination", §9): date, name,
// practitioner name and effectiveUntil, newest first, 25 a page; a page past the end shows the
// last page. The read is audited as "vaccination-list" plus one "vaccination" event per row shown.

export interface VaccinationPage {
  vaccinations: VaccinationListItem[];
  /** 1-based page shown. */
  page: number;
  pageCount: number;
  total: number;
}

export async function listVaccinationPage(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, page, pageSize = VACCINATION_PAGE_SIZE }: { actingPatientId: number; actor: AuditActor; page: number; pageSize?: number },
): Promise<VaccinationPage> {
  const total = await countVaccinations(db, actingPatientId);
  const current = clampPage(page, total, pageSize);
  const rows = total === 0 ? [] : await findVaccinationPage(db, actingPatientId, { limit: pageSize, offset: (current - 1) * pageSize });
  await recordAudit(
    db,
    actor,
    { action: "read", entity: "vaccination-list" },
    ...rows.map((row): AuditEntry => ({ action: "read", entity: "vaccination", entityId: row.id })),
  );
  return { vaccinations: rows, page: current, pageCount: pageCountOf(total, pageSize), total };
}
