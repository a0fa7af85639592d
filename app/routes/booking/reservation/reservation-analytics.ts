import type { HealthCareType } from "#domain/enums";
import type { ReservationAppointment } from "#server/modules/booking/reservation-service";

// The facts of the reservation analytics events (spec part 2 §7: reservation start, success,
// error). Codes only: no names, identity codes, contacts or free text (app/analytics.ts).

export function reservationAnalytics(appointment: ReservationAppointment, healthCareType: HealthCareType, anonymous: boolean) {
  return {
    healthCareType,
    anonymous,
    clinicId: appointment.clinicId,
    specialtyId: appointment.specialtyId,
    kindId: appointment.kindId,
    locationType: appointment.locationType,
    withinBindingWindow: appointment.withinBindingWindow,
  };
}
