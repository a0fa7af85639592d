// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { TeamMember } from "#domain/records";
import { axeViolations } from "#app/ui/test-utils";
import { renderPage } from "#app/ui/test-page";
import OccupationalTeamPage from "./occupational-team";

afterEach(cleanup);

const member = (id: number, name: string, substitute: string | null = null, overrides: Partial<TeamMember> = {}): TeamMember => ({
  id,
  name,
  title: "Occupational health physician",
  pictureUrl: null,
  profileUrl: `https://www.hoiva.example/ammattilaiset/${4100 + id}-2`,
  substituteName: substitute,
  substitutePeriod: substitute ? { start: "2026-11-21", end: "2026-12-12" } : null,
  absence: null,
  ...overrides,
});

describe("occupational health care team page", () => {
  it("shows the employer, doctors and nurses with title, initials, booking and profile, and the substitute", async () => {
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
    expect(within(doctor).getByRole("link", { name: "Profile of Juha Lehtonen" }).getAttribute("href")).toBe("https://www.hoiva.example/ammattilaiset/4101-2");
    expect(screen.getByRole("link", { name: "Profile of Minna Rantanen" })).toBeDefined();
    expect(screen.getByText("Substitute: Kaisa Ojala, 21.11.2026–12.12.2026")).toBeDefined();
    expect(within(doctor).getByText("Occupational health physician")).toBeDefined();
    expect(within(doctor).getByText("JL")).toBeDefined();
    // Booking with them: the occupational booking list with the practitioner chosen.
    expect(screen.getByRole("link", { name: "Book an appointment with Juha Lehtonen" }).getAttribute("href")).toBe(
      "/en/booking/occupational-healthcare?practitionerIds=1",
    );
    expect(screen.getByRole("link", { name: "Send a message to the team" }).getAttribute("href")).toBe("/en/messages/new");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("marks an absent member with the last day away and the substitute, whom one can book instead (fi)", async () => {
    const { container } = renderPage(OccupationalTeamPage, {
      page: "occupationalTeam",
      lang: "fi",
      loaderData: {
        team: {
          status: "ok",
          info: {
            employerName: "Kivirinne Rakennus Oy",
            responsibleDoctors: [],
            responsibleNurses: [
              member(2, "Minna Rantanen", "Kaisa Ojala", {
                title: "Työterveyshoitaja",
                absence: { lastDay: "2026-12-12", substitutes: [{ name: "Kaisa Ojala", title: "Työterveyshoitaja", practitionerId: 5 }] },
              }),
            ],
          },
        },
      },
    });
    const nurses = screen.getByRole("list", { name: "Vastuuhoitajat" });
    expect(within(nurses).getByText("Poissa")).toBeDefined();
    expect(within(nurses).getByText("Poissa 12.12.2026 asti.")).toBeDefined();
    expect(within(nurses).getByText(/^Sijainen: Kaisa Ojala, Työterveyshoitaja/)).toBeDefined();
    // The team's named substitute is the same person: said once.
    expect(within(nurses).queryByText(/21\.11\.2026/)).toBeNull();
    expect(screen.getByRole("link", { name: "Varaa aika sijaiselle Kaisa Ojala" }).getAttribute("href")).toBe("/fi/ajanvaraus/tyoterveys?practitionerIds=5");
    expect(screen.getByText("Ei nimetty tällä hetkellä")).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the generic error view with Try again on temporary-api-error", async () => {
    const { container } = renderPage(OccupationalTeamPage, { page: "occupationalTeam", lang: "fi", loaderData: { team: { status: "temporary-api-error" } } });
    expect(screen.getByRole("heading", { level: 1, name: "Pahoittelut! Jokin meni vikaan..." })).toBeDefined();
    expect(screen.getByRole("button", { name: "Yritä uudelleen" })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });
});
