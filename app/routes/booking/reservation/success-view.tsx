import { BookingSteps } from "#app/ui/booking/booking-steps";
import { useEffect, useRef } from "react";
import { bookingLinkTokenOf } from "#domain/appointment-link";
import { checkCancellation, mayCancel } from "#domain/appointment-rules";
import type { ReservationDetails } from "#domain/reservation";
import type { ReservationAppointment } from "#server/modules/booking/reservation-service";
import { useT } from "#app/i18n/use-t";
import { useRootData } from "#app/root-context";
import { AddToCalendar } from "#app/ui/appointments/add-to-calendar";
import { AppointmentDetails } from "#app/ui/appointments/appointment-details";
import { ArrivalReasonForm } from "#app/ui/appointments/arrival-reason-form";
import { CancelPanel } from "#app/ui/appointments/cancel-panel";
import { Link } from "#app/ui/link";

// The post-booking view (spec part 2 §2 "Reservation screen content"): booked, where the
// confirmations went, the appointment, the cancellation notice (free cancellation until the
// brand's binding window; a booking made inside that window is binding at once, and says so
// instead of promising what no longer holds), and for a logged-in user the arrival reason and the cancel button
// (hidden in an in-app booking session). An anonymous booker gets the booking link instead: it
// shows the appointment, checks in and cancels after strong identification.

export interface SuccessViewProps {
  appointment: ReservationAppointment;
  details: ReservationDetails;
  /** Logged in: arrival reason and cancel here; anonymous: the booking link. */
  loggedIn: boolean;
  /** CANCELLATION_DEADLINE_HOURS, for the cancel button. */
  deadlineHours: number;
}

export function SuccessView({ appointment, details, loggedIn, deadlineHours }: SuccessViewProps) {
  const t = useT();
  const { sessionState } = useRootData();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const booked: ReservationAppointment = { ...appointment, id: details.appointmentId, isReserved: true, healthCareType: details.healthCareType };
  const times = { startsAt: new Date(details.startDate), durationMinutes: appointment.durationMinutes, checkedInAt: null, cancelledAt: null };
  const now = new Date();
  const showCancel = loggedIn && sessionState.sessionScope !== "inAppBooking";

  return (
    <section className="page-section reservation-success" aria-labelledby="reservation-success-heading">
      <h1 id="reservation-success-heading" ref={headingRef} tabIndex={-1}>
        {t("bookingReservation.success.title")}
      </h1>
      <BookingSteps current="booked" />
      <div className="notice notice--success" role="status">
        <p data-private="">{t("bookingReservation.success.confirmation", { email: details.emailAddress, phone: details.phone })}</p>
      </div>
      <article className="appointment" aria-label={appointment.kind.title}>
        <AppointmentDetails appointment={booked} healthCareType={details.healthCareType} showPriceDetails={false} />
      </article>
      <p className="reservation-cancellation-notice">
        {appointment.withinBindingWindow
          ? t("bookingReservation.success.bindingNotice")
          : t("bookingReservation.success.cancellationNotice", { n: appointment.bindingHours })}
      </p>
      {loggedIn ? (
        <div className="appointment__actions">
          <ArrivalReasonForm appointmentId={details.appointmentId} initialValue="" />
          {showCancel ? (
            <CancelPanel
              appointmentId={details.appointmentId}
              mayCancel={mayCancel(times, deadlineHours, now)}
              isCheckedIn={false}
              isInsideCancellationDeadline={checkCancellation(times, deadlineHours, now).type === "deadlineExceeded"}
              deadlineHours={deadlineHours}
              analytics={{
                clinicName: appointment.clinic.name,
                practitionerName: appointment.practitioner.name,
                durationMinutes: appointment.durationMinutes,
              }}
            />
          ) : null}
          <AddToCalendar appointmentId={details.appointmentId} />
          <p>
            <Link page="appointment" params={{ ids: details.appointmentId }}>
              {t("bookingReservation.success.show")}
            </Link>
          </p>
        </div>
      ) : details.bookingLinkPath ? (
        <>
          <AddToCalendar bookingLinkToken={bookingLinkTokenOf(details.bookingLinkPath)} />
          <p>
            <a href={details.bookingLinkPath} className="button button--secondary">
              {t("bookingReservation.success.manage")}
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}
