import { and, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedQuery, preparedRows } from "#server/db/prepared-queries";
import { imagingResults } from "#server/db/schema";

// The acting patient's latest laboratory and imaging results for summaries (front page), one
// query each. Result days come through laboratory_result_groups_patient_id_date_key and their
// tests through laboratory_tests_group_id_position_idx; imaging through
// imaging_results_patient_id_imaging_date_idx. Tests and results restricted to professionals are
// never read (decision 190): a day with only such tests is not listed.

export interface LabResultDayRow {
  id: number | string;
  /** "YYYY-MM-DD" (cast to text, so no driver turns it into a local-time Date). */
  date: string;
  test_count: number;
  ready_count: number;
  test_names: string[] | null;
}

/**
 * The patient's latest result days with their top-level tests (single tests and packages; the
 * items of a package are counted with their package).
 */
export async function findLatestLabResultDays(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { limit }: { limit: number },
): Promise<LabResultDayRow[]> {
  return latestLabResultDays(db, { patientId: actingPatientId, limit });
}

// On every front page view: built once (decision 414).
const latestLabResultDays = preparedRows<LabResultDayRow & Record<string, unknown>>(
  () => sql`
      select g.id, g.date::text as date, tests.test_count, tests.ready_count, tests.test_names
      from laboratory_result_groups g
      cross join lateral (
        select count(*)::int as test_count,
          (count(*) filter (where t.is_ready))::int as ready_count,
          array_agg(t.display_name order by t.position) as test_names
        from laboratory_tests t
        where t.group_id = g.id and t.patient_id = g.patient_id and t.package_test_id is null
          and t.view_restriction is distinct from 'professional'
      ) tests
      where g.patient_id = ${sql.placeholder("patientId")} and tests.test_count > 0
      order by g.date desc, g.id desc
      limit ${sql.placeholder("limit")}`,
);

export type LatestImagingRow = Awaited<ReturnType<typeof findLatestImagingResults>>[number];

// On every front page view: built once (decision 398).
const latestImagingResults = preparedQuery((db) =>
  db
    .select({ id: imagingResults.id, imagingDate: imagingResults.imagingDate, examinationName: imagingResults.examinationName })
    .from(imagingResults)
    .where(
      and(
        eq(imagingResults.patientId, sql.placeholder("patientId")),
        or(isNull(imagingResults.viewRestriction), ne(imagingResults.viewRestriction, "professional")),
      ),
    )
    .orderBy(desc(imagingResults.imagingDate), desc(imagingResults.id))
    .limit(sql.placeholder("limit")),
);

export function findLatestImagingResults(db: DatabaseOrTransaction, actingPatientId: number, { limit }: { limit: number }) {
  return latestImagingResults(db, { patientId: actingPatientId, limit });
}
