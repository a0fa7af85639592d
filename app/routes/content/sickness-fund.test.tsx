// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "#app/ui/test-utils";
import SicknessFund from "./sickness-fund";
import { normalisedText, renderPage } from "#app/ui/test-page";

afterEach(cleanup);

/** The cells of a service's row of the rules table, joined with " | ". */
const row = (service: string) =>
  Array.from(screen.getByRole("rowheader", { name: service }).closest("tr")!.cells, (cell) => normalisedText(cell)).join(" | ");

describe("sickness fund page", () => {
  it("has a heading and the four tabs of the spec, welcome first", async () => {
    const { container } = renderPage(SicknessFund, { page: "sicknessFund" });
    expect(screen.getByRole("heading", { level: 1, name: "Sickness fund" })).toBeDefined();
    const tablist = screen.getByRole("tablist", { name: "Sickness fund information" });
    expect(within(tablist).getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Welcome",
      "Reimbursement rules",
      "Instructions",
      "FAQ",
    ]);
    expect(screen.getByRole("tab", { name: "Welcome" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "FAQ" }).getAttribute("href")).toBe("/en/sairauskassa?tab=faq");
    expect(screen.getByRole("heading", { level: 2, name: "Welcome to the sickness fund" })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("states every reimbursement rule in a captioned table (English)", async () => {
    const { container } = renderPage(SicknessFund, { page: "sicknessFund", search: "?tab=rules" });
    expect(screen.getByRole("table", { name: "Sickness fund reimbursements by service" })).toBeDefined();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Service",
      "Your deductible",
      "The fund reimburses",
    ]);
    expect(row("Nurse's appointment")).toBe("Nurse's appointment | €5 per visit | The rest of the price");
    expect(row("General practitioner's appointment")).toBe(
      "General practitioner's appointment | €15 per visit | The rest of the price, for at most 12 visits per calendar year",
    );
    expect(row("Specialist's appointment")).toBe(
      "Specialist's appointment | 50% of the price | The rest of the price, at most €200 per visit, for 2 visits a year",
    );
    expect(row("Procedures")).toBe("Procedures | The part above the maximum | The facility part, at most €300 per visit");
    expect(row("Short psychotherapy")).toBe(
      "Short psychotherapy | 0% (no deductible) | The whole price, for at most 10 sessions per treatment period",
    );
    expect(row("Physiotherapy")).toBe("Physiotherapy | 50% of the price | The rest of the price, at most €500 in total per year");
    expect(row("Laboratory tests and imaging")).toBe("Laboratory tests and imaging | 50% of the price | The rest of the price");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("states every reimbursement rule with Finnish number formats", () => {
    renderPage(SicknessFund, { page: "sicknessFund", lang: "fi", search: "?tab=rules" });
    expect(screen.getByRole("heading", { level: 1, name: "Sairauskassa" })).toBeDefined();
    expect(row("Sairaanhoitajan vastaanotto")).toBe("Sairaanhoitajan vastaanotto | 5 € käyntiä kohden | Loput hinnasta");
    expect(row("Yleislääkärin vastaanotto")).toBe(
      "Yleislääkärin vastaanotto | 15 € käyntiä kohden | Loput hinnasta, enintään 12 käyntiä kalenterivuodessa",
    );
    expect(row("Erikoislääkärin vastaanotto")).toBe(
      "Erikoislääkärin vastaanotto | 50 % hinnasta | Loput hinnasta, enintään 200 € käyntiä kohden, 2 käyntiä vuodessa",
    );
    expect(row("Toimenpiteet")).toContain("Laitososuus, enintään 300 € käyntiä kohden");
    expect(row("Lyhytpsykoterapia")).toBe(
      "Lyhytpsykoterapia | 0 % (ei omavastuuta) | Koko hinta, enintään 10 käyntikertaa hoitojaksoa kohden",
    );
    expect(row("Fysioterapia")).toBe("Fysioterapia | 50 % hinnasta | Loput hinnasta, yhteensä enintään 500 € vuodessa");
    expect(row("Laboratoriotutkimukset ja kuvantaminen")).toBe("Laboratoriotutkimukset ja kuvantaminen | 50 % hinnasta | Loput hinnasta");
  });

  it("states the rules in Swedish", () => {
    renderPage(SicknessFund, { page: "sicknessFund", lang: "sv", search: "?tab=rules" });
    expect(screen.getByRole("heading", { level: 1, name: "Sjukkassa" })).toBeDefined();
    expect(row("Mottagning hos sjukskötare")).toContain("5 € per besök");
    expect(row("Mottagning hos allmänläkare")).toContain("högst 12 besök per kalenderår");
    expect(row("Mottagning hos specialistläkare")).toContain("50 % av priset");
    expect(row("Fysioterapi")).toContain("sammanlagt högst 500 € per år");
  });

  it("gives the phone, chat and message service hours and the call charge under every tab", () => {
    for (const tab of ["welcome", "rules", "instructions", "faq"]) {
      renderPage(SicknessFund, { page: "sicknessFund", search: `?tab=${tab}` });
      const contact = screen.getByRole("heading", { level: 2, name: "Contact the sickness fund" }).closest("section")!;
      expect(within(contact).getAllByRole("term").map(normalisedText)).toEqual(["Phone", "Chat", "Messages"]);
      expect(within(contact).getAllByRole("definition").map(normalisedText)).toEqual([
        "010 555 1000Weekdays 7:00–21:00, weekends and public holidays 9:00–18:00",
        "Weekdays 8:00–20:00, weekends 10:00–16:00",
        "We answer messages within 1-3 business days.",
      ]);
      expect(normalisedText(contact)).toContain("Calls to 010 business numbers cost the normal mobile or local network charge.");
      expect(within(contact).getByRole("link", { name: "010 555 1000" }).getAttribute("href")).toBe("tel:+358105551000");
      cleanup();
    }
  });

  it("gives the service hours in Finnish", () => {
    renderPage(SicknessFund, { page: "sicknessFund", lang: "fi" });
    const contact = normalisedText(screen.getByRole("heading", { name: "Sairauskassan yhteystiedot" }).closest("section"));
    expect(contact).toContain("Arkisin klo 7–21, viikonloppuisin ja arkipyhinä klo 9–18");
    expect(contact).toContain("Arkisin klo 8–20, viikonloppuisin klo 10–16");
    expect(contact).toContain("Vastaamme viesteihin 1-3 arkipäivän kuluessa.");
    expect(contact).toContain("Puhelut 010-alkuisiin yritysnumeroihin maksavat normaalin matkapuhelin- tai paikallisverkkomaksun.");
  });

  it("explains how to apply for reimbursement", () => {
    renderPage(SicknessFund, { page: "sicknessFund", search: "?tab=instructions" });
    const panel = screen.getByRole("tabpanel", { name: "Instructions" });
    expect(within(panel).getByRole("heading", { level: 2, name: "How to apply for reimbursement" })).toBeDefined();
    expect(within(panel).getAllByRole("listitem")).toHaveLength(5);
  });

  it("answers the FAQ with the same figures", () => {
    renderPage(SicknessFund, { page: "sicknessFund", search: "?tab=faq" });
    const panel = screen.getByRole("tabpanel", { name: "FAQ" });
    const answers = Array.from(panel.querySelectorAll("details")).map((details) => normalisedText(details));
    expect(answers).toHaveLength(9);
    expect(answers).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Your deductible is €15 per visit. The fund reimburses the rest of the price for at most 12 visits per calendar year."),
        expect.stringContaining("Your deductible is 50% of the price, and the fund reimburses at most €200 per visit, for 2 visits a year."),
        expect.stringContaining("the deductible is 0%. The fund reimburses at most 10 sessions per treatment period."),
        expect.stringContaining("Your deductible is 50% of the price. The fund reimburses at most €500 in total per year."),
        expect.stringContaining("at most €300 per visit"),
        expect.stringContaining("We answer messages within 1-3 business days."),
        expect.stringContaining("Calls to 010 business numbers cost the normal mobile or local network charge."),
      ]),
    );
    for (const details of panel.querySelectorAll("details")) expect(details.querySelector("summary")?.textContent).toBeTruthy();
  });

  it("switches tabs in place and keeps the tab in the address", async () => {
    renderPage(SicknessFund, { page: "sicknessFund" });
    fireEvent.click(screen.getByRole("tab", { name: "Reimbursement rules" }));
    await waitFor(() => expect(screen.getByRole("tabpanel", { name: "Reimbursement rules" })).toBeDefined());
    expect(screen.getByRole("tab", { name: "Reimbursement rules" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Reimbursement rules" }), { key: "End" });
    await waitFor(() => expect(screen.getByRole("tabpanel", { name: "FAQ" })).toBeDefined());
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "FAQ" }));
  });
});
