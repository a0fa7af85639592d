import type { LocationType } from "#domain/enums";
import type { MessageKey } from "#app/i18n/messages";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { EmptyState } from "#app/ui/empty-state";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/appointments";
import { AppointmentWhen } from "#app/ui/appointments/appointment-details";
import { loadAppointmentsPage } from "./appointments.server";
import appointmentStyles from "#app/ui/appointments/appointments.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Appointments list /{lang}/{ajat|tider|appointments} (spec part 1 §2): the coming appointments,
// an intro stating the cancellation deadline in hours, 'Book an appointment', 'No appointments'.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "appointments.list.title");

export const links: Route.LinksFunction = () => [stylesheet(appointmentStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAppointmentsPage(request, context);
}

const REMOTE_LOCATION: Partial<Record<LocationType, MessageKey>> = {
  phone: "appointments.location.phone",
  videoAppointment: "appointments.location.videoAppointment",
  remote: "appointments.location.remote",
};

export default function Appointments({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { appointments, deadlineHours } = loaderData;
  return (
    <section className="page-section appointments-page">
      <h1>{t("appointments.list.title")}</h1>
      <p className="lead">{t("appointments.list.intro", { n: deadlineHours })}</p>
      <p className="actions">
        <Link page="bookingLanding" className="button button--primary">
          {t("appointments.list.book")}
        </Link>
      </p>
      {appointments.length === 0 ? (
        <EmptyState kind="appointments" />
      ) : (
        <ul className="appointment-list" data-private="">
          {appointments.map((appointment) => {
            const remote = REMOTE_LOCATION[appointment.locationType];
            return (
              <li key={appointment.id} className="appointment-list__item">
                <p className="appointment-list__title">
                  <Link page="appointment" params={{ ids: appointment.id }}>
                    {appointment.title}
                  </Link>
                  {appointment.selfCheckInStatus === "allowed" ? (
                    <span className="appointment-list__tag">{t("appointments.list.checkInOpen")}</span>
                  ) : null}
                </p>
                <p className="appointment-list__when">
                  <AppointmentWhen startsAt={appointment.startsAt} />
                </p>
                <p className="appointment-list__detail">
                  {appointment.practitionerName} · {remote ? t(remote) : appointment.clinicName}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
