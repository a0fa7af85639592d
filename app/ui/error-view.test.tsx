// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorView } from "./error-view";
import { RootErrorView } from "./root-error-view";
import { axeViolations, renderUi } from "./test-utils";

afterEach(cleanup);

describe("ErrorView", () => {
  it("shows the spec's apology, the brand's phone and Try again", () => {
    renderUi(<ErrorView onRetry={() => {}} />);
    expect(screen.getByRole("heading", { level: 2, name: "Apologies! Something went wrong..." })).toBeDefined();
    expect(
      screen.getByText("Please try again in a moment. If the problem persists, contact our customer service."),
    ).toBeDefined();
    const phone = screen.getByRole("link", { name: "010 555 1000" });
    expect(phone.getAttribute("href")).toBe("tel:+358105551000");
    expect(phone.parentElement?.textContent).toBe("Customer service: 010 555 1000");
    expect(screen.getByRole("button", { name: "Try again" })).toBeDefined();
  });

  it("uses the children's brand phone number", () => {
    renderUi(<ErrorView onRetry={() => {}} />, { brandId: "kids" });
    expect(screen.getByRole("link", { name: "010 555 2000" }).getAttribute("href")).toBe("tel:+358105552000");
  });

  it("calls onRetry", () => {
    const onRetry = vi.fn();
    renderUi(<ErrorView onRetry={onRetry} />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("revalidates the route data by default", () => {
    const { router } = renderUi(<ErrorView />);
    const revalidate = vi.spyOn(router, "revalidate");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(revalidate).toHaveBeenCalledOnce();
  });

  it("takes the heading level of its place", () => {
    renderUi(<ErrorView headingLevel={1} />);
    expect(screen.getByRole("heading", { level: 1 })).toBeDefined();
  });

  it.each([
    ["fi", "Pahoittelut! Jokin meni vikaan...", "Yritä uudelleen"],
    ["sv", "Vi ber om ursäkt! Något gick fel...", "Försök igen"],
  ] as const)("is translated to %s", (lang, heading, retry) => {
    renderUi(<ErrorView />, { lang });
    expect(screen.getByRole("heading", { name: heading })).toBeDefined();
    expect(screen.getByRole("button", { name: retry })).toBeDefined();
  });

  it("has no axe violations", async () => {
    const { container } = renderUi(<ErrorView />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("RootErrorView", () => {
  it("shows the generic error view as the page for statuses other than 404", () => {
    renderUi(<RootErrorView status={500} />);
    expect(screen.getByRole("heading", { level: 1, name: "Apologies! Something went wrong..." })).toBeDefined();
  });

  it("keeps the not-found view for 404", () => {
    renderUi(<RootErrorView status={404} />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeDefined();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
