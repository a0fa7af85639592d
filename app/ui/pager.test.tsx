// @vitest-environment jsdom
import { useState } from "react";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Pager } from "./pager";
import { installMatchMedia, uninstallMatchMedia } from "./test-media";
import { axeViolations, renderUi } from "./test-utils";

beforeEach(() => installMatchMedia(1024));
afterEach(() => {
  cleanup();
  uninstallMatchMedia();
});

function StatefulPager({ total, start = 1, onChange }: { total: number; start?: number; onChange?: (page: number) => void }) {
  const [current, setCurrent] = useState(start);
  return (
    <Pager
      current={current}
      total={total}
      onChange={(page) => {
        onChange?.(page);
        setCurrent(page);
      }}
    />
  );
}

// Every item as seen, dots included (they are hidden from assistive tech, so not by role).
const pageLabels = () =>
  Array.from(screen.getByRole("navigation", { name: "Pagination" }).querySelectorAll("li"), (item) => item.textContent);

describe("Pager with buttons", () => {
  it("is a labelled navigation with first, last, dots and the current page marked", () => {
    renderUi(<Pager current={50} total={100} onChange={() => {}} />);
    expect(pageLabels()).toEqual(["‹ Previous page", "1", "…", "49", "50", "51", "…", "100", "Next page ›"]);
    const current = screen.getByRole("button", { name: "Page 50" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Page 49" }).getAttribute("aria-current")).toBeNull();
  });

  it("calls onChange with the page pressed, previous and next", () => {
    const onChange = vi.fn();
    renderUi(<Pager current={5} total={10} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Page 6" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    fireEvent.click(screen.getByRole("button", { name: "Page 10" }));
    expect(onChange.mock.calls).toEqual([[6], [4], [6], [10]]);
  });

  it("does nothing for the current page", () => {
    const onChange = vi.fn();
    renderUi(<Pager current={5} total={10} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Page 5" }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("marks previous unavailable on the first page and next on the last, keeping them focusable", () => {
    const onChange = vi.fn();
    renderUi(<StatefulPager total={3} onChange={onChange} />);
    const previous = screen.getByRole("button", { name: "Previous page" });
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(previous);
    expect(onChange).not.toHaveBeenCalled();

    const next = screen.getByRole("button", { name: "Next page" });
    act(() => next.focus());
    fireEvent.click(next);
    fireEvent.click(next);
    expect(onChange.mock.calls).toEqual([[2], [3]]);
    expect(next.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(next);
  });

  it("keeps focus in the pager when the pressed page moves", () => {
    renderUi(<StatefulPager total={100} start={4} />);
    const five = screen.getByRole("button", { name: "Page 5" });
    act(() => five.focus());
    fireEvent.click(five);
    expect(pageLabels()).toEqual(["‹ Previous page", "1", "…", "4", "5", "6", "…", "100", "Next page ›"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Page 5" }));
  });

  it("is not rendered for a single page", () => {
    renderUi(<Pager current={1} total={1} onChange={() => {}} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("is not rendered on small screens (spec part 1 §9)", () => {
    installMatchMedia(480);
    renderUi(<Pager current={1} total={10} onChange={() => {}} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("is shown on medium screens", () => {
    installMatchMedia(481);
    renderUi(<Pager current={1} total={10} onChange={() => {}} />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeDefined();
  });

  it.each([
    ["fi", "Sivutus", "Sivu 2", "Edellinen sivu", "Seuraava sivu"],
    ["sv", "Sidnumrering", "Sida 2", "Föregående sida", "Nästa sida"],
  ] as const)("is labelled in %s", (lang, label, page, previous, next) => {
    renderUi(<Pager current={2} total={3} onChange={() => {}} />, { lang });
    const nav = screen.getByRole("navigation", { name: label });
    for (const name of [page, previous, next]) expect(within(nav).getByRole("button", { name })).toBeDefined();
  });

  it("has no axe violations", async () => {
    const { container } = renderUi(<Pager current={50} total={100} onChange={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("Pager with links", () => {
  const hrefFor = (page: number) => `/en/invoices?page=${page}`;

  it("links every page and navigates in the app", async () => {
    const { router } = renderUi(<Pager current={2} total={12} hrefFor={hrefFor} />, { path: "/en/invoices?page=2" });
    const link = screen.getByRole("link", { name: "Page 3" });
    expect(link.getAttribute("href")).toBe("/en/invoices?page=3");
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/en/invoices?page=3");
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/en/invoices?page=1");
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe("?page=3"));
  });

  it("leaves out a step that leads nowhere", () => {
    renderUi(<Pager current={1} total={12} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: "Previous page" })).toBeNull();
    expect(screen.getByRole("link", { name: "Next page" })).toBeDefined();
  });

  it("has no axe violations", async () => {
    const { container } = renderUi(<Pager current={12} total={12} hrefFor={hrefFor} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
