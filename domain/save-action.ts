import { z } from "zod";

// The save action of "My information" (spec part 1 §2): where the user goes after saving, carried
// in the page's query so other pages can send the user there and get them back, e.g. the
// appointment page's "fill out the consent form first" link:
//   /fi/omat-tiedot?saveAction=go-to-view-appointment-page&appointmentId=12&tab=consent

export const SAVE_ACTION_KINDS = [
  "reload-page",
  "go-to-reserve-appointment-page",
  "go-to-view-appointment-page",
  "go-to-invoice-page",
] as const;

export const MY_INFORMATION_TABS = ["contact", "consent"] as const;
export type MyInformationTab = (typeof MY_INFORMATION_TABS)[number];

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

/** The query parameters of a save action (for href's search argument). */
export function saveActionSearch(action: SaveAction): Record<string, string | number> {
  return Object.fromEntries(Object.entries(action).filter(([, value]) => value !== undefined));
}

/** The save action of a query; null when there is none or it is malformed (then: reload-page). */
export function parseSaveAction(params: URLSearchParams): SaveAction | null {
  const parsed = SaveActionSchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}
