import { tz } from "@date-fns/tz";
import { subDays } from "date-fns";
import type { Language } from "#domain/enums";
import { addCalendarDays } from "#domain/booking-search";
import { HELSINKI_TIME_ZONE, helsinkiCalendarDate } from "#domain/helsinki-time";
import { maskPhoneNumber } from "#domain/sms-login";
import type { FeatureFlag } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AppointmentSummary, appointmentSummariesOf } from "#server/modules/appointments/summary-service";
import { type AuditActor, type AuditEntry, listViewEntry, recordAudit } from "#server/modules/audit/audit-service";
import { type OpenInvoicesSummary, openInvoicesSummaryOf } from "#server/modules/invoices/open-invoices-service";
import { type ConversationSummary, conversationSummariesOf, countUnreadConversations } from "#server/modules/messaging/summary-service";
import { type PrescriptionSummary, prescriptionSummariesOf } from "#server/modules/prescriptions/summary-service";
import { type QuestionnaireSummary, questionnaireSummariesOf } from "#server/modules/questionnaires/summary-service";
import {
  type ImagingSummary,
  imagingSummariesOf,
  type LabResultSummary,
  labResultSummariesOf,
} from "#server/modules/results/summary-service";
import { type VisitSummary, visitSummariesOf } from "#server/modules/visits/summary-service";
import { findFrontPage, type FrontPagePersonRow } from "./front-page-repository";
import { onboardingKey } from "./mfa-onboarding-service";
import { blockedAt } from "./rate-limit";
import type { Session } from "./session-service";

export type {
  AppointmentSummary,
  ConversationSummary,
  ImagingSummary,
  LabResultSummary,
  OpenInvoicesSummary,
  PrescriptionSummary,
  QuestionnaireSummary,
  VisitSummary,
};

// The logged-in front page (spec part 1 §2 "Front page"). Every section is one read of its module
// on the acting patient's rows, all in one statement (decision 422), with the two counts of what
// needs the patient now (decision 322); then one audit insert records what was shown. The unread
// count is the one the menu reads for the same request (decision 414).

/** How many of the newest items each section shows; its "All" link leads to the rest. */
export const FRONT_PAGE_ITEMS = 3;

/** Results and renewal decisions of the last two weeks count as new (decision 322). */
export const NEW_FOR_DAYS = 14;

/** What needs the patient now, besides today's appointment (decision 322). */
export interface Attention {
  /** Unread conversations; 0 where messaging is not allowed. */
  unreadThreadCount: number;
  openInvoices: OpenInvoicesSummary;
  /** Ready laboratory result days of the last NEW_FOR_DAYS days, newest first. */
  newLabResults: LabResultSummary[];
  /** Questionnaires waiting for answers (of the ones the page lists). */
  questionnairesToAnswer: QuestionnaireSummary[];
  /** Medicines of renewal requests decided in the last NEW_FOR_DAYS days. */
  renewalDecisionCount: number;
}

/**
 * The page state of the spec: customer.firstName, mfaOnboardingParam.phoneNumber, user.csrfToken
 * and the summaries, plus two fields the spec leaves implicit:
 * - `actingFor`: whose matters are handled when a guardian or an agent acts for someone else
 *   (the greeting uses the user's own first name, the summaries are the other person's);
 * - `hasPatientData`: false for a person without a patient record (registration comes with the
 *   first booking); the summaries are then empty and the page shows a notice instead.
 */
export interface FrontPageState {
  customer: { firstName: string };
  actingFor: { firstName: string } | null;
  hasPatientData: boolean;
  /**
   * Offer to turn on SMS login: only when there is onboarding data (see smsOnboardingOf).
   * `codeSentTo`: a code of this session waits to be entered (masked phone), so the panel opens
   * on the code step (what a page without JavaScript needs after ordering the code).
   */
  mfaOnboardingParam: { phoneNumber: string; codeSentTo: string | null } | null;
  user: { csrfToken: string };
  /** Null when customer messaging is not allowed in this environment (the section is not shown). */
  conversationSummaries: ConversationSummary[] | null;
  appointmentSummaries: AppointmentSummary[];
  visitSummaries: VisitSummary[];
  prescriptions: PrescriptionSummary[];
  canRenewPrescriptions: boolean;
  labResultSummaries: LabResultSummary[];
  questionnaireSummaries: QuestionnaireSummary[];
  imagingSummaries: ImagingSummary[];
  attention: Attention;
}

export interface LoadFrontPageInput {
  /** A valid session (the caller has checked its status). */
  session: Session;
  features: readonly FeatureFlag[];
  lang: Language;
  now: Date;
  actor: AuditActor;
  /**
   * The acting patient's unread conversations as the menu counts them for the same request: read
   * in the same write to the database (decision 406), not a second time (decision 414). Asked for
   * only when shown (a promise nobody awaits would fail unhandled); counted here when not given.
   */
  unreadThreadCount?: () => Promise<number>;
}

export async function loadFrontPage(db: DatabaseOrTransaction, input: LoadFrontPageInput): Promise<FrontPageState> {
  const { session, features, lang, now } = input;
  if (!session.person) throw new Error("The front page needs an identified person");
  const base = {
    customer: { firstName: session.person.firstName },
    user: { csrfToken: session.csrfToken },
  };
  const actingPatientId = session.actingPatientId;
  if (actingPatientId === null) return { ...base, ...WITHOUT_PATIENT_DATA };

  const messagingAllowed = features.includes("customer-messaging-allowed");
  const today = helsinkiCalendarDate(now);
  const newSince = addCalendarDays(today, -NEW_FOR_DAYS);
  // The unread count comes with the menu's person, read for this request anyway (decision 414).
  const [row, unread] = await Promise.all([
    findFrontPage(db, {
      actingPatientId,
      ownPatientId: session.patientId,
      onboardingKey: session.patientId === null ? null : onboardingKey(session.patientId),
      sessionId: session.id,
      now,
      today,
      limit: FRONT_PAGE_ITEMS,
      // The same time of day NEW_FOR_DAYS calendar days ago in Helsinki, across a clock change too.
      renewalsSince: new Date(subDays(now, NEW_FOR_DAYS, { in: tz(HELSINKI_TIME_ZONE) }).getTime()),
      conversations: messagingAllowed,
    }),
    messagingAllowed ? (input.unreadThreadCount?.() ?? countUnreadConversations(db, actingPatientId)) : Promise.resolve(0),
  ]);
  if (!row) return { ...base, ...WITHOUT_PATIENT_DATA };

  const labResults = labResultSummariesOf(row.lab_result_days);
  const questionnaires = questionnaireSummariesOf(row.questionnaires, lang);
  // Renewal requests are sent as customer conversations, so they need messaging too.
  const prescriptionSummaries = prescriptionSummariesOf(row.prescriptions, { renewalAvailable: messagingAllowed });
  const state: FrontPageState = {
    ...base,
    actingFor: actingPatientId === session.patientId ? null : { firstName: row.acting_first_name },
    hasPatientData: true,
    mfaOnboardingParam: smsOnboardingOf({ person: row, features, session, now }),
    conversationSummaries: row.conversations === null ? null : conversationSummariesOf(row.conversations),
    appointmentSummaries: appointmentSummariesOf(row.appointments, { lang, now }),
    visitSummaries: visitSummariesOf(row.visits, lang),
    prescriptions: prescriptionSummaries.prescriptions,
    canRenewPrescriptions: prescriptionSummaries.canRenewPrescriptions,
    labResultSummaries: labResults,
    questionnaireSummaries: questionnaires,
    imagingSummaries: imagingSummariesOf(row.imaging_results),
    attention: {
      unreadThreadCount: unread,
      openInvoices: openInvoicesSummaryOf(row.open_invoices),
      newLabResults: labResults.filter((day) => day.isReady && day.date >= newSince),
      questionnairesToAnswer: questionnaires.filter((questionnaire) => questionnaire.answeredAt === null),
      renewalDecisionCount: row.renewal_decision_count,
    },
  };
  await recordAudit(db, input.actor, ...auditEntriesOf(state));
  return state;
}

const WITHOUT_PATIENT_DATA = {
  actingFor: null,
  hasPatientData: false,
  mfaOnboardingParam: null,
  conversationSummaries: null,
  appointmentSummaries: [],
  visitSummaries: [],
  prescriptions: [],
  canRenewPrescriptions: false,
  labResultSummaries: [],
  questionnaireSummaries: [],
  imagingSummaries: [],
  attention: {
    unreadThreadCount: 0,
    openInvoices: { count: 0, overdueCount: 0, totalCents: 0, firstDueDate: null },
    newLabResults: [],
    questionnairesToAnswer: [],
    renewalDecisionCount: 0,
  },
} satisfies Omit<FrontPageState, "customer" | "user">;

/**
 * SMS login onboarding is offered for the logged-in user's own login (also while acting for a
 * child) when the environment has the mfa feature, no verified device is in use, onboarding is not
 * blocked (too-many-onboarding-attempts) and a phone number is known to prefill. SMS login may be
 * off, or switched on and waiting for its phone (user-wants-to-enable-mfa). The block and a code
 * waiting to be entered come with the person (decision 414).
 */
function smsOnboardingOf({ person, features, session, now }: { person: FrontPagePersonRow; features: readonly FeatureFlag[]; session: Session; now: Date }): FrontPageState["mfaOnboardingParam"] {
  const phoneNumber = person.own_phone?.trim();
  if (!features.includes("mfa") || !phoneNumber || session.patientId === null) return null;
  if (person.own_sms_login_enabled === null || person.own_has_verified_device !== false) return null;
  if (blockedAt(person.own_onboarding_blocked_until, now)) return null;
  const pending = person.own_pending_onboarding_phone;
  return { phoneNumber, codeSentTo: pending === null ? null : maskPhoneNumber(pending) };
}

/** One "front-page" read naming every record shown, by entity (decision 305). */
function auditEntriesOf(state: FrontPageState): AuditEntry[] {
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
  return [
    listViewEntry("front-page", {
      conversation: ids(state.conversationSummaries ?? []),
      appointment: ids(state.appointmentSummaries),
      visit: ids(state.visitSummaries),
      prescription: ids(state.prescriptions),
      "lab-result": ids(state.labResultSummaries),
      questionnaire: ids(state.questionnaireSummaries),
      "imaging-result": ids(state.imagingSummaries),
    }),
  ];
}
