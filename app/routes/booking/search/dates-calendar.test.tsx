// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations, IntlWrapper, renderUi } from "#app/ui/test-utils";
import { installMatchMedia, resizeTo, uninstallMatchMedia } from "#app/ui/test-media";
import { CalendarDisclosure } from "./available-dates";
import { type Month, monthGrid, weekStartOf } from "./calendar-month";
import { DatesCalendar } from "./dates-calendar";

afterEach(() => {
  cleanup();
  uninstallMatchMedia();
});

const MAY_2026: Month = { year: 2026, month: 5 };
const TODAY = "2026-05-12";

/** The calendar of May 2026; the language comes from renderUi. */
function Calendar({ onSelect = () => {}, status = "loaded" }: { onSelect?: (date: string) => void; status?: "loading" | "loaded" | "error" }) {
  const [month, setMonth] = useState(MAY_2026);
  return (
    <DatesCalendar
      month={month}
      onMonthChange={setMonth}
      today={TODAY}
      lastMonth={{ year: 2026, month: 7 }}
      selectedDate="2026-05-13"
      availableDates={new Set(["2026-05-11", "2026-05-13", "2026-05-14", "2026-06-02"])}
      status={status}
      onSelect={onSelect}
      onRetry={() => {}}
    />
  );
}

const headers = () => screen.getAllByRole("columnheader").map((header) => header.textContent);

describe("month grid", () => {
  it("starts the week on Monday in every language (a Finnish clinic's calendar)", () => {
    expect(weekStartOf("fi")).toBe(1);
    expect(weekStartOf("sv")).toBe(1);
    expect(weekStartOf("en")).toBe(1);
    // 1 May 2026 is a Friday.
    expect(monthGrid(MAY_2026, 1)[0]).toEqual([null, null, null, null, "2026-05-01", "2026-05-02", "2026-05-03"]);
    expect(monthGrid(MAY_2026, 0)[0]).toEqual([null, null, null, null, null, "2026-05-01", "2026-05-02"]);
    expect(monthGrid(MAY_2026, 1).flat().filter(Boolean)).toHaveLength(31);
    expect(monthGrid({ year: 2027, month: 2 }, 1)).toHaveLength(4); // February 2027 starts on a Monday.
    expect(monthGrid({ year: 2027, month: 2 }, 0)).toHaveLength(5);
  });
});

describe("DatesCalendar", () => {
  it("puts Monday first in Finnish", () => {
    renderUi(<Calendar />, { lang: "fi" });
    expect(headers()).toEqual(["ma", "ti", "ke", "to", "pe", "la", "su"]);
    expect(screen.getAllByRole("columnheader")[0]?.getAttribute("abbr")).toBe("maanantai");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Toukokuu 2026");
  });

  it("puts Monday first in Swedish", () => {
    renderUi(<Calendar />, { lang: "sv" });
    expect(headers()[0]).toMatch(/^mån/);
    expect(headers()[6]).toMatch(/^sön/);
  });

  it("puts Monday first in English too", () => {
    renderUi(<Calendar />, { lang: "en" });
    expect(headers()[0]).toBe("Mon");
    expect(headers()[6]).toBe("Sun");
  });

  it("lets only days with free times from today on be chosen", async () => {
    const onSelect = vi.fn();
    const { container } = renderUi(<Calendar onSelect={onSelect} />);
    const day = (date: string) => container.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;
    expect(day("2026-05-11").disabled).toBe(true); // yesterday, though it had times
    expect(day("2026-05-12").disabled).toBe(true); // today, no times
    expect(day("2026-05-14").disabled).toBe(false);
    expect(day("2026-05-14").getAttribute("aria-label")).toMatch(/^Thursday,? 14 May 2026, free appointments$/);
    expect(day("2026-05-12").getAttribute("aria-current")).toBe("date");
    expect(day("2026-05-13").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(day("2026-05-14"));
    expect(onSelect).toHaveBeenCalledWith("2026-05-14");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("moves between months, not before the current one nor past the last", () => {
    renderUi(<Calendar />);
    const previous = screen.getByRole("button", { name: "Previous month" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "Next month" }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("June 2026");
    expect(screen.getByRole("button", { name: /^Tuesday,? 2 June 2026, free appointments$/ })).toBeDefined();
    fireEvent.click(next);
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("May 2026");
  });

  it("offers no day while loading and says when the dates failed", () => {
    renderUi(<Calendar status="loading" />);
    expect(screen.getAllByRole("button", { name: /free appointments$/ }).filter((b) => !(b as HTMLButtonElement).disabled)).toHaveLength(0);
    cleanup();
    renderUi(<Calendar status="error" />);
    expect(within(screen.getByRole("alert")).getByRole("button", { name: "Load the dates again" })).toBeDefined();
  });
});

describe("CalendarDisclosure", () => {
  function Disclosed() {
    return <CalendarDisclosure>{() => <p>the calendar</p>}</CalendarDisclosure>;
  }

  it("opens from a button on small and medium windows and closes when the window grows past 800 px", () => {
    installMatchMedia(600);
    renderUi(<Disclosed />);
    const toggle = screen.getByRole("button", { name: "Choose a date" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("the calendar")).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close the calendar" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("the calendar")).toBeDefined();

    resizeTo(801);
    // Large: the calendar is part of the filter column, no button.
    expect(screen.queryByRole("button", { name: /calendar|date/ })).toBeNull();
    expect(screen.getByText("the calendar")).toBeDefined();

    resizeTo(700);
    expect(screen.getByRole("button", { name: "Choose a date" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("the calendar")).toBeNull();
  });

  it("serves the wide form with the toggle a narrow window shows until the page hydrates, so nothing moves then", () => {
    // The server knows no window: the calendar inline, and the toggle that booking-search.css
    // shows instead on narrow windows before hydration.
    const html = renderToString(
      <IntlWrapper>
        <Disclosed />
      </IntlWrapper>,
    );
    const served = new DOMParser().parseFromString(html, "text/html").querySelector(".disclosure--before-hydration");
    expect(served?.querySelector("button")?.textContent).toBe("Choose a date");
    expect(served?.textContent).toContain("the calendar");

    // Hydrated on a wide window: the calendar inline, no toggle.
    installMatchMedia(1024);
    const { container } = renderUi(<Disclosed />);
    expect(screen.queryByRole("button", { name: "Choose a date" })).toBeNull();
    expect(container.querySelector(".disclosure--before-hydration")).toBeNull();
    expect(screen.getByText("the calendar")).toBeDefined();
  });
});
