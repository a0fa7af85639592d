import type { ReservationDetails } from "#domain/reservation";
import type { AnonymousReservationAnswer } from "./reserve.server";

// What the anonymous reservation page makes of its action's answer: the booked view, the login
// prompt or the unavailable state instead of the form, or the form again (decided before the
// form's code, which comes after the page's first load, is there).

export type AnonymousFormResult =
  | { kind: "success"; details: ReservationDetails }
  | { kind: "login"; reason: "noPatient" | "patientDataConsentRequired" | "patientInfoConflict" | "authenticationRequired" }
  | { kind: "unavailable" };

const LOGIN_ERRORS = ["noPatient", "patientDataConsentRequired", "patientInfoConflict", "authenticationRequired"] as const;

function isLoginError(type: string): type is (typeof LOGIN_ERRORS)[number] {
  return (LOGIN_ERRORS as readonly string[]).includes(type);
}

/** Whether an error answer turns the form into the login prompt or the unavailable state (the page decides). */
export function resultOfAnswer(answer: AnonymousReservationAnswer | undefined): AnonymousFormResult | null {
  if (!answer) return null;
  if (answer.kind === "success") return { kind: "success", details: answer.details };
  if (answer.kind === "error" && isLoginError(answer.type)) return { kind: "login", reason: answer.type };
  if (answer.kind === "error" && answer.type === "appointmentNotAvailable") return { kind: "unavailable" };
  return null;
}
