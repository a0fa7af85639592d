// @vitest-environment jsdom
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { TEST_NOW } from "#tests/clock";
import type { ThreadQuestionnaires } from "./questionnaire-invitations";
import type { ProfessionalThreadView } from "./thread-service";
import { threadPage } from "./views";

// The conversation page's questionnaires (decision 263): the form to send one of the stored forms
// on an open thread, and each message's invitations with status and, once answered, the answers
// as question and answer pairs; accessible in every language.

function show(html: string): void {
  document.open();
  document.write(html);
  document.close();
}

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(", ")}`);
}

const viewer = { id: 1, name: "Kaisa Ojala", csrfToken: "token" };

const thread = (isActive: boolean): ProfessionalThreadView => ({
  id: 5,
  title: "Selkä",
  isActive,
  threadType: "customer",
  patient: { id: 3, name: "Jari Laine", age: 51 },
  assignee: null,
  colleagues: [],
  renewals: [],
  messages: [
    { id: 11, authorName: "Kaisa Ojala", authorTitle: "Työterveyshoitaja", fromPatient: false, createdAt: TEST_NOW, content: "Täytäthän kyselyt.", deletedReason: null, attachments: [] },
  ],
});

// 24.11.2026 10.30 in Helsinki is 08:30 UTC.
const answeredAt = new Date("2026-11-24T08:30:00Z");
const questionnaires: ThreadQuestionnaires = {
  forms: [
    { id: 2, title: "Health survey <b>" },
    { id: 3, title: "Work ability questionnaire" },
  ],
  invitations: [
    {
      id: 20,
      messageId: 11,
      title: "Pre-visit information",
      answeredAt,
      answered: {
        sections: [
          {
            id: "background",
            title: "Background",
            questions: [
              { id: "lastPeriod", type: "date", required: true, label: "First day of your last period" },
              { id: "contraception", type: "choice", required: true, label: "Contraception", options: [{ value: "pill", label: "Contraceptive pill" }] },
              { id: "pregnancies", type: "number", required: false, integer: true, label: "Number of pregnancies" },
            ],
          },
          {
            id: "symptoms",
            title: "Symptoms",
            questions: [
              { id: "symptomList", type: "multipleChoice", required: false, label: "Which symptoms?", options: [{ value: "pain", label: "Pain" }, { value: "itching", label: "Itching" }] },
              { id: "painLevel", type: "scale", required: true, min: 0, max: 10, label: "How strong is the pain?" },
              { id: "symptoms", type: "text", required: false, label: "Other symptoms <i>" },
            ],
          },
        ],
        answers: { lastPeriod: "2026-11-02", contraception: "pill", symptomList: ["pain", "itching"], painLevel: 3, symptoms: "Ache <script>" },
      },
    },
    { id: 21, messageId: 11, title: "Health survey", answeredAt: null, answered: null },
  ],
};

describe("questionnaires on the workspace's conversation page", () => {
  it.each(LANGUAGES)("offers the forms and shows the answers, accessibly, in %s", { timeout: 60_000 }, async (lang) => {
    show(threadPage({ lang, viewer, thread: thread(true), notice: { kind: "done", key: "invited" }, questionnaires }));
    expect(await axeViolations(), lang).toEqual([]);
    const select = document.querySelector<HTMLSelectElement>("select[name=formId]")!;
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ["2", "Health survey <b>"],
      ["3", "Work ability questionnaire"],
    ]);
    expect(select.form!.querySelector<HTMLInputElement>("input[name=intent]")!.value).toBe("inviteQuestionnaire");
    expect(select.labels[0]?.textContent).toBeTruthy();
  });

  it("lists question and answer pairs in the page's language, and the status of each invitation", () => {
    show(threadPage({ lang: "en", viewer, thread: thread(true), notice: null, questionnaires }));
    const [answered, open] = [...document.querySelectorAll(".message .questionnaire")] as [HTMLElement, HTMLElement];
    expect(answered.querySelector("h3")!.textContent).toBe("Pre-visit information");
    expect(answered.querySelector("time")!.textContent).toBe("Answered 24.11.2026 10:30");
    const pairs = [...answered.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling!.textContent]);
    expect(pairs).toEqual([
      ["First day of your last period", "2.11.2026"],
      ["Contraception", "Contraceptive pill"],
      ["Number of pregnancies", "No answer"],
      ["Which symptoms?", "Pain, Itching"],
      ["How strong is the pain?", "3 (0–10)"],
      ["Other symptoms <i>", "Ache <script>"],
    ]);
    expect([...answered.querySelectorAll("h4")].map((heading) => heading.textContent)).toEqual(["Background", "Symptoms"]);
    expect(open.textContent).toContain("Not answered");
    expect(open.querySelector("dl")).toBeNull();
    expect(document.querySelector("script")).toBeNull();
  });

  it("says that deleting the message withdraws its unanswered questionnaire, and shows it withdrawn once deleted", () => {
    show(threadPage({ lang: "en", viewer, thread: thread(true), notice: null, questionnaires }));
    const reason = document.querySelector<HTMLInputElement>("#reason-11")!;
    expect(document.getElementById(reason.getAttribute("aria-describedby")!)!.textContent).toBe(
      "The message's unanswered questionnaire is withdrawn with it: the patient no longer sees it.",
    );
    const deleted = thread(true);
    deleted.messages = deleted.messages.map((message) => ({ ...message, content: null, deletedReason: "Väärä asiakas" }));
    show(threadPage({ lang: "sv", viewer, thread: deleted, notice: null, questionnaires }));
    const [answered, withdrawn] = [...document.querySelectorAll(".message .questionnaire")] as [HTMLElement, HTMLElement];
    expect(answered.querySelector("time")!.textContent).toBe("Besvarad 24.11.2026 10:30");
    expect(withdrawn.querySelector(".badge")!.textContent).toBe("Återkallad: meddelandet har raderats");
    expect(document.querySelector("#reason-11")).toBeNull();
  });

  it("offers no form on a closed conversation, and none without forms", () => {
    show(threadPage({ lang: "fi", viewer, thread: thread(false), notice: { kind: "problem", key: "formNotFound" }, questionnaires }));
    expect(document.querySelector("select[name=formId]")).toBeNull();
    expect(document.querySelector("[role=alert]")!.textContent).toBe("Valittua kyselyä ei löytynyt.");
    expect(document.querySelectorAll(".questionnaire")).toHaveLength(2);
    show(threadPage({ lang: "fi", viewer, thread: thread(true), notice: null }));
    expect(document.querySelector("select[name=formId]")).toBeNull();
  });
});
