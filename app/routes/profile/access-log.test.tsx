// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AccessLogEntry } from "#domain/access-log";
import { axeViolations } from "#app/ui/test-utils";
import { renderPage } from "#app/ui/test-page";
import AccessLogPage from "./access-log";
import type { AccessLogPageData } from "./access-log.server";
import type { PageRun } from "#domain/list-paging";

afterEach(cleanup);

const entry = (id: number, overrides: Partial<AccessLogEntry> = {}): AccessLogEntry => ({
  id,
  at: "2026-11-23T07:12:00.000Z",
  activity: "viewed",
  kind: "labResults",
  professionalName: "Laura Salminen",
  role: "Yleislääketieteen erikoislääkäri",
  unit: "Hoiva Kamppi",
  reason: null,
  ...overrides,
});

interface RenderData {
  entries?: AccessLogEntry[];
  filter?: AccessLogPageData["filter"];
  run?: PageRun;
  pageCount?: number;
  total?: number;
}

function render({ entries = [], filter = { from: null, to: null }, run = { first: 1, last: 1 }, pageCount = 1, total = entries.length }: RenderData, lang: "fi" | "sv" | "en" = "en") {
  const loaderData: AccessLogPageData = { entries: { items: entries, run, pageCount, pageSize: 25, total }, filter };
  return renderPage(AccessLogPage, { page: "accessLog", lang, loaderData });
}

describe("who has viewed my data page", () => {
  it("shows each access's time, professional, title, unit, action and kind of data in a labelled table", async () => {
    const { container } = render({
      entries: [
        entry(2, { at: "2026-11-23T12:40:00.000Z", activity: "changed", kind: "messages", professionalName: "Elina Saarinen", role: "Sairaanhoitaja", unit: null }),
        entry(1),
      ],
    });
    expect(screen.getByRole("heading", { level: 1, name: "Who has viewed my data" })).toBeDefined();
    const table = screen.getByRole("table", { name: "Views and changes, page 1 of 1" });
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "23.11.2026 14:40",
      "Elina Saarinen",
      "Sairaanhoitaja",
      "Not known",
      "Changed",
      "Messages",
    ]);
    expect(within(second!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "23.11.2026 9:12",
      "Laura Salminen",
      "Yleislääketieteen erikoislääkäri",
      "Hoiva Kamppi",
      "Viewed",
      "Laboratory results",
    ]);
    expect(screen.getByRole("link", { name: "Back to My information" }).getAttribute("href")).toBe("/en/my-information");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the reason a professional gave to open a conversation outside a care relationship (decision 330)", async () => {
    const reason = "Potilas soitti ja kysyi esitietolomakkeesta.";
    const { container } = render({ entries: [entry(3, { activity: "openedWithReason", kind: "messages", professionalName: "Antti Koskela", reason })] }, "fi");
    const [, row] = within(screen.getByRole("table")).getAllByRole("row");
    const cells = within(row!).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells[4]).toBe(`Avasi hoitosuhteen ulkopuoleltaIlmoitettu syy: ${reason}`);
    expect(cells[5]).toBe("Viestit");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("has a date filter that is a plain GET form keeping the dates, and pager links that keep them", async () => {
    const { container } = render({ entries: [entry(1)], filter: { from: "2026-11-01", to: "2026-11-24" }, pageCount: 2, total: 26 }, "fi");
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/fi/omat-tiedot/tietojeni-katselu");
    const group = screen.getByRole("group", { name: "Näytä katselut ja muutokset aikaväliltä" });
    expect((within(group).getByLabelText("Alkaen") as HTMLInputElement).value).toBe("2026-11-01");
    expect((within(group).getByLabelText("Päättyen") as HTMLInputElement).value).toBe("2026-11-24");
    expect(within(group).getByRole("button", { name: "Näytä" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Näytä kaikki päivät" }).getAttribute("href")).toBe("/fi/omat-tiedot/tietojeni-katselu");
    const pager = screen.getByRole("navigation", { name: "Sivutus" });
    const hrefs = within(pager).getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toContain("/fi/omat-tiedot/tietojeni-katselu?from=2026-11-01&to=2026-11-24&page=2");
    // A phone's "Show more" keeps the dates and names the run's first page apart from them.
    expect(screen.getByRole("link", { name: "Näytä lisää" }).getAttribute("href")).toBe(
      "/fi/omat-tiedot/tietojeni-katselu?from=2026-11-01&to=2026-11-24&fromPage=1&page=2#list-page-2",
    );
    expect(screen.getByText("Näytetään 1/26")).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says no professional has viewed the data, or none on the chosen dates", async () => {
    const { container } = render({}, "sv");
    expect(screen.getByText("Ingen yrkesperson har sett eller ändrat dina uppgifter.")).toBeDefined();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("link", { name: "Visa alla datum" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    render({ filter: { from: "2026-11-01", to: null } }, "fi");
    expect(screen.getByText("Ei katseluja tai muutoksia näinä päivinä.")).toBeDefined();
  });
});
