// @vitest-environment jsdom
import { useRef, useState } from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Sheet } from "./sheet";
import { axeViolations } from "./test-utils";

afterEach(cleanup);

function Example() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} labelledBy="sheet-title" closeLabel="Close filters" returnFocusTo={opener}>
        <h2 id="sheet-title">Filter times</h2>
        <label>
          <input type="checkbox" /> Kamppi
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Show 12 times
        </button>
      </Sheet>
    </>
  );
}

describe("Sheet", () => {
  it("opens as a modal dialog named by its heading, with the focus inside, and passes axe", async () => {
    const { container } = render(<Example />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Filters" }));
    const dialog = screen.getByRole("dialog", { name: "Filter times" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close filters" }));
    expect(document.body.style.overflow).toBe("hidden");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("closes with Escape, the close button or the backdrop, and gives the focus back to the opener", () => {
    const { container } = render(<Example />);
    const opener = screen.getByRole("button", { name: "Filters" });
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe("");

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Close filters" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(container.querySelector(".sheet__backdrop")!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps Tab and Shift+Tab inside while open", () => {
    render(<Example />);
    fireEvent.click(screen.getByRole("button", { name: "Filters" }));
    const dialog = screen.getByRole("dialog");
    const last = screen.getByRole("button", { name: "Show 12 times" });
    const first = screen.getByRole("button", { name: "Close filters" });
    last.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
