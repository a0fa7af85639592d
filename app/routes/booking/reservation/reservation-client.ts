import { RESERVATION_RESULTS, type ReservationDetails, type ReservationErrorType } from "#domain/reservation";
import { isOneOf } from "#domain/enums";
import type { ValidationDetail } from "#domain/validation-details";
import type { MessageKey } from "#app/i18n/messages";
import { callApi } from "#app/ui/api-client";

// The reservation API's answers as the forms switch on them (spec part 2 §7): POST
// /api/reserve-appointment with the session's csrfToken, POST /api/anon/reserve-appointment
// without, through the one API client; a request that fails on the way is a network error (§8).

export type ReservationOutcome =
  | { kind: "success"; details: ReservationDetails }
  | { kind: "error"; type: ReservationErrorType | "tooManyRequests" }
  | { kind: "invalid"; details: ValidationDetail[] }
  | { kind: "network" }
  | { kind: "session"; expired: boolean };

export async function postReservation(path: string, body: unknown, csrfToken?: string | null): Promise<ReservationOutcome> {
  const outcome = await callApi<{ type?: unknown; reservationDetails?: ReservationDetails }>("POST", path, { csrfToken, body });
  if (outcome.kind === "network") return { kind: "network" };
  if (outcome.kind === "session") return outcome;
  if (outcome.kind === "invalid") return outcome;
  if (outcome.kind === "rateLimited") return { kind: "error", type: "tooManyRequests" };
  const type = outcome.kind === "ok" ? outcome.body.type : outcome.type;
  if (outcome.kind === "ok" && type === "success" && outcome.body.reservationDetails) return { kind: "success", details: outcome.body.reservationDetails };
  if (isOneOf(RESERVATION_RESULTS, type) && type !== "success") return { kind: "error", type };
  return { kind: "error", type: "unknownError" };
}

/**
 * POST /api/concepts before an insurance booking (spec §4: "A failure to insert a patient concept
 * code sets an unknown error"): the insurer's billing concept on the customer's record.
 */
export async function postConcept(code: string, csrfToken: string | null): Promise<"success" | "failed" | { session: boolean }> {
  const outcome = await callApi<{ type?: unknown }>("POST", "/api/concepts", { csrfToken, body: { code } });
  if (outcome.kind === "session") return { session: outcome.expired };
  return outcome.kind === "ok" && outcome.body.type === "success" ? "success" : "failed";
}

/** The inline message of an error that keeps the user on the form (spec §8). */
export const INLINE_ERROR_MESSAGES: Partial<Record<ReservationErrorType | "tooManyRequests" | "networkError", MessageKey>> = {
  networkError: "bookingReservation.error.networkError",
  tooManyReservations: "bookingReservation.error.tooManyReservations",
  treatmentChainCreationFailed: "bookingReservation.error.treatmentChainCreationFailed",
  unknownError: "bookingReservation.error.unknownError",
  tooManyRequests: "bookingReservation.error.tooManyRequests",
};
