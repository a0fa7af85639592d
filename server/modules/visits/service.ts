import type { Language } from "#domain/enums";
import type { MedicalReport, VisitListItem } from "#domain/health-records";
import { clampPageRun, type PagedList, type PageRun, pageCountOf, rowWindowOf, VISIT_PAGE_SIZE } from "#domain/list-paging";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, listViewEntry, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { countVisits, findVisit, findVisitEntries, findVisits } from "./repository";

// Visits and medical reports of the acting patient (spec part 2 §2, §3 "Medical report",
// "Practitioner"). Only the acting patient's own visits that the patient may see; another id is
// null ("Visit was not found"). Reads are audited as "visit-list" naming the visits shown and
// "visit" (decisions 194, 305).

export interface VisitsReadInput {
  actingPatientId: number;
  lang: Language;
  now: Date;
  actor: AuditActor;
}

/** The patient's past visits, newest first, the pages of `run` (decision 306). */
export async function listVisits(
  db: DatabaseOrTransaction,
  { actingPatientId, lang, now, actor, run, pageSize = VISIT_PAGE_SIZE }: VisitsReadInput & { run: PageRun; pageSize?: number },
): Promise<PagedList<VisitListItem>> {
  const total = await countVisits(db, actingPatientId, { now });
  const shown = clampPageRun(run, total, pageSize);
  const rows = total === 0 ? [] : await findVisits(db, actingPatientId, { now, ...rowWindowOf(shown, pageSize) });
  await recordAudit(db, actor, listViewEntry("visit-list", { visit: rows.map((row) => row.id) }));
  const items = rows.map((row) => ({
    id: row.id,
    dateTime: row.dateTime.toISOString(),
    practitionerName: row.practitionerName,
    specialtyName: row.specialtyName ? row.specialtyName[lang] : null,
    clinicName: row.clinicName,
  }));
  return { items, run: shown, pageCount: pageCountOf(total, pageSize), pageSize, total };
}

/** One medical report of the patient; null when the patient has no such visit to see. */
export async function getMedicalReport(
  db: DatabaseOrTransaction,
  { actingPatientId, lang, actor, visitId }: Omit<VisitsReadInput, "now"> & { visitId: number },
): Promise<MedicalReport | null> {
  const visit = await findVisit(db, actingPatientId, visitId);
  if (!visit) return recordRefusedRead(db, actor, { entity: "visit", entityId: visitId });
  const { diagnoses, texts } = await findVisitEntries(db, actingPatientId, [visit.id]);
  await recordAudit(db, actor, { action: "read", entity: "visit", entityId: visit.id });
  return {
    id: visit.id,
    dateTime: visit.dateTime.toISOString(),
    practitioner: { name: visit.practitionerName, title: visit.practitionerTitle[lang], profilePictureUrl: visit.profileImageUrl },
    specialtyName: visit.specialtyName ? visit.specialtyName[lang] : null,
    patient: { fullName: `${visit.firstName} ${visit.lastName}`, identityCode: visit.identityCode },
    diagnoses: diagnoses.map(({ code, description }) => ({ code, description })),
    texts: texts.map(({ title, body }) => ({ title, body })),
  };
}
