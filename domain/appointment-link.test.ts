import { describe, expect, it } from "vitest";
import { MAX_APPOINTMENT_IDS, decodeAppointmentLink, encodeAppointmentLink, parseAppointmentIds } from "./appointment-link";
import { AnonymousCheckInSchema } from "./appointment-actions";

const SECRET = "3f2a9c0d4b1e4f7a8c6d5e4f3a2b1c0d";

const fromBase64Url = (token: string) => atob(token.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (token.length % 4)) % 4));
const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("booking-link tokens", () => {
  it("are the spec's form, url-safe base64 of two ids joined by an underscore: the appointment id and the link id", () => {
    const token = encodeAppointmentLink(1234, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const [appointmentId, linkId] = fromBase64Url(token).split("_");
    expect(appointmentId).toBe("1234");
    // The link id is the secret's 128 bits as a decimal id: no strength lost.
    expect(linkId).toMatch(/^\d{39}$/);
    expect(BigInt(linkId!)).toBe(BigInt(`0x${SECRET}`));
    expect(decodeAppointmentLink(token)).toEqual({ appointmentId: 1234, secret: SECRET });
  });

  it("keep the links sent before the spec's form working (the secret in hex)", () => {
    expect(decodeAppointmentLink(toBase64Url(`1234_${SECRET}`))).toEqual({ appointmentId: 1234, secret: SECRET });
  });

  it("keep a secret's leading zeros both ways", () => {
    const small = "0000000000000000000000000000002a";
    expect(fromBase64Url(encodeAppointmentLink(7, small))).toBe(`7_${"42".padStart(39, "0")}`);
    expect(decodeAppointmentLink(encodeAppointmentLink(7, small))).toEqual({ appointmentId: 7, secret: small });
  });

  it("refuse anything malformed", () => {
    const b64 = (text: string) => btoa(text).replace(/=+$/, "");
    const tooBig = (2n ** 128n).toString(10).padStart(39, "0");
    for (const token of ["", "%%%", "a b", b64("1234"), b64(`0_${SECRET}`), b64(`12_${SECRET}_x`), b64("12_short"), b64(`x_${SECRET}`), b64(`12_${tooBig}`), "A".repeat(200)]) {
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
