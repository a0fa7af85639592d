// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "#app/ui/test-utils";
import { renderRoute } from "./registration/test-render";
import OccupationalVaccination from "./occupational-vaccination";

afterEach(cleanup);

describe("occupational vaccination page", () => {
  it("unauthorized: a sign-in prompt that comes back here", async () => {
    const { container } = renderRoute(OccupationalVaccination, "occupationalVaccination", { csrfToken: null, loaderData: { status: "unauthorized" } });
    expect(screen.getByRole("heading", { level: 2, name: "Log in to book a vaccination" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      `/en/login?nextPath=${encodeURIComponent("/en/occupational-healthcare/vaccinations")}`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("no-occupational-healthcare: the spec's message with the customer service number", async () => {
    const { container } = renderRoute(OccupationalVaccination, "occupationalVaccination", { loaderData: { status: "no-occupational-healthcare" } });
    expect(screen.getByText("Unfortunately, we could not find your occupational health care contract")).toBeTruthy();
    expect(screen.getByRole("link", { name: "010 555 1000" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book as a private customer" }).getAttribute("href")).toBe("/en/booking/private-customer");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("ok: the influenza button leads to the occupational booking list filtered by specialtyIds", async () => {
    const { container } = renderRoute(OccupationalVaccination, "occupationalVaccination", {
      lang: "fi",
      loaderData: { status: "ok", vaccinations: [{ id: "influenza", allowed: true, specialtyIds: ["INFL"] }] },
    });
    expect(screen.getByRole("link", { name: /Influenssarokotus/ }).getAttribute("href")).toBe("/fi/ajanvaraus/tyoterveys?specialtyIds=INFL");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a vaccination the contract does not include shows an error with Back", async () => {
    renderRoute(OccupationalVaccination, "occupationalVaccination", {
      loaderData: { status: "ok", vaccinations: [{ id: "influenza", allowed: false, specialtyIds: ["INFL"] }] },
    });
    fireEvent.click(screen.getByRole("button", { name: /Influenza vaccination/ }));
    expect(screen.getByText("Unfortunately, influenza vaccination is not included in your occupational health care contract")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Influenza vaccination"));
  });
});
