// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Avatar, AVATAR_SIZE_PX, initialsOf } from "./avatar";
import { AVATAR_TEXT_COLOR, avatarColor, DEFAULT_AVATAR_COLOR, KIDS_AVATAR_COLORS } from "./avatar-colors";
import { axeViolations, contrastRatio } from "./test-utils";

afterEach(cleanup);

describe("initialsOf", () => {
  it.each([
    ["Matti Meikäläinen", "MM"],
    ["Maija Liisa Korhonen", "MLK"],
    ["Anna-Liisa Virtanen", "AV"],
    ["  äijä   östman ", "ÄÖ"],
    ["Cher", "C"],
    ["", ""],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("Avatar", () => {
  it("has the spec's sizes", () => {
    expect(AVATAR_SIZE_PX).toEqual({ small: 24, medium: 40, large: 55 });
  });

  it.each(Object.entries(AVATAR_SIZE_PX))("draws the %s size at %i px", (size, px) => {
    const { container } = render(<Avatar name="Matti Meikäläinen" size={size as keyof typeof AVATAR_SIZE_PX} />);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar.style.width).toBe(`${px}px`);
    expect(avatar.style.height).toBe(`${px}px`);
    expect(avatar.textContent).toBe("MM");
  });

  it("colours children's avatars by clinic and others in the default colour", () => {
    expect(Object.keys(KIDS_AVATAR_COLORS).sort()).toEqual(["PJH", "PJI", "PJJ", "PJM"]);
    for (const [clinic, colour] of Object.entries(KIDS_AVATAR_COLORS)) expect(avatarColor(clinic)).toBe(colour);
    expect(avatarColor("pjm")).toBe(KIDS_AVATAR_COLORS.PJM);
    expect(avatarColor("XYZ")).toBe(DEFAULT_AVATAR_COLOR);
    expect(avatarColor(null)).toBe(DEFAULT_AVATAR_COLOR);
    expect(new Set(Object.values(KIDS_AVATAR_COLORS)).size).toBe(4);
  });

  it.each([...Object.values(KIDS_AVATAR_COLORS), DEFAULT_AVATAR_COLOR])("keeps %s at AA contrast with the initials", (colour) => {
    expect(contrastRatio(AVATAR_TEXT_COLOR, colour)).toBeGreaterThanOrEqual(4.5);
  });

  it("is hidden from assistive tech next to the name, and an image when it stands alone", async () => {
    const { container } = render(
      <div>
        <p>
          <Avatar name="Matti Meikäläinen" /> Matti Meikäläinen
        </p>
        <Avatar name="Liisa Lääkäri" clinicId="PJI" labelled />
      </div>,
    );
    expect(container.querySelector(".avatar")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("img", { name: "Liisa Lääkäri" }).textContent).toBe("LL");
    expect(await axeViolations(container)).toEqual([]);
  });
});
