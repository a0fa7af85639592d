import type { LocationType } from "#domain/enums";
import type { MessageKey } from "#app/i18n/messages";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { EmptyState } from "#app/ui/empty-state";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/appointments";
import { AppointmentStatusBadge } from "./appointment-status";
import { ListRow, ListRows } from "#app/ui/list-row";
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
        <ListRows className="appointment-list" data-private="">
          {appointments.map((appointment) => {
            const remote = REMOTE_LOCATION[appointment.locationType];
            return (
              <ListRow
                key={appointment.id}
                className="appointment-list__item"
                heading="h2"
                linked
                title={
                  <Link page="appointment" params={{ ids: appointment.id }}>
                    {appointment.title}
                  </Link>
                }
                badge={<AppointmentStatusBadge checkIn={appointment.selfCheckInStatus} listWords />}
                detail={<AppointmentWhen startsAt={appointment.startsAt} />}
              >
                <p className="list-row__detail">
                  {appointment.practitionerName} · {remote ? t(remote) : appointment.clinicName}
                </p>
              </ListRow>
            );
          })}
        </ListRows>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
