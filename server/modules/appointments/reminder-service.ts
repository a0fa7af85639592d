import { and, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { encodeAppointmentLink } from "#domain/appointment-link";
import type { Language, LocationType } from "#domain/enums";
import { href } from "#domain/routes/href";
import type { BrandId } from "#domain/session-state";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import { appointmentReminders, appointmentSlots, outboxMessages } from "#server/db/schema";
import type { EmailSender } from "#server/integrations/email/email-sender";
import { MAX_DELIVERY_ATTEMPTS } from "#server/integrations/outbox/outbox-delivery";
import type { PushNotices } from "#server/integrations/push/push-notices";
import type { SmsSender } from "#server/integrations/sms/sms-sender";
import { type ReminderFacts, reminderEmail, reminderSmsText } from "./reminder-messages";

// Appointment reminders (decision 312): the job queue's "appointment-reminders" task looks every
// few minutes for booked appointments starting within the reminder time (APPOINTMENT_REMINDER_HOURS)
// that were booked before it, and writes each one's SMS and e-mail to the outbox in one
// transaction with an `appointment_reminders` row keyed by the appointment and its start: a second
// look, in this process or another, after a restart or not, finds the row and writes nothing. A
// cancelled appointment is never reminded of; one cancelled or moved after its reminder was
// written has the reminder's unsent messages dropped.

const DUE_BATCH = 200;

export interface ReminderOptions {
  now: Date;
  /** Hours before the start. */
  leadHours: number;
  senders: { sms: SmsSender; email: EmailSender };
  /** The origin of the brand's site, for the booking link. */
  originOf: (brand: BrandId) => string;
  /** A push to the recipient's devices too (decision 373), when the server has a job queue. */
  pushNotices?: PushNotices | null;
}

interface DueReminder extends Record<string, unknown> {
  slot_id: number;
  starts_at: Date;
  location_type: LocationType;
  link_secret: string;
  patient_id: number;
  clinic_name: string;
  clinic_address: string;
  brand: BrandId;
}

/** One person a reminder goes to, with their language, addresses and reminder choices. */
interface ReminderRecipient extends Record<string, unknown> {
  recipient_id: number;
  lang: Language;
  email: string | null;
  phone: string | null;
  by_sms: boolean;
  by_email: boolean;
}

/**
 * Writes the reminders that are due; answers how many appointments were reminded of. The
 * recipients (decision 340): whoever booked (the patient, or the guardian or agent who booked for
 * them) at the booking's contact details, and for a patient under 18 each legal guardian at their
 * own; each in their language and with their own reminder choices.
 */
export async function sendDueReminders(db: DatabaseOrTransaction, options: ReminderOptions): Promise<number> {
  const { now, leadHours } = options;
  const horizon = new Date(now.getTime() + leadHours * 3_600_000);
  const due = await queryRows<DueReminder>(
    db,
    sql`select s.id::int as slot_id, s.starts_at, s.location_type, s.anonymous_link_secret as link_secret,
          s.reserved_by_patient_id::int as patient_id,
          c.name as clinic_name, c.street_address || ', ' || c.postal_code || ' ' || c.city as clinic_address, c.brand_id as brand
        from appointment_slots s
        join clinics c on c.id = s.clinic_id
        where s.reserved_by_patient_id is not null and s.cancelled_at is null
          and s.starts_at > ${now} and s.starts_at <= ${horizon}
          and s.reserved_at <= s.starts_at - make_interval(hours => ${leadHours})
          and not exists (select 1 from appointment_reminders m where m.slot_id = s.id and m.starts_at = s.starts_at)
        order by s.starts_at, s.id
        limit ${DUE_BATCH}`,
  );
  let reminded = 0;
  for (const reminder of due) {
    if (await writeReminder(db, reminder, options)) reminded += 1;
  }
  return reminded;
}

/** One appointment's reminder, all or nothing; false when another run wrote it or it changed. */
async function writeReminder(db: DatabaseOrTransaction, due: DueReminder, { senders, originOf, pushNotices }: ReminderOptions): Promise<boolean> {
  const startsAt = new Date(due.starts_at);
  return db.transaction(async (tx) => {
    // The appointment's row lock orders this against a cancellation of it (which takes the same lock).
    const [current] = await tx
      .select({ id: appointmentSlots.id })
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.id, due.slot_id), eq(appointmentSlots.startsAt, startsAt), isNull(appointmentSlots.cancelledAt), isNotNull(appointmentSlots.reservedByPatientId)))
      .for("update");
    if (!current) return false;
    const [row] = await tx
      .insert(appointmentReminders)
      .values({ slotId: due.slot_id, startsAt })
      .onConflictDoNothing()
      .returning({ id: appointmentReminders.id });
    if (!row) return false;
    const token = encodeAppointmentLink(due.slot_id, due.link_secret);
    const facts: Omit<ReminderFacts, "lang" | "link"> = {
      brand: due.brand,
      startsAt,
      locationType: due.location_type,
      clinicName: due.clinic_name,
      clinicAddress: due.clinic_address,
    };
    const common = { patientId: due.patient_id, appointmentReminderId: row.id };
    // One message per channel and address: a guardian who booked is not reminded twice.
    const written = new Set<string>();
    for (const recipient of await findRecipients(tx, due.slot_id)) {
      const link = originOf(due.brand) + href("anonymousAppointment", recipient.lang, { token });
      const inLanguage = { ...facts, lang: recipient.lang, link };
      const phone = recipient.phone?.trim();
      if (recipient.by_sms && phone && !written.has(`sms:${phone}`)) {
        written.add(`sms:${phone}`);
        await senders.sms.send(tx, { to: phone, body: reminderSmsText(inLanguage), ...common });
      }
      const email = recipient.email?.trim();
      if (recipient.by_email && email && !written.has(`email:${email.toLowerCase()}`)) {
        written.add(`email:${email.toLowerCase()}`);
        await senders.email.send(tx, { to: email, ...reminderEmail(inLanguage), ...common });
      }
    }
    // The devices of the patient and the patient's guardians (push notices find them): the time only.
    await pushNotices?.queue(tx, { kind: "appointmentReminder", patientId: due.patient_id, startsAt: startsAt.toISOString() });
    return true;
  });
}

/**
 * Who is reminded of an appointment: whoever booked it, at the booking's contact details (else
 * their own), first; then, while the patient is under 18 on the appointment's day, each legal
 * guardian (a guardian who booked is listed once). A child under 12 whom no one booked for (the
 * clinic did) is reminded through their guardians only.
 */
async function findRecipients(tx: DatabaseOrTransaction, slotId: number): Promise<ReminderRecipient[]> {
  return queryRows<ReminderRecipient>(
    tx,
    sql`select 0 as rank, r.id::int as recipient_id, r.language as lang, coalesce(s.contact_email, r.email) as email,
          coalesce(s.contact_phone, r.phone) as phone, r.reminders_by_sms as by_sms, r.reminders_by_email as by_email
        from appointment_slots s
        join patients r on r.id = coalesce(s.booked_by_patient_id, s.reserved_by_patient_id)
        where s.id = ${slotId}
          -- A child under 12 does not log in, so has no choices of their own: their guardians decide.
          and not (s.booked_by_patient_id is null
            and r.birth_date > (s.starts_at at time zone 'Europe/Helsinki')::date - interval '12 years'
            and exists (select 1 from guardianships gs where gs.child_patient_id = r.id))
      union all
      select 1, g.id::int, g.language, g.email, g.phone, g.reminders_by_sms, g.reminders_by_email
        from appointment_slots s
        join patients child on child.id = s.reserved_by_patient_id
        join guardianships gs on gs.child_patient_id = child.id
        join patients g on g.id = gs.guardian_patient_id
        where s.id = ${slotId}
          and g.id is distinct from s.booked_by_patient_id
          and child.birth_date > (s.starts_at at time zone 'Europe/Helsinki')::date - interval '18 years'
        order by rank, recipient_id`,
  );
}

const DROPPED = "dropped: the appointment was cancelled or moved";

/**
 * Drops unsent reminder messages whose appointment was cancelled or moved since (of one message
 * before its delivery, or of one appointment when it is cancelled): they stay in the outbox as not
 * sent, with the reason, and are never tried again. Answers how many were dropped.
 */
export async function dropStaleReminders(db: DatabaseOrTransaction, which: { messageId: number } | { slotId: number }): Promise<number> {
  const stale = db
    .select({ id: appointmentReminders.id })
    .from(appointmentReminders)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointmentReminders.slotId))
    .where(
      and(
        "slotId" in which ? eq(appointmentReminders.slotId, which.slotId) : undefined,
        or(isNotNull(appointmentSlots.cancelledAt), isNull(appointmentSlots.reservedByPatientId), ne(appointmentSlots.startsAt, appointmentReminders.startsAt)),
      ),
    );
  const dropped = await db
    .update(outboxMessages)
    .set({ attempts: MAX_DELIVERY_ATTEMPTS, lastError: DROPPED })
    .where(
      and(
        "messageId" in which ? eq(outboxMessages.id, which.messageId) : undefined,
        isNull(outboxMessages.sentAt),
        sql`${outboxMessages.appointmentReminderId} in ${stale}`,
      ),
    )
    .returning({ id: outboxMessages.id });
  return dropped.length;
}
