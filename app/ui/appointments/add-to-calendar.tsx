import { linkedCalendarFilePath, ownCalendarFilePath } from "#domain/appointment-link";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";

// "Add to calendar": downloads the appointment's .ics file (decision 172), which phones and
// desktop calendars open as a new event. A plain link, so it works without JavaScript.

export type CalendarFileOf = { appointmentId: number } | { bookingLinkToken: string };

export function AddToCalendar(props: CalendarFileOf) {
  const t = useT();
  const lang = useLang();
  const path = "appointmentId" in props ? ownCalendarFilePath(props.appointmentId, lang) : linkedCalendarFilePath(props.bookingLinkToken, lang);
  return (
    <p className="appointment__calendar">
      <a className="button button--secondary" href={path} download>
        {t("appointments.addToCalendar")}
      </a>
    </p>
  );
}
