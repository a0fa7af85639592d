import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";

// Who the front page is about, in one query: the acting patient's first name (greeting when acting
// for someone else) and the logged-in user's own SMS login state (onboarding panel).

export interface FrontPagePersonRow {
  acting_first_name: string;
  /** The logged-in user's own patient record; all null when they have none. */
  own_phone: string | null;
  own_sms_login_enabled: boolean | null;
  own_has_verified_device: boolean | null;
}

/** Null when the acting patient record does not exist (any more). */
export async function findFrontPagePerson(
  db: DatabaseOrTransaction,
  { actingPatientId, ownPatientId }: { actingPatientId: number; ownPatientId: number | null },
): Promise<FrontPagePersonRow | null> {
  const [row] = await queryRows<FrontPagePersonRow & Record<string, unknown>>(
    db,
    sql`
      select acting.first_name as acting_first_name,
        own.phone as own_phone,
        own.sms_login_enabled as own_sms_login_enabled,
        case when own.id is null then null else exists (
          select 1 from mfa_devices d
          where d.patient_id = own.id and d.verified_at is not null and d.disabled_at is null
        ) end as own_has_verified_device
      from patients acting
      left join patients own on own.id = ${ownPatientId}
      where acting.id = ${actingPatientId}`,
  );
  return row ?? null;
}
