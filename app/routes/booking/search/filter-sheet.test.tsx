// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { installMatchMedia, uninstallMatchMedia } from "#app/ui/test-media";
import { IntlWrapper, renderUi } from "#app/ui/test-utils";
import { FilterSheet } from "./filter-sheet";

// The server serves the filter panel inline with the button a phone's style sheet shows in its
// place until the page hydrates (decision 259), so the list does not jump up on a phone then.

afterEach(() => {
  cleanup();
  uninstallMatchMedia();
});

const panel = () => <form aria-label="the panel">the panel</form>;

describe("the filter sheet before and after hydration", () => {
  it("serves the inline panel with the sheet's button as a stand-in that opens nothing", () => {
    const html = renderToString(
      <IntlWrapper>
        <FilterSheet activeCount={2}>{panel}</FilterSheet>
      </IntlWrapper>,
    );
    const served = new DOMParser().parseFromString(html, "text/html").querySelector(".filter-sheet--before-hydration");
    const standIn = served?.querySelector(".filter-sheet__placeholder button");
    expect(standIn?.textContent).toBe("Filters2 2 chosen");
    expect(standIn?.getAttribute("aria-disabled")).toBe("true");
    expect(served?.textContent).toContain("the panel");
  });

  it("drops the stand-in once hydrated on a wide window", () => {
    installMatchMedia(1024);
    const { container } = renderUi(<FilterSheet activeCount={0}>{panel}</FilterSheet>);
    expect(container.querySelector(".filter-sheet--before-hydration")).toBeNull();
    expect(screen.queryByRole("button", { name: "Filters" })).toBeNull();
    expect(screen.getByRole("form", { name: "the panel" })).toBeDefined();
  });
});
