import { z } from "zod";
import { REMINDERS_INTENT } from "./reminder-preferences";
import { VALIDATION_KEYS } from "./validation-keys";

// The reminder choices' form post (decision 340): apart from the texts' constants, so the page
// loads zod only where it parses (decision 239).

/** An unticked checkbox is not posted: an absent key means off. */
const channel = () => z.boolean({ error: VALIDATION_KEYS.invalidValue }).default(false);

export const ReminderPreferencesSchema = z.object(
  {
    intent: z.literal(REMINDERS_INTENT, { error: VALIDATION_KEYS.invalidValue }),
    bySms: channel(),
    byEmail: channel(),
  },
  { error: VALIDATION_KEYS.invalidValue },
);

export type ReminderPreferencesInput = z.output<typeof ReminderPreferencesSchema>;

