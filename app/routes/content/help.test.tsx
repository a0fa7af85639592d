// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FeatureFlag } from "#domain/session-state";
import type { Lang } from "#domain/routes/route-table";
import { axeViolations } from "#app/ui/test-utils";
import Help, { loader } from "./help";
import { renderPage } from "#app/ui/test-page";

/** The help page is for logged-in patients: a valid session acting for oneself. */
const LOGGED_IN = { session: { status: "valid", person: null, actingRole: "self", patientId: 1, actingPatientId: 1, data: {} } };

afterEach(cleanup);

function renderHelp(lang: Lang, features: FeatureFlag[] = []) {
  const loaderData = loader({ request: new Request(`http://localhost/${lang}/ohjeita`), context: LOGGED_IN } as Parameters<typeof loader>[0]);
  return renderPage(Help, { page: "help", lang, features, loaderData });
}

const smsHeading = () => screen.queryByRole("heading", { level: 2, name: "Tekstiviestitunnistautuminen – usein kysyttyä" });

describe("help page", () => {
  it("gives the common instructions in Finnish", async () => {
    const { container } = renderHelp("fi");
    expect(screen.getByRole("heading", { level: 1, name: "Ohjeita" })).toBeDefined();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Kirjautuminen",
      "Ajan varaaminen",
      "Ajan peruminen",
      "Ilmoittautuminen",
      "Mistä löydän tulokseni?",
      "Miten viestit toimivat?",
      "Asiakaspalvelu",
    ]);
    expect(screen.getByText(/ilmoittautua vastaanotolle palvelussa 30 minuuttia ennen/)).toBeDefined();
    expect(screen.getByRole("link", { name: "Varaa aika" }).getAttribute("href")).toBe("/fi/ajanvaraus");
    expect(screen.queryByText("Ohjeet ovat saatavilla vain suomeksi.")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("links the customer service phone", () => {
    renderHelp("fi");
    expect(screen.getByRole("link", { name: "010 555 1000" }).getAttribute("href")).toBe("tel:+358105551000");
    cleanup();
    renderPage(Help, { page: "help", lang: "fi", brandId: "kids", loaderData: { finnishMessages: null } });
    expect(screen.getByRole("link", { name: "010 555 2000" }).getAttribute("href")).toBe("tel:+358105552000");
  });

  it("shows the SMS authentication FAQ only with the mfa feature", () => {
    renderHelp("fi", ["customer-messaging-enabled"]);
    expect(smsHeading()).toBeNull();
    expect(screen.queryByText("Mikä on tekstiviestitunnistautuminen?")).toBeNull();
    cleanup();

    const { container } = renderHelp("fi", ["mfa"]);
    const section = smsHeading()!.closest("section")!;
    expect(Array.from(section.querySelectorAll("summary"), (summary) => summary.textContent)).toEqual([
      "Mikä on tekstiviestitunnistautuminen?",
      "Miten otan tekstiviestitunnistautumisen käyttöön tai pois käytöstä?",
      "En saanut koodia. Mitä teen?",
      "Voinko antaa koodin jollekulle toiselle?",
      "Syötin väärän koodin liian monta kertaa. Mitä nyt?",
    ]);
    expect(section.textContent).toContain("lähetämme puhelimeesi tekstiviestinä 4 numeron koodin");
    expect(section.textContent).toContain("Ota se käyttöön etusivun paneelista tai Omat tiedot -sivun tekstiviestitunnistautumisen kohdasta.");
    expect(container.querySelectorAll("details")).toHaveLength(5);
  });

  it.each([
    ["en", "Help", "These instructions are available in Finnish only.", "If you have questions, call our customer service:"],
    ["sv", "Anvisningar", "Anvisningarna finns endast på finska.", "Om du har frågor kan du ringa vår kundtjänst:"],
  ] as const)("in %s says the instructions are in Finnish and marks the Finnish text", async (lang, title, note, contact) => {
    const { container } = renderHelp(lang, ["mfa"]);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeDefined();
    expect(screen.getByText(note).closest("[lang]")).toBeNull();
    expect(screen.getByText(contact, { exact: false }).textContent).toBe(`${contact} 010 555 1000`);

    // The instructions themselves are the Finnish ones, inside lang="fi".
    const finnish = container.querySelector('[lang="fi"]')!;
    expect(finnish).not.toBeNull();
    for (const heading of ["Kirjautuminen", "Ajan peruminen", "Tekstiviestitunnistautuminen – usein kysyttyä", "Asiakaspalvelu"]) {
      expect(screen.getByRole("heading", { level: 2, name: heading }).closest("[lang]")).toBe(finnish);
    }
    // Links inside still lead to the pages of the visitor's language.
    expect(screen.getByRole("link", { name: "Varaa aika" }).getAttribute("href")).toBe(
      lang === "en" ? "/en/booking" : "/sv/tidsbokning",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hands the Finnish help texts to the sv and en pages only", () => {
    const load = (path: string) => loader({ request: new Request(`http://localhost${path}`), context: LOGGED_IN } as Parameters<typeof loader>[0]);
    expect(load("/fi/ohjeita").finnishMessages).toBeNull();
    const finnish = load("/en/ohjeita").finnishMessages!;
    // Parsed on the server (decision 238): a text without arguments is one literal.
    expect(finnish["content.help.login.heading"]).toEqual([{ type: 0, value: "Kirjautuminen" }]);
    expect(JSON.stringify(finnish["content.callCharge"])).toMatch(/"value":"Puhelut 010-alkuisiin/);
    expect(Object.keys(finnish).every((key) => key.startsWith("content.help.") || key === "content.callCharge")).toBe(true);
  });
});
