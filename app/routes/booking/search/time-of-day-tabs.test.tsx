// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TimeOfDay } from "#domain/booking-search";
import type { Lang } from "#domain/routes/route-table";
import { axeViolations, renderUi } from "#app/ui/test-utils";
import { TimeOfDayTabs } from "./time-of-day-tabs";

afterEach(cleanup);

function Tabs({ onSelect }: { onSelect?: (time: TimeOfDay) => void }) {
  const [selected, setSelected] = useState<TimeOfDay>("all");
  return (
    <TimeOfDayTabs
      selected={selected}
      hrefFor={(time) => `/en/booking/private-customer?time=${time}`}
      onSelect={(time) => {
        onSelect?.(time);
        setSelected(time);
      }}
    >
      <p>Results for {selected}</p>
    </TimeOfDayTabs>
  );
}

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

describe("TimeOfDayTabs", () => {
  it.each<[Lang, string[]]>([
    ["en", ["Morning 7–12", "Afternoon 12–16", "Evening 16–21", "All 0–24"]],
    ["fi", ["Aamupäivä klo 7–12", "Iltapäivä klo 12–16", "Ilta klo 16–21", "Kaikki klo 0–24"]],
    ["sv", ["Förmiddag kl. 7–12", "Eftermiddag kl. 12–16", "Kväll kl. 16–21", "Alla kl. 0–24"]],
  ])("shows each band with its hour range (%s)", (lang, names) => {
    renderUi(<Tabs />, { lang });
    expect(tabNames()).toEqual(names);
  });

  it("is a tablist whose tabs are links to the same search with another time", async () => {
    const { container } = renderUi(<Tabs />);
    expect(screen.getByRole("tablist", { name: "Time of day" })).toBeDefined();
    const all = screen.getByRole("tab", { name: "All 0–24" });
    expect(all.getAttribute("aria-selected")).toBe("true");
    expect(all.getAttribute("tabindex")).toBe("0");
    expect(screen.getByRole("tab", { name: "Morning 7–12" }).getAttribute("href")).toBe("/en/booking/private-customer?time=morning");
    expect(screen.getByRole("tab", { name: "Morning 7–12" }).getAttribute("tabindex")).toBe("-1");
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(all.id);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("selects on click and with the arrow keys, Home and End, wrapping at the ends", () => {
    const onSelect = vi.fn();
    renderUi(<Tabs onSelect={onSelect} />);
    fireEvent.click(screen.getByRole("tab", { name: "Evening 16–21" }));
    expect(onSelect).toHaveBeenLastCalledWith("evening");
    expect(screen.getByRole("tabpanel").textContent).toBe("Results for evening");

    const evening = screen.getByRole("tab", { name: "Evening 16–21" });
    fireEvent.keyDown(evening, { key: "ArrowRight" });
    expect(onSelect).toHaveBeenLastCalledWith("all");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "All 0–24" }));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(onSelect).toHaveBeenLastCalledWith("morning");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(onSelect).toHaveBeenLastCalledWith("all");
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(onSelect).toHaveBeenLastCalledWith("morning");
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(onSelect).toHaveBeenLastCalledWith("all");
    expect(screen.getByRole("tab", { name: "All 0–24" }).getAttribute("aria-selected")).toBe("true");
  });

  it("leaves a modified click to the browser (open in a new tab)", () => {
    const onSelect = vi.fn();
    renderUi(<Tabs onSelect={onSelect} />);
    let preventedByTabs: boolean | undefined;
    // Runs after the component's handler; then stops jsdom, which cannot open windows.
    const afterTabs = (event: MouseEvent) => {
      preventedByTabs = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", afterTabs);
    fireEvent.click(screen.getByRole("tab", { name: "Morning 7–12" }), { ctrlKey: true });
    window.removeEventListener("click", afterTabs);
    expect(preventedByTabs).toBe(false);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
