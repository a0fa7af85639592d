// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderInRoot } from "#app/ui/test-utils";
import { AnonymousFrontPage, type AnonymousFrontPageProps } from "./anonymous-front-page";

afterEach(cleanup);

const data: AnonymousFrontPageProps = {
  services: [
    { specialtyId: "YL", name: "General practitioner", fromCents: 5290 },
    { specialtyId: "IHO", name: "Dermatology", fromCents: null },
  ],
  clinics: [
    { id: "ELE", name: "Hoiva Leppävaara", city: "Espoo", streetAddress: "Leppävaarankatu 7", postalCode: "02600", postOffice: "Espoo" },
    { id: "HKA", name: "Hoiva Kamppi", city: "Helsinki", streetAddress: "Runeberginkatu 12", postalCode: "00100", postOffice: "Helsinki" },
    { id: "HPA", name: "Hoiva Pasila", city: "Helsinki", streetAddress: "Ratapihantie 9", postalCode: "00520", postOffice: "Helsinki" },
  ],
};

describe("anonymous front page", () => {
  it("welcomes in Finnish with the hyphen a brand name of one or several words takes", () => {
    renderInRoot(<AnonymousFrontPage {...data} />, { lang: "fi", brandId: "adult" });
    expect(screen.getByRole("heading", { level: 1, name: "Tervetuloa Hoiva-palveluun" })).toBeTruthy();
    cleanup();
    renderInRoot(<AnonymousFrontPage {...data} />, { lang: "fi", brandId: "kids" });
    expect(screen.getByRole("heading", { level: 1, name: "Tervetuloa Hoiva Junior -palveluun" })).toBeTruthy();
  });

  it("offers booking by service with the price from, logging in and why, the clinics by city and customer service's hours", async () => {
    const { container } = renderInRoot(<AnonymousFrontPage {...data} />, { lang: "en", brandId: "adult" });
    const services = screen.getByRole("region", { name: "Book by service" });
    const gp = within(services).getByRole("link", { name: /^General practitioner/ });
    expect(gp.getAttribute("href")).toBe("/en/booking/private-customer?specialtyIds=YL");
    expect(gp.textContent).toBe("General practitionerFrom €52.90");
    expect(within(services).getByRole("link", { name: "Dermatology" })).toBeTruthy();
    expect(within(services).getByRole("link", { name: "Occupational health care, insurance and other ways to book" }).getAttribute("href")).toBe("/en/booking");

    const login = screen.getByRole("region", { name: "Log in to your own information" });
    expect(within(login).getByText("message your care team securely")).toBeTruthy();
    expect(within(login).getByRole("link", { name: "Log in" }).getAttribute("href")).toMatch(/^\/en\/login/);
    expect(within(login).getByRole("link", { name: "Help with logging in" }).getAttribute("href")).toBe("/en/ohjeita");

    const clinics = screen.getByRole("region", { name: "Our clinics" });
    expect(within(clinics).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Espoo", "Helsinki"]);
    expect(within(clinics).getByText("Runeberginkatu 12, 00100 Helsinki")).toBeTruthy();
    expect(within(clinics).getByRole("link", { name: "Map of Hoiva Kamppi" })).toBeTruthy();

    const service = screen.getByRole("region", { name: "Customer service" });
    expect(within(service).getByRole("link", { name: "Call 010 555 1000" }).getAttribute("href")).toBe("tel:0105551000");
    expect(within(service).getByText("Monday to Friday").nextElementSibling?.textContent).toBe("7:00–20:00");
    expect(within(service).getByText("Saturday").nextElementSibling?.textContent).toBe("9:00–15:00");
    expect(within(service).getByText("In an emergency, call 112.")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("speaks to parents on the children's brand, in Swedish too", () => {
    renderInRoot(<AnonymousFrontPage {...data} />, { lang: "sv", brandId: "kids" });
    expect(screen.getByRole("region", { name: "Boka tid för ditt barn" })).toBeTruthy();
    const login = screen.getByRole("region", { name: "Logga in som vårdnadshavare" });
    expect(within(login).getByText("betala ditt barns fakturor")).toBeTruthy();
    const service = screen.getByRole("region", { name: "Kundtjänst" });
    expect(within(service).getByText("Lördag och söndag").nextElementSibling?.textContent).toBe("kl. 9–17");
    expect(within(service).getByText(/Jourhjälpen 116 117/)).toBeTruthy();
  });
});
