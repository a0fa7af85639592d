import type { Locator, Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// The records area's steps: the logged-in menu, the certificates timeline, the vaccination table
// and the occupational health care team.

type Lang = "fi" | "sv" | "en";

const MENU_BUTTON: Record<Lang, string> = { fi: "Valikko", sv: "Meny", en: "Menu" };
const MAIN_MENU: Record<Lang, string> = { fi: "Päävalikko", sv: "Huvudmeny", en: "Main menu" };

export class RecordsPages {
  constructor(readonly page: Page) {}

  /** Opens the hamburger menu and returns its navigation. */
  async openMenu(lang: Lang): Promise<Locator> {
    await waitForHydration(this.page);
    await this.page.getByRole("button", { name: MENU_BUTTON[lang] }).click();
    return this.page.getByRole("navigation", { name: MAIN_MENU[lang] });
  }

  /** The heading of a menu group, e.g. "Occupational health care". */
  menuGroup(menu: Locator, heading: string): Locator {
    return menu.locator("section").filter({ has: this.page.getByRole("heading", { name: heading, exact: true }) });
  }

  timelineYears(): Locator {
    return this.page.locator(".timeline").getByRole("heading", { level: 2 });
  }

  vaccinationRow(name: string): Locator {
    return this.page.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name, exact: true }) });
  }
}
