// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiSearchParams, expandRelatedClinicIds, searchRangeOf } from "#domain/booking-search";
import { parseBookingSearchQuery } from "#domain/booking-search-inputs";
import type { Lang } from "#domain/routes/route-table";
import { installMatchMedia } from "#app/ui/test-media";
import { axeViolations, jsonResponse, type RouteComponent, renderRoute, useFetchStub } from "#app/ui/test-utils";
import type { AvailableAppointment } from "./search-client";
import { SearchPage } from "./search-page";

/** The sheet's button once the sheet's code is there (its stand-in says aria-disabled until then). */
async function sheetButton(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const button = screen.getByRole("button", { name });
    expect(button.getAttribute("aria-disabled")).toBeNull();
    return button;
    // The sheet's module arrives by a dynamic import, slow on a loaded machine.
  }, { timeout: 10_000 });
}
import type { BookingPageState } from "./search-page.server";

// The private list's filters on a phone (issue 18): a "Filters" button with the number of chosen
// filters opens the panel as a modal sheet; "Show N times" (N: the times the chosen filters find,
// plural by language) or Escape closes it. Date chips above the results jump to a day. On a wide
// window the panel stays the side column; before JavaScript it is a GET form of the page.

const fetchMock = useFetchStub();
afterEach(cleanup);

const TODAY = "2026-11-24";

function appointment(id: number): AvailableAppointment {
  return {
    id,
    startDate: new Date(Date.UTC(2026, 10, 24, 8, id)).toISOString(),
    endDate: new Date(Date.UTC(2026, 10, 24, 8, id + 20)).toISOString(),
    durationMinutes: 20,
    isSpecificTime: true,
    isRemote: false,
    locationType: "physicalLocation",
    requiresAuthToReserve: false,
    kindId: "YL",
    kind: { id: "YL", title: "Yleislääkärin vastaanotto", cmsContent: { appointmentReservationInfo: null } },
    practitioner: { id: 1, name: "Anna Salminen", title: "Yleislääkäri", isResource: false, profileImageUrl: null, cmsContent: { appointmentReservationInfo: null } },
    specialtyData: { specialties: [{ id: "YLE", name: "Yleislääketiede", cmsContent: { appointmentReservationInfo: null } }] },
    clinic: { id: "HKA", name: "Hoiva Kamppi", city: "Helsinki", streetAddress: "Urho Kekkosen katu 1", postalCode: "00100", postOffice: "Helsinki" },
    price: { totalCents: 8900, showFrom: true },
  };
}

const many = (count: number) => Array.from({ length: count }, (_, index) => appointment(index + 1));

function pageState(lang: Lang, search = `startDate=${TODAY}`): BookingPageState {
  const query = parseBookingSearchQuery(new URLSearchParams(search), TODAY);
  const clinics = [
    { id: "HKA", name: "Hoiva Kamppi", city: "Helsinki", relatedClinicIds: [], relatedClinicNames: [] },
    { id: "HTA", name: "Hoiva Tapiola", city: "Espoo", relatedClinicIds: [], relatedClinicNames: [] },
  ];
  const params = apiSearchParams({
    clinicIds: expandRelatedClinicIds(query.clinicIds, clinics),
    specialtyIds: query.specialtyIds,
    practitionerIds: query.practitionerIds,
    includeRemote: query.includeRemote,
    healthCareType: "private",
    timeOfDay: query.time,
    range: searchRangeOf(query),
    lang,
  }).toString();
  return {
    status: "ok",
    healthCareType: "private",
    today: TODAY,
    infoText: "bookingSearch.info.private",
    noResultsText: "bookingSearch.results.noResults",
    initialFilterValue: query,
    initialTime: query.time,
    contractProductIds: [],
    luotsiLiftupContent: null,
    isAuthorized: false,
    queryString: `?${search}`,
    clinics,
    hoistedSpecialties: [{ id: "YLE", name: "Yleislääketiede" }],
    specialties: [{ id: "GYN", name: "Gynekologia" }],
    practitioners: [],
    firstResults: { params, appointments: many(20), next: null },
  };
}

const PATHS: Record<Lang, string> = { en: "/en/booking/private-customer", fi: "/fi/ajanvaraus/yksityisasiakas", sv: "/sv/tidsbokning/privat-kund" };

const Page: RouteComponent = ({ loaderData }: { loaderData: BookingPageState }) => <SearchPage state={loaderData} />;

function renderList(lang: Lang = "en", search = `startDate=${TODAY}`) {
  return renderRoute(Page, { page: "bookingPrivate", lang, loaderData: pageState(lang, search), path: `${PATHS[lang]}?${search}` });
}

describe("the private list on a phone (390 px)", () => {
  beforeEach(() => installMatchMedia(390));

  it("opens the filters as a modal sheet from a button, which shows the number of chosen filters", async () => {
    const { container } = renderList("en", `startDate=${TODAY}&clinicIds=HKA&includeRemote=true`);
    expect(screen.queryByRole("dialog")).toBeNull();
    const open = await sheetButton("Filters 2 chosen");
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    const sheet = screen.getByRole("dialog", { name: "Filter appointments" });
    expect(sheet.getAttribute("aria-modal")).toBe("true");
    expect(open.getAttribute("aria-expanded")).toBe("true");
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect((within(sheet).getByRole("checkbox", { name: "Hoiva Kamppi" }) as HTMLInputElement).checked).toBe(true);
    expect(within(sheet).getByRole("button", { name: "Show 20+ times" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("searches on each choice and closes with 'Show N times', N the times found, the focus back on the button", async () => {
    fetchMock.mockImplementation(() => jsonResponse({ availableAppointments: { type: "success", appointments: many(3) } }));
    renderList();
    const open = await sheetButton("Filters");
    fireEvent.click(open);
    const sheet = screen.getByRole("dialog");
    fireEvent.click(within(sheet).getByRole("checkbox", { name: "Hoiva Tapiola" }));
    const show = await within(sheet).findByRole("button", { name: "Show 3 times" });
    expect(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://localhost").searchParams.getAll("clinicIds")).toEqual(["HTA"]);
    expect(screen.getByRole("button", { name: "Filters 1 chosen" })).toBeTruthy();
    fireEvent.click(show);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filters 1 chosen" }));
    expect(screen.getByText("3 appointments shown")).toBeTruthy();
  });

  it("says one time in the singular, in every language", async () => {
    fetchMock.mockImplementation(() => jsonResponse({ availableAppointments: { type: "success", appointments: many(1) } }));
    for (const [lang, clinic, one] of [
      ["en", "Hoiva Tapiola", "Show 1 time"],
      ["fi", "Hoiva Tapiola", "Näytä 1 aika"],
      ["sv", "Hoiva Tapiola", "Visa 1 tid"],
    ] as const) {
      const { unmount } = renderList(lang);
      fireEvent.click(await sheetButton({ en: "Filters", fi: "Rajaukset", sv: "Filter" }[lang]));
      fireEvent.click(within(screen.getByRole("dialog")).getByRole("checkbox", { name: clinic }));
      expect(await within(screen.getByRole("dialog")).findByRole("button", { name: one })).toBeTruthy();
      unmount();
    }
  });

  it("closes with Escape and keeps the focus inside while open", async () => {
    renderList();
    const open = await sheetButton("Filters");
    fireEvent.click(open);
    const sheet = screen.getByRole("dialog");
    const close = within(sheet).getByRole("button", { name: "Hide filters" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(within(sheet).getByRole("button", { name: "Show 20+ times" }));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it("jumps to a day from the date chips above the results, each chip a link to that day's search", async () => {
    fetchMock.mockImplementation(() => jsonResponse({ availableAppointments: { type: "success", appointments: many(2) } }));
    const { container } = renderList();
    const chips = screen.getByRole("navigation", { name: "Jump to a date" });
    const links = within(chips).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Today 24.11.", "Tomorrow 25.11.", "Thu 26.11.", "Fri 27.11.", "Sat 28.11.", "Sun 29.11.", "Mon 30.11."]);
    expect(links[0]!.getAttribute("aria-current")).toBe("date");
    expect(new URL(links[2]!.getAttribute("href")!, "http://localhost").searchParams.get("startDate")).toBe("2026-11-26");
    fireEvent.click(links[2]!);
    await waitFor(() => expect(within(chips).getByRole("link", { name: "Thu 26.11." }).getAttribute("aria-current")).toBe("date"));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("marks the chip of the day the list starts on, added after the row when the list starts next week", () => {
    const state = pageState("en");
    const nextWeek = (id: number): AvailableAppointment => {
      const later = appointment(id);
      return { ...later, startDate: new Date(Date.UTC(2026, 11, 2, 8, id)).toISOString(), endDate: new Date(Date.UTC(2026, 11, 2, 8, id + 20)).toISOString() };
    };
    const loaderData = { ...state, firstResults: { ...state.firstResults!, appointments: [nextWeek(1), nextWeek(2)] } };
    renderRoute(Page, { page: "bookingPrivate", lang: "en", loaderData, path: `${PATHS.en}?startDate=${TODAY}` });
    const chips = screen.getByRole("navigation", { name: "Jump to a date" });
    const marked = chips.querySelectorAll("[aria-current]");
    expect([...marked].map((chip) => chip.textContent)).toEqual(["Wed 2.12."]);
    expect(within(chips).getByRole("link", { name: "Today 24.11." }).getAttribute("aria-current")).toBeNull();
  });

  it("names the chips in Finnish with the padded date", () => {
    renderList("fi");
    const chips = screen.getByRole("navigation", { name: "Siirry päivään" });
    expect(within(chips).getAllByRole("link").slice(0, 3).map((link) => link.textContent)).toEqual(["Tänään 24.11.", "Huomenna 25.11.", "To 26.11."]);
  });

  it("capitalises only the first word of a Swedish chip (I dag, not I Dag)", () => {
    renderList("sv");
    const chips = screen.getByRole("navigation", { name: "Gå till ett datum" });
    expect(within(chips).getAllByRole("link").slice(0, 3).map((link) => link.textContent)).toEqual(["I dag 24.11.", "I morgon 25.11.", "Tors 26.11."]);
    // The style sheet must not capitalise every word again ("I Dag").
    const css = readFileSync("app/routes/booking/search/booking-search.css", "utf8");
    expect(css).not.toMatch(/\.(date-chip__day|results-list__weekday)[^{]*\{[^}]*text-transform:\s*capitalize/);
  });
});

describe("the private list on a wide window", () => {
  beforeEach(() => installMatchMedia(1280));

  it("keeps the side panel, with no sheet and no submit button once the page runs", async () => {
    const { container } = renderList();
    expect(screen.queryByRole("button", { name: "Filters" })).toBeNull();
    const panel = screen.getByRole("region", { name: "Filter appointments" });
    expect(within(panel).queryByRole("button", { name: /^Show/ })).toBeNull();
    await act(async () => {});
    expect(await axeViolations(container)).toEqual([]);
  });

  it("is a GET form of the page's own address with the search's parameter names, for a page without JavaScript", () => {
    renderList("en", `startDate=${TODAY}&time=morning&clinicIds=HKA`);
    const form = screen.getByRole("region", { name: "Filter appointments" }).querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/en/booking/private-customer");
    expect([...new FormData(form).entries()]).toEqual([
      ["time", "morning"],
      ["startDate", TODAY],
      ["clinicIds", "HKA"],
    ]);
    const clear = screen.getByRole("link", { name: "Clear filters" });
    expect(new URL(clear.getAttribute("href")!, "http://localhost").searchParams.getAll("clinicIds")).toEqual([]);
    expect(new URL(clear.getAttribute("href")!, "http://localhost").searchParams.get("time")).toBe("morning");
  });
});
