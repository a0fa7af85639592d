// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { installMatchMedia, resizeTo, uninstallMatchMedia } from "./test-media";
import { useScreenSize } from "./use-screen-size";

function Probe() {
  return <output>{useScreenSize()}</output>;
}

afterEach(() => {
  cleanup();
  uninstallMatchMedia();
});

describe("useScreenSize", () => {
  it.each([
    [320, "small"],
    [480, "small"],
    [481, "medium"],
    [800, "medium"],
    [801, "large"],
    [1440, "large"],
  ])("calls a %i px window %s", (width, size) => {
    installMatchMedia(width);
    render(<Probe />);
    expect(screen.getByRole("status").textContent).toBe(size);
  });

  it("follows the window across breakpoints", () => {
    installMatchMedia(1024);
    render(<Probe />);
    resizeTo(700);
    expect(screen.getByRole("status").textContent).toBe("medium");
    resizeTo(400);
    expect(screen.getByRole("status").textContent).toBe("small");
    resizeTo(900);
    expect(screen.getByRole("status").textContent).toBe("large");
  });

  it("renders the large layout on the server", () => {
    installMatchMedia(400);
    expect(renderToString(<Probe />)).toContain(">large<");
  });
});
