// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "#app/ui/test-utils";
import { renderPage } from "#app/ui/test-page";
import ActFor from "./act-for";
import type { ActForPageData } from "./act-for.server";

afterEach(cleanup);

const children: ActForPageData = {
  actor: "child",
  persons: [
    { choice: "4", patientId: 4, firstName: "Eetu", lastName: "Nieminen", birthDate: "2017-04-09" },
    { choice: "5", patientId: 5, firstName: "Helmi", lastName: "Nieminen", birthDate: "2020-10-17" },
  ],
  next: "/en/appointments",
  csrfToken: "token-123",
};

describe("choose person page", () => {
  it("lists the children as choices, with the user's own matters last", async () => {
    const { container } = renderPage(ActFor, { page: "actFor", lang: "en", brandId: "kids", loaderData: children });
    expect(screen.getByRole("heading", { level: 1, name: "Whose matters do you want to handle?" })).toBeDefined();
    const list = screen.getByRole("list", { name: "Your children" });
    const buttons = within(list).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["Eetu NieminenBorn 9.4.2017", "Helmi NieminenBorn 17.10.2020"]);
    expect(buttons.map((button) => [button.getAttribute("name"), button.getAttribute("value")])).toEqual([
      ["person", "4"],
      ["person", "5"],
    ]);
    const own = screen.getByRole("button", { name: "My own matters" });
    expect(own.getAttribute("value")).toBe("self");

    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual({ csrfToken: "token-123", actor: "child", next: "/en/appointments" });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("words the mandate choice for principals, in the page's language", () => {
    renderPage(ActFor, {
      page: "actFor",
      lang: "fi",
      loaderData: {
        actor: "mandate",
        persons: [{ choice: "9", patientId: 9, firstName: "Raili", lastName: "Hämäläinen", birthDate: "1952-01-27" }],
        next: "/fi",
        csrfToken: "t",
      } satisfies ActForPageData,
    });
    expect(screen.getByText(/Valitse henkilö, jonka puolesta haluat asioida/)).toBeDefined();
    const list = screen.getByRole("list", { name: "Henkilöt, joiden puolesta voit asioida" });
    expect(within(list).getByRole("button").textContent).toBe("Raili HämäläinenSyntynyt 27.01.1952");
    expect(screen.getByRole("button", { name: "Omat asiani" })).toBeDefined();
  });

  it("lists a child who is not a customer yet with a hint, choosing them by the opaque key", async () => {
    const aada = { choice: "child-AbCdEfGhIjKlMnOpQrStUv", patientId: null, firstName: "Aada", lastName: "Nieminen", birthDate: "2026-04-18" };
    const expected = {
      en: ["Born 18.4.2026", "Not a customer yet: you register the child next"],
      fi: ["Syntynyt 18.04.2026", "Ei vielä asiakas: rekisteröit lapsen seuraavaksi"],
      sv: ["Född 18.4.2026", "Ännu inte kund: du registrerar barnet härnäst"],
    } as const;
    for (const lang of ["en", "fi", "sv"] as const) {
      const { container } = renderPage(ActFor, { page: "actFor", lang, brandId: "kids", loaderData: { ...children, persons: [...children.persons, aada] } });
      const buttons = within(screen.getByRole("list")).getAllByRole("button");
      const [born, hint] = expected[lang];
      expect(buttons.map((button) => button.textContent?.includes(hint))).toEqual([false, false, true]);
      expect(buttons[2]!.textContent).toBe(`Aada Nieminen${born}${hint}`);
      expect(buttons[2]!.getAttribute("value")).toBe("child-AbCdEfGhIjKlMnOpQrStUv");
      if (lang === "en") expect(await axeViolations(container)).toEqual([]);
      cleanup();
    }
  });
});
