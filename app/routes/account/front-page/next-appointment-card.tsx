import { Form } from "react-router";
import { checkInOpensAt } from "#domain/appointment-rules";
import { formatTime } from "#domain/date-display";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { href } from "#domain/routes/href";
import type { AppointmentSummary } from "#server/modules/account/front-page-service";
import { useLang } from "#app/root-context";
import { useT } from "#app/i18n/use-t";
import { EmptyState } from "#app/ui/empty-state";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { Link } from "#app/ui/link";
import { ShellIcon } from "#app/ui/shell/shell-icon";
import { useNow } from "#app/ui/use-now";
import { AppointmentTime } from "./dates";
import { REMOTE_LOCATION_LABEL } from "./appointments-section";

/**
 * The soonest coming appointment as a card at the top of the front page: when, what, with whom and
 * where, and what can be done now. Check-in is offered while it is open: a form post to the
 * appointment page's own action (intent checkIn), which answers there, so it works without
 * JavaScript and the consent rules of that page apply unchanged.
 */
export function NextAppointmentCard({ appointment }: { appointment: AppointmentSummary | undefined }) {
  const t = useT();
  const lang = useLang();
  const now = useNow(undefined, 60_000);
  const isToday = (startsAt: Date) => helsinkiCalendarDate(startsAt) === helsinkiCalendarDate(now);
  return (
    <section className="next-appointment" aria-labelledby="front-page-next-appointment">
      <h2 id="front-page-next-appointment">{t("frontPage.next.title")}</h2>
      {appointment ? (
        <div className="next-appointment__card">
          <p className="next-appointment__when">
            <ShellIcon name="next-appointment" large />
            <AppointmentTime startsAt={appointment.startsAt} />
          </p>
          <h3 className="next-appointment__kind">{appointment.title}</h3>
          <ul className="next-appointment__facts">
            <li>{appointment.practitionerName}</li>
            <li>{placeOf(appointment, t)}</li>
          </ul>
          {appointment.selfCheckInStatus === "checkedIn" ? (
            <p className="next-appointment__status">{t("frontPage.next.checkedIn")}</p>
          ) : null}
          {appointment.selfCheckInStatus === "tooEarly" && isToday(appointment.startsAt) ? (
            <p className="next-appointment__opens">{t("frontPage.next.checkInOpens", { time: formatTime(checkInOpensAt(appointment.startsAt)) })}</p>
          ) : null}
          <div className="next-appointment__actions">
            {appointment.selfCheckInStatus === "allowed" ? (
              <Form method="post" action={href("appointment", lang, { ids: appointment.id })}>
                <CsrfInput />
                <input type="hidden" name="intent" value="checkIn" />
                <input type="hidden" name="appointmentId" value={appointment.id} />
                <button type="submit" className="button button--primary">
                  {t("frontPage.next.checkIn")}
                </button>
              </Form>
            ) : null}
            <Link
              page="appointment"
              params={{ ids: appointment.id }}
              className={appointment.selfCheckInStatus === "allowed" ? "button button--secondary" : "button button--primary"}
              aria-label={t("frontPage.next.viewLabel", { title: appointment.title })}
            >
              {t("frontPage.next.view")}
            </Link>
          </div>
        </div>
      ) : (
        <div className="next-appointment__card next-appointment__card--empty">
          <EmptyState kind="appointments" />
          <Link page="bookingLanding" className="button button--primary">
            {t("frontPage.bookAppointment")}
          </Link>
        </div>
      )}
    </section>
  );
}

/** The clinic, or the way of meeting for a phone or video appointment. */
function placeOf(appointment: AppointmentSummary, t: ReturnType<typeof useT>): string {
  const remoteLabel = REMOTE_LOCATION_LABEL[appointment.locationType];
  return remoteLabel ? t(remoteLabel) : appointment.clinicName;
}
