// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "#app/ui/test-utils";
import TermsOfUse from "./terms-of-use";
import { normalisedText, renderPage } from "#app/ui/test-page";

afterEach(cleanup);

describe("terms of use page", () => {
  it("has the sections of a service's terms, a last-updated date and the contact", async () => {
    const { container } = renderPage(TermsOfUse, { page: "termsOfUse" });
    expect(screen.getByRole("heading", { level: 1, name: "Terms of use" })).toBeDefined();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "The service",
      "Identification",
      "Acting on behalf of another person",
      "Your responsibilities",
      "Data protection and patient data",
      "Cookies",
      "Availability of the service",
      "Changes to these terms",
      "Contact",
    ]);
    const updated = container.querySelector("time")!;
    expect(updated.getAttribute("datetime")).toBe("2025-05-01");
    expect(normalisedText(updated.parentElement)).toBe("Last updated 1.5.2025");
    expect(screen.getByText(/These terms apply to the Hoiva online service/)).toBeDefined();
    expect(screen.getByRole("link", { name: "010 555 1000" }).getAttribute("href")).toBe("tel:+358105551000");
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ["fi", "Käyttöehdot", "Päivitetty 01.05.2025", "Tietosuoja ja potilastiedot"],
    ["sv", "Användarvillkor", "Senast uppdaterad 1.5.2025", "Dataskydd och patientuppgifter"],
  ] as const)("is translated to %s", (lang, title, updated, privacy) => {
    const { container } = renderPage(TermsOfUse, { page: "termsOfUse", lang, brandId: "kids" });
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeDefined();
    expect(normalisedText(container.querySelector("time")!.parentElement)).toBe(updated);
    expect(screen.getByRole("heading", { level: 2, name: privacy })).toBeDefined();
    expect(screen.getByText(/Hoiva Junior/, { selector: "p.lead" })).toBeDefined();
    expect(screen.getByRole("link", { name: "010 555 2000" })).toBeDefined();
  });
});
