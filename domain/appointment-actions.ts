import { z } from "zod";
import { AppointmentIdSchema } from "./appointment-link";
import { ArrivalReasonSchema } from "./arrival-reason";

// The writes of the logged-in appointment page (spec part 1 §4), each a form post with an intent:
// the same rules as the API's bodies (server/modules/appointments/api.ts).

export const AppointmentActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), appointmentId: AppointmentIdSchema }),
  z.object({ intent: z.literal("checkIn"), appointmentId: AppointmentIdSchema }),
  z.object({ intent: z.literal("arrivalReason"), appointmentId: AppointmentIdSchema, arrivalReason: ArrivalReasonSchema.default("") }),
]);

export type AppointmentAction = z.output<typeof AppointmentActionSchema>;
export type AppointmentIntent = AppointmentAction["intent"];
