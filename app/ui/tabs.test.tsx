// @vitest-environment jsdom
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, useTabQuery, type TabItem } from "./tabs";
import { axeViolations, renderUi } from "./test-utils";

afterEach(cleanup);

const IDS = ["first", "second", "third"] as const;
type Id = (typeof IDS)[number];
const ITEMS: TabItem<Id>[] = IDS.map((id) => ({ id, label: `Tab ${id}`, panel: <p>Panel of {id}</p> }));

function QueryTabs() {
  const { selectedId, select, hrefFor } = useTabQuery(IDS);
  return <Tabs label="Example tabs" tabs={ITEMS} selectedId={selectedId} onSelect={select} hrefFor={hrefFor} />;
}

function ButtonTabs() {
  const [selected, setSelected] = useState<Id>("first");
  return <Tabs label="Example tabs" tabs={ITEMS} selectedId={selected} onSelect={setSelected} />;
}

const tab = (name: string) => screen.getByRole("tab", { name });

function expectSelected(name: string) {
  for (const element of screen.getAllByRole("tab")) {
    const selected = element.textContent === name;
    expect(element.getAttribute("aria-selected"), element.textContent ?? "").toBe(String(selected));
    // Roving tabindex: only the selected tab is in the Tab order.
    expect(element.getAttribute("tabindex"), element.textContent ?? "").toBe(selected ? "0" : "-1");
  }
  const panel = screen.getByRole("tabpanel");
  expect(panel.getAttribute("aria-labelledby")).toBe(tab(name).id);
  expect(tab(name).getAttribute("aria-controls")).toBe(panel.id);
}

describe("Tabs", () => {
  it("follows the WAI-ARIA tabs pattern", async () => {
    const { container } = renderUi(<QueryTabs />, { path: "/en/page" });
    expect(screen.getByRole("tablist", { name: "Example tabs" })).toBeDefined();
    expect(screen.getAllByRole("tab")).toHaveLength(3);
    expectSelected("Tab first");
    // One visible panel; the others exist (aria-controls points at them) but are hidden.
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel of first");
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(3);
    for (const element of screen.getAllByRole("tab")) {
      expect(document.getElementById(element.getAttribute("aria-controls") ?? "")?.getAttribute("role")).toBe("tabpanel");
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it("moves focus and selection with Right and Left, wrapping at the ends", async () => {
    const { router } = renderUi(<QueryTabs />, { path: "/en/page" });
    tab("Tab first").focus();

    fireEvent.keyDown(tab("Tab first"), { key: "ArrowRight" });
    await waitFor(() => expectSelected("Tab second"));
    expect(document.activeElement).toBe(tab("Tab second"));
    expect(router.state.location.search).toBe("?tab=second");

    fireEvent.keyDown(tab("Tab second"), { key: "ArrowRight" });
    fireEvent.keyDown(tab("Tab third"), { key: "ArrowRight" });
    await waitFor(() => expectSelected("Tab first"));
    expect(document.activeElement).toBe(tab("Tab first"));

    fireEvent.keyDown(tab("Tab first"), { key: "ArrowLeft" });
    await waitFor(() => expectSelected("Tab third"));
    expect(document.activeElement).toBe(tab("Tab third"));
    expect(router.state.location.search).toBe("?tab=third");
  });

  it("goes to the first tab with Home and the last with End", async () => {
    renderUi(<QueryTabs />, { path: "/en/page?tab=second" });
    expectSelected("Tab second");

    fireEvent.keyDown(tab("Tab second"), { key: "End" });
    await waitFor(() => expectSelected("Tab third"));
    expect(document.activeElement).toBe(tab("Tab third"));

    fireEvent.keyDown(tab("Tab third"), { key: "Home" });
    await waitFor(() => expectSelected("Tab first"));
    expect(document.activeElement).toBe(tab("Tab first"));
  });

  it("leaves other keys alone", () => {
    renderUi(<QueryTabs />, { path: "/en/page" });
    fireEvent.keyDown(tab("Tab first"), { key: "ArrowDown" });
    fireEvent.keyDown(tab("Tab first"), { key: "a" });
    expectSelected("Tab first");
  });

  it("keeps the selected tab in the query, as links that work without JavaScript", async () => {
    const { router } = renderUi(<QueryTabs />, { path: "/en/page?tab=third&lang=x" });
    expectSelected("Tab third");
    expect(tab("Tab first").getAttribute("href")).toBe("/en/page?tab=first&lang=x");
    expect(tab("Tab second").getAttribute("href")).toBe("/en/page?tab=second&lang=x");

    fireEvent.click(tab("Tab second"));
    await waitFor(() => expectSelected("Tab second"));
    expect(router.state.location.search).toBe("?tab=second&lang=x");
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel of second");
  });

  it("leaves a modified click (new tab or window) to the browser", () => {
    renderUi(<QueryTabs />, { path: "/en/page" });
    let preventedByTabs: boolean | undefined;
    // Runs after the component's handler; then stops jsdom, which cannot open windows.
    const afterTabs = (event: MouseEvent) => {
      preventedByTabs = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", afterTabs);
    fireEvent.click(tab("Tab second"), { ctrlKey: true });
    window.removeEventListener("click", afterTabs);
    expect(preventedByTabs).toBe(false);
    expectSelected("Tab first");
  });

  it("selects the first tab for a missing or unknown query value", () => {
    renderUi(<QueryTabs />, { path: "/en/page?tab=nonsense" });
    expectSelected("Tab first");
  });

  it("renders every tab link in the Tab order before hydration", () => {
    const html = renderToString(
      <Tabs label="Example tabs" tabs={ITEMS} selectedId="second" onSelect={() => {}} hrefFor={(id) => `/page?tab=${id}`} />,
    );
    expect(html).not.toContain('tabindex="-1"');
    expect(html).toContain('href="/page?tab=first"');
    expect(html).toContain('aria-selected="true"');
  });

  it("works as buttons without addresses, with Space and Enter selecting", () => {
    render(<ButtonTabs />);
    expect(tab("Tab first").tagName).toBe("BUTTON");
    expectSelected("Tab first");
    fireEvent.keyDown(tab("Tab first"), { key: "End" });
    expectSelected("Tab third");
    fireEvent.click(tab("Tab second"));
    expectSelected("Tab second");
    fireEvent.keyDown(tab("Tab second"), { key: "ArrowLeft" });
    expectSelected("Tab first");
    expect(document.activeElement).toBe(tab("Tab first"));
    fireEvent.keyDown(tab("Tab third"), { key: " " });
    expectSelected("Tab third");
    fireEvent.keyDown(tab("Tab first"), { key: "Enter" });
    expectSelected("Tab first");
  });
});
