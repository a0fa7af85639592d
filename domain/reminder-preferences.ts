// Appointment reminder choices on My information (issue 35 §2, decision 340): reminders by SMS and
// by e-mail, each on or off. The user's own choices: they apply to the reminders the user
// receives, their own appointments' and, for a guardian, their children's.

export const REMINDERS_INTENT = "saveReminders";

export interface ReminderPreferences {
  bySms: boolean;
  byEmail: boolean;
}
