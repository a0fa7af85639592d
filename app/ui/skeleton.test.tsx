// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Skeleton, SKELETON_DEFAULT_COUNT } from "./skeleton";
import { axeViolations, IntlWrapper } from "./test-utils";

afterEach(cleanup);

function renderSkeleton(count?: number) {
  return render(
    <IntlWrapper>
      <Skeleton count={count} />
    </IntlWrapper>,
  ).container;
}

describe("Skeleton", () => {
  it("shows five placeholders by default (part 2 §9)", () => {
    expect(SKELETON_DEFAULT_COUNT).toBe(5);
    expect(renderSkeleton().querySelectorAll(".skeleton__item")).toHaveLength(5);
  });

  it.each([1, 3, 10])("shows %i placeholders when asked", (count) => {
    expect(renderSkeleton(count).querySelectorAll(".skeleton__item")).toHaveLength(count);
  });

  it("is busy, says it is loading and hides the placeholders from assistive tech", async () => {
    const container = renderSkeleton();
    const skeleton = container.querySelector(".skeleton")!;
    expect(skeleton.getAttribute("aria-busy")).toBe("true");
    expect(skeleton.textContent).toBe("Loading...");
    for (const item of container.querySelectorAll(".skeleton__item")) expect(item.getAttribute("aria-hidden")).toBe("true");
    expect(await axeViolations(container)).toEqual([]);
  });
});
