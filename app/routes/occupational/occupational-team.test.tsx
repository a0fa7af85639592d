// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "#app/ui/test-utils";
import { renderPage } from "#app/ui/test-page";
import OccupationalTeamPage from "./occupational-team";

afterEach(cleanup);

const member = (id: number, name: string, substitute: string | null = null) => ({
  id,
  name,
  profileUrl: `https://www.hoiva.example/ammattilaiset/${4100 + id}-2`,
  substituteName: substitute,
  substitutePeriod: substitute ? { start: "2026-11-21", end: "2026-12-12" } : null,
});

describe("occupational health care team page", () => {
  it("shows the employer, doctors and nurses linking to their profiles, and the substitute", async () => {
    const { container } = renderPage(OccupationalTeamPage, {
      page: "occupationalTeam",
      loaderData: {
        team: {
          status: "ok",
          info: {
            employerName: "Kivirinne Rakennus Oy",
            responsibleDoctors: [member(1, "Juha Lehtonen")],
            responsibleNurses: [member(2, "Minna Rantanen", "Kaisa Ojala")],
          },
        },
      },
    });
    expect(screen.getByText("Kivirinne Rakennus Oy")).toBeDefined();
    const doctor = screen.getByRole("list", { name: "Responsible doctors" });
    expect(doctor.querySelector("a")?.getAttribute("href")).toBe("https://www.hoiva.example/ammattilaiset/4101-2");
    expect(screen.getByRole("link", { name: "Minna Rantanen, profile" })).toBeDefined();
    expect(screen.getByText("Substitute: Kaisa Ojala, 21.11.2026–12.12.2026")).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the generic error view with Try again on temporary-api-error", async () => {
    const { container } = renderPage(OccupationalTeamPage, { page: "occupationalTeam", lang: "fi", loaderData: { team: { status: "temporary-api-error" } } });
    expect(screen.getByRole("heading", { level: 1, name: "Pahoittelut! Jokin meni vikaan..." })).toBeDefined();
    expect(screen.getByRole("button", { name: "Yritä uudelleen" })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });
});
