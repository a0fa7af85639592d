// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LabTest, LabTestHistory, Referral } from "#domain/health-records";
import { axeViolations, renderRoute } from "#app/ui/test-utils";
import { labHistoryChart } from "#domain/lab-history-chart";
import { singlePage } from "#domain/list-paging";
import type { LaboratoryTestHistory } from "./laboratory-test-history.server";
import ImagingPage from "./imaging";
import ImagingResultPage from "./imaging-result";
import LaboratoryPage from "./laboratory";
import LaboratoryResultPage from "./laboratory-result";
import LaboratoryTestHistoryPage from "./laboratory-test-history";
import ReferralPage from "./referral";
import type { ImagingPageData } from "./imaging.server";
import type { LaboratoryPageData } from "./laboratory.server";
import type { LaboratoryResultPageData } from "./laboratory-result.server";

// The results pages with given page data (spec part 2 §2, §3, §4, §8, §9): Ready / Pending,
// referral validity, tests and packages, prefixes, ranges, out-of-range in text, the history chart
// and its table, the imaging error section, the not-found and empty texts, axe.

afterEach(cleanup);

const NOW = "2026-11-24T08:00:00.000Z";

function referral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 7,
    type: "laboratory",
    title: "Laboratoriolähete: perusverenkuva",
    creationDate: "2026-11-21",
    validUntil: "2027-05-20",
    status: "valid",
    description: "Paastonäytteet: ole syömättä 10-12 tuntia.",
    practitioner: { name: "Laura Salminen", title: "General practitioner" },
    patientInstructionsUrl: "https://www.example.com/ohjeet/laboratorio",
    ...overrides,
  };
}

function test(overrides: Partial<LabTest>): LabTest {
  return {
    id: 1,
    code: "X",
    displayName: "Test",
    isReady: true,
    unit: null,
    description: null,
    additionalResult: null,
    referenceRange: null,
    result: { type: "none" },
    items: [],
    ...overrides,
  };
}

const LAB_RESULT: LaboratoryResultPageData = {
  result: {
    date: "2026-10-27",
    patient: { fullName: "Aino Virtanen", identityCode: "140386-246K" },
    isReady: true,
    tests: [
      test({
        id: 10,
        code: "2474 B -PVK+T",
        displayName: "Perusverenkuva ja trombosyytit",
        items: [
          test({ id: 11, code: "1552 B -Hb", displayName: "Hemoglobiini", unit: "g/l", referenceRange: { min: 117, max: 155 }, result: { type: "numeral", resultNumber: 112, prefix: null, isWithinReferenceRange: false } }),
        ],
      }),
      test({ id: 12, code: "4520 P -CRP", displayName: "C-reaktiivinen proteiini", unit: "mg/l", referenceRange: { min: null, max: 10 }, result: { type: "numeral", resultNumber: 3, prefix: "lessThan", isWithinReferenceRange: true } }),
      test({ id: 13, code: "4515 fP -Kol", displayName: "Kolesteroli", unit: "mmol/l", referenceRange: { min: null, max: 5 }, description: "Tavoitetaso alle 5,0 mmol/l.", result: { type: "numeral", resultNumber: 5.6, prefix: null, isWithinReferenceRange: false } }),
      test({ id: 14, code: "2617 S -Fe", displayName: "Rauta", unit: "%", referenceRange: { min: 15, max: null }, result: { type: "numeral", resultNumber: 95, prefix: "greaterThanOrEqual", isWithinReferenceRange: true } }),
      test({ id: 15, code: "1881 U -KemSeul", displayName: "Virtsan kemiallinen seulonta", additionalResult: "Leukosyytit: ei todettu", result: { type: "textual", resultText: "Negatiivinen" } }),
      test({ id: 16, code: "3522 P -TSH", displayName: "Tyreotropiini", isReady: false, unit: "mU/l" }),
    ],
  },
};

const validities = (container: HTMLElement) => [...container.querySelectorAll(".valid-until")].map((element) => element.textContent);

const rowOf = (name: string) => screen.getByRole("rowheader", { name: new RegExp(`^${name}`) }).closest("tr") as HTMLElement;

describe("laboratory list", () => {
  const data: LaboratoryPageData = {
    days: [
      { date: "2026-11-23", isReady: false, hasOutOfRangeValue: false, items: [{ code: "a", displayName: "Glykoitunut hemoglobiini", isReady: true }, { code: "b", displayName: "Tyreotropiini", isReady: false }] },
      { date: "2026-10-27", isReady: true, hasOutOfRangeValue: true, items: [{ code: "c", displayName: "Kolesteroli", isReady: true }] },
    ],
    run: { first: 1, last: 1 },
    pageCount: 1,
    pageSize: 20,
    total: 2,
    referrals: [referral(), referral({ id: 8, title: "Laboratoriolähete: kilpirauhasarvot", validUntil: "2026-03-01", status: "expired", description: null })],
    now: NOW,
  };

  it("groups results by day with Ready or Pending, and lists referrals with validity, and passes axe", async () => {
    const { container } = renderRoute(LaboratoryPage, { page: "laboratory", loaderData: data });
    expect(await screen.findByRole("heading", { level: 1, name: "Laboratory" })).toBeTruthy();
    const pending = screen.getByRole("link", { name: "Results of 23.11.2026" });
    expect(pending.getAttribute("href")).toBe("/en/laboratoryresult/2026-11-23");
    expect(within(pending.closest("li") as HTMLElement).getByText("Pending")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: "Results of 27.10.2026" }).closest("li") as HTMLElement).getByText("Ready")).toBeTruthy();
    // A day with a value outside its reference range says so in a warning badge; the others do not.
    expect(screen.getByRole("heading", { level: 3, name: "Results of 27.10.2026 Ready Out-of-range value" })).toBeTruthy();
    expect(screen.getByText("Out-of-range value").className).toBe("status-badge status-badge--warning");
    expect(within(pending.closest("li") as HTMLElement).queryByText("Out-of-range value")).toBeNull();
    expect(screen.getByRole("link", { name: "Laboratoriolähete: perusverenkuva" }).getAttribute("href")).toBe("/en/laboratoryreferral/7");
    expect(validities(container)).toEqual(["Valid until 20.5.2027", "Not valid"]);
    // Each referral's validity is a badge in its heading: valid = success, "Not valid" = neutral.
    expect([...container.querySelectorAll(".valid-until")].map((element) => element.parentElement?.className)).toEqual([
      "status-badge status-badge--success",
      "status-badge",
    ]);
    // The description is Finnish and shown only in the Finnish UI.
    expect(screen.queryByText(/Paastonäytteet/)).toBeNull();
    expect(screen.getByRole("link", { name: /^Find the nearest laboratory/ }).getAttribute("href")).toContain("service=laboratory");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says No results and No referrals when there are none", async () => {
    renderRoute(LaboratoryPage, { page: "laboratory", loaderData: { ...data, days: [], total: 0, referrals: [] } });
    expect(await screen.findByText("No results")).toBeTruthy();
    expect(screen.getByText("No referrals")).toBeTruthy();
  });

  it("shows the Finnish description and validity hints in Finnish", async () => {
    const { container } = renderRoute(LaboratoryPage, { page: "laboratory", lang: "fi", loaderData: { ...data, referrals: [referral({ validUntil: "2026-12-08" })] } });
    expect(await screen.findByText("Paastonäytteet: ole syömättä 10-12 tuntia.")).toBeTruthy();
    expect(validities(container)).toEqual(["Voimassa 08.12.2026 asti (2 viikkoa)"]);
  });
});

describe("laboratory result", () => {
  it("shows the header, packages, prefixes, units, ranges, out-of-range in text, notes and history links, and passes axe", async () => {
    const { container } = renderRoute(LaboratoryResultPage, { page: "laboratoryResult", loaderData: LAB_RESULT, path: "/en/laboratoryresult/2026-10-27" });
    expect(await screen.findByRole("heading", { level: 1, name: "Laboratory results 27.10.2026" })).toBeTruthy();
    expect(screen.getByText("Aino Virtanen")).toBeTruthy();
    expect(screen.getByText("140386-246K")).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: /^Perusverenkuva ja trombosyytit Test package/ })).toBeTruthy();

    const hb = rowOf("Hemoglobiini");
    expect(within(hb).getByText("112")).toBeTruthy();
    expect(within(hb).getByText("Below the reference range")).toBeTruthy();
    expect(within(hb).getByText("117–155")).toBeTruthy();
    expect(within(rowOf("Kolesteroli")).getByText("Above the reference range")).toBeTruthy();
    expect(within(rowOf("Kolesteroli")).getByText("<5")).toBeTruthy();
    expect(within(rowOf("Kolesteroli")).getByText(/Tavoitetaso alle 5,0 mmol\/l/)).toBeTruthy();
    const crp = rowOf("C-reaktiivinen proteiini");
    expect(within(crp).getByText("< 3")).toBeTruthy();
    expect(within(crp).queryByText(/reference range/)).toBeNull();
    expect(within(rowOf("Rauta")).getByText("≥ 95")).toBeTruthy();
    expect(within(rowOf("Rauta")).getByText(">15")).toBeTruthy();
    const urine = rowOf("Virtsan kemiallinen seulonta");
    expect(within(urine).getByText("Negatiivinen")).toBeTruthy();
    expect(within(urine).getByText(/Additional result: Leukosyytit: ei todettu/)).toBeTruthy();
    expect(within(rowOf("Tyreotropiini")).getByText("Pending")).toBeTruthy();

    expect(screen.getByRole("link", { name: "History of Kolesteroli" }).getAttribute("href")).toBe("/en/laboratory/history/4515%20fP%20-Kol");
    expect(screen.queryByRole("link", { name: "History of Virtsan kemiallinen seulonta" })).toBeNull();
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All laboratory results" }).getAttribute("href")).toBe("/en/laboratory");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("formats decimals in Finnish", async () => {
    renderRoute(LaboratoryResultPage, { page: "laboratoryResult", lang: "fi", loaderData: LAB_RESULT, path: "/fi/laboratoriotulos/2026-10-27" });
    expect(await screen.findByRole("heading", { level: 1, name: "Laboratoriotulokset 27.10.2026" })).toBeTruthy();
    expect(within(rowOf("Kolesteroli")).getByText("5,6")).toBeTruthy();
    expect(within(rowOf("Kolesteroli")).getByText("Yli viitearvojen")).toBeTruthy();
  });

  it("says Results were not found without a result", async () => {
    renderRoute(LaboratoryResultPage, { page: "laboratoryResult", loaderData: { result: null }, path: "/en/laboratoryresult/2001-01-01" });
    expect(await screen.findByRole("heading", { level: 1, name: "Results were not found" })).toBeTruthy();
  });
});

describe("test history", () => {
  const points: LabTestHistory["points"] = [
      { date: "2025-10-20", resultNumber: 6.1, prefix: null, isWithinReferenceRange: false, referenceRange: { min: null, max: 5 } },
      { date: "2026-05-18", resultNumber: 4.8, prefix: null, isWithinReferenceRange: true, referenceRange: { min: null, max: 5 } },
      { date: "2026-10-27", resultNumber: 5.6, prefix: null, isWithinReferenceRange: false, referenceRange: { min: null, max: 5 } },
  ];
  const history: LaboratoryTestHistory = {
    code: "4515 fP -Kol",
    displayName: "Kolesteroli",
    unit: "mmol/l",
    chart: labHistoryChart(points),
    results: singlePage([...points].reverse(), 20),
  };

  it("draws a chart with a text alternative and a table of the same values, newest first, and passes axe", async () => {
    const { container } = renderRoute(LaboratoryTestHistoryPage, { page: "laboratoryTestHistory", loaderData: { history }, path: "/en/laboratory/history/4515%20fP%20-Kol" });
    expect(await screen.findByRole("heading", { level: 1, name: "Kolesteroli: results over time" })).toBeTruthy();
    const chart = screen.getByRole("img", { name: "Kolesteroli (mmol/l) from 20.10.2025 to 27.10.2026; the table below has the same values." });
    expect(chart.querySelectorAll("circle")).toHaveLength(3);
    expect(chart.querySelectorAll(".lab-history-chart__point--out")).toHaveLength(2);
    // Dates between the ends, and the band named outside the image.
    expect([...chart.querySelectorAll("text")].map((text) => text.textContent)).toEqual(["6.23", "4.67", "20.10.2025", "24.4.2026", "27.10.2026"]);
    expect(screen.getByText("Reference range <5 mmol/l")).toBeTruthy();
    expect(screen.getByText("Outside the reference range")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Kolesteroli, every result" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("th")?.textContent)).toEqual(["27.10.2026", "18.5.2026", "20.10.2025"]);
    expect(within(rows[0] as HTMLElement).getByText("Above the reference range")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText(/reference range/)).toBeNull();
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "27.10.2026" }).getAttribute("href")).toBe("/en/laboratoryresult/2026-10-27");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says Results were not found for a code without results", async () => {
    renderRoute(LaboratoryTestHistoryPage, { page: "laboratoryTestHistory", loaderData: { history: null }, path: "/en/laboratory/history/none" });
    expect(await screen.findByRole("heading", { level: 1, name: "Results were not found" })).toBeTruthy();
  });
});

describe("referral pages", () => {
  it("shows a laboratory referral with instructions and the locator, and passes axe", async () => {
    const { container } = renderRoute(ReferralPage, { page: "laboratoryReferral", loaderData: { type: "laboratory", referral: referral(), now: NOW }, path: "/en/laboratoryreferral/7" });
    expect(await screen.findByRole("heading", { level: 1, name: "Laboratory referral" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Laboratoriolähete: perusverenkuva Valid until 20.5.2027" })).toBeTruthy();
    expect(screen.getByText("Referred by: Laura Salminen, General practitioner")).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Instructions for the patient/ }).getAttribute("href")).toBe("https://www.example.com/ohjeet/laboratorio");
    expect(screen.getByRole("link", { name: /^Find the nearest laboratory/ })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows an imaging referral with the imaging locator, and Referral was not found", async () => {
    renderRoute(ReferralPage, { page: "imagingReferral", loaderData: { type: "imaging", referral: referral({ type: "imaging", title: "Kuvantamislähete" }), now: NOW }, path: "/en/imagingreferral/7" });
    expect(await screen.findByRole("heading", { level: 1, name: "Imaging referral" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Find the nearest imaging location/ }).getAttribute("href")).toContain("service=imaging");
    cleanup();
    renderRoute(ReferralPage, { page: "imagingReferral", loaderData: { type: "imaging", referral: null, now: NOW }, path: "/en/imagingreferral/9" });
    expect(await screen.findByRole("heading", { level: 1, name: "Referral was not found" })).toBeTruthy();
  });
});

describe("imaging", () => {
  const data: ImagingPageData = {
    results: {
      status: "ok",
      results: [{ id: 3, imagingDate: "2026-11-15", examinationName: "Keuhkojen natiiviröntgen (Thorax)", statementText: "Ei akuuttia löydöstä." }],
    },
    referrals: [referral({ id: 9, type: "imaging", title: "Kuvantamislähete: keuhkojen röntgenkuvaus" })],
    now: NOW,
  };

  it("lists results linking to their day and the referrals, and passes axe", async () => {
    const { container } = renderRoute(ImagingPage, { page: "imaging", loaderData: data });
    expect(await screen.findByRole("heading", { level: 1, name: "Imaging" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Keuhkojen natiiviröntgen (Thorax)" }).getAttribute("href")).toBe("/en/imaging/2026-11-15");
    expect(screen.getByText("15.11.2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kuvantamislähete: keuhkojen röntgenkuvaus" }).getAttribute("href")).toBe("/en/imagingreferral/9");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows This section is temporarily unavailable on a temporary error, and No results when empty", async () => {
    renderRoute(ImagingPage, { page: "imaging", loaderData: { ...data, results: { status: "temporaryApiError" }, referrals: [] } });
    expect((await screen.findAllByText("This section is temporarily unavailable")).length).toBeGreaterThan(0);
    cleanup();
    renderRoute(ImagingPage, { page: "imaging", loaderData: { ...data, results: { status: "ok", results: [] }, referrals: [] } });
    expect(await screen.findByText("No results")).toBeTruthy();
  });

  it("shows a day's result with examination, date and statement, the error section, and not found", async () => {
    const result = data.results.status === "ok" ? data.results.results : [];
    const { container } = renderRoute(ImagingResultPage, { page: "imagingResult", loaderData: { date: "2026-11-15", results: { status: "ok", results: result } }, path: "/en/imaging/2026-11-15" });
    expect(await screen.findByRole("heading", { level: 1, name: "Imaging results 15.11.2026" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Doctor's statement" })).toBeTruthy();
    expect(screen.getByText("Ei akuuttia löydöstä.")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    renderRoute(ImagingResultPage, { page: "imagingResult", loaderData: { date: "2026-11-15", results: { status: "temporaryApiError" } }, path: "/en/imaging/2026-11-15" });
    expect(await screen.findByText("This section is temporarily unavailable")).toBeTruthy();
    cleanup();
    renderRoute(ImagingResultPage, { page: "imagingResult", loaderData: { date: "", results: { status: "ok", results: [] } }, path: "/en/imaging/2001-01-01" });
    expect(await screen.findByRole("heading", { level: 1, name: "Results were not found" })).toBeTruthy();
  });
});
