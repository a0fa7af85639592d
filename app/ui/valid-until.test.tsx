// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DateInput } from "#domain/date-display";
import type { Lang } from "#domain/routes/route-table";
import { axeViolations, IntlWrapper } from "./test-utils";
import { ValidUntil } from "./valid-until";

afterEach(cleanup);

const NOW = new Date("2025-03-05T10:00:00Z"); // Wednesday 5.3.2025 12:00 in Helsinki

function renderValidity(date: DateInput, lang: Lang = "en") {
  return render(
    <IntlWrapper lang={lang}>
      <ValidUntil date={date} now={NOW} />
    </IntlWrapper>,
  ).container;
}

describe("ValidUntil", () => {
  it.each([
    ["2025-03-04", "Not valid"],
    ["2025-03-05", "Valid until 5.3.2025 (today)"],
    ["2025-03-06", "Valid until 6.3.2025 (tomorrow)"],
    ["2025-03-08", "Valid until 8.3.2025"],
    ["2025-03-13", "Valid until 13.3.2025 (1 week)"],
    ["2025-03-19", "Valid until 19.3.2025 (2 weeks)"],
    ["2025-03-31", "Valid until 31.3.2025 (3 weeks)"],
    ["2025-04-20", "Valid until 20.4.2025"],
  ])("shows %s as %s", (date, text) => {
    expect(renderValidity(date).textContent).toBe(text);
  });

  it("takes an instant and counts Helsinki days", () => {
    // 22:30 UTC on the 5th is already the 6th in Helsinki.
    expect(renderValidity(new Date("2025-03-05T22:30:00Z")).textContent).toBe("Valid until 6.3.2025 (tomorrow)");
  });

  it("marks the date up as a <time>", () => {
    const time = renderValidity("2025-03-19").querySelector("time");
    expect(time?.getAttribute("datetime")).toBe("2025-03-19");
    expect(time?.textContent).toBe("19.3.2025");
  });

  it.each([
    ["fi", "2025-03-05", "Voimassa 05.03.2025 asti (tänään)"],
    ["fi", "2025-03-06", "Voimassa 06.03.2025 asti (huomenna)"],
    ["fi", "2025-03-13", "Voimassa 13.03.2025 asti (1 viikko)"],
    ["fi", "2025-03-19", "Voimassa 19.03.2025 asti (2 viikkoa)"],
    ["fi", "2025-03-01", "Ei voimassa"],
    ["sv", "2025-03-05", "Giltig till 5.3.2025 (i dag)"],
    ["sv", "2025-03-06", "Giltig till 6.3.2025 (i morgon)"],
    ["sv", "2025-03-13", "Giltig till 13.3.2025 (1 vecka)"],
    ["sv", "2025-03-19", "Giltig till 19.3.2025 (2 veckor)"],
    ["sv", "2025-03-01", "Inte giltig"],
  ] as const)("speaks %s: %s is %s", (lang, date, text) => {
    expect(renderValidity(date, lang).textContent).toBe(text);
  });

  it("has no axe violations", async () => {
    expect(await axeViolations(renderValidity("2025-03-19"))).toEqual([]);
  });
});
