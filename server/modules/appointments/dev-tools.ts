import { sql } from "drizzle-orm";
import { selfCheckInStatus } from "#domain/appointment-rules";
import { LANGUAGES, type Language, type SelfCheckInStatus } from "#domain/enums";
import type { BrandId } from "#domain/session-state";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import { bookingLinkPath } from "./booking-link";

// Development tools (only with config DEV_TOOLS, never in production). In real life a
// booking link arrives in the confirmation SMS; the demo data has no such messages, and its one
// appointment with check-in open is open only for the first half hour after loading. These let a
// developer, a tester or a journey test open a demo patient's booking links and get a fresh
// appointment to check in to.

export interface DevAppointmentLink {
  id: number;
  startsAt: Date;
  selfCheckInStatus: SelfCheckInStatus;
  links: Record<Language, string>;
}

interface LinkRow extends Record<string, unknown> {
  id: number | string;
  starts_at: Date | string;
  duration_minutes: number;
  self_check_in_allowed: boolean;
  is_remote: boolean;
  checked_in_at: Date | string | null;
  anonymous_link_secret: string;
}

function toLink(row: LinkRow, now: Date): DevAppointmentLink {
  const id = Number(row.id);
  const startsAt = new Date(row.starts_at);
  return {
    id,
    startsAt,
    selfCheckInStatus: selfCheckInStatus(
      {
        startsAt,
        durationMinutes: row.duration_minutes,
        checkedInAt: row.checked_in_at === null ? null : new Date(row.checked_in_at),
        cancelledAt: null,
        selfCheckInAllowed: row.self_check_in_allowed,
        isRemote: row.is_remote,
      },
      now,
    ),
    links: Object.fromEntries(LANGUAGES.map((lang) => [lang, bookingLinkPath(lang, id, row.anonymous_link_secret)])) as Record<Language, string>,
  };
}

/** The coming, not cancelled appointments of the person with this identity code, soonest first. */
export async function listDevAppointmentLinks(db: DatabaseOrTransaction, identityCode: string, now: Date): Promise<DevAppointmentLink[]> {
  const rows = await queryRows<LinkRow>(
    db,
    sql`
      select s.id, s.starts_at, s.duration_minutes, s.self_check_in_allowed, s.is_remote, s.checked_in_at, s.anonymous_link_secret
      from appointment_slots s
      join patients p on p.id = s.reserved_by_patient_id
      where p.identity_code = ${identityCode} and s.cancelled_at is null
        and s.starts_at + s.duration_minutes * interval '1 minute' > ${now.toISOString()}::timestamptz
      order by s.starts_at, s.id
      limit 50`,
  );
  return rows.map((row) => toLink(row, now));
}

/**
 * Books the acting patient an appointment starting `startsInMinutes` from now (on a five-minute
 * boundary) with a practitioner of the brand, copied from a free physical slot that allows self
 * check-in. With the default 20 minutes, check-in is open at once.
 */
export async function createDevAppointment(
  db: DatabaseOrTransaction,
  input: { patientId: number; brand: BrandId; startsInMinutes: number; now: Date },
): Promise<DevAppointmentLink | null> {
  const step = 5 * 60_000;
  const startsAt = new Date(Math.ceil(input.now.getTime() / step) * step + input.startsInMinutes * 60_000);
  const [row] = await queryRows<LinkRow>(
    db,
    sql`
      insert into appointment_slots (
        kind_id, clinic_id, practitioner_id, specialty_id, practitioner_rate_id, starts_at, duration_minutes,
        is_specific_time, location_type, is_remote, requires_auth_to_reserve, health_care_types,
        self_check_in_allowed, room_location, reserved_by_patient_id, reserved_at, reserved_health_care_type, payer_type
      )
      select s.kind_id, s.clinic_id, s.practitioner_id, s.specialty_id, s.practitioner_rate_id, ${startsAt.toISOString()}::timestamptz,
        s.duration_minutes, true, s.location_type, false, s.requires_auth_to_reserve, s.health_care_types,
        true, s.room_location, ${input.patientId}, ${input.now.toISOString()}::timestamptz, 'private', 'self'
      from appointment_slots s
      join clinics c on c.id = s.clinic_id
      where s.reserved_by_patient_id is null and s.location_type = 'physicalLocation' and s.self_check_in_allowed
        and 'private' = any(s.health_care_types) and c.brand_id = ${input.brand} and s.starts_at > ${input.now.toISOString()}::timestamptz
      order by s.starts_at, s.id
      limit 1
      returning id, starts_at, duration_minutes, self_check_in_allowed, is_remote, checked_in_at, anonymous_link_secret`,
  );
  return row ? toLink(row, input.now) : null;
}

/**
 * "A time frees" for the earlier-time waitlist (decision 341), as a cancellation or the clinic
 * would free one: a free time like the acting patient's appointment (practitioner, clinic, kind,
 * rules), a day before it or, if that is too soon, three hours from now, freed now. Null when the
 * appointment is not theirs or no earlier time fits.
 */
export async function createFreedTime(
  db: DatabaseOrTransaction,
  input: { patientId: number; appointmentId: number; now: Date },
): Promise<{ id: number; startsAt: Date } | null> {
  const [row] = await queryRows<{ id: number | string; starts_at: Date | string }>(
    db,
    sql`
      insert into appointment_slots (
        kind_id, clinic_id, practitioner_id, specialty_id, practitioner_rate_id, starts_at, duration_minutes,
        is_specific_time, location_type, is_remote, requires_auth_to_reserve, health_care_types,
        self_check_in_allowed, room_location, freed_at
      )
      select kind_id, clinic_id, practitioner_id, specialty_id, practitioner_rate_id,
        greatest(starts_at - interval '1 day', date_trunc('hour', ${input.now.toISOString()}::timestamptz) + interval '3 hours'),
        duration_minutes, is_specific_time, location_type, is_remote, requires_auth_to_reserve, health_care_types,
        self_check_in_allowed, room_location, ${input.now.toISOString()}::timestamptz
      from appointment_slots
      where id = ${input.appointmentId} and reserved_by_patient_id = ${input.patientId} and cancelled_at is null
        and starts_at > ${input.now.toISOString()}::timestamptz + interval '4 hours'
      returning id, starts_at`,
  );
  return row ? { id: Number(row.id), startsAt: new Date(row.starts_at) } : null;
}
