import type { Locator, Page } from "@playwright/test";
import { formatShortDate } from "#domain/date-display";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { TEST_NOW } from "#tests/clock";

// The health records area's steps: the laboratory list and a result day, a test's history, the
// visits and a medical report, and printing.

type Lang = "fi" | "sv" | "en";

/** A demo result day, counted back from TEST_NOW in Helsinki days, as the pages write it. */
export function shownDaysAgo(days: number, lang: Lang): string {
  return formatShortDate(helsinkiCalendarDate(new Date(TEST_NOW.getTime() - days * 24 * 60 * 60_000)), lang);
}

export class HealthRecordsPages {
  constructor(readonly page: Page) {}

  async gotoLaboratory(lang: Lang) {
    await this.page.goto(`/${lang}/${{ fi: "laboratorio", sv: "laboratorium", en: "laboratory" }[lang]}`);
  }

  async gotoVisits(lang: Lang) {
    await this.page.goto(`/${lang}/${{ fi: "kaynnit", sv: "besoken", en: "visits" }[lang]}`);
  }

  async gotoPrescriptions(lang: Lang) {
    await this.page.goto(`/${lang}/${{ fi: "reseptit", sv: "recept", en: "prescriptions" }[lang]}`);
  }

  async gotoQuestionnaires(lang: Lang) {
    await this.page.goto(`/${lang}/${{ fi: "kyselyt", sv: "rundfraga", en: "questionnaires" }[lang]}`);
  }

  /** A group (fieldset) by its legend, within `scope`. */
  group(name: string | RegExp, scope: Page | Locator = this.page): Locator {
    return scope.getByRole("group", { name });
  }

  /** Answers one medicine's questions on the renewal page (Finnish). */
  async answerRenewal(medicine: string, { reason, finished, amountLeft }: { reason: string; finished: boolean; amountLeft?: string }) {
    const fieldset = this.group(medicine);
    await fieldset.getByRole("textbox", { name: "Miksi tarvitset lääkettä?" }).fill(reason);
    await this.group("Onko lääke loppunut?", fieldset).getByRole("radio", { name: finished ? "Kyllä" : "Ei" }).check();
    if (amountLeft !== undefined) await fieldset.getByRole("textbox", { name: "Paljonko lääkettä on jäljellä ja milloin se loppuu?" }).fill(amountLeft);
    await this.group("Onko lääkkeestä ollut haittavaikutuksia?", fieldset).getByRole("radio", { name: "Ei" }).check();
  }

  /** A test's row on a result page, by the test's name. */
  testRow(name: string): Locator {
    return this.page.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name: new RegExp(`^${name}`) }) });
  }

  /** Makes window.print() count its calls instead of opening the dialog. */
  async stubPrint() {
    await this.page.evaluate(() => {
      const counter = window as unknown as { printCalls: number };
      counter.printCalls = 0;
      window.print = () => {
        counter.printCalls += 1;
      };
    });
  }

  async printCalls(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
  }
}
