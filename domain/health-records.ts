import type { ReferralType, ResultNumberPrefix } from "./enums";
import type { CalendarDate } from "./helsinki-time";

// Health records (spec part 2 §2 "Results, referrals, visits, questionnaires", §3, §4, §9): the
// shapes of laboratory and imaging results, referrals and medical reports the pages show, and the
// display rules of numeric results. Pure: pages and server share it; the path parameters' schemas
// are in health-record-inputs.ts.

// ---- Referrals ----

export type ReferralStatus = "valid" | "expired";

export interface Referral {
  id: number;
  type: ReferralType;
  title: string;
  creationDate: CalendarDate;
  validUntil: CalendarDate;
  status: ReferralStatus;
  /** Written in Finnish; the pages show it only in the Finnish UI (spec part 2 §3). */
  description: string | null;
  practitioner: { name: string; title: string } | null;
  patientInstructionsUrl: string | null;
}

/** Valid through the whole last day, in Helsinki calendar days (spec part 1 §4). */
export function referralStatusOf(validUntil: CalendarDate, today: CalendarDate): ReferralStatus {
  return validUntil < today ? "expired" : "valid";
}

// ---- Laboratory results ----

/** One day of results in the laboratory list: Ready when every item is ready (spec part 2 §4). */
export interface LabResultDay {
  date: CalendarDate;
  isReady: boolean;
  /** A ready numeric value of the day (a test or a package's item) is outside its reference range. */
  hasOutOfRangeValue: boolean;
  items: { code: string; displayName: string; isReady: boolean }[];
}

export type LabTestResult =
  | { type: "textual"; resultText: string }
  | { type: "numeral"; resultNumber: number; prefix: ResultNumberPrefix | null; isWithinReferenceRange: boolean | null }
  | { type: "none" };

/** A test, or a test package with its items (spec part 2 §3 "Laboratory results and tests"). */
export interface LabTest {
  id: number;
  code: string;
  displayName: string;
  isReady: boolean;
  unit: string | null;
  description: string | null;
  additionalResult: string | null;
  referenceRange: { min: number | null; max: number | null } | null;
  result: LabTestResult;
  /** Items of a package; empty for a single test. */
  items: LabTest[];
}

export interface LabResultDocument {
  date: CalendarDate;
  patient: { fullName: string; identityCode: string };
  isReady: boolean;
  tests: LabTest[];
}

/** One value of a test's history (beyond the spec, decision 192). */
export interface LabHistoryPoint {
  date: CalendarDate;
  resultNumber: number;
  prefix: ResultNumberPrefix | null;
  isWithinReferenceRange: boolean | null;
  referenceRange: { min: number | null; max: number | null } | null;
}

export interface LabTestHistory {
  code: string;
  displayName: string;
  unit: string | null;
  /** Oldest first. */
  points: LabHistoryPoint[];
}

export const RESULT_PREFIX_SYMBOL: Record<ResultNumberPrefix, string> = {
  greaterThan: ">",
  greaterThanOrEqual: "≥",
  lessThan: "<",
  lessThanOrEqual: "≤",
};

/** Reference range as min-max, >min or <max (spec part 2 §9); null without either end. */
export function referenceRangeText(
  range: { min: number | null; max: number | null } | null,
  formatNumber: (value: number) => string,
): string | null {
  if (!range) return null;
  const { min, max } = range;
  if (min !== null && max !== null) return `${formatNumber(min)}–${formatNumber(max)}`;
  if (min !== null) return `>${formatNumber(min)}`;
  if (max !== null) return `<${formatNumber(max)}`;
  return null;
}

/** A numeric result with its prefix: "< 3", "≥ 95", "5.6". */
export function resultNumberText(resultNumber: number, prefix: ResultNumberPrefix | null, formatNumber: (value: number) => string): string {
  return prefix ? `${RESULT_PREFIX_SYMBOL[prefix]} ${formatNumber(resultNumber)}` : formatNumber(resultNumber);
}

/** Whether a result is marked as outside its reference range, and on which side. */
export function outOfRangeSide(
  result: { resultNumber: number; isWithinReferenceRange: boolean | null },
  range: { min: number | null; max: number | null } | null,
): "high" | "low" | null {
  if (result.isWithinReferenceRange !== false) return null;
  if (range?.max !== null && range?.max !== undefined && result.resultNumber > range.max) return "high";
  if (range?.min !== null && range?.min !== undefined && result.resultNumber < range.min) return "low";
  return "high";
}

// ---- Imaging ----

export interface ImagingResult {
  id: number;
  imagingDate: CalendarDate;
  examinationName: string;
  statementText: string;
}

// ---- Visits ----

export interface VisitListItem {
  id: number;
  dateTime: string;
  practitionerName: string;
  specialtyName: string | null;
  clinicName: string | null;
}

/** A medical report (spec part 2 §3). */
export interface MedicalReport {
  id: number;
  /** ISO instant. */
  dateTime: string;
  practitioner: { name: string; title: string; profilePictureUrl: string | null };
  specialtyName: string | null;
  patient: { fullName: string; identityCode: string };
  diagnoses: { code: string; description: string }[];
  texts: { title: string; body: string }[];
}
