import type { Browser, BrowserContext, Page } from "@playwright/test";

// The professional workspace's steps: its sign-in page and the staff identity provider's choice.

const SIGN_IN_PATH = { fi: "ammattilainen/kirjaudu", sv: "vardpersonal/logga-in", en: "professional/sign-in" } as const;
const SIGN_IN_BUTTON = { fi: "Kirjaudu työtunnuksella", sv: "Logga in med arbetskonto", en: "Sign in with work account" } as const;
type Lang = keyof typeof SIGN_IN_PATH;

export class ProfessionalWorkspace {
  private lang: Lang = "fi";

  constructor(readonly page: Page) {}

  async gotoSignIn(lang: Lang) {
    this.lang = lang;
    await this.page.goto(`/${lang}/${SIGN_IN_PATH[lang]}`);
  }

  /** Signs in through the built-in staff identity provider as the demo professional named `name`. */
  async signInAs(name: string) {
    await this.page.getByRole("link", { name: SIGN_IN_BUTTON[this.lang] }).click();
    await this.page.getByRole("button", { name: new RegExp(`^${name},`) }).click();
  }
}

/**
 * A browser of the professional's own. The test runner gives every new context the journey's
 * options, the persona's saved cookies among them (the identity provider's session too), so the
 * staff browser says explicitly that it starts with none.
 */
export function newStaffContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
}
