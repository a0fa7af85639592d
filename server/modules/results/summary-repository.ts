import { type SQL, and, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { jsonRows, type JsonRow, type PatientListValues, preparedPatientList, queryBuilder, type RowOf } from "#server/db/json-reads";
import { imagingResults } from "#server/db/schema";

// The acting patient's latest laboratory and imaging results for summaries (front page), one
// query each. Result days come through laboratory_result_groups_patient_id_date_key and their
// tests through laboratory_tests_group_id_position_idx; imaging through
// imaging_results_patient_id_imaging_date_idx. Tests and results restricted to professionals are
// never read (decision 190): a day with only such tests is not listed. The front page reads both
// beside the other sections in one statement (decision 422).

/** A result day as `latestLabResultDaysJson` gives it. */
export interface LabResultDayJson {
  id: number;
  /** "YYYY-MM-DD". */
  date: string;
  test_count: number;
  ready_count: number;
  test_names: string[] | null;
}

/**
 * The patient's latest result days with their top-level tests (single tests and packages; the
 * items of a package are counted with their package), newest first, as a json array of LabResultDayJson.
 */
export function latestLabResultDaysJson({ patientId, limit }: PatientListValues): SQL {
  return jsonRows(
    sql`select g.id, g.date, tests.test_count, tests.ready_count, tests.test_names
      from laboratory_result_groups g
      cross join lateral (
        select count(*)::int as test_count,
          (count(*) filter (where t.is_ready))::int as ready_count,
          array_agg(t.display_name order by t.position) as test_names
        from laboratory_tests t
        where t.group_id = g.id and t.patient_id = g.patient_id and t.package_test_id is null
          and t.view_restriction is distinct from 'professional'
      ) tests
      where g.patient_id = ${patientId} and tests.test_count > 0
      order by g.date desc, g.id desc
      limit ${limit}`,
    ["id", "date", "test_count", "ready_count", "test_names"],
  );
}

export const findLatestLabResultDays = preparedPatientList<LabResultDayJson>(latestLabResultDaysJson);

const LATEST_IMAGING_FIELDS = { id: imagingResults.id, imagingDate: imagingResults.imagingDate, examinationName: imagingResults.examinationName };

function latestImagingQuery({ patientId, limit }: PatientListValues) {
  return queryBuilder
    .select(LATEST_IMAGING_FIELDS)
    .from(imagingResults)
    .where(and(eq(imagingResults.patientId, patientId), or(isNull(imagingResults.viewRestriction), ne(imagingResults.viewRestriction, "professional"))))
    .orderBy(desc(imagingResults.imagingDate), desc(imagingResults.id))
    .limit(limit);
}

/** An imaging result as `latestImagingResultsJson` gives it. */
export type LatestImagingJson = JsonRow<RowOf<ReturnType<typeof latestImagingQuery>>>;

/** The patient's latest imaging results, newest first, as a json array of LatestImagingJson. */
export function latestImagingResultsJson(values: PatientListValues): SQL {
  return jsonRows(latestImagingQuery(values), Object.keys(LATEST_IMAGING_FIELDS));
}

export const findLatestImagingResults = preparedPatientList<LatestImagingJson>(latestImagingResultsJson);
