import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// The messaging area's steps: the conversations list, a conversation with its reply form, the new
// conversation form, and the menu's messages item with its unread count.

const LIST_PATH = { fi: "viestit", sv: "meddelanden", en: "messages" } as const;
const NEW_PATH = { fi: "viestit/uusi", sv: "meddelanden/ny", en: "messages/new" } as const;
type Lang = keyof typeof LIST_PATH;

export class MessagingPage {
  constructor(readonly page: Page) {}

  async gotoList(lang: Lang = "fi") {
    await this.page.goto(`/${lang}/${LIST_PATH[lang]}`);
  }

  async gotoNew(lang: Lang = "fi") {
    await this.page.goto(`/${lang}/${NEW_PATH[lang]}`);
  }

  /** The conversations of the list, one item each. */
  conversations(): Locator {
    return this.page.locator(".conversation-list > li");
  }

  conversationTitled(title: string): Locator {
    return this.conversations().filter({ has: this.page.getByRole("heading", { level: 2, name: new RegExp(`^${title}`) }) });
  }

  /** The messages of the open conversation, oldest first. */
  messages(): Locator {
    return this.page.locator(".conversation-day__messages > li");
  }

  /** The main menu's messages link (the menu opened first), whose name carries the unread count. */
  async menuMessagesLink(menuButton: string, menuName: string, label: string): Promise<Locator> {
    await waitForHydration(this.page);
    const menu = this.page.getByRole("navigation", { name: menuName });
    if (!(await menu.isVisible())) await this.page.getByRole("button", { name: menuButton }).click();
    await expect(menu).toBeVisible();
    return menu.getByRole("link", { name: new RegExp(`^${label}`) });
  }
}
