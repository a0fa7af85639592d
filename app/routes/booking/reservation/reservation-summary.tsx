import type { HealthCareType } from "#domain/enums";
import type { ReservationAppointment } from "#server/modules/booking/reservation-service";
import { useT } from "#app/i18n/use-t";
import { useRootData } from "#app/root-context";
import { AppointmentDetails } from "#app/ui/appointments/appointment-details";

// The appointment being booked (spec part 2 §2 "Reservation screen content"): the appointment's
// facts with the price estimate, the kela65 eligibility notice and the reservation notices of the
// kind, practitioner and specialty (the service leaves the practitioner's out for kela65).

export interface ReservationSummaryProps {
  appointment: ReservationAppointment;
  healthCareType: HealthCareType;
  /** Kela65 only: whether the kela65 price applies (null for other types). */
  kela65Eligible?: boolean | null;
}

export function ReservationSummary({ appointment, healthCareType, kela65Eligible = null }: ReservationSummaryProps) {
  const t = useT();
  const { sessionState } = useRootData();
  return (
    <section className="reservation-summary" aria-labelledby="reservation-appointment-heading">
      <h2 id="reservation-appointment-heading">{t("bookingReservation.appointmentHeading")}</h2>
      <AppointmentDetails
        appointment={appointment}
        healthCareType={healthCareType}
        showPriceDetails={sessionState.features.includes("price-details")}
        headingLevel={3}
      />
      {kela65Eligible !== null ? (
        <p className={kela65Eligible ? "notice reservation-kela65" : "notice notice--warning reservation-kela65"}>
          {t(kela65Eligible ? "bookingReservation.kela65.eligible" : "bookingReservation.kela65.notEligible")}
        </p>
      ) : null}
      {appointment.notices.length > 0 ? (
        <div className="notice reservation-notices">
          <h3 className="notice__title">{t("bookingReservation.notices.heading")}</h3>
          {appointment.notices.map((notice) => (
            <p key={notice.source} data-source={notice.source}>
              {notice.text}
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
