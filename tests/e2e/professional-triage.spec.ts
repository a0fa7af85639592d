import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { expectNothingWiderThanWindow } from "./overflow";
import { waitForHydration } from "./pages/hydration";
import { MessagingPage } from "./pages/messaging";
import { newStaffContext, ProfessionalWorkspace } from "./pages/professional";

// Triage in the care team's workspace (issue 32, decision 380). Jari sends two questions with a
// word of their own in the subject; nurse Kaisa Ojala, with the keyboard alone, orders the inbox
// longest waiting first, searches the word, opens the older question, answers it, assigns it to a
// colleague, closes it, and steps to the next one with Alt+ArrowDown. An HR user's search finds
// HR conversations only. axe on the inbox, a search and a conversation in fi, sv and en at
// 1280×800 and 390×844, with nothing wider than the phone's screen.

const WORD = "Näppäimistökysely";
const FIRST = `${WORD}: selän venyttely`;
const SECOND = `${WORD}: kontrollikäynti`;
const ANSWER = "Hei Jari, venyttele kolme kertaa päivässä ja kerro viikon päästä, miten on mennyt.";

/** Presses Tab (at most 120 times) until `target` has the focus: how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 120; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Opens "More actions" with the keyboard unless it is open already (it stays as it was after a post). */
async function openMoreActions(page: Page) {
  if (await page.locator("details.ws-more").evaluate((details) => (details as HTMLDetailsElement).open)) return;
  await tabTo(page, page.getByText("More actions"));
  await page.keyboard.press("Enter");
}

async function sendQuestion(jari: Page, subject: string) {
  const messaging = new MessagingPage(jari);
  await messaging.gotoNew("fi");
  await waitForHydration(jari);
  await jari.getByRole("textbox", { name: "Aihe" }).fill(subject);
  await jari.getByRole("textbox", { name: "Viesti" }).fill("Hei, kysyisin selästäni.");
  await jari.getByRole("button", { name: "Lähetä" }).click();
  await expect(jari).toHaveURL(/\/fi\/viestit\/\d+$/);
}

test.describe("triage with the keyboard alone", () => {
  test.use({ persona: "jari" });

  test("a nurse opens the longest waiting conversation of a search, answers, assigns and closes it, and steps to the next (en)", async ({ page: jari, browser, baseURL }) => {
    // Two questions, a staff sign-in and five posts, each step by key presses.
    test.slow();
    await sendQuestion(jari, FIRST);
    await sendQuestion(jari, SECOND);

    const context = await newStaffContext(browser, baseURL);
    const nurse = await context.newPage();
    await nurse.setViewportSize({ width: 1280, height: 800 });
    await new ProfessionalWorkspace(nurse).gotoSignIn("en");
    await tabTo(nurse, nurse.getByRole("link", { name: "Sign in with work account" }));
    await nurse.keyboard.press("Enter");
    await tabTo(nurse, nurse.getByRole("button", { name: /^Kaisa Ojala,/ }));
    await nurse.keyboard.press("Enter");
    await expect(nurse.getByRole("heading", { level: 1 })).toHaveText("Messages");
    await waitForHydration(nurse);

    // The search and the order, a GET form.
    await tabTo(nurse, nurse.getByRole("searchbox", { name: "Search by name, identity code or subject" }));
    await nurse.keyboard.type(WORD);
    await nurse.keyboard.press("Tab");
    const order = nurse.getByRole("combobox", { name: "Order" });
    await expect(order).toBeFocused();
    await nurse.keyboard.press("ArrowDown");
    await expect(order).toHaveValue("waiting");
    await nurse.keyboard.press("Tab");
    await nurse.keyboard.press("Enter");
    await expect(nurse.getByRole("heading", { level: 2, name: `Search results for “${WORD}”` })).toBeVisible();
    await expect(nurse.locator(".workspace-inbox__list .inbox-item__link")).toHaveText([FIRST, SECOND]);
    await expectNoAxeViolations(nurse);

    // Alt+ArrowDown reaches the first conversation of the list: the one waiting longest.
    await waitForHydration(nurse);
    await nurse.keyboard.press("Alt+ArrowDown");
    await expect(nurse.getByRole("link", { name: FIRST })).toBeFocused();
    await nurse.keyboard.press("Enter");
    await expect(nurse.getByRole("heading", { level: 1 })).toHaveText(FIRST);
    // Beside it, the search it was opened from, this one marked.
    const list = nurse.getByRole("navigation", { name: `Search results for “${WORD}”` });
    await expect(list).toBeVisible();
    await expect(list.locator('a[aria-current="page"]')).toHaveText(FIRST);
    await expect(nurse.getByRole("link", { name: "Next conversation" })).toHaveAttribute("aria-keyshortcuts", "Alt+ArrowDown");
    await expectNoAxeViolations(nurse);
    await waitForHydration(nurse);

    // Reply.
    await tabTo(nurse, nurse.getByRole("textbox", { name: "Message" }));
    await nurse.keyboard.type(ANSWER);
    // Alt+ArrowDown in a text field is the field's: the conversation stays.
    await nurse.keyboard.press("Alt+ArrowDown");
    await expect(nurse.getByRole("heading", { level: 1 })).toHaveText(FIRST);
    await tabTo(nurse, nurse.getByRole("button", { name: "Send reply" }));
    await nurse.keyboard.press("Enter");
    await expect(nurse.getByRole("status").filter({ hasText: "Reply sent." })).toBeVisible();
    await expect(nurse.getByRole("region", { name: "Messages" })).toContainText(ANSWER);

    // Assign to a colleague, from "More actions".
    await openMoreActions(nurse);
    const assignee = nurse.getByRole("combobox", { name: "Assign to a colleague" });
    await tabTo(nurse, assignee);
    for (let presses = 0; presses < 30 && !/Hanna Peltonen/.test(await assignee.locator("option:checked").innerText()); presses++) await nurse.keyboard.press("ArrowDown");
    await expect(assignee.locator("option:checked")).toHaveText(/^Hanna Peltonen/);
    await tabTo(nurse, nurse.getByRole("button", { name: "Assign", exact: true }));
    await nurse.keyboard.press("Enter");
    await expect(nurse.getByRole("status").filter({ hasText: "Assignment changed." })).toBeVisible();
    await expect(nurse.locator(".ws-facts")).toContainText("Hanna Peltonen");

    // Close.
    await openMoreActions(nurse);
    await tabTo(nurse, nurse.getByRole("button", { name: "Close conversation" }));
    await nurse.keyboard.press("Enter");
    await expect(nurse.getByRole("status").filter({ hasText: "Conversation closed." })).toBeVisible();
    await expect(nurse.locator(".ws-facts")).toContainText("Closed");
    await expectNoAxeViolations(nurse);

    // The next conversation of the search, with its heading focused.
    await waitForHydration(nurse);
    await nurse.keyboard.press("Alt+ArrowDown");
    await expect(nurse.getByRole("heading", { level: 1 })).toHaveText(SECOND);
    await expect(nurse.getByRole("heading", { level: 1 })).toBeFocused();
    await context.close();
  });
});

test.describe("an HR user's search", () => {
  test("finds the HR conversations of a name and no care conversation (fi)", async ({ page }) => {
    test.slow();
    const workspace = new ProfessionalWorkspace(page);
    await workspace.gotoSignIn("fi");
    await workspace.signInAs("Heidi Virta");
    await page.getByRole("searchbox", { name: "Hae nimellä, henkilötunnuksella tai aiheella" }).fill("Jari Laine");
    await page.getByRole("button", { name: "Hae", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Hakutulokset: ”Jari Laine”" })).toBeVisible();
    const found = page.locator(".workspace-inbox__list .inbox-item__link");
    await expect(found.filter({ hasText: "Työhön paluun suunnitelma" })).toHaveCount(1);
    await expect(page.getByText("Selkävaivat ja työergonomia")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

const PAGES = {
  fi: { inbox: "/fi/ammattilainen/viestit", heading: "Viestit" },
  sv: { inbox: "/sv/vardpersonal/meddelanden", heading: "Meddelanden" },
  en: { inbox: "/en/professional/messages", heading: "Messages" },
} as const;

test.describe("the workspace's pages in every language, on a desktop and a phone", () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const lang of ["fi", "sv", "en"] as const) {
      test(`the inbox, a search and a conversation pass axe (${lang}, ${width}×${height})`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height });
        const workspace = new ProfessionalWorkspace(page);
        await workspace.gotoSignIn(lang);
        await workspace.signInAs("Kaisa Ojala");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[lang].heading);
        await page.goto(`${PAGES[lang].inbox}?category=assignedToMe&sort=waiting`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[lang].heading);
        await expectNoAxeViolations(page);
        if (width < 600) await expectNothingWiderThanWindow(page);
        await page.goto(`${PAGES[lang].inbox}?q=${encodeURIComponent("Jari Laine")}`);
        const row = page.locator(".workspace-inbox__list .inbox-item__link").filter({ hasText: "Selkävaivat ja työergonomia" });
        await expect(row).toHaveCount(1);
        await expectNoAxeViolations(page);
        if (width < 600) await expectNothingWiderThanWindow(page);
        await row.click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Selkävaivat ja työergonomia");
        // The list beside the conversation on a desktop only.
        await expect(page.locator(".ws-split__list")).toBeVisible({ visible: width >= 1100 });
        await expectNoAxeViolations(page);
        if (width < 600) await expectNothingWiderThanWindow(page);
      });
    }
  }
});
