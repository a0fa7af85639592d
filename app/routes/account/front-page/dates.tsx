import { formatAppointmentDate, formatShortDate, formatTime } from "#domain/date-display";
import type { CalendarDate } from "#domain/helsinki-time";
import { useT } from "#app/i18n/use-t";
import { useLanguage } from "#app/ui/use-language";

// Date displays of the front page (spec part 1 §9): short dates in Europe/Helsinki, appointment
// times with their weekday and H:mm. Past timestamps (messages, visits) use RelativeTime from app/ui.

/** A calendar day ("YYYY-MM-DD") as the short date of the language. */
export function CalendarDay({ date }: { date: CalendarDate }) {
  const lang = useLanguage();
  return <time dateTime={date}>{formatShortDate(date, lang)}</time>;
}

/** An appointment's start with its weekday: "Wed 5.3.2025 at 9:30" in the Helsinki time zone. */
export function AppointmentTime({ startsAt }: { startsAt: Date }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <time dateTime={startsAt.toISOString()}>
      {t("frontPage.appointments.when", { date: formatAppointmentDate(startsAt, lang), time: formatTime(startsAt) })}
    </time>
  );
}
