import { expect, type Locator, type Page } from "@playwright/test";
import { adult, kids } from "./account";
import { waitForHydration } from "./hydration";

// My information's steps (spec part 1 §2): the contact tab's form, its guardians, the consent tab.

/** Strong login in the children's brand as a teenager handling her own matters (Venla). */
export async function logInToKidsAsSelf(page: Page, personaName: string, nextPath: string) {
  await page.goto(`${kids}/fi/kirjaudu?nextPath=${encodeURIComponent(nextPath)}`);
  await page.getByRole("link", { name: "Nordea" }).click();
  await page.getByRole("button", { name: new RegExp(personaName) }).click();
  await page.waitForURL((url) => url.pathname === nextPath.split("?")[0]);
}

export class MyInformationPage {
  constructor(readonly page: Page) {}

  async goto(origin: "adult" | "kids" = "adult", path = "/fi/omat-tiedot") {
    await this.page.goto(`${origin === "adult" ? adult : kids}${path}`);
    await waitForHydration(this.page);
  }

  field(label: string | RegExp): Locator {
    return this.page.getByRole("tabpanel").getByLabel(label, { exact: true });
  }

  guardian(n: number): Locator {
    return this.page.getByRole("group", { name: new RegExp(`^Huoltaja ${n}`) });
  }

  summary(): Locator {
    return this.page.locator(".form-summary");
  }
}

export { expect };
