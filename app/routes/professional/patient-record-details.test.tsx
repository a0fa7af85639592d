// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { axeViolations, renderUi, useAnalyticsStub } from "#app/ui/test-utils";
import type { PatientLabResultPageData, PatientVisitPageData } from "./patient-records.server";
import { PatientLabResultView } from "./patient-lab-result";
import { PatientVisitView } from "./patient-visit";

useAnalyticsStub();

// A result day's values and a visit's report in the workspace (decision 378): the patient, the
// heading, each test's value, unit and reference range with out-of-range marked in text, a package
// with its items, a pending test, the report's diagnoses and texts, and the link back to the list.

const patient = { id: 12, name: "Aino Virtanen", age: 40 };
const none = { unit: null, description: null, additionalResult: null, referenceRange: null, items: [] };

const labDay: PatientLabResultPageData = {
  patient,
  result: {
    date: "2026-10-27",
    patient: { fullName: "Aino Virtanen", identityCode: "010186-9985" },
    isReady: false,
    tests: [
      {
        ...none,
        id: 1,
        code: "B-Hb",
        displayName: "Hemoglobiini",
        isReady: true,
        unit: "g/l",
        referenceRange: { min: 117, max: 155 },
        result: { type: "numeral", resultNumber: 112, prefix: null, isWithinReferenceRange: false },
      },
      {
        ...none,
        id: 2,
        code: "PVK",
        displayName: "Perusverenkuva",
        isReady: true,
        result: { type: "none" },
        items: [
          { ...none, id: 3, code: "B-Leuk", displayName: "Leukosyytit", isReady: true, unit: "E9/l", referenceRange: { min: 3.4, max: 8.2 }, result: { type: "numeral", resultNumber: 5.1, prefix: null, isWithinReferenceRange: true } },
        ],
      },
      { ...none, id: 4, code: "U-Viljely", displayName: "Virtsan bakteeriviljely", isReady: false, description: "Näyte otettu aamulla.", result: { type: "none" } },
    ],
  },
};

const visit: PatientVisitPageData = {
  patient,
  report: {
    id: 77,
    dateTime: "2026-10-30T08:15:00.000Z",
    practitioner: { name: "Laura Salminen", title: "Yleislääkäri", profilePictureUrl: null },
    specialtyName: "Yleislääketiede",
    patient: { fullName: "Aino Virtanen", identityCode: "010186-9985" },
    diagnoses: [{ code: "D50.9", description: "Raudanpuuteanemia" }],
    texts: [{ title: "Tulosyy", body: "Väsymys.\nKontrolli kuukauden päästä." }],
  },
};

describe("a patient's result day and visit report in the workspace", () => {
  it.each(LANGUAGES)("are accessible in %s", { timeout: 30_000 }, async (lang) => {
    const day = renderUi(<PatientLabResultView data={labDay} lang={lang} />, { lang, path: `/${lang}/x` });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(await axeViolations(day.container)).toEqual([]);
    day.unmount();
    const report = renderUi(<PatientVisitView data={visit} lang={lang} />, { lang, path: `/${lang}/x` });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(await axeViolations(report.container)).toEqual([]);
  });

  it("shows each value with its unit and reference range, out of range in words, a package's items and a pending test", async () => {
    renderUi(<PatientLabResultView data={labDay} lang="en" />, { path: "/en/professional/patients/12/lab-results/2026-10-27" });
    expect(await screen.findByRole("heading", { level: 1, name: "Laboratory results 27.10.2026" })).toBeTruthy();
    expect(screen.getByText("Aino Virtanen, 40 years")).toBeTruthy();
    const hb = screen.getByRole("row", { name: /Hemoglobiini/ });
    expect(hb.textContent).toContain("112");
    expect(hb.textContent).toContain("Below the reference range");
    expect(hb.textContent).toContain("g/l");
    expect(hb.textContent).toContain("117–155");
    expect(screen.getByRole("row", { name: /Leukosyytit/ }).textContent).not.toContain("reference range");
    expect(screen.getByText("Test package")).toBeTruthy();
    expect(screen.getByRole("row", { name: /Virtsan bakteeriviljely/ }).textContent).toContain("Pending");
    expect(screen.getByText(/Näyte otettu aamulla/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "All laboratory results" }).getAttribute("href")).toBe("/en/professional/patients/12/lab-results");
  });

  it("shows the visit's practitioner, time, diagnoses and texts, with the link to all visits", async () => {
    renderUi(<PatientVisitView data={visit} lang="fi" />, { lang: "fi", path: "/fi/ammattilainen/potilaat/12/kaynnit/77" });
    expect(await screen.findByRole("heading", { level: 1, name: "Käyntikertomus" })).toBeTruthy();
    expect(screen.getByText("Laura Salminen, Yleislääkäri")).toBeTruthy();
    expect(screen.getByText("30.10.2026 klo 10:15")).toBeTruthy();
    expect(screen.getByRole("cell", { name: "D50.9" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Tulosyy" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kaikki käynnit" }).getAttribute("href")).toBe("/fi/ammattilainen/potilaat/12/kaynnit");
  });
});
