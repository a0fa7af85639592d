// @vitest-environment jsdom
import { singlePage } from "#domain/list-paging";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "#app/ui/test-utils";
import { renderPage } from "#app/ui/test-page";
import VaccinationsPage from "./vaccinations";

afterEach(cleanup);

const NOW = "2026-11-24T08:00:00.000Z";
const row = (id: number, name: string, effectiveUntil: string | null) => ({ id, date: "2026-01-15", name, practitionerName: "Mari Aho", effectiveUntil });

describe("vaccinations page", () => {
  it("shows each validity hint of spec part 1 §4 in a labelled table", async () => {
    const { container } = renderPage(VaccinationsPage, {
      page: "vaccinations",
      loaderData: {
        vaccinations: singlePage(
          [
            row(1, "Today", "2026-11-24"),
            row(2, "Tomorrow", "2026-11-25"),
            row(3, "Weeks", "2026-12-09"),
            row(4, "Date", "2027-09-05"),
            row(5, "Expired", "2026-11-23"),
            row(6, "Forever", null),
          ],
          25,
        ),
        now: NOW,
      },
    });
    const cellOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr")!.lastElementChild!.textContent;
    expect(cellOf("Today")).toBe("Valid until 24.11.2026 (today)");
    expect(cellOf("Tomorrow")).toBe("Valid until 25.11.2026 (tomorrow)");
    expect(cellOf("Weeks")).toBe("Valid until 9.12.2026 (2 weeks)");
    expect(cellOf("Date")).toBe("Valid until 5.9.2027");
    expect(cellOf("Expired")).toBe("Not valid");
    expect(cellOf("Forever")).toBe("No end date");
    expect(screen.getByRole("table", { name: "Vaccinations, page 1 of 1" })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says No vaccinations when there are none", () => {
    renderPage(VaccinationsPage, { page: "vaccinations", lang: "sv", loaderData: { vaccinations: singlePage([], 25), now: NOW } });
    expect(screen.getByText("Inga vaccinationer")).toBeDefined();
  });
});
