import { z } from "zod";
import { MY_INFORMATION_TABS } from "./save-action";

// The save action of "My information" in a query (spec part 1 §2; the kinds in save-action.ts),
// apart from them so that pages linking to "My information" load no schemas (decision 239).

const AppointmentId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const SaveActionSchema = z.discriminatedUnion("saveAction", [
  z.object({ saveAction: z.literal("reload-page") }),
  z.object({ saveAction: z.literal("go-to-reserve-appointment-page"), appointmentId: AppointmentId }),
  z.object({
    saveAction: z.literal("go-to-view-appointment-page"),
    appointmentId: AppointmentId,
    tab: z.enum(MY_INFORMATION_TABS).optional(),
  }),
  z.object({ saveAction: z.literal("go-to-invoice-page"), invoiceNumber: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) }),
]);

export type SaveAction = z.infer<typeof SaveActionSchema>;

/** The save action of a query; null when there is none or it is malformed (then: reload-page). */
export function parseSaveAction(params: URLSearchParams): SaveAction | null {
  const parsed = SaveActionSchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}
