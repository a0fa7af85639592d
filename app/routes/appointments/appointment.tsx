import type { OwnAppointmentView } from "#server/modules/appointments/appointment-service";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useRootData } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { AppointmentStatusBadge } from "./appointment-status";
import type { Route } from "./+types/appointment";
import { AppointmentDetails, appointmentTitleKey } from "#app/ui/appointments/appointment-details";
import { loadAppointmentPageData, submitAppointmentAction } from "./appointment.server";
import { ArrivalReasonForm } from "#app/ui/appointments/arrival-reason-form";
import { AddToCalendar } from "#app/ui/appointments/add-to-calendar";
import { BookAgainLink } from "#app/ui/appointments/book-again-link";
import { CancelPanel } from "#app/ui/appointments/cancel-panel";
import { CheckInPanel } from "./check-in-panel";
import { WaitlistSection, type WaitlistPageData } from "./waitlist-section";
import waitlistStyles from "./waitlist.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Appointment page /{lang}/{ajat|tider|appointments}/{ids} (spec part 1 §2, §4): the appointment's
// facts, check-in, arrival reason, cancel, and a link to all appointments; the not-found state;
// once cancelled, the cancellation first with "Book a new time", and no actions (decision 321). The three writes are form posts
// to this page's action (intents cancel, checkIn, arrivalReason), with or without JavaScript; so
// are the earlier-time waitlist's (joinWaitlist, leaveWaitlist; waitlist-section.tsx).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "appointments.page.title");

export const links: Route.LinksFunction = () => [stylesheet(waitlistStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAppointmentPageData(request, context, params.ids);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitAppointmentAction(request, context);
}

export default function Appointment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { appointments, checkInConsent, deadlineHours, waitlist } = loaderData;
  const [first] = appointments;
  if (!first) return <AppointmentNotFound />;
  return (
    <div className="appointment-page">
      <section className="page-section">
        <h1>{t(appointmentTitleKey(first.locationType))}</h1>
        {appointments.map((appointment) => (
          <AppointmentCard key={appointment.id} appointment={appointment} consentMissing={checkInConsent !== null} deadlineHours={deadlineHours} waitlist={waitlist} />
        ))}
        <p>
          <Link page="appointments">{t("appointments.allAppointments")}</Link>
        </p>
      </section>
    </div>
  );
}

function AppointmentCard({
  appointment,
  consentMissing,
  deadlineHours,
  waitlist,
}: {
  appointment: OwnAppointmentView;
  consentMissing: boolean;
  deadlineHours: number;
  waitlist: WaitlistPageData | null;
}) {
  const t = useT();
  const { sessionState } = useRootData();
  const analytics = {
    clinicName: appointment.clinic.name,
    practitionerName: appointment.practitioner.name,
    durationMinutes: appointment.durationMinutes,
  };
  return (
    <article className="appointment" data-private="" aria-label={appointment.kind.title}>
      <p className="appointment__state">
        <AppointmentStatusBadge isCancelled={appointment.isCancelled} checkIn={appointment.selfCheckInStatus} />
      </p>
      {appointment.isCancelled ? (
        <div className="notice notice--info appointment__cancelled">
          <p className="notice__title">{t(appointment.hasAppointeeCanceled ? "appointments.cancelled.byAppointee" : "appointments.cancelled.byClinic")}</p>
          <p>{t("appointments.cancelled.newAppointment")}</p>
          <p className="actions">
            <BookAgainLink healthCareType={appointment.healthCareType} specialtyId={appointment.specialtyId} />
          </p>
        </div>
      ) : null}
      <AppointmentDetails
        appointment={appointment}
        healthCareType={sessionState.healthCareType}
        showPriceDetails={sessionState.features.includes("price-details")}
      />
      {appointment.isCancelled ? null : (
        <div className="appointment__actions">
          <CheckInPanel
            appointmentId={appointment.id}
            startsAt={appointment.startDate}
            status={appointment.selfCheckInStatus}
            room={appointment.room}
            consentMissing={consentMissing}
            analytics={analytics}
          />
          {appointment.mayEditArrivalReason ? <ArrivalReasonForm appointmentId={appointment.id} initialValue={appointment.arrivalReason} /> : null}
          <CancelPanel
            appointmentId={appointment.id}
            mayCancel={appointment.mayCancel}
            isCheckedIn={appointment.selfCheckInStatus === "checkedIn"}
            isInsideCancellationDeadline={appointment.isInsideCancellationDeadline}
            deadlineHours={deadlineHours}
            analytics={analytics}
          />
          {waitlist ? (
            <WaitlistSection
              appointment={{
                id: appointment.id,
                clinicId: appointment.clinicId,
                clinicName: appointment.clinic.name,
                practitionerName: appointment.practitioner.name,
                startDate: appointment.startDate,
                mayCancel: appointment.mayCancel && appointment.selfCheckInStatus !== "checkedIn",
                healthCareType: appointment.healthCareType,
              }}
              waitlist={waitlist}
            />
          ) : null}
          <AddToCalendar appointmentId={appointment.id} />
        </div>
      )}
    </article>
  );
}

/** 'The appointment could not be found' with a link to reserve another (spec §2, §8). */
function AppointmentNotFound() {
  const t = useT();
  return (
    <section className="page-section">
      <h1>{t("appointments.notFound.title")}</h1>
      <p className="actions">
        <Link page="bookingLanding" className="button button--primary">
          {t("appointments.notFound.book")}
        </Link>
      </p>
      <p>
        <Link page="appointments">{t("appointments.allAppointments")}</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
