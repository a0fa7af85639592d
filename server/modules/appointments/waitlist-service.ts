import { checkCancellation } from "#domain/appointment-rules";
import type { HealthCareType } from "#domain/enums";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { BINDING_RESERVATION_HOURS, isWithinBindingWindow } from "#domain/reservation";
import { href } from "#domain/routes/href";
import type { BrandId, FeatureFlag } from "#domain/session-state";
import { OFFER_MIN_LEAD_MINUTES, type WaitlistMatch } from "#domain/waitlist";
import type { WaitlistJoinInput } from "#domain/waitlist-inputs";
import type { DatabaseOrTransaction } from "#server/db/client";
import { waitlistEntries } from "#server/db/schema";
import type { EmailSender } from "#server/integrations/email/email-sender";
import type { PushNotices } from "#server/integrations/push/push-notices";
import type { SmsSender } from "#server/integrations/sms/sms-sender";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { reserveHeldTime } from "#server/modules/booking/reservation-service";
import { insertFreedSlot, lockPatientAppointment, markAppointmentCancelled } from "./appointment-repository";
import { dropStaleReminders } from "./reminder-service";
import { offerEmail, offerSmsText } from "./waitlist-messages";
import {
  closeOffer,
  endEntry,
  findAppointmentBrand,
  findBooking,
  findEntriesInLine,
  findLapsedOffers,
  findOfferRecipient,
  findOpenOffers,
  findPatientOffer,
  findWaitedForTimes,
  findWaitingEntries,
  holdTime,
  insertOffer,
  isClinicOfAppointmentBrand,
  lockFreeTime,
  lockOffer,
  type MatchScope,
  type OfferRow,
  releaseHold,
} from "./waitlist-repository";

// The earlier-time waitlist (issue 35 §3, decisions 341-344). A patient joins the line for one of
// their upcoming appointments; when a matching time is free (a cancellation released it, the clinic
// added it, or an offer of it ended), the first in line gets an offer that holds the time for
// WAITLIST_HOLD_MINUTES; accepting moves the booking in one transaction (the held time reserved by
// the booking module's rules, the old time cancelled and released, then offered to the next in
// line); declining or a lapsed hold offers the time to the next. Concurrency: the time's row lock
// orders offers of one time, and the offers' partial unique keys make two open offers of one time,
// or two at once for one entry, impossible.

export interface WaitlistSenders {
  sms: SmsSender;
  email: EmailSender;
}

/** What offering needs besides the database: the rules' numbers, the senders, the links' origin. */
export interface OfferContext {
  now: Date;
  holdMinutes: number;
  /** CANCELLATION_DEADLINE_HOURS: only appointments that can still be cancelled online are moved. */
  deadlineHours: number;
  senders: WaitlistSenders;
  originOf: (brand: BrandId) => string;
  /** A push to the recipient's devices too (decision 373), when the server has a job queue. */
  pushNotices?: Pick<PushNotices, "queue"> | null;
}

/** Health care types whose bookings the waitlist moves (decision 343: not insurance). */
const MOVABLE_TYPES: readonly HealthCareType[] = ["private", "kela65", "occupational"];

function scopeOf({ now, deadlineHours }: { now: Date; deadlineHours: number }): MatchScope {
  return {
    now,
    earliestStart: new Date(now.getTime() + OFFER_MIN_LEAD_MINUTES * 60_000),
    cancellableAfter: new Date(now.getTime() + deadlineHours * 3_600_000),
  };
}

const SYSTEM = "waitlist";

function systemActor(patientId: number, now: Date): AuditActor {
  return { actorPatientId: null, actingForPatientId: patientId, address: SYSTEM, requestId: SYSTEM, at: now };
}

// ---- What the appointment page shows ----

export interface WaitlistEntryView {
  entryId: number;
  match: WaitlistMatch;
  /** Service match: the clinic picked; null: any clinic (or a practitioner match). */
  clinicId: string | null;
  notBefore: string;
}

export interface WaitlistOfferView {
  offerId: number;
  appointmentId: number;
  startDate: string;
  durationMinutes: number;
  clinicName: string;
  clinicAddress: string;
  practitionerName: string;
  practitionerTitle: string | null;
  expiresAt: string;
  status: OfferRow["status"];
  /** The appointment it would replace. */
  currentStartDate: string;
  brand: BrandId;
}

/** The offer page's state: the offer, whether it still holds, and whether taking it is binding. */
export interface WaitlistOfferPage {
  offer: WaitlistOfferView;
  /** Still held for the patient now. */
  isOpen: boolean;
  /** The new time starts inside the brand's binding window: accepting needs the acknowledgement. */
  withinBindingWindow: boolean;
  bindingHours: number;
}

function offerView(row: OfferRow): WaitlistOfferView {
  return {
    offerId: row.offer_id,
    appointmentId: row.appointment_id,
    startDate: new Date(row.starts_at).toISOString(),
    durationMinutes: row.duration_minutes,
    clinicName: row.clinic_name,
    clinicAddress: row.clinic_address,
    practitionerName: row.practitioner_name,
    practitionerTitle: row.practitioner_title,
    expiresAt: new Date(row.expires_at).toISOString(),
    status: row.status,
    currentStartDate: new Date(row.appointment_starts_at).toISOString(),
    brand: row.brand,
  };
}

export interface WaitlistState {
  /** Waiting entries by appointment id. */
  entries: Record<number, WaitlistEntryView>;
  /** Open offers by appointment id. */
  offers: Record<number, WaitlistOfferView>;
}

/** The acting patient's waitlist entries and open offers of these appointments; audited with them. */
export async function loadWaitlistState(
  db: DatabaseOrTransaction,
  { patientId, appointmentIds, actor }: { patientId: number; appointmentIds: readonly number[]; actor: AuditActor },
): Promise<WaitlistState> {
  const [entries, offers] = await Promise.all([findWaitingEntries(db, patientId, appointmentIds), findOpenOffers(db, patientId, appointmentIds)]);
  if (entries.length > 0) {
    await recordAudit(db, actor, { action: "read", entity: "waitlist-entry", shownIds: { "waitlist-entry": entries.map((entry) => entry.id) } });
  }
  return {
    entries: Object.fromEntries(
      entries.map((entry) => [entry.appointmentId, { entryId: entry.id, match: entry.match, clinicId: entry.clinicId, notBefore: entry.notBefore }]),
    ),
    offers: Object.fromEntries(offers.map((offer) => [offer.appointment_id, offerView(offer)])),
  };
}

/** One of the acting patient's offers, for its page; null for anyone else's. The read is audited. */
export async function loadOffer(
  db: DatabaseOrTransaction,
  { patientId, offerId, now, actor }: { patientId: number; offerId: number; now: Date; actor: AuditActor },
): Promise<WaitlistOfferPage | null> {
  const row = await findPatientOffer(db, patientId, offerId);
  if (!row) {
    await recordAudit(db, actor, { action: "read", entity: "waitlist-offer", entityId: offerId, outcome: "refused" });
    return null;
  }
  await recordAudit(db, actor, { action: "read", entity: "waitlist-offer", entityId: offerId });
  const bindingHours = BINDING_RESERVATION_HOURS[row.brand];
  return {
    offer: offerView(row),
    isOpen: row.status === "open" && new Date(row.expires_at).getTime() > now.getTime(),
    withinBindingWindow: isWithinBindingWindow(new Date(row.starts_at), now, bindingHours),
    bindingHours,
  };
}

// ---- Joining and leaving ----

export type JoinWaitlistResult =
  | { type: "success" }
  | { type: "appointmentNotFound" }
  | { type: "deadlineExceeded" }
  | { type: "notMovable" }
  | { type: "alreadyWaiting" }
  | { type: "invalidClinic" }
  | { type: "invalidDate" };

export interface JoinWaitlistInput {
  actingPatientId: number;
  /** The logged-in user (a guardian or agent acting for the patient): the offers go to them. */
  userPatientId: number;
  input: WaitlistJoinInput;
  now: Date;
  deadlineHours: number;
  actor: AuditActor;
}

/**
 * Puts the acting patient's upcoming appointment in line for an earlier time. The appointment
 * must be theirs, not cancelled or checked in, still cancellable online (a move cancels it), and
 * of a type the waitlist moves; the date must be today or later and before the appointment's
 * day; a picked clinic must be of the appointment's brand. One waiting entry per appointment.
 */
export async function joinWaitlist(db: DatabaseOrTransaction, request: JoinWaitlistInput): Promise<JoinWaitlistResult> {
  const { actingPatientId, input, now } = request;
  return db.transaction(async (tx) => {
    const appointment = await lockPatientAppointment(tx, actingPatientId, input.appointmentId);
    if (!appointment || appointment.cancelledAt) {
      await recordAudit(tx, request.actor, { action: "create", entity: "waitlist-entry", entityId: input.appointmentId, outcome: "refused" });
      return { type: "appointmentNotFound" as const };
    }
    if (checkCancellation(appointment, request.deadlineHours, now).type !== "allowed") return { type: "deadlineExceeded" as const };
    const booking = await findBooking(tx, actingPatientId, input.appointmentId);
    if (!booking || !MOVABLE_TYPES.includes(booking.health_care_type)) return { type: "notMovable" as const };
    const today = helsinkiCalendarDate(now);
    if (input.notBefore < today || input.notBefore > helsinkiCalendarDate(appointment.startsAt)) return { type: "invalidDate" as const };
    const clinicId = input.match === "service" ? input.clinicId : null;
    if (clinicId !== null && !(await isClinicOfAppointmentBrand(tx, clinicId, input.appointmentId))) return { type: "invalidClinic" as const };
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        patientId: actingPatientId,
        joinedByPatientId: request.userPatientId,
        appointmentId: input.appointmentId,
        match: input.match,
        clinicId,
        notBefore: input.notBefore,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: waitlistEntries.id });
    if (!row) return { type: "alreadyWaiting" as const };
    await recordAudit(tx, request.actor, { action: "create", entity: "waitlist-entry", entityId: row.id });
    return { type: "success" as const };
  });
}

export type LeaveWaitlistResult = { type: "success" } | { type: "notWaiting" };

/**
 * Takes the acting patient's appointment out of the line; an open offer of theirs ends as
 * declined and its time goes to the next in line, in the same transaction.
 */
export async function leaveWaitlist(
  db: DatabaseOrTransaction,
  request: { actingPatientId: number; appointmentId: number; actor: AuditActor } & OfferContext,
): Promise<LeaveWaitlistResult> {
  return db.transaction(async (tx) => {
    const [entry] = await findWaitingEntries(tx, request.actingPatientId, [request.appointmentId]);
    if (!entry) return { type: "notWaiting" as const };
    const [open] = await findOpenOffers(tx, request.actingPatientId, [request.appointmentId]);
    if (open) {
      const locked = await lockOffer(tx, open.offer_id, request.actingPatientId);
      if (locked?.status === "open" && (await closeOffer(tx, locked.offer_id, "declined", request.now))) {
        await releaseHold(tx, locked.slot_id);
        await offerTime(tx, locked.slot_id, request);
      }
    }
    if (!(await endEntry(tx, entry.id, "left", request.now))) return { type: "notWaiting" as const };
    await recordAudit(tx, request.actor, { action: "update", entity: "waitlist-entry", entityId: entry.id });
    return { type: "success" as const };
  });
}

// ---- Offering ----

/**
 * Offers one free time to the first in line for it, in the caller's transaction: the time's row
 * is locked (so offers of one time come one after another), a time already held stays with its
 * holder, and the offer's keys refuse a second open offer of the time or for the entry. Writes the
 * SMS and e-mail to the outbox (the in-app offer is the open offer itself). Answers the offer's id,
 * or null when no one waits for it or it is not free.
 */
export async function offerTime(tx: DatabaseOrTransaction, slotId: number, context: OfferContext): Promise<number | null> {
  const { now } = context;
  const time = await lockFreeTime(tx, slotId);
  if (!time || (time.heldUntil && time.heldUntil.getTime() > now.getTime())) return null;
  const expiresAt = new Date(now.getTime() + context.holdMinutes * 60_000);
  for (const entryId of await findEntriesInLine(tx, slotId, scopeOf(context), 5)) {
    const offerId = await insertOffer(tx, { entryId, slotId, now, expiresAt });
    if (offerId === null) continue;
    await holdTime(tx, slotId, expiresAt);
    const recipient = await findOfferRecipient(tx, entryId, slotId);
    if (recipient) {
      const facts = {
        lang: recipient.lang,
        brand: recipient.brand,
        startsAt: new Date(recipient.starts_at),
        clinicName: recipient.clinic_name,
        heldUntil: expiresAt,
        link: context.originOf(recipient.brand) + href("waitlistOffer", recipient.lang, { offerId: String(offerId) }),
      };
      const phone = recipient.phone?.trim();
      const email = recipient.email?.trim();
      if (phone) await context.senders.sms.send(tx, { to: phone, body: offerSmsText(facts), patientId: recipient.patient_id });
      if (email) await context.senders.email.send(tx, { to: email, ...offerEmail(facts), patientId: recipient.patient_id });
      await context.pushNotices?.queue(tx, {
        kind: "waitlistOffer",
        patientId: recipient.patient_id,
        page: { key: "waitlistOffer", params: { offerId: String(offerId) } },
        holdSeconds: context.holdMinutes * 60,
      });
    }
    await recordAudit(tx, systemActor(recipient?.patient_id ?? 0, now), { action: "create", entity: "waitlist-offer", entityId: offerId });
    return offerId;
  }
  return null;
}

const SWEEP_BATCH = 100;

/**
 * The job queue's "waitlist-offers" task (every minute): ends the offers whose hold lapsed and
 * offers their times to the next in line, then offers every free time someone waits for (a
 * cancellation released it, or the clinic added it). Each offer is its own transaction. Answers
 * how many offers were made.
 */
export async function runWaitlistOffers(db: DatabaseOrTransaction, context: OfferContext): Promise<number> {
  let offered = 0;
  for (const offerId of await findLapsedOffers(db, context.now, SWEEP_BATCH)) {
    if (await lapseOffer(db, offerId, context)) offered += 1;
  }
  for (const slotId of await findWaitedForTimes(db, scopeOf(context), SWEEP_BATCH)) {
    if ((await db.transaction((tx) => offerTime(tx, slotId, context))) !== null) offered += 1;
  }
  return offered;
}

/** Ends one lapsed offer and offers its time to the next; true when that made an offer. */
async function lapseOffer(db: DatabaseOrTransaction, offerId: number, context: OfferContext): Promise<boolean> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId, null);
    if (!offer || offer.status !== "open" || offer.expires_at.getTime() > context.now.getTime()) return false;
    await closeOffer(tx, offerId, "expired", context.now);
    await releaseHold(tx, offer.slot_id);
    await recordAudit(tx, systemActor(offer.patient_id, context.now), { action: "update", entity: "waitlist-offer", entityId: offerId });
    return (await offerTime(tx, offer.slot_id, context)) !== null;
  });
}

// ---- Answering an offer ----

export type DeclineOfferResult = { type: "success"; appointmentId: number } | { type: "offerNotFound" } | { type: "offerClosed" };

/** Declines the acting patient's open offer: the time goes to the next in line; the entry waits on. */
export async function declineOffer(
  db: DatabaseOrTransaction,
  request: { actingPatientId: number; offerId: number; actor: AuditActor } & OfferContext,
): Promise<DeclineOfferResult> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, request.offerId, request.actingPatientId);
    if (!offer) {
      await recordAudit(tx, request.actor, { action: "update", entity: "waitlist-offer", entityId: request.offerId, outcome: "refused" });
      return { type: "offerNotFound" as const };
    }
    if (offer.status !== "open") return { type: "offerClosed" as const };
    await closeOffer(tx, offer.offer_id, "declined", request.now);
    await releaseHold(tx, offer.slot_id);
    await recordAudit(tx, request.actor, { action: "update", entity: "waitlist-offer", entityId: offer.offer_id });
    await offerTime(tx, offer.slot_id, request);
    return { type: "success" as const, appointmentId: offer.appointment_id };
  });
}

export type AcceptOfferResult =
  | { type: "success"; appointmentId: number }
  | { type: "offerNotFound" }
  | { type: "offerClosed" }
  | { type: "offerExpired" }
  | { type: "deadlineExceeded" }
  | { type: "bindingNotAcknowledged" }
  | { type: "notAllowed"; reason: string };

export interface AcceptOfferInput extends OfferContext {
  actingPatientId: number;
  offerId: number;
  bindingAcknowledged: boolean;
  features: readonly FeatureFlag[];
  actor: AuditActor;
}

/**
 * Accepts the acting patient's open offer, in one transaction: the offer is locked and must still
 * hold its time; the current appointment is locked and must still be cancellable online; the held
 * time is reserved by the booking module's rules (binding window, consent, occupational
 * agreement, creditworthiness) with the booking's billing and contact details; the current
 * appointment is cancelled and its time released as a free time, which is at once offered to the
 * next in line; the entry ends as moved. Any refusal leaves everything as it was.
 */
export async function acceptOffer(db: DatabaseOrTransaction, input: AcceptOfferInput): Promise<AcceptOfferResult> {
  const { now, actingPatientId } = input;
  return db
    .transaction(async (tx) => {
      const offer = await lockOffer(tx, input.offerId, actingPatientId);
      if (!offer) {
        await recordAudit(tx, input.actor, { action: "update", entity: "waitlist-offer", entityId: input.offerId, outcome: "refused" });
        return { type: "offerNotFound" as const };
      }
      if (offer.status !== "open") return { type: "offerClosed" as const };
      if (offer.expires_at.getTime() <= now.getTime()) return { type: "offerExpired" as const };
      const appointment = await lockPatientAppointment(tx, actingPatientId, offer.appointment_id);
      if (!appointment || checkCancellation(appointment, input.deadlineHours, now).type !== "allowed") return { type: "deadlineExceeded" as const };
      const booking = await findBooking(tx, actingPatientId, offer.appointment_id);
      const brand = await findAppointmentBrand(tx, offer.appointment_id);
      if (!booking || !brand) return { type: "offerNotFound" as const };
      const reserved = await reserveHeldTime(tx, {
        slotId: offer.slot_id,
        booking: {
          patientId: actingPatientId,
          bookedByPatientId: booking.booked_by_patient_id,
          healthCareType: booking.health_care_type,
          payerType: booking.payer_type,
          conceptCode: booking.concept_code,
          description: booking.description,
          contactEmail: (booking.contact_email ?? booking.patient_email ?? "").trim(),
          contactPhone: (booking.contact_phone ?? booking.patient_phone ?? "").trim(),
        },
        brand,
        features: input.features,
        now,
        bindingAcknowledged: input.bindingAcknowledged,
        actor: input.actor,
        origin: input.originOf(brand),
        senders: input.senders,
      });
      // A refusal after the reservation's checks wrote nothing; roll back all the same.
      if (reserved.type === "bindingNotAcknowledged") return { type: "bindingNotAcknowledged" as const };
      if (reserved.type !== "success") throw new Refused(reserved.type);
      await closeOffer(tx, offer.offer_id, "accepted", now);
      await endEntry(tx, offer.entry_id, "moved", now);
      if (!(await markAppointmentCancelled(tx, actingPatientId, offer.appointment_id, now))) throw new Refused("appointmentChanged");
      const freed = await insertFreedSlot(tx, actingPatientId, offer.appointment_id, now);
      await dropStaleReminders(tx, { slotId: offer.appointment_id });
      await recordAudit(
        tx,
        input.actor,
        { action: "update", entity: "waitlist-offer", entityId: offer.offer_id },
        { action: "update", entity: "appointment-cancellation", entityId: offer.appointment_id },
        { action: "create", entity: "appointment-slot", entityId: freed },
      );
      // The released time goes to the next in line at once.
      await offerTime(tx, freed, input);
      return { type: "success" as const, appointmentId: reserved.appointmentId };
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return { type: "notAllowed" as const, reason: error.reason };
      throw error;
    });
}

/** Rolls the acceptance back with the booking rule that refused it. */
class Refused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
