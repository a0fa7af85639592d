// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Icon, ICON_SIZE_PX } from "./icon";
import { axeViolations } from "./test-utils";

afterEach(cleanup);

const path = <path d="M4 12h16" />;

describe("Icon", () => {
  it("has the spec's sizes", () => {
    expect(ICON_SIZE_PX).toEqual({ default: 24, large: 40 });
  });

  it("is 24 px and decorative by default", () => {
    const { container } = render(<Icon>{path}</Icon>);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("width")).toBe("24");
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("focusable")).toBe("false");
  });

  it("is 40 px when large and an image when labelled", async () => {
    const { container } = render(
      <Icon size="large" label="Warning">
        {path}
      </Icon>,
    );
    const svg = screen.getByRole("img", { name: "Warning" });
    expect(svg.getAttribute("width")).toBe("40");
    expect(await axeViolations(container)).toEqual([]);
  });
});
