// The ids that addresses, queries and payloads carry (appointments, invoices, payments, visits,
// referrals, questionnaire invitations): bigint identities, written as decimal digits. Without zod,
// so that pages may use it (decision 239); the schema is in numeric-id-inputs.ts.

/** A positive integer of at most 15 digits: every id the database hands out, and below 2^53. */
export const NUMERIC_ID_PATTERN = /^[1-9]\d{0,14}$/;

/** The id a path or query parameter names; null for anything else (the page is then "not found"). */
export function parseNumericId(value: string | null | undefined): number | null {
  return value && NUMERIC_ID_PATTERN.test(value) ? Number(value) : null;
}
