// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, IntlWrapper } from "#app/ui/test-utils";
import { BookingSteps } from "./booking-steps";

afterEach(cleanup);

describe("BookingSteps", () => {
  it("marks the current step, tells which are done, and passes axe", async () => {
    const { container } = render(
      <IntlWrapper>
        <BookingSteps current="details" />
      </IntlWrapper>,
    );
    const steps = within(screen.getByRole("list", { name: "Booking steps" })).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(["✓Choose a time (done)", "2Your details", "3Booked"]);
    expect(steps.map((step) => step.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("speaks the page's language", () => {
    render(
      <IntlWrapper lang="sv">
        <BookingSteps current="booked" />
      </IntlWrapper>,
    );
    expect(screen.getByRole("list", { name: "Bokningens steg" })).toBeTruthy();
    expect(screen.getByText("Bokad").closest("li")?.getAttribute("aria-current")).toBe("step");
  });
});
