import type { Locator, Page } from "@playwright/test";

// "Who has viewed my data" steps (issue 15): the date filter and the table of professionals'
// accesses, by role and accessible name.

type Lang = "fi" | "sv" | "en";

const LABELS: Record<Lang, { from: string; to: string; submit: string; clear: string }> = {
  fi: { from: "Alkaen", to: "Päättyen", submit: "Näytä", clear: "Näytä kaikki päivät" },
  sv: { from: "Från", to: "Till", submit: "Visa", clear: "Visa alla datum" },
  en: { from: "From", to: "To", submit: "Show", clear: "Show all dates" },
};

export class AccessLogPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  /** The table's data rows (the header row left out). */
  rows(): Locator {
    return this.page.getByRole("table").locator("tbody").getByRole("row");
  }

  /** Limits the list to whole days, "YYYY-MM-DD" (the date inputs' value), and shows it. */
  async filter(from: string, to: string) {
    const labels = LABELS[this.lang];
    await this.page.getByLabel(labels.from, { exact: true }).fill(from);
    await this.page.getByLabel(labels.to, { exact: true }).fill(to);
    await this.page.getByRole("button", { name: labels.submit, exact: true }).click();
  }

  clearLink(): Locator {
    return this.page.getByRole("link", { name: LABELS[this.lang].clear });
  }
}
