// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "#app/ui/test-utils";
import NewCustomer from "./new-customer";
import { renderRoute } from "./test-render";

afterEach(cleanup);

const patient = { firstName: "Ville", lastName: "Uusi", hasOccupationalCare: false, hasPatientData: true, unreadThreadCount: 0, hasMessagingUser: false, openInvoiceCount: 0 };

describe("new-customer page", () => {
  it("welcomes a registered user, with contact links and log out", async () => {
    const { container } = renderRoute(NewCustomer, "newCustomer", { patient });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome as a new customer" })).toBeTruthy();
    expect(screen.getByText(/You are now a customer of Hoiva/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book an appointment" }).getAttribute("href")).toBe("/en/booking");
    expect(screen.getByRole("link", { name: "010 555 1000" }).getAttribute("href")).toBe("tel:+358105551000");
    expect(screen.getByRole("link", { name: "Hoiva website" }).getAttribute("href")).toBe("https://www.hoiva.example");
    expect(screen.getByRole("link", { name: "Check your information" }).getAttribute("href")).toBe("/en/my-information");
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("tells an anonymous visitor how to become a customer, without log out", async () => {
    const { container } = renderRoute(NewCustomer, "newCustomer", { lang: "fi", csrfToken: null, brandId: "kids" });
    expect(screen.getByRole("heading", { level: 1, name: "Tervetuloa uudeksi asiakkaaksi" })).toBeTruthy();
    expect(screen.getByText(/Sinusta tulee asiakkaamme/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Kirjaudu ulos" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Tarkista tietosi" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
