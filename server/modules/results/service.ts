import type { Language, ReferralType } from "#domain/enums";
import {
  type ImagingResult,
  type LabResultDay,
  type LabResultDocument,
  type LabTest,
  type LabTestHistory,
  type Referral,
  referralStatusOf,
} from "#domain/health-records";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import { clampPageRun, LAB_RESULT_DAY_PAGE_SIZE, type PageRun, pageCountOf, rowWindowOf } from "#domain/list-paging";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, type AuditEntry, listViewEntry, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import {
  countLabResultDays,
  findImagingResults,
  findLabResultDayItems,
  findLabTestHistory,
  findLabTestsOfDay,
  findPatientHeader,
  findReferral,
  findReferrals,
  type LabTestRow,
  type ReferralRow,
} from "./repository";

// Laboratory and imaging results and referrals of the acting patient (spec part 2 §2 "Results,
// referrals, visits, questionnaires", §3, §4). Only the acting patient's own records are read,
// never those restricted to professionals; something else's id is "not found" (null). Every read
// is audited (decision 194): a list view as one "laboratory-list" / "imaging-list" event naming the
// records shown (decision 305), a result day as "lab-result", a history as "lab-test-history".

export interface ResultsReadInput {
  actingPatientId: number;
  now: Date;
  actor: AuditActor;
}

function referralOf(row: ReferralRow, lang: Language, today: CalendarDate): Referral {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    creationDate: row.creationDate,
    validUntil: row.validUntil,
    status: referralStatusOf(row.validUntil, today),
    description: row.description,
    practitioner: row.practitionerName ? { name: row.practitionerName, title: row.practitionerTitle?.[lang] ?? "" } : null,
    patientInstructionsUrl: row.patientInstructionsUrl,
  };
}

export interface LaboratoryOverview {
  /** The result days of the pages of `run`. */
  days: LabResultDay[];
  run: PageRun;
  pageCount: number;
  pageSize: number;
  /** Result days in all. */
  total: number;
  referrals: Referral[];
}

/**
 * The laboratory list: result days (newest first, Ready or Pending), the pages of `run` (decision
 * 306), and every laboratory referral.
 */
export async function listLaboratory(
  db: DatabaseOrTransaction,
  { actingPatientId, now, actor, lang, run, pageSize = LAB_RESULT_DAY_PAGE_SIZE }: ResultsReadInput & { lang: Language; run: PageRun; pageSize?: number },
): Promise<LaboratoryOverview> {
  const [total, referralRows] = await Promise.all([countLabResultDays(db, actingPatientId), findReferrals(db, actingPatientId, "laboratory")]);
  const shown = clampPageRun(run, total, pageSize);
  const items = total === 0 ? [] : await findLabResultDayItems(db, actingPatientId, rowWindowOf(shown, pageSize));
  const days: LabResultDay[] = [];
  const groupIds: number[] = [];
  for (const item of items) {
    let day = days.at(-1);
    if (!day || day.date !== item.date) {
      day = { date: item.date, isReady: true, hasOutOfRangeValue: false, items: [] };
      days.push(day);
      groupIds.push(item.groupId);
    }
    day.items.push({ code: item.code, displayName: item.displayName, isReady: item.isReady });
    day.isReady &&= item.isReady;
    day.hasOutOfRangeValue ||= item.isOutOfRange;
  }
  const today = helsinkiCalendarDate(now);
  await recordAudit(db, actor, listViewEntry("laboratory-list", { "lab-result": groupIds, referral: referralRows.map((row) => row.id) }));
  return {
    days,
    run: shown,
    pageCount: pageCountOf(total, pageSize),
    pageSize,
    total,
    referrals: referralRows.map((row) => referralOf(row, lang, today)),
  };
}

function rangeOf(row: { referenceMin: number | null; referenceMax: number | null }) {
  return row.referenceMin === null && row.referenceMax === null ? null : { min: row.referenceMin, max: row.referenceMax };
}

function testOf(row: LabTestRow, items: LabTest[]): LabTest {
  const result: LabTest["result"] =
    row.resultText !== null
      ? { type: "textual", resultText: row.resultText }
      : row.resultNumber !== null
        ? { type: "numeral", resultNumber: row.resultNumber, prefix: row.resultPrefix, isWithinReferenceRange: row.isWithinReferenceRange }
        : { type: "none" };
  return {
    id: row.id,
    code: row.code,
    displayName: row.displayName,
    isReady: row.isReady,
    unit: row.unit,
    description: row.description,
    additionalResult: row.additionalResult,
    referenceRange: rangeOf(row),
    result: row.isReady ? result : { type: "none" },
    items,
  };
}

/**
 * One result day of the patient with its tests and packages; null when the patient has no visible
 * test that day. A package's items follow it; items of a package hidden from the patient are not
 * shown either.
 */
export async function getLabResultDay(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, date }: Omit<ResultsReadInput, "now"> & { date: CalendarDate },
): Promise<LabResultDocument | null> {
  const [rows, patient] = await Promise.all([findLabTestsOfDay(db, actingPatientId, date), findPatientHeader(db, actingPatientId)]);
  const topLevel = rows.filter((row) => row.packageTestId === null);
  if (topLevel.length === 0 || !patient) return recordRefusedRead(db, actor, { entity: "lab-result", entityId: date });
  const tests = topLevel.map((row) =>
    testOf(
      row,
      rows.filter((item) => item.packageTestId === row.id).map((item) => testOf(item, [])),
    ),
  );
  await recordAudit(db, actor, { action: "read", entity: "lab-result", entityId: topLevel[0]?.groupId });
  return {
    date,
    patient: { fullName: `${patient.firstName} ${patient.lastName}`, identityCode: patient.identityCode },
    isReady: tests.every((test) => test.isReady),
    tests,
  };
}

/** A laboratory code's numeric results over time (decision 192); null when the patient has none. */
export async function getLabTestHistory(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, code }: Omit<ResultsReadInput, "now"> & { code: string },
): Promise<LabTestHistory | null> {
  const rows = await findLabTestHistory(db, actingPatientId, code);
  const latest = rows.at(-1);
  if (!latest) return recordRefusedRead(db, actor, { entity: "lab-test-history", entityId: code });
  await recordAudit(db, actor, listViewEntry("lab-test-history", { "lab-test-history": rows.map((row) => row.id) }));
  return {
    code,
    // The statement names the test on its latest row (findLabTestHistory).
    displayName: latest.displayName ?? code,
    unit: latest.unit,
    points: rows.map((row) => ({
      date: row.date,
      resultNumber: row.resultNumber,
      prefix: row.resultPrefix,
      isWithinReferenceRange: row.isWithinReferenceRange,
      referenceRange: rangeOf(row),
    })),
  };
}

/** One of the patient's referrals of this type (laboratory or imaging); null for any other id. */
export async function getReferral(
  db: DatabaseOrTransaction,
  { actingPatientId, now, actor, lang, type, referralId }: ResultsReadInput & { lang: Language; type: ReferralType; referralId: number },
): Promise<Referral | null> {
  const row = await findReferral(db, actingPatientId, type, referralId);
  if (!row) return recordRefusedRead(db, actor, { entity: "referral", entityId: referralId });
  await recordAudit(db, actor, { action: "read", entity: "referral", entityId: row.id });
  return referralOf(row, lang, helsinkiCalendarDate(now));
}

export interface ImagingOverview {
  results: ImagingResult[];
  referrals: Referral[];
}

/** The imaging list: results (newest first) and imaging referrals. */
export async function listImaging(
  db: DatabaseOrTransaction,
  { actingPatientId, now, actor, lang }: ResultsReadInput & { lang: Language },
): Promise<ImagingOverview> {
  const [results, referralRows] = await Promise.all([
    findImagingResults(db, actingPatientId),
    findReferrals(db, actingPatientId, "imaging"),
  ]);
  await recordAudit(
    db,
    actor,
    listViewEntry("imaging-list", { "imaging-result": results.map((row) => row.id), referral: referralRows.map((row) => row.id) }),
  );
  const today = helsinkiCalendarDate(now);
  return { results, referrals: referralRows.map((row) => referralOf(row, lang, today)) };
}

/** The patient's imaging results of one day; empty when there is none (another patient's day included). */
export async function listImagingResultsOfDay(
  db: DatabaseOrTransaction,
  { actingPatientId, actor, date }: Omit<ResultsReadInput, "now"> & { date: CalendarDate },
): Promise<ImagingResult[]> {
  const results = await findImagingResults(db, actingPatientId, date);
  if (results.length === 0) {
    await recordRefusedRead(db, actor, { entity: "imaging-result", entityId: date });
    return [];
  }
  await recordAudit(db, actor, ...results.map((row): AuditEntry => ({ action: "read", entity: "imaging-result", entityId: row.id })));
  return results;
}
