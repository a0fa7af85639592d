import { RESERVATION_RESULTS, type ReservationDetails, type ReservationErrorType } from "#domain/reservation";
import { isOneOf } from "#domain/enums";
import type { ValidationDetail } from "#domain/validation-details";
import type { MessageKey } from "#app/i18n/messages";

// The browser side of the reservation API (spec part 2 §7): POST /api/reserve-appointment with the
// session's csrfToken, POST /api/anon/reserve-appointment without. Every answer becomes one
// outcome the forms switch on; a request that fails on the way is a network error (spec §8).

export type ReservationOutcome =
  | { kind: "success"; details: ReservationDetails }
  | { kind: "error"; type: ReservationErrorType | "tooManyRequests" }
  | { kind: "invalid"; details: ValidationDetail[] }
  | { kind: "network" }
  | { kind: "session"; expired: boolean };

export async function postReservation(path: string, body: unknown, csrfToken?: string | null): Promise<ReservationOutcome> {
  const url = csrfToken === undefined ? path : `${path}?csrfToken=${encodeURIComponent(csrfToken ?? "")}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "network" };
  }
  const payload = (await response.json().catch(() => null)) as
    | { type?: unknown; details?: unknown; reservationDetails?: ReservationDetails }
    | null;
  const type = payload?.type;
  if (response.status === 401 || (response.status === 403 && type === "csrfTokenInvalid")) {
    return { kind: "session", expired: type === "sessionExpired" };
  }
  if (response.status === 429) return { kind: "error", type: "tooManyRequests" };
  if (response.status === 400 && type === "ValidationError" && Array.isArray(payload?.details)) {
    return { kind: "invalid", details: payload.details as ValidationDetail[] };
  }
  if (type === "success" && payload?.reservationDetails) return { kind: "success", details: payload.reservationDetails };
  if (isOneOf(RESERVATION_RESULTS, type) && type !== "success") return { kind: "error", type };
  return { kind: "error", type: "unknownError" };
}

/**
 * POST /api/concepts before an insurance booking (spec §4: "A failure to insert a patient concept
 * code sets an unknown error"): the insurer's billing concept on the customer's record.
 */
export async function postConcept(code: string, csrfToken: string | null): Promise<"success" | "failed" | { session: boolean }> {
  try {
    const response = await fetch(`/api/concepts?csrfToken=${encodeURIComponent(csrfToken ?? "")}`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ code }),
      credentials: "same-origin",
    });
    const payload = (await response.json().catch(() => null)) as { type?: unknown } | null;
    if (response.status === 401 || (response.status === 403 && payload?.type === "csrfTokenInvalid")) {
      return { session: payload?.type === "sessionExpired" };
    }
    return payload?.type === "success" ? "success" : "failed";
  } catch {
    return "failed";
  }
}

/** The inline message of an error that keeps the user on the form (spec §8). */
export const INLINE_ERROR_MESSAGES: Partial<Record<ReservationErrorType | "tooManyRequests" | "networkError", MessageKey>> = {
  networkError: "bookingReservation.error.networkError",
  tooManyReservations: "bookingReservation.error.tooManyReservations",
  treatmentChainCreationFailed: "bookingReservation.error.treatmentChainCreationFailed",
  unknownError: "bookingReservation.error.unknownError",
  tooManyRequests: "bookingReservation.error.tooManyRequests",
};
