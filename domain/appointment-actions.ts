import { z } from "zod";
import { AppointmentIdSchema } from "./appointment-link";
import { ArrivalReasonSchema } from "./arrival-reason";
import { SsnEndPartSchema } from "./identity-code-end-part";

// The writes of the logged-in appointment page (spec part 1 §4), each a form post with an intent:
// the same rules as the API's bodies (server/modules/appointments/api.ts).

export const AppointmentActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), appointmentId: AppointmentIdSchema }),
  z.object({ intent: z.literal("checkIn"), appointmentId: AppointmentIdSchema }),
  z.object({ intent: z.literal("arrivalReason"), appointmentId: AppointmentIdSchema, arrivalReason: ArrivalReasonSchema.default("") }),
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
