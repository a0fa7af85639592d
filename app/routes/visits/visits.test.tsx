// @vitest-environment jsdom
import { singlePage } from "#domain/list-paging";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { MedicalReport } from "#domain/health-records";
import { axeViolations, renderRoute } from "#app/ui/test-utils";
import VisitPage from "./visit";
import VisitsPage from "./visits";

// The visits list and a medical report with given page data (spec part 2 §2, §3, §8): Helsinki
// date and time, practitioner with initials when there is no picture, patient, diagnoses, texts,
// print, all visits, "No visits", "Visit was not found", axe.

afterEach(cleanup);

const REPORT: MedicalReport = {
  id: 41,
  // 9:30 in Helsinki (UTC+2 in winter).
  dateTime: "2026-10-25T07:30:00.000Z",
  practitioner: { name: "Laura Salminen", title: "Specialist in general medicine", profilePictureUrl: null },
  specialtyName: "General practice",
  patient: { fullName: "Aino Virtanen", identityCode: "140386-246K" },
  diagnoses: [{ code: "J01.9", description: "Äkillinen poskiontelotulehdus, määrittämätön" }],
  texts: [
    { title: "Tulosyy", body: "Kymmenen päivää jatkunut nenän tukkoisuus." },
    { title: "Hoito ja jatko", body: "Nenäsuihke ja kipulääke tarvittaessa." },
  ],
};

describe("visits list", () => {
  it("lists visits linking to their reports, and passes axe", async () => {
    const { container } = renderRoute(VisitsPage, {
      page: "visits",
      loaderData: { visits: singlePage([{ id: 41, dateTime: REPORT.dateTime, practitionerName: "Laura Salminen", specialtyName: "General practice", clinicName: "Hoiva Kamppi" }], 20) },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Visits" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "25.10.2026 at 9:30" });
    expect(link.getAttribute("href")).toBe("/en/visits/41");
    expect(screen.getByText("Laura Salminen · General practice · Hoiva Kamppi")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says No visits", async () => {
    renderRoute(VisitsPage, { page: "visits", loaderData: { visits: singlePage([], 20) } });
    expect(await screen.findByText("No visits")).toBeTruthy();
  });
});

describe("medical report", () => {
  it("shows the practitioner with initials, specialty, time, patient, diagnoses, texts, print and all visits, and passes axe", async () => {
    const { container } = renderRoute(VisitPage, { page: "visit", loaderData: { report: REPORT }, path: "/en/visits/41" });
    expect(await screen.findByRole("heading", { level: 1, name: "Medical report" })).toBeTruthy();
    expect(screen.getByText("Laura Salminen")).toBeTruthy();
    expect(screen.getByText("Specialist in general medicine")).toBeTruthy();
    expect(container.querySelector(".avatar")?.textContent).toBe("LS");
    expect(screen.getByText("General practice")).toBeTruthy();
    expect(screen.getByText("25.10.2026 at 9:30")).toBeTruthy();
    expect(screen.getByText("Aino Virtanen")).toBeTruthy();
    expect(screen.getByText("140386-246K")).toBeTruthy();
    const diagnoses = screen.getByRole("table");
    expect(within(diagnoses).getByRole("cell", { name: "J01.9" })).toBeTruthy();
    expect(within(diagnoses).getByRole("cell", { name: "Äkillinen poskiontelotulehdus, määrittämätön" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Tulosyy", "Hoito ja jatko"]);
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All visits" }).getAttribute("href")).toBe("/en/visits");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("speaks Finnish with the Finnish date format", async () => {
    renderRoute(VisitPage, { page: "visit", lang: "fi", loaderData: { report: REPORT }, path: "/fi/kaynnit/41" });
    expect(await screen.findByRole("heading", { level: 1, name: "Käyntikertomus" })).toBeTruthy();
    expect(screen.getByText("25.10.2026 klo 9:30")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tulosta" })).toBeTruthy();
  });

  it("says Visit was not found", async () => {
    renderRoute(VisitPage, { page: "visit", loaderData: { report: null }, path: "/en/visits/9" });
    expect(await screen.findByRole("heading", { level: 1, name: "Visit was not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All visits" })).toBeTruthy();
  });
});
