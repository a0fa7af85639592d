import type { AnonymousAppointmentIntent } from "#domain/appointment-actions";
import type { AnonymousCheckInResult, CancelAppointmentResult } from "#domain/appointment-results";
import { CHECK_IN_OPENS_MINUTES_BEFORE } from "#domain/appointment-rules";
import type { SelfCheckInStatus } from "#domain/enums";

// The booking-link page's actions as the spec names them (part 1 §4 "Anonymous appointment
// actions"): states, errors and the views derived from them. Pure, so every transition is tested.
// The page's writes are form posts to its action; what the page shows follows from the post under
// way, the action's answer and the question the user opened (anonymousActionState).

/**
 * What the page's action answers (no redirect): the result code of the check-in or the
 * cancellation; "ValidationError" for an end part that is not four valid characters (only a page
 * without JavaScript can send one); "networkError" when the post got no answer at all (made in the
 * browser by the page's clientAction).
 */
export type AnonymousAppointmentAnswer =
  | { intent: "checkIn"; outcome: AnonymousCheckInResult | "ValidationError" }
  | { intent: "cancel"; outcome: CancelAppointmentResult }
  | { intent: AnonymousAppointmentIntent | null; outcome: "networkError" };

export type AnonymousActionStatus =
  | "waiting-for-action"
  | "waiting-for-confirmation"
  | "response-pending"
  | "cancel-success"
  | "check-in-pending"
  | "check-in-success";

export type AnonymousActionError =
  | "network-error"
  | "cancel-too-late"
  | "cancel-failure"
  | "check-in-failure"
  | "check-in-ssn-mismatch"
  | "consent-needed";

export interface AnonymousActionState {
  status: AnonymousActionStatus;
  error: AnonymousActionError | null;
}

export type AnonymousActionEvent =
  /** The check-in button: ask for the identity code's end part. */
  | { type: "startCheckIn" }
  /** Four characters typed: the call is made. */
  | { type: "submitEndPart" }
  | { type: "checkInAnswered"; result: string }
  /** Cancel confirmed by a logged-in owner: the call is made. */
  | { type: "startCancel" }
  | { type: "cancelAnswered"; result: string }
  | { type: "networkError" }
  /** The back / retry button. */
  | { type: "back" };

export const INITIAL_ANONYMOUS_STATE: AnonymousActionState = { status: "waiting-for-action", error: null };

export function anonymousActionsReducer(state: AnonymousActionState, event: AnonymousActionEvent): AnonymousActionState {
  switch (event.type) {
    case "startCheckIn":
      return { status: "waiting-for-confirmation", error: null };
    case "submitEndPart":
      return { status: "check-in-pending", error: null };
    case "checkInAnswered":
      switch (event.result) {
        case "success":
          return { status: "check-in-success", error: null };
        case "ssnEndPartMismatch":
        case "ValidationError":
          return { status: "waiting-for-confirmation", error: "check-in-ssn-mismatch" };
        case "confidentialityFormNotFilled":
        case "confidentialityFormNotFilledAsAdult":
          return { status: "waiting-for-action", error: "consent-needed" };
        default:
          return { status: "waiting-for-action", error: "check-in-failure" };
      }
    case "startCancel":
      return { status: "response-pending", error: null };
    case "cancelAnswered":
      switch (event.result) {
        case "success":
          return { status: "cancel-success", error: null };
        case "deadlineExceeded":
          return { status: "waiting-for-action", error: "cancel-too-late" };
        default:
          return { status: "waiting-for-action", error: "cancel-failure" };
      }
    case "networkError":
      return { status: "waiting-for-action", error: "network-error" };
    case "back":
      return INITIAL_ANONYMOUS_STATE;
  }
  return state;
}

export interface AnonymousActionInputs {
  /** The question the user opened: the end-part input (`?checkIn=1` without JavaScript). */
  opened: "checkIn" | null;
  /** The intent being posted right now (JavaScript only). */
  pending: AnonymousAppointmentIntent | null;
  /** The action's answer to the last post, unless the user went back from it. */
  answer: AnonymousAppointmentAnswer | null;
}

/** The spec's state from what the page knows: the events that led to it, replayed. */
export function anonymousActionState({ opened, pending, answer }: AnonymousActionInputs): AnonymousActionState {
  const events: AnonymousActionEvent[] = [];
  if (pending === "checkIn") events.push({ type: "startCheckIn" }, { type: "submitEndPart" });
  else if (pending === "cancel") events.push({ type: "startCancel" });
  else if (answer?.outcome === "networkError") events.push({ type: "networkError" });
  else if (answer?.intent === "checkIn") events.push({ type: "startCheckIn" }, { type: "submitEndPart" }, { type: "checkInAnswered", result: answer.outcome });
  else if (answer?.intent === "cancel") events.push({ type: "startCancel" }, { type: "cancelAnswered", result: answer.outcome });
  else if (opened === "checkIn") events.push({ type: "startCheckIn" });
  return events.reduce(anonymousActionsReducer, INITIAL_ANONYMOUS_STATE);
}

export type AnonymousView = "pending" | "identity-code-input" | "checked-in" | "cancelled" | "consent-needed" | "error";

/** What the page shows: the buttons, the end-part input, or a result. */
export function anonymousView({ status, error }: AnonymousActionState): AnonymousView {
  if (error === "consent-needed") return "consent-needed";
  if (error === "check-in-ssn-mismatch") return "identity-code-input";
  if (error) return "error";
  switch (status) {
    case "check-in-success":
      return "checked-in";
    case "cancel-success":
      return "cancelled";
    case "waiting-for-confirmation":
    case "check-in-pending":
      return "identity-code-input";
    case "waiting-for-action":
    case "response-pending":
      return "pending";
  }
}

/**
 * The check-in button: shown when self check-in is allowed or too early (nothing blocks it:
 * not cancelled or checked in meanwhile), disabled while too early.
 */
export function checkInButton(status: SelfCheckInStatus): "enabled" | "disabled" | "hidden" {
  if (status === "allowed") return "enabled";
  if (status === "tooEarly") return "disabled";
  return "hidden";
}

/** The status right now: on a page left open, "too early" turns "allowed" when check-in opens. */
export function liveCheckInStatus(status: SelfCheckInStatus, startsAt: Date, now: Date): SelfCheckInStatus {
  if (status !== "tooEarly") return status;
  return now.getTime() >= startsAt.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000 ? "allowed" : status;
}
