import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "./helsinki-time";

// "Who has viewed my data" (Act 703/2023: a patient may know who accessed their records): the
// professionals' reads and changes in the audit trail, told as kinds of data the patient knows
// rather than the trail's entity names. No zod here: the page's filter is a plain GET form, and
// this module travels to the browser.

export const ACCESS_LOG_PAGE_SIZE = 25;

/** What the professional did, as the patient is told it. */
export type AccessActivity = "viewed" | "changed" | "openedWithReason";

/**
 * A read is "viewed"; opening a conversation outside a care relationship with a stated reason
 * (decision 330) "openedWithReason", shown with the reason; anything else a professional does to
 * the data (create, update, delete) "changed".
 */
export function accessActivityOf(action: string): AccessActivity {
  if (action === "open-with-reason") return "openedWithReason";
  return action === "read" ? "viewed" : "changed";
}

export const ACCESS_KINDS = [
  "messages",
  "prescriptions",
  "labResults",
  "imaging",
  "referrals",
  "appointments",
  "visits",
  "vaccinations",
  "certificates",
  "questionnaires",
  "questionnaireAnswers",
  "invoices",
  "contactInfo",
  "consent",
  "insurance",
  "kelaCard",
  "occupational",
  "general",
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** Audit entities (server/modules/*: recordAudit) by the kind of data they are; lists count as their rows. */
const KIND_OF_ENTITY: Record<string, AccessKind> = {
  thread: "messages",
  "messaging-thread": "messages",
  "messaging-threads": "messages",
  message: "messages",
  "message-attachment": "messages",
  prescription: "prescriptions",
  "prescription-list": "prescriptions",
  "prescription-renewal-request": "prescriptions",
  "lab-result": "labResults",
  "laboratory-list": "labResults",
  "lab-test-history": "labResults",
  "imaging-result": "imaging",
  "imaging-list": "imaging",
  referral: "referrals",
  appointment: "appointments",
  "appointment-list": "appointments",
  "appointment-arrival-reason": "appointments",
  "appointment-cancellation": "appointments",
  visit: "visits",
  "visit-list": "visits",
  vaccination: "vaccinations",
  "vaccination-list": "vaccinations",
  certificate: "certificates",
  "certificate-list": "certificates",
  "questionnaire-invitation": "questionnaires",
  // A professional reading the answers (decision 263) reads what the patient told, not the form.
  "questionnaire-answer": "questionnaireAnswers",
  "questionnaire-list": "questionnaires",
  invoice: "invoices",
  "invoice-list": "invoices",
  "invoice-pdf": "invoices",
  patient: "contactInfo",
  // Finding a patient by identity code shows their name and age (decision 283).
  "patient-lookup": "contactInfo",
  "patient-contact-info": "contactInfo",
  "patient-data-consent": "consent",
  "insurance-policy": "insurance",
  "direct-compensation-permit": "insurance",
  "kela-card": "kelaCard",
  "occupational-team": "occupational",
  "occupational-contract": "occupational",
  "occupational-agreement": "occupational",
};

/** The kind of data an audit entity is; an entity not known here is "general" (patient data). */
export function accessKindOf(entity: string): AccessKind {
  return Object.hasOwn(KIND_OF_ENTITY, entity) ? KIND_OF_ENTITY[entity]! : "general";
}

/** One professional access as the page shows it. */
export interface AccessLogEntry {
  id: number;
  /** ISO instant. */
  at: string;
  activity: AccessActivity;
  kind: AccessKind;
  professionalName: string;
  /** The title recorded with the access, else the professional's current one; null if neither. */
  role: string | null;
  /** The professional's unit (decision 241); null when none is known. */
  unit: string | null;
  /** The reason the professional stated to open the data without a care relationship (decision 330). */
  reason: string | null;
}

/** The page's date filter: whole Helsinki days, both ends included; null is open. */
export interface AccessLogFilter {
  from: CalendarDate | null;
  to: CalendarDate | null;
}

const FINNISH_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * A date of the filter's "?from=" or "?to=": a real day as a date input sends it ("YYYY-MM-DD"),
 * or as typed where the browser has no date input ("24.11.2026"); anything else is no limit.
 */
export function filterDateOf(value: string | null): CalendarDate | null {
  if (value === null) return null;
  const typed = FINNISH_DATE.exec(value.trim());
  const date = typed ? formatCalendarDate(Number(typed[3]), Number(typed[2]), Number(typed[1])) : value;
  return parseCalendarDate(date) ? date : null;
}

/** The filter of the address; a range given backwards is turned around rather than shown empty. */
export function accessLogFilterOf(params: URLSearchParams): AccessLogFilter {
  const from = filterDateOf(params.get("from"));
  const to = filterDateOf(params.get("to"));
  if (from && to && from > to) return { from: to, to: from };
  return { from, to };
}

/**
 * The run of pages a view starts from (decision 306's `?from=`): `from` is the date filter's here,
 * so the access log names it `fromPage`.
 */
export const ACCESS_LOG_FROM_PAGE_PARAM = "fromPage";

/**
 * The query of a link that keeps the filter (a page's links, the pager, "Show more"): empty limits
 * left out. `paging` is the run's search (list-paging's pageRunSearch: `page`, and `from` for a
 * longer run, written as `fromPage`).
 */
export function accessLogQuery(filter: AccessLogFilter, paging: Record<string, number> = {}): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  if (paging.from !== undefined) query[ACCESS_LOG_FROM_PAGE_PARAM] = paging.from;
  if (paging.page !== undefined && paging.page > 1) query.page = paging.page;
  return query;
}
