import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./pages/hydration";
import { postDevTool } from "./pages/dev-tools";
import { MessagingPage } from "./pages/messaging";

/** A small valid PDF (one empty page), its cross-reference offsets computed. */
function minimalPdf(): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

// Messaging (spec part 2 §2 "Messaging", §4 "Conversation", §5, §8; part 1 §2 menu, §9): Jari
// opens his unread conversation from the list (it becomes read and the menu's unread count
// drops), replies and sees the reply; he starts a new conversation in Swedish and lands on it;
// the announcement shows above the form; he replies with a PDF attachment and downloads it back byte for byte, and a file over 9 MiB
// gives the too-large toast. axe on every screen.

const NURSE_ANSWER = "Fysioterapeutilla olisi aika tiistaina klo 10. Sopiiko se?";

/** The care team member who wrote last in Jari's conversation `title` answers there. */
async function answerAsCareTeam(page: Page, title: string, content: string): Promise<void> {
  await postDevTool(page, "/api/dev/messaging/care-team-answer", { title, content });
}

test.describe("messaging of an occupational health customer", () => {
  test.use({ persona: "jari" });

  test("opens the unread conversation, which becomes read, and replies (fi)", async ({ page }) => {
    const messaging = new MessagingPage(page);
    await messaging.gotoList("fi");
    // The nurse answers first, so the conversation is unread on every run of the journey (a retry
    // too): the development tool stands in for her answer in the workspace.
    await answerAsCareTeam(page, "Selkävaivat ja työergonomia", NURSE_ANSWER);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Viestit");
    const unread = messaging.conversationTitled("Selkävaivat ja työergonomia");
    await expect(unread.getByRole("heading", { level: 2 })).toHaveText("Selkävaivat ja työergonomia Lukematon");
    await expect(unread).toContainText(`Kaisa Ojala: ${NURSE_ANSWER}`);
    await expect(messaging.conversationTitled("Työterveystarkastuksen tulokset")).toContainText("Sinä: Kiitos tiedosta!");
    await expect(await messaging.menuMessagesLink("Valikko", "Päävalikko", "Viestit")).toHaveAccessibleName("Viestit 1 lukematon");
    await expectNoAxeViolations(page);

    const threadRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^\/fi\/viestit\/\d+\.data$/.test(url.pathname)) threadRequests.push(`${request.method()} ${url.searchParams.get("_routes") ?? ""}`.trim());
    });
    await unread.getByRole("link", { name: "Selkävaivat ja työergonomia" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Selkävaivat ja työergonomia");
    await expect(page).toHaveURL(/\/fi\/viestit\/\d+$/);
    await expect(messaging.messages().last()).toContainText(NURSE_ANSWER);
    await expect(messaging.messages().filter({ hasText: "Hei, sijaistan Minna Rantasta." })).toHaveCount(1);
    const shown = await messaging.messages().count();
    await expect(page.getByText("3 osallistujaa")).toBeVisible();
    // Read now: the menu has no unread count.
    await expect(await messaging.menuMessagesLink("Valikko", "Päävalikko", "Viestit")).toHaveAccessibleName("Viestit");
    // The thread was loaded (and its read audited) once; the page then posted that it was read
    // (a GET never writes, decision 285), and the menu's refresh loaded the root's data alone.
    expect(threadRequests).toEqual(["GET thread.fi", "POST", "GET root"]);
    await page.getByRole("button", { name: "Valikko" }).click();
    await expectNoAxeViolations(page);

    const send = page.getByRole("button", { name: "Lähetä" });
    await expect(send).toBeEnabled();
    await page.getByRole("textbox", { name: "Vastauksesi" }).fill("Kiitos, tiistai sopii hyvin.");
    await send.click();
    await expect(messaging.messages()).toHaveCount(shown + 1);
    await expect(messaging.messages().last()).toContainText("Sinä");
    await expect(messaging.messages().last()).toContainText("Kiitos, tiistai sopii hyvin.");
    await expect(page.getByRole("textbox", { name: "Vastauksesi" })).toHaveValue("");
    // Focus goes to the sent message and the toasts' status region says it was sent.
    await expect(messaging.messages().last()).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: /Viesti lähetetty klo \d{1,2}:\d{2}\./ })).toHaveCount(1);
    await expect(page).toHaveURL(/\/fi\/viestit\/\d+#message-\d+$/);

    await page.getByRole("link", { name: "Takaisin viesteihin" }).click();
    await expect(unread.getByRole("heading", { level: 2 })).toHaveText("Selkävaivat ja työergonomia");
    await expect(unread).toContainText("Sinä: Kiitos, tiistai sopii hyvin.");
  });

  test("starts a new conversation and lands on it (sv)", async ({ page }) => {
    const messaging = new MessagingPage(page);
    await messaging.gotoNew("sv");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ny konversation");
    const announcement = page.getByRole("region", { name: "Vi svarar på meddelanden på vardagar" });
    await expect(announcement.locator("strong")).toHaveText("1-3 vardagar");
    await waitForHydration(page);
    const send = page.getByRole("button", { name: "Skicka" });
    await page.getByRole("textbox", { name: "Ämne" }).fill("Fråga om ergonomi");
    // A try without a message sends nothing; the focused summary says what is missing.
    await send.click();
    const summary = page.getByText("Kontrollera följande fält:").locator("..");
    await expect(summary.getByRole("link", { name: "Meddelande" })).toBeVisible();
    await expect(summary).toBeFocused();
    await page.getByRole("textbox", { name: "Meddelande" }).fill("Hej! Kan ni skicka instruktionerna för arbetsstolen?");
    await expectNoAxeViolations(page);
    await send.click();

    await expect(page).toHaveURL(/\/sv\/meddelanden\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fråga om ergonomi");
    await expect(messaging.messages()).toHaveCount(1);
    await expect(messaging.messages().first()).toContainText("Du");
    await expect(messaging.messages().first()).toContainText("Hej! Kan ni skicka instruktionerna för arbetsstolen?");
    await expectNoAxeViolations(page);
  });

  test("text typed before the form's code has arrived counts once it is there (en)", async ({ page }) => {
    // The form's code comes after the page's first load (decision 264): hold it back while typing.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/new-conversation-form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const messaging = new MessagingPage(page);
    await messaging.gotoNew("en");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Subject" }).fill("Question about my chair");
    await page.getByRole("textbox", { name: "Message" }).fill("Hello! Could you send the instructions for the office chair?");
    release();
    // The attachment picker shows once the form runs.
    await expect(page.getByLabel("Add attachments")).toBeAttached();
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("Question about my chair");
    await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  test("replies with a PDF attachment and downloads it back; a file over 9 MiB gives the toast (en)", async ({ page }) => {
    const messaging = new MessagingPage(page);
    // A conversation of its own, so the other journeys' counts stay as they are.
    await messaging.gotoNew("en");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Subject" }).fill("Sick leave certificate");
    await page.getByRole("textbox", { name: "Message" }).fill("The certificate follows.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/en\/messages\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sick leave certificate");
    await waitForHydration(page);

    const pdf = minimalPdf();
    const send = page.getByRole("button", { name: "Send" });
    await page.getByLabel("Add attachments").setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: pdf });
    const chosen = page.getByRole("list", { name: "Chosen attachments" });
    await expect(chosen).toContainText("certificate.pdf");
    await expect(page.locator(".attachment-picker [role=status]")).toHaveText("certificate.pdf added.");
    await expect(send).toBeEnabled();
    await expectNoAxeViolations(page);
    await send.click();

    await expect(messaging.messages()).toHaveCount(2);
    const download = page.getByRole("button", { name: "Download certificate.pdf" });
    await expect(download).toBeVisible();
    await expect(page.getByRole("list", { name: "Chosen attachments" })).toHaveCount(0);
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toBe("certificate.pdf");
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);

    await page.getByLabel("Add attachments").setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(9_437_185, 0x20) });
    await expect(page.getByText("Attachment file is too large")).toBeVisible();
    await expect(page.getByText("Maximum attachment size is 9MB", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Chosen attachments" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
