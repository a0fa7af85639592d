import { useId } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { REMINDERS_INTENT, type ReminderPreferences } from "#domain/reminder-preferences";
import { useT } from "#app/i18n/use-t";
import { CsrfInput } from "#app/ui/form/csrf-input";

// Appointment reminders on My information's contact tab (issue 35 §2, decision 340): a plain form
// with one checkbox per channel and Save, posted to the page's action (intent saveReminders), so
// it works without JavaScript. Its own file and intent: other sections of the page stay apart.

export type ReminderPreferencesData = ReminderPreferences;

export interface ReminderPreferencesActionData {
  intent: typeof REMINDERS_INTENT;
  failed: true;
}

function isReminderAnswer(value: unknown): value is ReminderPreferencesActionData {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === REMINDERS_INTENT;
}

export function ReminderPreferencesSection({ preferences }: { preferences: ReminderPreferencesData | null }) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const answer = useActionData<unknown>();
  if (!preferences) return null;
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === REMINDERS_INTENT;
  return (
    <section className="my-information-section reminder-preferences" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("reminders.heading")}</h2>
      <p id={`${id}-intro`}>{t("reminders.intro")}</p>
      <Form method="post" className="profile-form" aria-busy={saving}>
        <CsrfInput />
        <input type="hidden" name="intent" value={REMINDERS_INTENT} />
        <fieldset className="profile-checks" disabled={saving} aria-describedby={`${id}-intro`}>
          <legend>{t("reminders.legend")}</legend>
          <div className="profile-check">
            <input id={`${id}-sms`} type="checkbox" name="bySms" defaultChecked={preferences.bySms} />
            <label htmlFor={`${id}-sms`}>{t("reminders.bySms")}</label>
          </div>
          <div className="profile-check">
            <input id={`${id}-email`} type="checkbox" name="byEmail" defaultChecked={preferences.byEmail} />
            <label htmlFor={`${id}-email`}>{t("reminders.byEmail")}</label>
          </div>
        </fieldset>
        {isReminderAnswer(answer) ? (
          <div className="notice notice--error" role="alert">
            <p>{t("reminders.failed")}</p>
          </div>
        ) : null}
        <div>
          <button type="submit" className="button button--secondary" disabled={saving}>
            {t("reminders.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
