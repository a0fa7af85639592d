import { type SQL, sql } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedRows } from "#server/db/prepared-queries";
import { type UpcomingAppointmentJson, upcomingAppointmentSummariesExpression } from "#server/modules/appointments/summary-service";
import { type OpenInvoicesSummaryJson, openInvoicesSummaryExpression } from "#server/modules/invoices/open-invoices-service";
import { type ConversationSummaryJson, conversationSummariesExpression } from "#server/modules/messaging/summary-service";
import {
  type LatestPrescriptionJson,
  prescriptionSummariesExpression,
  renewalDecisionCountExpression,
} from "#server/modules/prescriptions/summary-service";
import { type LatestQuestionnaireJson, questionnaireSummariesExpression } from "#server/modules/questionnaires/summary-service";
import {
  imagingSummariesExpression,
  type LabResultDayJson,
  labResultSummariesExpression,
  type LatestImagingJson,
} from "#server/modules/results/summary-service";
import { type RecentVisitJson, recentVisitSummariesExpression } from "#server/modules/visits/summary-service";
import { pendingOnboardingPhoneSql } from "./mfa-onboarding-repository";
import { blockedUntilSql } from "./rate-limit";
import { sessionKeyOf } from "./session-secrets";

// Everything the logged-in front page shows, in one statement (decision 422): who the page is
// about (the acting patient's first name, and the logged-in user's own SMS login state with what
// the onboarding panel needs, decision 414), and each section as its module's read, a column
// giving one json value, which the module maps back.

export interface FrontPagePersonRow {
  acting_first_name: string;
  /** The logged-in user's own patient record; all null when they have none. */
  own_phone: string | null;
  own_sms_login_enabled: boolean | null;
  own_has_verified_device: boolean | null;
  /** Until when onboarding was last blocked (too many codes sent); see rate-limit.ts blockedAt. */
  own_onboarding_blocked_until: Date | string | null;
  /** The phone of an onboarding code of this session that can still be entered. */
  own_pending_onboarding_phone: string | null;
}

/** The front page's row: the person, and each section as its module's json. */
export interface FrontPageRow extends FrontPagePersonRow {
  /** Null when messaging is not allowed (not read). */
  conversations: ConversationSummaryJson[] | null;
  appointments: UpcomingAppointmentJson[];
  visits: RecentVisitJson[];
  prescriptions: LatestPrescriptionJson[];
  lab_result_days: LabResultDayJson[];
  questionnaires: LatestQuestionnaireJson[];
  imaging_results: LatestImagingJson[];
  open_invoices: OpenInvoicesSummaryJson;
  renewal_decision_count: number;
}

function frontPageStatement({ withConversations }: { withConversations: boolean }): SQL {
  const patientId = sql.placeholder("actingPatientId");
  const now = sql.placeholder("now");
  const limit = sql.placeholder("limit");
  const conversations = withConversations ? conversationSummariesExpression({ patientId, limit }) : sql`null`;
  return sql`
      select acting.first_name as acting_first_name,
        own.phone as own_phone,
        own.sms_login_enabled as own_sms_login_enabled,
        case when own.id is null then null else exists (
          select 1 from mfa_devices d
          where d.patient_id = own.id and d.verified_at is not null and d.disabled_at is null
        ) end as own_has_verified_device,
        ${blockedUntilSql(sql.placeholder("onboardingKey"))} as own_onboarding_blocked_until,
        ${pendingOnboardingPhoneSql({ patientId: sql.placeholder("ownPatientId"), sessionKey: sql.placeholder("sessionKey"), now })}
          as own_pending_onboarding_phone,
        ${conversations} as conversations,
        ${upcomingAppointmentSummariesExpression({ patientId, now, limit })} as appointments,
        ${recentVisitSummariesExpression({ patientId, now, limit })} as visits,
        ${prescriptionSummariesExpression({ patientId, limit })} as prescriptions,
        ${labResultSummariesExpression({ patientId, limit })} as lab_result_days,
        ${questionnaireSummariesExpression({ patientId, limit })} as questionnaires,
        ${imagingSummariesExpression({ patientId, limit })} as imaging_results,
        ${openInvoicesSummaryExpression({ patientId, today: sql.placeholder("today") })} as open_invoices,
        ${renewalDecisionCountExpression({ patientId, since: sql.placeholder("renewalsSince") })} as renewal_decision_count
      from patients acting
      left join patients own on own.id = ${sql.placeholder("ownPatientId")}
      where acting.id = ${patientId}`;
}

// On every front page view: built once each (decisions 398, 422).
const withConversations = preparedRows<FrontPageRow & Record<string, unknown>>(() => frontPageStatement({ withConversations: true }));
const withoutConversations = preparedRows<FrontPageRow & Record<string, unknown>>(() => frontPageStatement({ withConversations: false }));

export interface FrontPageReadInput {
  actingPatientId: number;
  ownPatientId: number | null;
  /** The rate limit key of the user's SMS onboarding (null without an own patient record). */
  onboardingKey: string | null;
  sessionId: string;
  now: Date;
  /** The Helsinki calendar date of `now` (which invoices are overdue). */
  today: CalendarDate;
  /** How many items each list section reads. */
  limit: number;
  /** Renewal decisions made since then count as new. */
  renewalsSince: Date;
  /** Whether the conversations are read (customer messaging allowed). */
  conversations: boolean;
}

/** Null when the acting patient record does not exist (any more). */
export async function findFrontPage(db: DatabaseOrTransaction, input: FrontPageReadInput): Promise<FrontPageRow | null> {
  const { conversations, sessionId, ...values } = input;
  const read = conversations ? withConversations : withoutConversations;
  const [row] = await read(db, { ...values, sessionKey: sessionKeyOf(sessionId) });
  return row ?? null;
}
