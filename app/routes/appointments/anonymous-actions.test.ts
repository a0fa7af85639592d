import { describe, expect, it } from "vitest";
import {
  type AnonymousActionEvent,
  type AnonymousActionState,
  INITIAL_ANONYMOUS_STATE,
  anonymousActionState,
  anonymousActionsReducer,
  anonymousView,
  checkInButton,
  liveCheckInStatus,
} from "./anonymous-actions";

function run(...events: AnonymousActionEvent[]): AnonymousActionState {
  return events.reduce(anonymousActionsReducer, INITIAL_ANONYMOUS_STATE);
}

describe("anonymous appointment actions", () => {
  it("start with the buttons", () => {
    expect(anonymousView(INITIAL_ANONYMOUS_STATE)).toBe("pending");
  });

  it("check in: input, call, checked in", () => {
    expect(anonymousView(run({ type: "startCheckIn" }))).toBe("identity-code-input");
    expect(run({ type: "startCheckIn" }, { type: "submitEndPart" })).toEqual({ status: "check-in-pending", error: null });
    expect(anonymousView(run({ type: "startCheckIn" }, { type: "submitEndPart" }))).toBe("identity-code-input");
    const done = run({ type: "startCheckIn" }, { type: "submitEndPart" }, { type: "checkInAnswered", result: "success" });
    expect(done).toEqual({ status: "check-in-success", error: null });
    expect(anonymousView(done)).toBe("checked-in");
  });

  it("a mismatch returns to the input with an error; typing again clears it", () => {
    const mismatch = run({ type: "startCheckIn" }, { type: "submitEndPart" }, { type: "checkInAnswered", result: "ssnEndPartMismatch" });
    expect(mismatch).toEqual({ status: "waiting-for-confirmation", error: "check-in-ssn-mismatch" });
    expect(anonymousView(mismatch)).toBe("identity-code-input");
    expect(anonymousActionsReducer(mismatch, { type: "submitEndPart" })).toEqual({ status: "check-in-pending", error: null });
  });

  it("an end part that is not four valid characters (a page without JavaScript) returns to the input with the same error", () => {
    const invalid = run({ type: "startCheckIn" }, { type: "submitEndPart" }, { type: "checkInAnswered", result: "ValidationError" });
    expect(invalid).toEqual({ status: "waiting-for-confirmation", error: "check-in-ssn-mismatch" });
  });

  it("a missing consent form, child or adult, needs consent", () => {
    for (const result of ["confidentialityFormNotFilled", "confidentialityFormNotFilledAsAdult"]) {
      const state = run({ type: "startCheckIn" }, { type: "submitEndPart" }, { type: "checkInAnswered", result });
      expect(state.error).toBe("consent-needed");
      expect(anonymousView(state)).toBe("consent-needed");
    }
  });

  it("any other answer is a check-in failure, a failed request a network error, and back starts over", () => {
    for (const result of ["unknownError", "tooEarly", "alreadyCheckedIn", "whatever"]) {
      const state = run({ type: "startCheckIn" }, { type: "submitEndPart" }, { type: "checkInAnswered", result });
      expect(state).toEqual({ status: "waiting-for-action", error: "check-in-failure" });
      expect(anonymousView(state)).toBe("error");
    }
    const network = run({ type: "startCheckIn" }, { type: "submitEndPart" }, { type: "networkError" });
    expect(network.error).toBe("network-error");
    expect(anonymousActionsReducer(network, { type: "back" })).toEqual(INITIAL_ANONYMOUS_STATE);
  });

  it("cancel: pending, then cancelled, too late or failed", () => {
    expect(run({ type: "startCancel" })).toEqual({ status: "response-pending", error: null });
    expect(anonymousView(run({ type: "startCancel" }))).toBe("pending");
    expect(anonymousView(run({ type: "startCancel" }, { type: "cancelAnswered", result: "success" }))).toBe("cancelled");
    expect(run({ type: "startCancel" }, { type: "cancelAnswered", result: "deadlineExceeded" }).error).toBe("cancel-too-late");
    expect(run({ type: "startCancel" }, { type: "cancelAnswered", result: "appointmentNotFound" }).error).toBe("cancel-failure");
    expect(run({ type: "startCancel" }, { type: "cancelAnswered", result: "unknownError" }).error).toBe("cancel-failure");
  });

  it("show the check-in button for allowed (enabled) and too early (disabled) only", () => {
    expect(checkInButton("allowed")).toBe("enabled");
    expect(checkInButton("tooEarly")).toBe("disabled");
    for (const status of ["checkedIn", "onlyAtReception", "statusNotAvailable"] as const) expect(checkInButton(status)).toBe("hidden");
  });
});

describe("anonymousActionState", () => {
  it("replays what the page knows: the opened question, the post under way, the action's answer", () => {
    const none = { opened: null, pending: null, answer: null };
    expect(anonymousActionState(none)).toEqual(INITIAL_ANONYMOUS_STATE);
    expect(anonymousActionState({ ...none, opened: "checkIn" })).toEqual({ status: "waiting-for-confirmation", error: null });
    expect(anonymousActionState({ ...none, pending: "checkIn" })).toEqual({ status: "check-in-pending", error: null });
    expect(anonymousActionState({ ...none, pending: "cancel" })).toEqual({ status: "response-pending", error: null });
    expect(anonymousActionState({ ...none, answer: { intent: "checkIn", outcome: "success" } })).toEqual({ status: "check-in-success", error: null });
    expect(anonymousActionState({ ...none, answer: { intent: "checkIn", outcome: "ssnEndPartMismatch" } }).error).toBe("check-in-ssn-mismatch");
    expect(anonymousActionState({ ...none, answer: { intent: "cancel", outcome: "deadlineExceeded" } }).error).toBe("cancel-too-late");
    expect(anonymousActionState({ ...none, answer: { intent: "cancel", outcome: "networkError" } }).error).toBe("network-error");
    // A new post after an answer is under way again.
    expect(anonymousActionState({ opened: "checkIn", pending: "checkIn", answer: { intent: "checkIn", outcome: "ssnEndPartMismatch" } })).toEqual({
      status: "check-in-pending",
      error: null,
    });
  });
});

describe("liveCheckInStatus", () => {
  it("turns too early into allowed exactly 30 minutes before the start", () => {
    const startsAt = new Date("2025-03-05T10:00:00Z");
    expect(liveCheckInStatus("tooEarly", startsAt, new Date("2025-03-05T09:29:59.999Z"))).toBe("tooEarly");
    expect(liveCheckInStatus("tooEarly", startsAt, new Date("2025-03-05T09:30:00Z"))).toBe("allowed");
    expect(liveCheckInStatus("checkedIn", startsAt, new Date("2025-03-05T09:45:00Z"))).toBe("checkedIn");
  });
});
