import { describe, expect, it } from "vitest";
import { MAX_APPOINTMENT_IDS, decodeAppointmentLink, encodeAppointmentLink, parseAppointmentIds } from "./appointment-link";
import { AnonymousCheckInSchema } from "./appointment-actions";

const SECRET = "3f2a9c0d4b1e4f7a8c6d5e4f3a2b1c0d";

describe("booking-link tokens", () => {
  it("are url-safe base64 of the id and the secret joined by an underscore, and decode back", () => {
    const token = encodeAppointmentLink(1234, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(atob(token.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (token.length % 4)) % 4))).toBe(`1234_${SECRET}`);
    expect(decodeAppointmentLink(token)).toEqual({ appointmentId: 1234, secret: SECRET });
  });

  it("refuse anything malformed", () => {
    const b64 = (text: string) => btoa(text).replace(/=+$/, "");
    for (const token of ["", "%%%", "a b", b64("1234"), b64(`0_${SECRET}`), b64(`12_${SECRET}_x`), b64("12_short"), b64(`x_${SECRET}`), "A".repeat(200)]) {
      expect(decodeAppointmentLink(token), token).toBeNull();
    }
    expect(() => encodeAppointmentLink(0, SECRET)).toThrow();
    expect(() => encodeAppointmentLink(1, "bad secret")).toThrow();
  });
});

describe("appointment page ids", () => {
  it("accept one or more numeric ids separated by commas, dropping repeats", () => {
    expect(parseAppointmentIds("12")).toEqual([12]);
    expect(parseAppointmentIds("12,13,12")).toEqual([12, 13]);
  });

  it("refuse anything else", () => {
    for (const value of [undefined, "", "12,", ",12", "1.5", "-3", "0", "abc", "12 13", "01"]) expect(parseAppointmentIds(value), value).toBeNull();
    expect(parseAppointmentIds(Array.from({ length: MAX_APPOINTMENT_IDS + 1 }, (_, i) => i + 1).join(","))).toBeNull();
  });
});

describe("AnonymousCheckInSchema", () => {
  it("uppercases the end part and validates it by position", () => {
    const token = encodeAppointmentLink(5, SECRET);
    expect(AnonymousCheckInSchema.parse({ appointmentId: token, ssnEndPart: "246k" })).toEqual({ appointmentId: token, ssnEndPart: "246K" });
    const bad = AnonymousCheckInSchema.safeParse({ appointmentId: token, ssnEndPart: "24GK" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ["ssnEndPart"], message: "validation.ssnEndPart.invalid" });
  });
});
