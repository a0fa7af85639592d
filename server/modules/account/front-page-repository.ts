import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedRows } from "#server/db/prepared-queries";
import { pendingOnboardingPhoneSql } from "./mfa-onboarding-repository";
import { blockedUntilSql } from "./rate-limit";
import { sessionKeyOf } from "./session-secrets";

// Who the front page is about, in one query: the acting patient's first name (greeting when acting
// for someone else) and the logged-in user's own SMS login state with what the onboarding panel
// needs (whether onboarding is blocked, and a code of this session waiting to be entered), so
// that the panel costs no second round trip (decision 414).

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

// On every front page view: built once (decision 414).
const frontPagePerson = preparedRows<FrontPagePersonRow & Record<string, unknown>>(
  () => sql`
      select acting.first_name as acting_first_name,
        own.phone as own_phone,
        own.sms_login_enabled as own_sms_login_enabled,
        case when own.id is null then null else exists (
          select 1 from mfa_devices d
          where d.patient_id = own.id and d.verified_at is not null and d.disabled_at is null
        ) end as own_has_verified_device,
        ${blockedUntilSql(sql.placeholder("onboardingKey"))} as own_onboarding_blocked_until,
        ${pendingOnboardingPhoneSql({ patientId: sql.placeholder("ownPatientId"), sessionKey: sql.placeholder("sessionKey"), now: sql.placeholder("now") })}
          as own_pending_onboarding_phone
      from patients acting
      left join patients own on own.id = ${sql.placeholder("ownPatientId")}
      where acting.id = ${sql.placeholder("actingPatientId")}`,
);

/**
 * Null when the acting patient record does not exist (any more). `onboardingKey` is the rate
 * limit key of the user's SMS onboarding (null without an own patient record).
 */
export async function findFrontPagePerson(
  db: DatabaseOrTransaction,
  input: { actingPatientId: number; ownPatientId: number | null; onboardingKey: string | null; sessionId: string; now: Date },
): Promise<FrontPagePersonRow | null> {
  const { actingPatientId, ownPatientId, onboardingKey, sessionId, now } = input;
  const [row] = await frontPagePerson(db, { actingPatientId, ownPatientId, onboardingKey, sessionKey: sessionKeyOf(sessionId), now });
  return row ?? null;
}
