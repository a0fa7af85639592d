import { clampPageRun, type PagedList, type PageRun, pageCountOf, rowWindowOf } from "#domain/list-paging";
import { VACCINATION_PAGE_SIZE, type VaccinationListItem } from "#domain/records";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, listViewEntry, recordAudit } from "#server/modules/audit/audit-service";
import { countVaccinations, findVaccinationPage } from "./repository";

// Vaccinations of the acting patient (spec part 1 §2, §3 "Vaccination", §9): date, name,
// practitioner name and effectiveUntil, newest first, 25 a page, the pages of a run (decision
// 306); a page past the end shows the last page. The read is audited as one "vaccination-list"
// event naming the vaccinations shown (decision 305).

export async function listVaccinationPage(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, run, pageSize = VACCINATION_PAGE_SIZE }: { actingPatientId: number; actor: AuditActor; run: PageRun; pageSize?: number },
): Promise<PagedList<VaccinationListItem>> {
  const total = await countVaccinations(db, actingPatientId);
  const shown = clampPageRun(run, total, pageSize);
  const rows = total === 0 ? [] : await findVaccinationPage(db, actingPatientId, rowWindowOf(shown, pageSize));
  await recordAudit(db, actor, listViewEntry("vaccination-list", { vaccination: rows.map((row) => row.id) }));
  return { items: rows, run: shown, pageCount: pageCountOf(total, pageSize), pageSize, total };
}
