import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./pages/hydration";
import { MessagingPage } from "./pages/messaging";

// Messaging (spec part 2 §2 "Messaging", §4 "Conversation", §5, §8; part 1 §2 menu, §9): Jari
// opens his unread conversation from the list (it becomes read and the menu's unread count
// drops), replies and sees the reply; he starts a new conversation in Swedish and lands on it.
// axe on every screen.

test.describe("messaging of an occupational health customer", () => {
  test.use({ persona: "jari" });

  test("opens the unread conversation, which becomes read, and replies (fi)", async ({ page }) => {
    const messaging = new MessagingPage(page);
    await messaging.gotoList("fi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Viestit");
    const unread = messaging.conversationTitled("Selkävaivat ja työergonomia");
    await expect(unread.getByRole("heading", { level: 2 })).toHaveText("Selkävaivat ja työergonomiaLukematon");
    await expect(unread).toContainText("Kaisa Ojala: Hei, sijaistan Minna Rantasta.");
    await expect(messaging.conversationTitled("Työterveystarkastuksen tulokset")).toContainText("Sinä: Kiitos tiedosta!");
    await expect(await messaging.menuMessagesLink("Valikko", "Päävalikko", "Viestit")).toHaveAccessibleName("Viestit 1 lukematon");
    await expectNoAxeViolations(page);

    await unread.getByRole("link", { name: "Selkävaivat ja työergonomia" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Selkävaivat ja työergonomia");
    await expect(page).toHaveURL(/\/fi\/viestit\/\d+$/);
    await expect(messaging.messages()).toHaveCount(4);
    await expect(messaging.messages().last()).toContainText("Hei, sijaistan Minna Rantasta.");
    await expect(page.getByText("3 osallistujaa")).toBeVisible();
    // Read now: the menu has no unread count.
    await expect(await messaging.menuMessagesLink("Valikko", "Päävalikko", "Viestit")).toHaveAccessibleName("Viestit");
    await page.getByRole("button", { name: "Valikko" }).click();
    await expectNoAxeViolations(page);

    const send = page.getByRole("button", { name: "Lähetä" });
    await expect(send).toBeDisabled();
    await page.getByRole("textbox", { name: "Vastauksesi" }).fill("Kiitos, tiistai sopii hyvin.");
    await expect(send).toBeEnabled();
    await send.click();
    await expect(messaging.messages()).toHaveCount(5);
    await expect(messaging.messages().last()).toContainText("Sinä");
    await expect(messaging.messages().last()).toContainText("Kiitos, tiistai sopii hyvin.");
    await expect(page.getByRole("textbox", { name: "Vastauksesi" })).toHaveValue("");

    await page.getByRole("link", { name: "Takaisin viesteihin" }).click();
    await expect(unread.getByRole("heading", { level: 2 })).toHaveText("Selkävaivat ja työergonomia");
    await expect(unread).toContainText("Sinä: Kiitos, tiistai sopii hyvin.");
  });

  test("starts a new conversation and lands on it (sv)", async ({ page }) => {
    const messaging = new MessagingPage(page);
    await messaging.gotoNew("sv");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ny konversation");
    await waitForHydration(page);
    const send = page.getByRole("button", { name: "Skicka" });
    await expect(send).toBeDisabled();
    await page.getByRole("textbox", { name: "Ämne" }).fill("Fråga om ergonomi");
    await expect(send).toBeDisabled();
    await page.getByRole("textbox", { name: "Meddelande" }).fill("Hej! Kan ni skicka instruktionerna för arbetsstolen?");
    await expect(send).toBeEnabled();
    await expectNoAxeViolations(page);
    await send.click();

    await expect(page).toHaveURL(/\/sv\/meddelanden\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fråga om ergonomi");
    await expect(messaging.messages()).toHaveCount(1);
    await expect(messaging.messages().first()).toContainText("Du");
    await expect(messaging.messages().first()).toContainText("Hej! Kan ni skicka instruktionerna för arbetsstolen?");
    await expectNoAxeViolations(page);
  });
});
