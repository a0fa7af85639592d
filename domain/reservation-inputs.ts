import { z } from "zod";
import { createAnonymousReservationSchema } from "./contact-info";
import { UserEmailSchema } from "./email";
import { HEALTH_CARE_TYPES } from "./enums";
import { InsurerChoiceSchema } from "./insurer-inputs";
import { NUMERIC_ID_PATTERN } from "./numeric-id";
import { UserPhoneSchema } from "./phone";
import { type AnonymousPayloadContext, RESERVATION_DESCRIPTION_MAX_LENGTH, RESERVATION_VALIDATION_KEYS, type ReservationPayloadContext } from "./reservation";
import { BRAND_IDS } from "./session-state";
import { freeTextWithoutControlCharacters } from "./text-field";
import { VALIDATION_KEYS } from "./validation-keys";

// The reservation payloads (spec part 2 §3 "Reserve appointment" bodies), one schema for the forms
// and the API; apart from the rules in reservation.ts so that the booking pages import them, and
// zod, after their first load (decision 239).

/** The appointment id of a payload: a positive integer, as a JSON number or numeric text. */
export const ReservationAppointmentIdSchema = z.union(
  [
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(NUMERIC_ID_PATTERN).transform(Number),
  ],
  { error: VALIDATION_KEYS.invalidValue },
);

/** The brand the booking is made in (its internal organisation). */
export const InternalOrganizationSchema = z.enum(BRAND_IDS, { error: VALIDATION_KEYS.invalidValue });

/** What the server needs before it can build the full schema: which appointment, which brand. */
export const ReservationTargetSchema = z.object({
  appointmentId: ReservationAppointmentIdSchema,
  internalOrganization: InternalOrganizationSchema,
});

/** The logged-in variant also names the health care type the page books under. */
export const LoggedInReservationTargetSchema = ReservationTargetSchema.extend({
  healthCareType: z.enum(HEALTH_CARE_TYPES, { error: VALIDATION_KEYS.invalidValue }).default("private"),
});

/**
 * Body of POST /api/anon/reserve-appointment: the spec's fields (internalOrganization,
 * appointmentId, emailAddress, firstName, lastName, phone, ssn) plus the terms of use and the
 * binding acknowledgement the form requires (the latter only inside the binding window).
 */
export function createAnonymousReservationPayloadSchema(context: AnonymousPayloadContext) {
  return createAnonymousReservationSchema(context).extend(ReservationTargetSchema.shape);
}

export type AnonymousReservationPayload = z.output<ReturnType<typeof createAnonymousReservationPayloadSchema>>;

/**
 * The anonymous body as the edges (API route, page action) parse it, before the appointment is
 * known: every format rule; the binding acknowledgement is checked by the service once it has the
 * appointment (missingConfirmations).
 */
export function createAnonymousReservationRequestSchema(context: { allowDevelopmentCodes: boolean }) {
  return createAnonymousReservationPayloadSchema({ withinBindingWindow: false, allowDevelopmentCodes: context.allowDevelopmentCodes });
}

const CONCEPT_CODE_PATTERN = /^\d{1,10}$/;
const CONTENT_HASH_PATTERN = /^[A-Za-z0-9+/=_-]{8,128}$/;

function optionalCode(pattern: RegExp) {
  return z
    .string({ error: VALIDATION_KEYS.invalidValue })
    .trim()
    .regex(pattern, { error: VALIDATION_KEYS.invalidValue })
    .nullish()
    .transform((value) => value ?? null);
}

/**
 * Body of POST /api/reserve-appointment: the spec's fields (internalOrganization, appointmentId,
 * description, emailAddress, conceptCode, dcpContentHash, phone), the health care type the page
 * books under (its URL says it), the confirmations the booking button requires and, for
 * insurance, the insurer choice (whose concept code and permit the server derives itself).
 */
export function createReservationPayloadSchema(context: ReservationPayloadContext) {
  return z.object(
    {
      ...LoggedInReservationTargetSchema.shape,
      description: z
        .string({ error: VALIDATION_KEYS.invalidValue })
        .overwrite(freeTextWithoutControlCharacters)
        .trim()
        .max(RESERVATION_DESCRIPTION_MAX_LENGTH, { error: VALIDATION_KEYS.maxLength })
        .default(""),
      emailAddress: UserEmailSchema,
      phone: UserPhoneSchema,
      conceptCode: optionalCode(CONCEPT_CODE_PATTERN),
      dcpContentHash: optionalCode(CONTENT_HASH_PATTERN),
      /** Insurance: the insurer picker's value, re-validated by the server (it derives the concept and permit). */
      insurerChoice: InsurerChoiceSchema.nullish().transform((value) => value ?? null),
      bindingAcknowledged: z
        .boolean({ error: VALIDATION_KEYS.invalidValue })
        .default(false)
        .refine((ticked) => ticked || !context.withinBindingWindow, { error: VALIDATION_KEYS.bindingReservationRequired }),
      occupationalConfirmed: z
        .boolean({ error: VALIDATION_KEYS.invalidValue })
        .default(false)
        .refine((ticked) => ticked || context.occupationalConfirmation === null, {
          error: RESERVATION_VALIDATION_KEYS.occupationalConfirmationRequired,
        }),
    },
    { error: VALIDATION_KEYS.invalidValue },
  );
}

export type ReservationPayload = z.output<ReturnType<typeof createReservationPayloadSchema>>;

/**
 * The logged-in body as the edges (API route, page action) parse it, before the appointment is
 * known: every format rule; the confirmations the appointment asks for are checked by the service
 * (missingConfirmations). The form builds the full schema itself: it knows the appointment.
 */
export const ReservationRequestSchema = createReservationPayloadSchema({ withinBindingWindow: false, occupationalConfirmation: null });
