import { describe, expect, it } from "vitest";
import { destinationAfterLogin, nextPathOf } from "./oauth-routes";

describe("after a strong identification", () => {
  it.each([
    ["/fi/laskut?sivu=2", "/fi/laskut?sivu=2"],
    ["//evil.example", "/fi"],
    ["https://evil.example/fi", "/fi"],
    ["/\\evil.example", "/fi"],
    ["javascript:alert(1)", "/fi"],
    ["", "/fi"],
    [undefined, "/fi"],
    [["/fi/a", "/fi/b"], "/fi"],
  ])("next=%j goes to %s", (next, expected) => {
    expect(nextPathOf(next, "fi")).toBe(expected);
  });

  it("goes to next, or first to the SMS code and the choose-person page", () => {
    expect(destinationAfterLogin({ status: "valid", lang: "en", next: "/en/invoices", actor: null })).toBe("/en/invoices");
    expect(destinationAfterLogin({ status: "mfaPending", lang: "sv", next: "/sv", actor: null })).toBe(
      "/sv/behorighetskontroll?next=%2Fsv",
    );
    expect(destinationAfterLogin({ status: "valid", lang: "fi", next: "/fi", actor: "child" })).toBe(
      "/fi/valitse-asioitava?actor=child&next=%2Ffi",
    );
    expect(destinationAfterLogin({ status: "mfaPending", lang: "fi", next: "/fi", actor: "mandate" })).toBe(
      `/fi/tunnistautuminen?next=${encodeURIComponent("/fi/valitse-asioitava?actor=mandate&next=%2Ffi")}`,
    );
  });
});
