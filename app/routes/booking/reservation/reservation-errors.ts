import type { ReservationErrorType } from "#domain/reservation";
import type { MessageKey } from "#app/i18n/messages";

// Both reservation forms post to their page's action; an answer that keeps the user on the form
// shows its inline message (spec part 2 §8 "Reservation").

/** The inline message of an error that keeps the user on the form (spec §8). */
export const INLINE_ERROR_MESSAGES: Partial<Record<ReservationErrorType | "tooManyRequests", MessageKey>> = {
  tooManyReservations: "bookingReservation.error.tooManyReservations",
  treatmentChainCreationFailed: "bookingReservation.error.treatmentChainCreationFailed",
  unknownError: "bookingReservation.error.unknownError",
  tooManyRequests: "bookingReservation.error.tooManyRequests",
};
