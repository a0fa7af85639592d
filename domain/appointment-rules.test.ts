import { describe, expect, it } from "vitest";
import { cancellationDeadline, checkCancellation, mayCancel, selfCheckInStatus } from "./appointment-rules";

const startsAt = new Date("2026-11-24T10:00:00Z");
const minutes = (n: number) => new Date(startsAt.getTime() + n * 60_000);
const facts = { startsAt, durationMinutes: 30, checkedInAt: null, cancelledAt: null, selfCheckInAllowed: true, isRemote: false };

describe("self check-in status", () => {
  it("is tooEarly until exactly 30 minutes before the start, then allowed", () => {
    expect(selfCheckInStatus(facts, minutes(-31))).toBe("tooEarly");
    expect(selfCheckInStatus(facts, new Date(minutes(-30).getTime() - 1))).toBe("tooEarly");
    expect(selfCheckInStatus(facts, minutes(-30))).toBe("allowed");
    expect(selfCheckInStatus(facts, minutes(0))).toBe("allowed");
    expect(selfCheckInStatus(facts, minutes(29))).toBe("allowed");
  });

  it("is not available once the appointment has ended or was cancelled", () => {
    expect(selfCheckInStatus(facts, minutes(30))).toBe("statusNotAvailable");
    expect(selfCheckInStatus({ ...facts, cancelledAt: minutes(-600) }, minutes(-10))).toBe("statusNotAvailable");
  });

  it("is not available for a phone or video appointment: nobody arrives anywhere", () => {
    expect(selfCheckInStatus({ ...facts, isRemote: true }, minutes(-10))).toBe("statusNotAvailable");
  });

  it("is checkedIn once checked in, and onlyAtReception where the clinic does not allow self check-in", () => {
    expect(selfCheckInStatus({ ...facts, checkedInAt: minutes(-5) }, minutes(-4))).toBe("checkedIn");
    expect(selfCheckInStatus({ ...facts, selfCheckInAllowed: false }, minutes(-10))).toBe("onlyAtReception");
  });
});

describe("cancellation", () => {
  const times = { startsAt, durationMinutes: 30, checkedInAt: null, cancelledAt: null };

  it("is allowed up to and including the deadline, refused after it", () => {
    const deadline = cancellationDeadline(startsAt, 24);
    expect(deadline.toISOString()).toBe("2026-11-23T10:00:00.000Z");
    expect(checkCancellation(times, 24, deadline)).toEqual({ type: "allowed" });
    expect(checkCancellation(times, 24, new Date(deadline.getTime() + 1))).toEqual({ type: "deadlineExceeded", deadlineHours: 24 });
    expect(mayCancel(times, 24, deadline)).toBe(true);
    expect(mayCancel(times, 24, new Date(deadline.getTime() + 1))).toBe(false);
  });

  it("has nothing to cancel when cancelled, checked in or started", () => {
    const early = minutes(-48 * 60);
    expect(checkCancellation({ ...times, cancelledAt: early }, 24, early).type).toBe("notCancellable");
    expect(checkCancellation({ ...times, checkedInAt: early }, 24, early).type).toBe("notCancellable");
    expect(checkCancellation(times, 0, startsAt).type).toBe("notCancellable");
  });

  it("with a zero-hour deadline is allowed until the start", () => {
    expect(checkCancellation(times, 0, minutes(-1))).toEqual({ type: "allowed" });
  });
});
