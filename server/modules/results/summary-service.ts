import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { SQL } from "drizzle-orm";
import type { PatientListValues } from "#server/db/json-reads";
import {
  findLatestImagingResults,
  findLatestLabResultDays,
  type LabResultDayJson,
  type LatestImagingJson,
  latestImagingResultsJson,
  latestLabResultDaysJson,
} from "./summary-repository";

export type { LabResultDayJson, LatestImagingJson };

/** One day of laboratory results as a summary list shows it (front page). */
export interface LabResultSummary {
  /** The result group's id (audit); the result page is addressed by date. */
  id: number;
  date: CalendarDate;
  /** Ready when every test of the day is ready, otherwise Pending (spec part 2 §4). */
  isReady: boolean;
  testCount: number;
  /** Names of the day's first tests, in the order of the result page. */
  testNames: string[];
}

/** How many test names a summary carries. */
export const LAB_SUMMARY_TEST_NAMES = 3;

/** The acting patient's latest laboratory result days; only days of `actingPatientId`. */
export async function listLabResultSummaries(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { limit }: { limit: number },
): Promise<LabResultSummary[]> {
  return labResultSummariesOf(await findLatestLabResultDays(db, actingPatientId, { limit }));
}

/** The same read as an SQL expression giving a json array, for a statement that reads several modules' data at once (the front page, decision 422). */
export function labResultSummariesExpression(values: PatientListValues): SQL {
  return latestLabResultDaysJson(values);
}

/** The summaries of what `labResultSummariesExpression` read. */
export function labResultSummariesOf(rows: readonly LabResultDayJson[]): LabResultSummary[] {
  return rows.map((row) => ({
    id: row.id,
    date: row.date as CalendarDate,
    isReady: row.test_count > 0 && row.ready_count === row.test_count,
    testCount: row.test_count,
    testNames: (row.test_names ?? []).slice(0, LAB_SUMMARY_TEST_NAMES),
  }));
}

/** An imaging result as a summary list shows it (front page). */
export interface ImagingSummary {
  id: number;
  imagingDate: CalendarDate;
  examinationName: string;
}

/** The acting patient's latest imaging results; only results of `actingPatientId`. */
export async function listImagingSummaries(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { limit }: { limit: number },
): Promise<ImagingSummary[]> {
  return imagingSummariesOf(await findLatestImagingResults(db, actingPatientId, { limit }));
}

/** The same read as an SQL expression giving a json array (the front page, decision 422). */
export function imagingSummariesExpression(values: PatientListValues): SQL {
  return latestImagingResultsJson(values);
}

/** The summaries of what `imagingSummariesExpression` read. */
export function imagingSummariesOf(rows: readonly LatestImagingJson[]): ImagingSummary[] {
  return rows.map((row) => ({ id: row.id, imagingDate: row.imagingDate, examinationName: row.examinationName }));
}
