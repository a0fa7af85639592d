import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReferralType, ResultNumberPrefix } from "#domain/enums";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedRows } from "#server/db/prepared-queries";
import { imagingResults, laboratoryResultGroups, laboratoryTests, patients, practitioners, referrals } from "#server/db/schema";

// The acting patient's laboratory and imaging results and referrals. Every function takes the
// acting patient id and filters by it; none reads by a record id alone. Tests and imaging results
// whose view restriction is "professional" are never read (decision 190). Indexes:
// laboratory_result_groups_patient_id_date_key, laboratory_tests_group_id_position_idx,
// laboratory_tests_patient_id_code_idx (history), referrals_patient_id_type_creation_date_idx,
// imaging_results_patient_id_imaging_date_idx. One statement each, no per-row queries.

const visibleTest = or(isNull(laboratoryTests.viewRestriction), ne(laboratoryTests.viewRestriction, "professional"));
const visibleImaging = or(isNull(imagingResults.viewRestriction), ne(imagingResults.viewRestriction, "professional"));

/** A package's item, for the day list's out-of-range mark. */
const packageItem = alias(laboratoryTests, "package_item");

/**
 * A ready numeric result outside its reference range, as the result page flags it (lab-value.tsx):
 * the day list marks such a day without reading its values.
 */
function outOfRange(test: typeof laboratoryTests | typeof packageItem) {
  return and(eq(test.isReady, true), isNull(test.resultText), isNotNull(test.resultNumber), eq(test.isWithinReferenceRange, false));
}

/** The patient's result days that have a test the patient may see (a day is one result group). */
function daysWithVisibleTests(db: DatabaseOrTransaction, actingPatientId: number) {
  const visibleTopLevelTest = db
    .select({ id: laboratoryTests.id })
    .from(laboratoryTests)
    .where(
      and(
        eq(laboratoryTests.groupId, laboratoryResultGroups.id),
        eq(laboratoryTests.patientId, actingPatientId),
        isNull(laboratoryTests.packageTestId),
        visibleTest,
      ),
    );
  return and(eq(laboratoryResultGroups.patientId, actingPatientId), exists(visibleTopLevelTest));
}

export async function countLabResultDays(db: DatabaseOrTransaction, actingPatientId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(laboratoryResultGroups).where(daysWithVisibleTests(db, actingPatientId));
  return row?.total ?? 0;
}

/**
 * Top-level tests (single tests and packages) of the patient's result days, newest day first: every
 * day, or the window of days `limit` and `offset` name.
 */
export async function findLabResultDayItems(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { limit = null, offset = 0 }: { limit?: number | null; offset?: number } = {},
) {
  const dayIds = db
    .select({ id: laboratoryResultGroups.id })
    .from(laboratoryResultGroups)
    .where(daysWithVisibleTests(db, actingPatientId))
    .orderBy(desc(laboratoryResultGroups.date))
    .offset(offset);
  const days = limit === null ? dayIds : dayIds.limit(limit);
  return db
    .select({
      groupId: laboratoryResultGroups.id,
      date: laboratoryResultGroups.date,
      code: laboratoryTests.code,
      displayName: laboratoryTests.displayName,
      isReady: laboratoryTests.isReady,
      // The test, or a visible item of its package (laboratory_tests_package_test_id_idx).
      isOutOfRange: sql<boolean>`coalesce(${or(
        outOfRange(laboratoryTests),
        exists(
          db
            .select({ id: packageItem.id })
            .from(packageItem)
            .where(
              and(
                eq(packageItem.packageTestId, laboratoryTests.id),
                eq(packageItem.patientId, actingPatientId),
                or(isNull(packageItem.viewRestriction), ne(packageItem.viewRestriction, "professional")),
                outOfRange(packageItem),
              ),
            ),
        ),
      )}, false)`,
    })
    .from(laboratoryResultGroups)
    .innerJoin(
      laboratoryTests,
      and(eq(laboratoryTests.groupId, laboratoryResultGroups.id), eq(laboratoryTests.patientId, laboratoryResultGroups.patientId)),
    )
    .where(
      and(
        eq(laboratoryResultGroups.patientId, actingPatientId),
        inArray(laboratoryResultGroups.id, days),
        isNull(laboratoryTests.packageTestId),
        visibleTest,
      ),
    )
    .orderBy(desc(laboratoryResultGroups.date), asc(laboratoryTests.position));
}

export type LabTestRow = Awaited<ReturnType<typeof findLabTestsOfDay>>[number];

/** Every visible test of one result day (packages and their items), in the page's order. */
export async function findLabTestsOfDay(db: DatabaseOrTransaction, actingPatientId: number, date: CalendarDate) {
  return db
    .select({
      groupId: laboratoryResultGroups.id,
      id: laboratoryTests.id,
      packageTestId: laboratoryTests.packageTestId,
      code: laboratoryTests.code,
      displayName: laboratoryTests.displayName,
      isReady: laboratoryTests.isReady,
      unit: laboratoryTests.unit,
      description: laboratoryTests.description,
      additionalResult: laboratoryTests.additionalResult,
      referenceMin: laboratoryTests.referenceMin,
      referenceMax: laboratoryTests.referenceMax,
      resultNumber: laboratoryTests.resultNumber,
      resultPrefix: laboratoryTests.resultPrefix,
      resultText: laboratoryTests.resultText,
      isWithinReferenceRange: laboratoryTests.isWithinReferenceRange,
    })
    .from(laboratoryResultGroups)
    .innerJoin(
      laboratoryTests,
      and(eq(laboratoryTests.groupId, laboratoryResultGroups.id), eq(laboratoryTests.patientId, laboratoryResultGroups.patientId)),
    )
    .where(and(eq(laboratoryResultGroups.patientId, actingPatientId), eq(laboratoryResultGroups.date, date), visibleTest))
    .orderBy(asc(laboratoryTests.position), asc(laboratoryTests.id));
}

/** The acting patient's full name and identity code, for a document's header. */
export async function findPatientHeader(db: DatabaseOrTransaction, actingPatientId: number) {
  const [row] = await db
    .select({ firstName: patients.firstName, lastName: patients.lastName, identityCode: patients.identityCode })
    .from(patients)
    .where(eq(patients.id, actingPatientId))
    .limit(1);
  return row ?? null;
}

/** A result of a laboratory test's history, as the driver gives it. */
export interface LabTestHistoryRow {
  id: number;
  date: CalendarDate;
  /** The test's name and unit, on the latest result only: the page names the test as it is now. */
  displayName: string | null;
  unit: string | null;
  referenceMin: number | null;
  referenceMax: number | null;
  resultNumber: number;
  resultPrefix: ResultNumberPrefix | null;
  isWithinReferenceRange: boolean | null;
}

/**
 * Ready numeric results of one laboratory code over every day, oldest first. Raw SQL built once
 * (decisions 398 and 414), as the driver parses it: a long history reads hundreds of rows here for
 * the chart, and mapping each column of each row through the query builder cost as much as reading
 * it. The name and unit come on the latest row only (`lead` over the statement's own order, so
 * PostgreSQL sorts once).
 */
export function findLabTestHistory(db: DatabaseOrTransaction, actingPatientId: number, code: string): Promise<LabTestHistoryRow[]> {
  return labTestHistory(db, { patientId: actingPatientId, code });
}

const labTestHistory = preparedRows<LabTestHistoryRow & Record<string, unknown>>(() => {
  const latestRow = sql`lead(${laboratoryTests.id}) over latest_last is null`;
  return sql`
    select ${laboratoryTests.id}::float8 as "id", ${laboratoryResultGroups.date} as "date",
      case when ${latestRow} then ${laboratoryTests.displayName} end as "displayName",
      case when ${latestRow} then ${laboratoryTests.unit} end as "unit",
      ${laboratoryTests.referenceMin}::float8 as "referenceMin", ${laboratoryTests.referenceMax}::float8 as "referenceMax",
      ${laboratoryTests.resultNumber}::float8 as "resultNumber", ${laboratoryTests.resultPrefix} as "resultPrefix",
      ${laboratoryTests.isWithinReferenceRange} as "isWithinReferenceRange"
    from ${laboratoryTests}
    join ${laboratoryResultGroups}
      on ${laboratoryResultGroups.id} = ${laboratoryTests.groupId} and ${laboratoryResultGroups.patientId} = ${laboratoryTests.patientId}
    where ${and(
      eq(laboratoryTests.patientId, sql.placeholder("patientId")),
      eq(laboratoryTests.code, sql.placeholder("code")),
      eq(laboratoryTests.isReady, true),
      isNotNull(laboratoryTests.resultNumber),
      visibleTest,
    )}
    window latest_last as (order by ${laboratoryResultGroups.date}, ${laboratoryTests.id})
    order by ${laboratoryResultGroups.date}, ${laboratoryTests.id}`;
});

const referralColumns = {
  id: referrals.id,
  type: referrals.type,
  title: referrals.title,
  creationDate: referrals.creationDate,
  validUntil: referrals.validUntil,
  description: referrals.description,
  patientInstructionsUrl: referrals.patientInstructionsUrl,
  practitionerName: practitioners.name,
  practitionerTitle: practitioners.title,
};

export type ReferralRow = Awaited<ReturnType<typeof findReferrals>>[number];

/** The patient's referrals of one type, newest first. */
export async function findReferrals(db: DatabaseOrTransaction, actingPatientId: number, type: ReferralType) {
  return db
    .select(referralColumns)
    .from(referrals)
    .leftJoin(practitioners, eq(practitioners.id, referrals.practitionerId))
    .where(and(eq(referrals.patientId, actingPatientId), eq(referrals.type, type)))
    .orderBy(desc(referrals.creationDate), desc(referrals.id));
}

/** One of the patient's referrals of this type; null for any other id. */
export async function findReferral(db: DatabaseOrTransaction, actingPatientId: number, type: ReferralType, id: number) {
  const [row] = await db
    .select(referralColumns)
    .from(referrals)
    .leftJoin(practitioners, eq(practitioners.id, referrals.practitionerId))
    .where(and(eq(referrals.patientId, actingPatientId), eq(referrals.type, type), eq(referrals.id, id)))
    .limit(1);
  return row ?? null;
}

/** The patient's visible imaging results, newest first; of one day when `date` is given. */
export async function findImagingResults(db: DatabaseOrTransaction, actingPatientId: number, date?: CalendarDate) {
  return db
    .select({
      id: imagingResults.id,
      imagingDate: imagingResults.imagingDate,
      examinationName: imagingResults.examinationName,
      statementText: imagingResults.statementText,
    })
    .from(imagingResults)
    .where(
      and(
        eq(imagingResults.patientId, actingPatientId),
        date === undefined ? undefined : eq(imagingResults.imagingDate, date),
        visibleImaging,
      ),
    )
    .orderBy(desc(imagingResults.imagingDate), desc(imagingResults.id));
}
