import type { AppLoadContext } from "react-router";
import { ReminderPreferencesSchema } from "#domain/reminder-preferences-inputs";
import { redirectWithToast } from "#app/flash.server";
import { parseForm } from "#app/form.server";
import { requireValidSession } from "#app/session.server";
import { loadReminderPreferences as loadPreferences, saveReminderPreferences } from "#server/modules/profile/reminder-preferences-service";
import type { ReminderPreferencesActionData, ReminderPreferencesData } from "./reminder-preferences";

// The reminder choices of My information's contact tab (decision 340). They are the logged-in
// user's own (a guardian's cover the reminders of their children they receive), so they are shown
// and saved only while the user handles their own matters, as the SMS login setting is.

function ownPatientId(request: Request, context: AppLoadContext): number | null {
  const session = requireValidSession(request, context);
  return session.patientId !== null && session.actingPatientId === session.patientId ? session.patientId : null;
}

/** The section's data; null: not shown (acting for someone else, or no patient record). */
export async function loadReminderPreferences(request: Request, context: AppLoadContext): Promise<ReminderPreferencesData | null> {
  const patientId = ownPatientId(request, context);
  if (patientId === null) return null;
  const { db, actor } = context.scope;
  return loadPreferences(db, { patientId, actor });
}

/**
 * The section's post (intent saveReminders; the page's action has read the form and checked its
 * CSRF token): parsed with the shared schema, saved, back to the contact tab with a toast.
 */
export async function submitReminderPreferences(request: Request, context: AppLoadContext, form: FormData): Promise<ReminderPreferencesActionData | Response> {
  const patientId = ownPatientId(request, context);
  if (patientId === null) return { intent: "saveReminders", failed: true };
  const submission = parseForm(form, ReminderPreferencesSchema);
  if (submission.status !== "success") return { intent: "saveReminders", failed: true };
  const { db, now, actor } = context.scope;
  const saved = await saveReminderPreferences(db, { patientId, preferences: submission.value, now, actor });
  if (saved.type !== "success") return { intent: "saveReminders", failed: true };
  const url = new URL(request.url);
  return redirectWithToast(request, `${url.pathname}?tab=contact`, "reminderPreferencesSaved");
}
