import { encodeAppointmentLink, linkedCalendarFilePath } from "#domain/appointment-link";
import type { AppointmentPayerType, HealthCareType, Language } from "#domain/enums";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { INSURER_KEYS, type InsurerChoiceValue, insurerChoiceOfConceptCode } from "#domain/insurers";
import { KELA65_CONCEPT_CODE } from "#domain/price";
import { BINDING_RESERVATION_HOURS, isHealthCareTypeEnabled, isKela65Eligible, isWithinBindingWindow, maskIdentityCode, missingConfirmations, namesMatch, type OccupationalConfirmation, occupationalConfirmationOf, type ReservationDetails, type ReservationErrorType, type ReservationResult } from "#domain/reservation";
import type { AnonymousReservationRequest, ReservationRequest } from "#domain/reservation-inputs";
import type { BrandId, FeatureFlag } from "#domain/session-state";
import type { ValidationDetail } from "#domain/validation-details";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import { href } from "#domain/routes/href";
import type { Config } from "#server/config/config";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { ActingRole } from "#server/db/schema";
import type { EmailSender } from "#server/integrations/email/email-sender";
import type { SmsSender } from "#server/integrations/sms/sms-sender";
import type { InsurerGateway } from "#server/integrations/insurers/insurers";
import type { AppointmentView } from "#server/modules/appointments/appointment-service";
import { toCatalogueViews } from "#server/modules/appointments/appointment-view";
import { type AuditActor, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { listContractsInForce } from "#server/modules/occupational/contracts-service";
import { addPatientConcept } from "./concept-service";
import { validateInsurerChoice } from "./insurer-service";
import { confirmationEmail, confirmationSmsText } from "./reservation-messages";
import {
  countFutureReservations,
  findPatient,
  findPatientByIdentityCode,
  findSlot,
  lockPatient,
  type ReservationPatientRow,
  reserveSlot,
  type SlotReservation,
  type SlotRow,
} from "./reservation-repository";

// Reserving a free appointment (spec part 2 §2 "Reserve appointment", §4 "Anonymous reservation"
// and "Logged-in reservation", §5, §6, §8 "Reservation"): the page states of the reservation
// screens, and the two reservations (strong and weak identification). Every rule is checked here,
// whatever the page showed; the reservation itself, the confirmation messages and the audit event
// are one transaction.

// ---- What the pages get ----

export interface ReservationNotice {
  source: "kind" | "practitioner" | "specialty";
  text: string;
}

/** The appointment as the reservation screens show it: AppointmentView plus the booking facts. */
export interface ReservationAppointment extends AppointmentView {
  /** Reservation notices of the kind, practitioner and specialty (practitioner's hidden for kela65). */
  notices: ReservationNotice[];
  requiresAuthToReserve: boolean;
  /** The searches that offer this time. */
  healthCareTypes: HealthCareType[];
  /** Inside the brand's binding window the customer must acknowledge a binding reservation. */
  withinBindingWindow: boolean;
  bindingHours: number;
}

export interface ReservationFormState {
  appointment: ReservationAppointment;
  healthCareType: HealthCareType;
  internalOrganization: BrandId;
  /** The customer the appointment is for (the acting patient). */
  patient: { firstName: string; lastName: string; maskedIdentityCode: string; email: string; phone: string };
  /** The logged-in user when booking for someone else (guardian or agent); null for oneself. */
  user: { firstName: string; lastName: string; role: Exclude<ActingRole, "self"> } | null;
  /** Kela65 only: whether the patient gets the kela65 price (else the normal price list applies). */
  kela65Eligible: boolean | null;
  occupationalConfirmation: OccupationalConfirmation | null;
}

export type ReservationPageState =
  | { state: "notFound" }
  | { state: "alreadyReserved"; ownAppointmentId: number | null }
  | { state: "unregistered" }
  | { state: "consentRequired" }
  | { state: "noOccupationalHealthcare" }
  | { state: "webReservationNotAllowed" }
  | { state: "bookingInterrupted"; appointment: ReservationAppointment }
  | ({ state: "available" } & ReservationFormState);

export type AnonymousReservationPageState =
  | { state: "notFound" }
  | { state: "alreadyReserved" }
  | {
      state: "loginRequired";
      appointment: ReservationAppointment;
      /** Why: the time itself needs strong identification, or the health care type does. */
      reason: "requiresAuthToReserve" | "healthCareType";
      healthCareType: HealthCareType;
    }
  | { state: "available"; appointment: ReservationAppointment; internalOrganization: BrandId };

// ---- Rules shared by pages and reservations ----

type SlotAvailability = "notFound" | "reserved" | "available";

/**
 * A slot of another brand, or one not offered under this health care type (or under a type whose
 * feature flag is off), does not exist for this page; a reserved, cancelled or started one is no longer available.
 */
export function slotAvailability(
  slot: SlotRow | null,
  { brand, healthCareType, features, now }: { brand: BrandId; healthCareType: HealthCareType; features: readonly FeatureFlag[]; now: Date },
): SlotAvailability {
  if (!slot || slot.clinicBrandId !== brand || !slot.healthCareTypes.includes(healthCareType)) return "notFound";
  if (!isHealthCareTypeEnabled(healthCareType, features)) return "notFound";
  if (slot.reservedByPatientId !== null || slot.cancelledAt !== null || slot.startsAt.getTime() <= now.getTime()) return "reserved";
  return "available";
}

/**
 * A free time of the brand offered only under types that need strong identification (insurance,
 * kela65, occupational) asks for it (spec §6), as the anonymous page does; it is not "reserved".
 */
function anonymousAvailability(
  slot: SlotRow | null,
  scope: { brand: BrandId; features: readonly FeatureFlag[]; now: Date },
): SlotAvailability | "strongLoginOnly" {
  const asPrivate = slotAvailability(slot, { ...scope, healthCareType: "private" });
  if (asPrivate !== "notFound" || !slot) return asPrivate;
  const offered = slot.healthCareTypes.some((healthCareType) => slotAvailability(slot, { ...scope, healthCareType }) === "available");
  return offered ? "strongLoginOnly" : "notFound";
}

/** Weak identification books private times only, and never a time that demands strong identification. */
function anonymousLoginReason(slot: SlotRow, healthCareType: HealthCareType): "requiresAuthToReserve" | "healthCareType" | null {
  if (healthCareType !== "private") return "healthCareType";
  if (slot.requiresAuthToReserve) return "requiresAuthToReserve";
  return null;
}

function hasConsent(patient: ReservationPatientRow): boolean {
  return patient.patientDataConsentFormUpdated !== null;
}

/** Not creditworthy blocks every booking the customer pays themself (spec §6): all but occupational. */
function isInterrupted(patient: ReservationPatientRow, healthCareType: HealthCareType): boolean {
  return !patient.isCreditworthy && healthCareType !== "occupational";
}

type OccupationalCheck = "noOccupationalHealthcare" | "webReservationNotAllowed" | "ok";

async function checkOccupational(db: DatabaseOrTransaction, patientId: number, now: Date): Promise<OccupationalCheck> {
  const agreements = await listContractsInForce(db, patientId, helsinkiCalendarDate(now));
  if (agreements.length === 0) return "noOccupationalHealthcare";
  return agreements.some((agreement) => agreement.isWebReservationAllowed) ? "ok" : "webReservationNotAllowed";
}

// ---- Views ----

interface ViewOptions {
  lang: Language;
  now: Date;
  brand: BrandId;
  healthCareType: HealthCareType;
  /** Kela65 for someone under 65: the normal price list applies, so no kela65 estimate. */
  hidePrice?: boolean;
}

async function toReservationAppointment(db: DatabaseOrTransaction, slot: SlotRow, options: ViewOptions): Promise<ReservationAppointment> {
  const { lang, now, brand, healthCareType } = options;
  const [catalogue] = await toCatalogueViews(db, [slot], lang);
  const notices: ReservationNotice[] = [];
  const kindText = slot.kindReservationInfo?.[lang];
  if (kindText) notices.push({ source: "kind", text: kindText });
  const practitionerText = slot.practitionerReservationInfo?.[lang];
  if (practitionerText && healthCareType !== "kela65") notices.push({ source: "practitioner", text: practitionerText });
  const specialtyText = slot.specialtyReservationInfo?.[lang];
  if (specialtyText) notices.push({ source: "specialty", text: specialtyText });
  const bindingHours = BINDING_RESERVATION_HOURS[brand];
  return {
    ...catalogue!,
    practitionerRate: options.hidePrice ? null : catalogue!.practitionerRate,
    selfCheckInStatus: "statusNotAvailable",
    room: null,
    mayCancel: false,
    hasAppointeeCanceled: false,
    isCancelled: slot.cancelledAt !== null,
    isInsideCancellationDeadline: false,
    healthCareType,
    notices,
    requiresAuthToReserve: slot.requiresAuthToReserve,
    healthCareTypes: [...slot.healthCareTypes],
    withinBindingWindow: isWithinBindingWindow(slot.startsAt, now, bindingHours),
    bindingHours,
  };
}

// ---- Page states ----

export interface ReservationPageInput {
  appointmentId: number;
  healthCareType: HealthCareType;
  brand: BrandId;
  /** The environment's feature flags (kela65, ohc-appointment-search). */
  features: readonly FeatureFlag[];
  /** The logged-in person's own record and whose matters the session handles (null: no record). */
  userPatientId: number | null;
  actingPatientId: number | null;
  actingRole: ActingRole;
  lang: Language;
  now: Date;
  actor: AuditActor;
}

/** The logged-in reservation page (spec §2 "Reserve appointment, logged-in", §4 "Logged-in reservation"). */
export async function loadReservationPage(db: DatabaseOrTransaction, input: ReservationPageInput): Promise<ReservationPageState> {
  const { healthCareType, brand, now, actingPatientId, features } = input;
  const slot = await findSlot(db, input.appointmentId);
  const availability = slotAvailability(slot, { brand, healthCareType, features, now });
  if (!slot || availability === "notFound") return { state: "notFound" };
  if (availability === "reserved") {
    const own = actingPatientId !== null && slot.reservedByPatientId === actingPatientId && slot.cancelledAt === null;
    if (slot.reservedByPatientId !== null && slot.reservedByPatientId !== actingPatientId) await recordRefusedRead(db, input.actor, { entity: "appointment", entityId: slot.id });
    return { state: "alreadyReserved", ownAppointmentId: own ? slot.id : null };
  }
  if (actingPatientId === null) return { state: "unregistered" };
  const patient = await findPatient(db, actingPatientId);
  if (!patient) return { state: "unregistered" };
  // Every state from here on shows something of the patient (consent, eligibility, creditworthiness, the form).
  await recordAudit(db, input.actor, { action: "read", entity: "reservation-form", entityId: slot.id });
  if (!hasConsent(patient)) return { state: "consentRequired" };
  if (healthCareType === "occupational") {
    const occupational = await checkOccupational(db, patient.id, now);
    if (occupational !== "ok") return { state: occupational };
  }
  const kela65Eligible = healthCareType === "kela65" ? isKela65Eligible(patient.birthDate, now) : null;
  const appointment = await toReservationAppointment(db, slot, {
    lang: input.lang,
    now,
    brand,
    healthCareType,
    hidePrice: kela65Eligible === false,
  });
  if (isInterrupted(patient, healthCareType)) return { state: "bookingInterrupted", appointment };

  const user =
    input.actingRole !== "self" && input.userPatientId !== null && input.userPatientId !== patient.id
      ? await findPatient(db, input.userPatientId)
      : null;
  return {
    state: "available",
    appointment,
    healthCareType,
    internalOrganization: brand,
    patient: {
      firstName: patient.firstName,
      lastName: patient.lastName,
      maskedIdentityCode: maskIdentityCode(patient.identityCode),
      email: patient.email ?? "",
      phone: patient.phone ?? "",
    },
    user: user && input.actingRole !== "self" ? { firstName: user.firstName, lastName: user.lastName, role: input.actingRole } : null,
    kela65Eligible,
    occupationalConfirmation: healthCareType === "occupational" ? occupationalConfirmationOf(slot.specialtyId) : null,
  };
}

export interface AnonymousReservationPageInput {
  appointmentId: number;
  /** The search the visitor came from; only private times are booked without strong login. */
  healthCareType: HealthCareType;
  brand: BrandId;
  features: readonly FeatureFlag[];
  lang: Language;
  now: Date;
}

/** The anonymous reservation page (spec §2 "Reserve appointment, anonymous"): no patient data is read. */
export async function loadAnonymousReservationPage(
  db: DatabaseOrTransaction,
  input: AnonymousReservationPageInput,
): Promise<AnonymousReservationPageState> {
  const { healthCareType, brand, now, lang, features } = input;
  const slot = await findSlot(db, input.appointmentId);
  const availability = slotAvailability(slot, { brand, healthCareType, features, now });
  if (!slot || availability === "notFound") return { state: "notFound" };
  if (availability === "reserved") return { state: "alreadyReserved" };
  const appointment = await toReservationAppointment(db, slot, { lang, now, brand, healthCareType });
  const reason = anonymousLoginReason(slot, healthCareType);
  if (reason) return { state: "loginRequired", appointment, reason, healthCareType };
  return { state: "available", appointment, internalOrganization: brand };
}

// ---- Reserving ----

export type ReserveOutcome =
  | { kind: "invalid"; details: ValidationDetail[] }
  | { kind: "result"; result: ReservationResult };

export interface Senders {
  sms: SmsSender;
  email: EmailSender;
}

interface CommonReserveInput {
  brand: BrandId;
  features: readonly FeatureFlag[];
  now: Date;
  maxFutureReservations: number;
  actor: AuditActor;
  /** Origin of the brand's site (booking links in the confirmation). */
  origin: string;
  /** Where the confirmations go: the services container's `sms` and `email`. */
  senders: Senders;
}

export interface ReserveInput extends CommonReserveInput {
  /**
   * The parsed body (ReservationRequestSchema); the confirmations the appointment asks for are
   * checked here, where the appointment is known.
   */
  payload: ReservationRequest;
  userPatientId: number | null;
  actingPatientId: number | null;
  actingRole: ActingRole;
  /** The insurer integration that re-checks an insurance booking's insurer choice. */
  insurers: InsurerGateway;
}

export interface AnonymousReserveInput extends CommonReserveInput {
  /** The parsed body (createAnonymousReservationRequestSchema); the binding acknowledgement is checked here. */
  payload: AnonymousReservationRequest;
}

function failure(type: ReservationErrorType): ReserveOutcome {
  return { kind: "result", result: { type } };
}

const PAYER_TYPE: Record<HealthCareType, AppointmentPayerType> = {
  private: "self",
  kela65: "self",
  insurance: "insurance",
  occupational: "occupationalHealthCare",
};

/** What the payload books under and bills: the health care type, the insurer choice if any. */
type Billing =
  | { kind: "resolved"; healthCareType: HealthCareType; insurerChoice: unknown; from: "choice" | "payload" }
  | { kind: "invalid"; details: ValidationDetail[] };

/**
 * The page names the health care type and sends the insurer picker's choice; the spec's payload
 * names neither and sends conceptCode (and dcpContentHash for LähiTapiola's permit): the concept
 * code decides (decision 295). A concept code that contradicts the rest is refused.
 */
function billingOf(data: ReservationRequest): Billing {
  const invalidConcept: Billing = { kind: "invalid", details: [{ path: "conceptCode", message: VALIDATION_KEYS.invalidValue }] };
  let codeType: HealthCareType | null = null;
  let codeChoice: InsurerChoiceValue | null = null;
  if (data.conceptCode !== null) {
    codeChoice = insurerChoiceOfConceptCode(data.conceptCode, data.dcpContentHash);
    if (codeChoice) codeType = "insurance";
    else if (data.conceptCode === KELA65_CONCEPT_CODE) codeType = "kela65";
    else return invalidConcept;
  }
  const healthCareType = data.healthCareType ?? codeType ?? "private";
  if (codeType !== null && codeType !== healthCareType) return invalidConcept;
  if (healthCareType !== "insurance") return { kind: "resolved", healthCareType, insurerChoice: null, from: "payload" };
  // The page's choice wins over a bare code; a code sent with it must be the choice's own.
  if (data.insurerChoice !== null) return { kind: "resolved", healthCareType, insurerChoice: data.insurerChoice, from: "choice" };
  return { kind: "resolved", healthCareType, insurerChoice: codeChoice, from: "payload" };
}

/** The insurer check's details at the fields the client sent: the page's choice, or the spec's two. */
function choiceDetails(details: ValidationDetail[], from: "choice" | "payload"): ValidationDetail[] {
  if (from === "choice") return details.map((detail) => ({ ...detail, path: detail.path ? `insurerChoice.${detail.path}` : "insurerChoice" }));
  const paths = [...new Set(details.map((detail) => (detail.path === "dcpContentHash" ? "dcpContentHash" : "conceptCode")))];
  return paths.map((path) => ({ path, message: details.find((detail) => detail.path === path)?.message ?? VALIDATION_KEYS.invalidValue }));
}

/**
 * POST /api/reserve-appointment (strong identification). In order: input and what it bills, the
 * appointment, the customer (registered, consent), the health care type's rules (occupational
 * agreement, kela65 eligibility, insurer choice and permit), creditworthiness, then the
 * reservation: the insurer's concept goes on the customer's record in the same transaction.
 */
export async function reserveAppointment(db: DatabaseOrTransaction, input: ReserveInput): Promise<ReserveOutcome> {
  const { brand, now, payload: data } = input;
  if (data.internalOrganization !== brand) {
    return { kind: "invalid", details: [{ path: "internalOrganization", message: "validation.invalidValue" }] };
  }
  const billing = billingOf(data);
  if (billing.kind === "invalid") return billing;
  const requestedType = billing.healthCareType;
  const slot = await findSlot(db, data.appointmentId);
  const missing = missingConfirmations(data, {
    withinBindingWindow: slot !== null && isWithinBindingWindow(slot.startsAt, now, BINDING_RESERVATION_HOURS[brand]),
    occupationalConfirmation: slot && requestedType === "occupational" ? occupationalConfirmationOf(slot.specialtyId) : null,
  });
  if (missing.length > 0) return { kind: "invalid", details: missing };
  // "The insurance company picker is required" (spec §5).
  if (requestedType === "insurance" && billing.insurerChoice === null) {
    return { kind: "invalid", details: [{ path: "insurerChoice", message: INSURER_KEYS.insurerRequired }] };
  }

  if (input.actingPatientId === null) return failure("noPatient");
  const patient = await findPatient(db, input.actingPatientId);
  if (!patient) return failure("noPatient");
  if (!hasConsent(patient)) return failure("patientDataConsentRequired");
  if (slotAvailability(slot, { brand, healthCareType: requestedType, features: input.features, now }) !== "available" || !slot) {
    return failure("appointmentNotAvailable");
  }

  let healthCareType = requestedType;
  let conceptCode: string | null = null;
  let insurerConcept: string | null = null;
  if (healthCareType === "occupational") {
    const occupational = await checkOccupational(db, patient.id, now);
    if (occupational !== "ok") return failure(occupational);
  }
  if (isInterrupted(patient, healthCareType)) return failure("notCreditworthy");
  if (healthCareType === "kela65") {
    // Under 65 (or before the pilot) the visit is booked and billed by the normal price list.
    if (isKela65Eligible(patient.birthDate, now)) conceptCode = KELA65_CONCEPT_CODE;
    else healthCareType = "private";
  }
  let description = data.description;
  if (requestedType === "insurance") {
    // The insurer choice decides the concept code and the permit, checked with the insurer.
    const choice = await validateInsurerChoice(db, input.insurers, {
      patientId: patient.id,
      actingRole: input.actingRole,
      features: input.features,
      appointmentDate: helsinkiCalendarDate(slot.startsAt),
      choice: billing.insurerChoice,
      now,
      actor: input.actor,
    });
    if (choice.type === "ValidationError") return { kind: "invalid", details: choiceDetails(choice.details, billing.from) };
    if (choice.type === "customerNotFound") return failure("noPatient");
    if (choice.type !== "success") return failure("unknownError");
    // A code or permit sent beside the page's choice must be the choice's own.
    const mismatch = [
      data.conceptCode !== null && data.conceptCode !== choice.conceptCode ? "conceptCode" : null,
      data.dcpContentHash !== null && data.dcpContentHash !== choice.dcpContentHash ? "dcpContentHash" : null,
    ].filter((path) => path !== null);
    if (mismatch.length > 0) return { kind: "invalid", details: mismatch.map((path) => ({ path, message: VALIDATION_KEYS.invalidValue })) };
    conceptCode = choice.conceptCode;
    insurerConcept = choice.conceptCode;
    description = [choice.description, data.description].filter(Boolean).join("\n");
  }

  const bookedByPatientId = input.userPatientId !== null && input.userPatientId !== patient.id ? input.userPatientId : null;
  const result = await commitReservation(db, {
    slot,
    patient,
    bookedByPatientId,
    healthCareType,
    payerType: PAYER_TYPE[requestedType],
    conceptCode,
    insurerConcept,
    features: input.features,
    description: description || null,
    contactEmail: data.emailAddress,
    contactPhone: data.phone,
    brand,
    now,
    maxFutureReservations: input.maxFutureReservations,
    actor: input.actor,
    origin: input.origin,
    senders: input.senders,
    withBookingLink: false,
  });
  return { kind: "result", result };
}

/**
 * POST /api/anon/reserve-appointment (weak identification, spec §4 "Anonymous reservation"). The
 * person must already be a customer who has given the patient data consent and whose names
 * match the identity code; anything else needs strong identification. The answers never say more
 * than which kind of login is needed.
 */
export async function reserveAppointmentAnonymously(db: DatabaseOrTransaction, input: AnonymousReserveInput): Promise<ReserveOutcome> {
  const { brand, now, payload: data } = input;
  if (data.internalOrganization !== brand) {
    return { kind: "invalid", details: [{ path: "internalOrganization", message: "validation.invalidValue" }] };
  }
  const slot = await findSlot(db, data.appointmentId);
  const missing = missingConfirmations(data, {
    withinBindingWindow: slot !== null && isWithinBindingWindow(slot.startsAt, now, BINDING_RESERVATION_HOURS[brand]),
    occupationalConfirmation: null,
  });
  if (missing.length > 0) return { kind: "invalid", details: missing };
  const availability = anonymousAvailability(slot, { brand, features: input.features, now });
  if (availability !== "available" || !slot) return failure(availability === "strongLoginOnly" ? "authenticationRequired" : "appointmentNotAvailable");
  if (anonymousLoginReason(slot, "private")) return failure("authenticationRequired");

  const patient = await findPatientByIdentityCode(db, data.ssn);
  if (!patient) return failure("noPatient");
  // The register's data was read for this request, whatever the outcome.
  const actor: AuditActor = { ...input.actor, actingForPatientId: patient.id };
  await recordAudit(db, actor, { action: "read", entity: "reservation-identification", entityId: slot.id });
  if (!hasConsent(patient)) return failure("patientDataConsentRequired");
  if (!namesMatch(data, patient)) return failure("patientInfoConflict");
  // "Booking interrupted" is shown only after strong identification: a weakly identified visitor
  // must not learn whether someone has unpaid invoices.
  if (isInterrupted(patient, "private")) return failure("authenticationRequired");

  const result = await commitReservation(db, {
    slot,
    patient,
    bookedByPatientId: null,
    healthCareType: "private",
    payerType: "self",
    conceptCode: null,
    description: null,
    contactEmail: data.emailAddress,
    contactPhone: data.phone,
    brand,
    now,
    maxFutureReservations: input.maxFutureReservations,
    actor,
    origin: input.origin,
    senders: input.senders,
    withBookingLink: true,
  });
  return { kind: "result", result };
}

interface CommitInput {
  slot: SlotRow;
  patient: ReservationPatientRow;
  bookedByPatientId: number | null;
  healthCareType: HealthCareType;
  payerType: AppointmentPayerType;
  conceptCode: string | null;
  /** The insurer's billing concept to add to the customer's record with the reservation. */
  insurerConcept?: string | null;
  features?: readonly FeatureFlag[];
  description: string | null;
  contactEmail: string;
  contactPhone: string;
  brand: BrandId;
  now: Date;
  maxFutureReservations: number;
  actor: AuditActor;
  origin: string;
  senders: Senders;
  /** Anonymous bookings get the booking link back (they have no appointment page). */
  withBookingLink: boolean;
}

/**
 * One transaction: lock the customer (their reservations are counted one at a time), count the
 * future reservations, add the insurer's concept to the customer's record, take the slot with the
 * conditional update, queue the confirmations and write the audit events. Nothing of it exists
 * unless all of it does.
 */
async function commitReservation(db: DatabaseOrTransaction, input: CommitInput): Promise<ReservationResult> {
  const { slot, patient, now, brand } = input;
  const { senders } = input;
  return db.transaction(async (tx): Promise<ReservationResult> => {
    if (!(await lockPatient(tx, patient.id))) return { type: "noPatient" };
    if ((await countFutureReservations(tx, patient.id, now)) >= input.maxFutureReservations) return { type: "tooManyReservations" };
    if (input.insurerConcept) {
      // Without the concept the clinic cannot open the treatment chain under the insurer's billing.
      const concept = await addPatientConcept(tx, { patientId: patient.id, code: input.insurerConcept, features: input.features ?? [], actor: input.actor });
      // Refused before it writes anything. Spec §4: "A failure to insert a patient concept code sets an unknown error."
      if (concept.type !== "success") return { type: "unknownError" };
    }
    const reserved = await reserveSlot(tx, {
      slotId: slot.id,
      patientId: patient.id,
      bookedByPatientId: input.bookedByPatientId,
      healthCareType: input.healthCareType,
      payerType: input.payerType,
      conceptCode: input.conceptCode,
      description: input.description,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      now,
    });
    if (!reserved) return { type: "appointmentNotAvailable" };

    const token = encodeAppointmentLink(reserved.id, reserved.linkSecret);
    const linkPath = href("anonymousAppointment", patient.language, { token });
    const facts = {
      lang: patient.language,
      brand,
      startsAt: reserved.startsAt,
      clinicName: slot.clinicName,
      link: input.origin + linkPath,
      calendarLink: input.origin + linkedCalendarFilePath(token, patient.language),
      freeCancellationHours: BINDING_RESERVATION_HOURS[brand],
      binding: isWithinBindingWindow(slot.startsAt, now, BINDING_RESERVATION_HOURS[brand]),
    };
    await senders.email.send(tx, { to: input.contactEmail, ...confirmationEmail(facts), patientId: patient.id });
    await senders.sms.send(tx, { to: input.contactPhone, body: confirmationSmsText(facts), patientId: patient.id });
    await recordAudit(tx, input.actor, { action: "create", entity: "appointment-reservation", entityId: reserved.id });

    const details: ReservationDetails = {
      appointmentId: reserved.id,
      startDate: reserved.startsAt.toISOString(),
      healthCareType: input.healthCareType,
      emailAddress: input.contactEmail,
      phone: input.contactPhone,
      bookingLinkPath: input.withBookingLink ? linkPath : null,
    };
    return { type: "success", reservationDetails: details };
  });
}

// ---- Moving a booking onto a held time (the earlier-time waitlist) ----

/** The booking being moved: what it was booked under and with, kept on the new time. */
export type HeldTimeBooking = Omit<SlotReservation, "slotId" | "now" | "heldForWaitlist">;

export interface ReserveHeldTimeInput {
  /** The free time the waitlist holds for this patient (the caller holds the open offer's lock). */
  slotId: number;
  booking: HeldTimeBooking;
  brand: BrandId;
  features: readonly FeatureFlag[];
  now: Date;
  /** The customer acknowledged that a time inside the binding window is binding. */
  bindingAcknowledged: boolean;
  actor: AuditActor;
  origin: string;
  senders: Senders;
}

export type ReserveHeldTimeResult =
  | { type: "success"; appointmentId: number; startsAt: Date }
  | { type: "bindingNotAcknowledged" }
  | { type: ReservationErrorType };

/**
 * Reserves a held time for a booking moved from the waitlist (decision 343), in the caller's
 * transaction, under the rules a reservation of its type has here: the time offered under the
 * booking's health care type in the brand, the customer's consent, an occupational agreement in
 * force that allows web reservations, creditworthiness for what the customer pays, the binding
 * acknowledgement inside the binding window. The booking's billing (type, payer, concept) and
 * contact details move with it; the confirmations of the new time are written as for any booking.
 * The held time is taken with the same conditional update as any reservation.
 */
export async function reserveHeldTime(tx: DatabaseOrTransaction, input: ReserveHeldTimeInput): Promise<ReserveHeldTimeResult> {
  const { booking, brand, now } = input;
  const slot = await findSlot(tx, input.slotId);
  if (!slot || slotAvailability(slot, { brand, healthCareType: booking.healthCareType, features: input.features, now }) !== "available") {
    return { type: "appointmentNotAvailable" };
  }
  const patient = await findPatient(tx, booking.patientId);
  if (!patient) return { type: "noPatient" };
  if (!hasConsent(patient)) return { type: "patientDataConsentRequired" };
  if (booking.healthCareType === "occupational") {
    const occupational = await checkOccupational(tx, patient.id, now);
    if (occupational !== "ok") return { type: occupational };
  }
  if (isInterrupted(patient, booking.healthCareType)) return { type: "notCreditworthy" };
  const binding = isWithinBindingWindow(slot.startsAt, now, BINDING_RESERVATION_HOURS[brand]);
  if (binding && !input.bindingAcknowledged) return { type: "bindingNotAcknowledged" };
  const reserved = await reserveSlot(tx, { ...booking, slotId: slot.id, heldForWaitlist: true, now });
  if (!reserved) return { type: "appointmentNotAvailable" };
  const token = encodeAppointmentLink(reserved.id, reserved.linkSecret);
  const facts = {
    lang: patient.language,
    brand,
    startsAt: reserved.startsAt,
    clinicName: slot.clinicName,
    link: input.origin + href("anonymousAppointment", patient.language, { token }),
    calendarLink: input.origin + linkedCalendarFilePath(token, patient.language),
    freeCancellationHours: BINDING_RESERVATION_HOURS[brand],
    binding,
  };
  await input.senders.email.send(tx, { to: booking.contactEmail, ...confirmationEmail(facts), patientId: patient.id });
  await input.senders.sms.send(tx, { to: booking.contactPhone, body: confirmationSmsText(facts), patientId: patient.id });
  await recordAudit(tx, input.actor, { action: "create", entity: "appointment-reservation", entityId: reserved.id });
  return { type: "success", appointmentId: reserved.id, startsAt: reserved.startsAt };
}

/**
 * The origin of the brand's site for links in messages: PUBLIC_URL when its host belongs to the
 * brand, otherwise the brand's first host in BRAND_HOSTS with PUBLIC_URL's scheme and port.
 */
export function brandOrigin(config: Pick<Config, "PUBLIC_URL" | "BRAND_HOSTS" | "DEFAULT_BRAND">, brand: BrandId): string {
  const publicUrl = new URL(config.PUBLIC_URL);
  const publicBrand = config.BRAND_HOSTS.get(publicUrl.hostname) ?? config.DEFAULT_BRAND;
  if (publicBrand === brand) return publicUrl.origin;
  const host = [...config.BRAND_HOSTS].find(([, hostBrand]) => hostBrand === brand)?.[0];
  if (!host) return publicUrl.origin;
  return `${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ""}`;
}
