import { z } from "zod";
import { VALIDATION_KEYS } from "./validation-keys";

// Appointment reminder choices on My information (issue 35 §2, decision 340): reminders by SMS and
// by e-mail, each on or off. The user's own choices: they apply to the reminders the user
// receives, their own appointments' and, for a guardian, their children's.

export const REMINDERS_INTENT = "saveReminders";

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

export interface ReminderPreferences {
  bySms: boolean;
  byEmail: boolean;
}
