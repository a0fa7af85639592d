// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { axeViolations, renderUi, useAnalyticsStub } from "#app/ui/test-utils";
import type { PatientRecordsPageData } from "./patient-records.server";
import { PatientRecordsView } from "./patient-records";

useAnalyticsStub();

// A patient's records in the workspace (decision 376): the patient, the page's heading, the links
// to the other record pages, the rows, and the paging of a long history as plain links.

const lab: PatientRecordsPageData = {
  section: "labResults",
  patient: { id: 12, name: "Aino Virtanen", age: 40 },
  rows: [
    { id: 0, when: "23.11.2026", at: "2026-11-23", title: "Glykoitunut hemoglobiini, LDL-kolesteroli <b>", details: [], pending: true },
    { id: 1, when: "27.10.2026", at: "2026-10-27", title: "Perusverenkuva", details: [], pending: false },
  ],
  paging: { run: { first: 1, last: 1 }, pageCount: 3, pageSize: 2, total: 6 },
};

describe("a patient's records in the workspace", () => {
  it.each(LANGUAGES)("shows the laboratory results with the links to the other records, accessible in %s", { timeout: 30_000 }, async (lang) => {
    const { container } = renderUi(<PatientRecordsView data={lab} lang={lang} />, { lang, path: `/${lang}/x` });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const nav = container.querySelector("nav.ws-records__nav")!;
    expect(within(nav as HTMLElement).getAllByRole("link")).toHaveLength(4);
    expect(container.querySelector('a[aria-current="page"]')?.getAttribute("href")).toContain("/12/");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("names the patient, marks pending results, and pages a long history", async () => {
    renderUi(<PatientRecordsView data={lab} lang="en" />, { path: "/en/professional/patients/12/lab-results" });
    expect(await screen.findByRole("heading", { level: 1, name: "Laboratory results" })).toBeTruthy();
    expect(screen.getByText("Aino Virtanen, 40 years")).toBeTruthy();
    expect(screen.getByText("Glykoitunut hemoglobiini, LDL-kolesteroli <b>")).toBeTruthy();
    expect(screen.getAllByText("Results pending")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Prescriptions" }).getAttribute("href")).toBe("/en/professional/patients/12/prescriptions");
    expect(screen.getByRole("link", { name: "Show more" }).getAttribute("href")).toBe("/en/professional/patients/12/lab-results?from=1&page=2#list-page-2");
  });

  it("says when there is nothing to show, with no paging", async () => {
    renderUi(<PatientRecordsView data={{ ...lab, section: "prescriptions", rows: [], paging: { run: { first: 1, last: 1 }, pageCount: 1, pageSize: 20, total: 0 } }} lang="fi" />, { lang: "fi", path: "/fi/x" });
    expect(await screen.findByText("Ei reseptejä.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Näytä lisää" })).toBeNull();
  });
});
