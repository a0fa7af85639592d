export const ARRIVAL_REASON_MAX_LENGTH = 300;

// Length is counted in Unicode code points, as zod's max() and PostgreSQL's varchar do, so the
// counter, the schema and the database agree (an emoji is one character). Empty is allowed:
// it clears the reason. The schema is in appointment-actions.ts.

/** Drives the "n / 300" counter; when exceeded the field turns red and saving is disabled. */
export function arrivalReasonCounter(text: string): { length: number; max: number; exceeded: boolean } {
  const length = [...text].length;
  return { length, max: ARRIVAL_REASON_MAX_LENGTH, exceeded: length > ARRIVAL_REASON_MAX_LENGTH };
}
