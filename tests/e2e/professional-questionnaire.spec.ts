import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { AccessLogPage } from "./pages/access-log";
import { waitForHydration } from "./pages/hydration";
import { MessagingPage } from "./pages/messaging";
import { newStaffContext, ProfessionalWorkspace } from "./pages/professional";

// A questionnaire from the care team (issue 15, decision 263): Jari starts a conversation of his
// own (so other journeys' data stays as it is); his nurse Kaisa Ojala, in the workspace in
// English, sends him the work ability questionnaire with no text of her own; Jari gets it in the
// conversation with the default text in his language, answers it from the message; the nurse
// sees the answers as question and answer pairs, and Jari sees that she viewed them. axe on the
// workspace's conversation page.

const SUBJECT = "Työkyky ja kuormitus";
const QUESTION = "Hei, työ on ollut raskasta. Miten työkykyä voisi arvioida?";
const DEFAULT_TEXT = 'Täytäthän kyselyn "Työkykykysely". Kysely avautuu tämän viestin linkistä.';
const STRAIN = "Pitkät työpäivät ja nostot.";

test.describe("a questionnaire sent from the professional workspace", () => {
  test.use({ persona: "jari" });

  test("the nurse sends a questionnaire, Jari answers it from the message, the nurse reads the answers (en, fi)", async ({ page: jari, browser, baseURL }) => {
    const messaging = new MessagingPage(jari);
    await messaging.gotoNew("fi");
    await waitForHydration(jari);
    await jari.getByRole("textbox", { name: "Aihe" }).fill(SUBJECT);
    await jari.getByRole("textbox", { name: "Viesti" }).fill(QUESTION);
    await jari.getByRole("button", { name: "Lähetä" }).click();
    await expect(jari).toHaveURL(/\/fi\/viestit\/\d+$/);
    const conversationUrl = jari.url();
    const threadId = /\/(\d+)$/.exec(conversationUrl)![1];

    const nurseContext = await newStaffContext(browser, baseURL);
    const nurse = await nurseContext.newPage();
    const workspace = new ProfessionalWorkspace(nurse);
    await workspace.gotoSignIn("en");
    await workspace.signInAs("Kaisa Ojala");
    await expect(nurse.getByRole("heading", { level: 1 })).toHaveText("Messages");
    await nurse.goto(`/en/professional/messages/${threadId}`);
    await expect(nurse.getByRole("heading", { level: 1 })).toHaveText(SUBJECT);
    // Sending a questionnaire is among the conversation's "More actions".
    await nurse.getByText("More actions").click();
    await expect(nurse.getByRole("heading", { level: 3, name: "Send a questionnaire" })).toBeVisible();
    await expectNoAxeViolations(nurse);
    await nurse.getByLabel("Questionnaire", { exact: true }).selectOption({ label: "Work ability questionnaire" });
    await nurse.getByRole("button", { name: "Send questionnaire" }).click();
    await expect(nurse.getByRole("status").filter({ hasText: "Questionnaire sent." })).toBeVisible();
    const timeline = nurse.getByRole("region", { name: "Messages" });
    const sent = timeline.getByRole("listitem").filter({ hasText: DEFAULT_TEXT });
    await expect(sent.getByRole("heading", { level: 3 })).toHaveText("Work ability questionnaire");
    await expect(sent).toContainText("Not answered");
    await expectNoAxeViolations(nurse);

    // Jari finds it in the conversation and answers it from the message.
    await jari.goto(conversationUrl);
    await expect(messaging.messages()).toHaveCount(2);
    const invitation = messaging.messages().last();
    await expect(invitation).toContainText("Kaisa Ojala");
    await expect(invitation).toContainText(DEFAULT_TEXT);
    await expect(invitation).toContainText("Työkykykysely (odottaa vastauksiasi)");
    // The page brings the last message into view a moment after it loads (part 2 §9) unless it is
    // wholly in view already; a person clicks once it is there, not while it may still move.
    await expect(invitation).toBeInViewport({ ratio: 1 });
    await invitation.getByRole("link", { name: "Työkykykysely" }).click();
    await expect(jari.getByRole("heading", { level: 1 })).toHaveText("Työkykykysely");
    await waitForHydration(jari);
    await jari.getByRole("group", { name: /^Nykyinen työkykysi/ }).getByRole("radio", { name: "6", exact: true }).check();
    await jari.getByRole("textbox", { name: "Mikä työssäsi kuormittaa?" }).fill(STRAIN);
    await jari.getByRole("button", { name: "Lähetä vastaukset" }).click();
    await expect(jari.getByRole("status").filter({ hasText: "Vastauksesi on tallennettu." })).toBeVisible();

    // The nurse sees the answers against the form's questions.
    await nurse.reload();
    const answered = nurse.getByRole("region", { name: "Messages" }).getByRole("listitem").filter({ hasText: DEFAULT_TEXT });
    await expect(answered).toContainText(/Answered 24\.11\.2026 \d{1,2}:\d{2}/);
    await expect(answered.locator("dt")).toHaveText(["Your current work ability (0-10)", "What strains you at work?"]);
    await expect(answered.locator("dd")).toHaveText(["6 (0–10)", STRAIN]);
    await expectNoAxeViolations(nurse);
    await nurseContext.close();

    // Jari's conversation now says he answered, and his "who has viewed my data" names the read.
    await jari.goto(conversationUrl);
    await expect(messaging.messages().last()).toContainText("Työkykykysely (vastattu 24.11.2026)");
    await jari.goto("/fi/omat-tiedot/tietojeni-katselu");
    const read = new AccessLogPage(jari, "fi").rows().filter({ hasText: "Kyselyjen vastaukset" }).first();
    await expect(read).toContainText("Kaisa Ojala");
    await expect(read).toContainText("Katsoi");
  });
});
