import { z } from "zod";
import { BOOKING_LINK_TOKEN_PATTERN } from "./appointment-link";
import { ARRIVAL_REASON_MAX_LENGTH } from "./arrival-reason";
import { isValidEndPart } from "./identity-code-end-part";
import { NumericIdSchema } from "./numeric-id-inputs";
import { freeTextWithoutControlCharacters } from "./text-field";
import { VALIDATION_KEYS } from "./validation-keys";

// The inputs of the appointment pages and API (spec part 1 §4): the pages' writes are form posts
// with an intent under the same rules as the API's bodies (server/modules/appointments/api.ts).
// Apart from the rules and addresses they use (appointment-link.ts, arrival-reason.ts,
// identity-code-end-part.ts), so that a page loads zod only when its own code parses (decision 239).

/** Trims and uppercases; output is the four characters to compare with the stored code. */
export const SsnEndPartSchema = z
  .string({ error: VALIDATION_KEYS.ssnEndPartInvalid })
  .trim()
  .toUpperCase()
  .refine(isValidEndPart, { error: VALIDATION_KEYS.ssnEndPartInvalid });

// Counted in code points like the counter (arrival-reason.ts); empty clears the reason.
export const ArrivalReasonSchema = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .overwrite(freeTextWithoutControlCharacters)
  .max(ARRIVAL_REASON_MAX_LENGTH, { error: VALIDATION_KEYS.arrivalReasonTooLong });

/** Body of POST /api/anon/check-in: the booking-link token is the anonymous appointment id. */
export const AnonymousCheckInSchema = z.object({
  appointmentId: z
    .string({ error: VALIDATION_KEYS.invalidValue })
    .regex(BOOKING_LINK_TOKEN_PATTERN, { error: VALIDATION_KEYS.invalidValue }),
  ssnEndPart: SsnEndPartSchema,
});

export type AnonymousCheckInInput = z.infer<typeof AnonymousCheckInSchema>;

// ---- The pages' writes ----

export const AppointmentActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), appointmentId: NumericIdSchema }),
  z.object({ intent: z.literal("checkIn"), appointmentId: NumericIdSchema }),
  z.object({ intent: z.literal("arrivalReason"), appointmentId: NumericIdSchema, arrivalReason: ArrivalReasonSchema.default("") }),
]);

export type AppointmentAction = z.output<typeof AppointmentActionSchema>;
export type AppointmentIntent = AppointmentAction["intent"];

/**
 * The writes of the booking-link page (spec part 1 §4 "Anonymous appointment actions"), form posts
 * to the page's own address: check in with the identity code's end part (in the body, never in
 * the address; the same rule as POST /api/anon/check-in), and cancel for a logged-in owner. The
 * booking link itself is the page's address.
 */
export const AnonymousAppointmentActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("checkIn"), ssnEndPart: SsnEndPartSchema }),
  z.object({ intent: z.literal("cancel") }),
]);

export type AnonymousAppointmentAction = z.output<typeof AnonymousAppointmentActionSchema>;
export type AnonymousAppointmentIntent = AnonymousAppointmentAction["intent"];
