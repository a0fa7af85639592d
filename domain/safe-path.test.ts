import { describe, expect, it } from "vitest";
import { safeRelativePath } from "./safe-path";

describe("safeRelativePath", () => {
  it.each([
    ["/", "/"],
    ["/fi", "/fi"],
    ["/fi/ajat?sivu=2", "/fi/ajat?sivu=2"],
    ["/en/appointments/12,13#top", "/en/appointments/12,13#top"],
    ["/fi/../sv/tider", "/sv/tider"],
    ["/fi/ajat?next=https://evil.example", "/fi/ajat?next=https://evil.example"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRelativePath(input)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    "",
    "fi/ajat",
    "https://evil.example/fi",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "javascript:alert(1)",
    `/${"a".repeat(2048)}`,
  ])("refuses %j", (input) => {
    expect(safeRelativePath(input)).toBeNull();
  });
});
