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

/** The anonymous form's own fields, which the page's form and action parse (the action adds the appointment and brand). */
export { createAnonymousReservationSchema };

export type AnonymousReservationPayload = z.output<ReturnType<typeof createAnonymousReservationPayloadSchema>>;

/**
 * The anonymous body as POST /api/anon/reserve-appointment parses it, before the appointment is
 * known: the spec's fields with every format rule. Accepting the terms of use and the binding
 * acknowledgement are the page's (its form requires them); sent, they must be ticked, and the
 * service checks the binding acknowledgement once it has the appointment (decision 295).
 */
export function createAnonymousReservationRequestSchema(context: { allowDevelopmentCodes: boolean }) {
  return createAnonymousReservationPayloadSchema({ withinBindingWindow: false, allowDevelopmentCodes: context.allowDevelopmentCodes }).extend({
    termsAccepted: z.literal(true, { error: VALIDATION_KEYS.termsOfUseRequired }).optional(),
    bindingAcknowledged: z.boolean({ error: VALIDATION_KEYS.invalidValue }).nullish().transform((value) => value ?? null),
  });
}

/** An anonymous reservation as the service takes it: from the API (above) or the page's form. */
export type AnonymousReservationRequest = z.output<ReturnType<typeof createAnonymousReservationRequestSchema>>;

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
 * The logged-in booking form's own fields, which the page's form and action parse: the
 * confirmations the appointment asks for (the action checks them again in the full payload, with
 * the saved contact details and the insurer choice).
 */
export function createReservationConfirmationsSchema(context: ReservationPayloadContext) {
  return createReservationPayloadSchema(context).pick({ bindingAcknowledged: true, occupationalConfirmed: true });
}

/** A confirmation of the page's form; the spec's payload has none (null: not asked, decision 295). */
const pageConfirmation = z.boolean({ error: VALIDATION_KEYS.invalidValue }).nullish().transform((value) => value ?? null);

/**
 * The logged-in body as POST /api/reserve-appointment parses it, before the appointment is known:
 * every format rule. The spec's payload works as it is (decision 295): without healthCareType the
 * concept code decides it (an insurer's code books insurance, 663 kela65, none private), and the
 * page's confirmations are null when not sent. The service checks what the appointment asks for
 * (missingConfirmations); the page's action parses the form's full schema instead.
 */
export const ReservationRequestSchema = createReservationPayloadSchema({ withinBindingWindow: false, occupationalConfirmation: null }).extend({
  healthCareType: z
    .enum(HEALTH_CARE_TYPES, { error: VALIDATION_KEYS.invalidValue })
    .nullish()
    .transform((value) => value ?? null),
  bindingAcknowledged: pageConfirmation,
  occupationalConfirmed: pageConfirmation,
});

/** A logged-in reservation as the service takes it: from the API (above) or the page's form. */
export type ReservationRequest = z.output<typeof ReservationRequestSchema>;
