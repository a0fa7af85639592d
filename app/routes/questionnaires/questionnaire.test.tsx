// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { localizeDefinition, QuestionnaireDefinitionSchema } from "#domain/questionnaire";
import { axeViolations, recordingAction, renderRoute, useAnalyticsStub } from "#app/ui/test-utils";
import QuestionnairePage from "./questionnaire";
import type { QuestionnaireActionData, QuestionnairePageData, QuestionnaireView } from "./questionnaire.server";

// The questionnaire page with given page data (spec part 2 §2, §4 "Questionnaire", §8): the form
// rendered from its definition with every question type and sections, required marks, answering
// and the saved / error indication, read-only answers, not-found, maintenance, axe.

useAnalyticsStub();
afterEach(cleanup);

const l = (en: string, sv = `${en} (sv)`) => ({ fi: `${en} (fi)`, sv, en });
const definition = QuestionnaireDefinitionSchema.parse({
  version: 1,
  sections: [
    {
      id: "background",
      title: l("Background", "Bakgrund"),
      questions: [
        { id: "lastPeriod", type: "date", required: true, label: l("First day of your last period") },
        { id: "contraception", type: "choice", required: true, label: l("Contraception"), options: [{ value: "none", label: l("None") }, { value: "pill", label: l("Contraceptive pill") }] },
        { id: "pregnancies", type: "number", integer: true, min: 0, max: 20, label: l("Number of pregnancies") },
      ],
    },
    {
      id: "symptoms",
      title: l("Symptoms"),
      questions: [
        { id: "symptomList", type: "multipleChoice", label: l("Which symptoms do you have?"), hint: l("Choose all that apply."), options: [{ value: "pain", label: l("Pain") }, { value: "itching", label: l("Itching") }] },
        { id: "painLevel", type: "scale", min: 0, max: 10, required: true, label: l("How strong is the pain?"), minLabel: l("No pain"), maxLabel: l("Worst possible") },
        { id: "symptoms", type: "text", maxLength: 1000, label: l("Other symptoms or concerns") },
      ],
    },
  ],
});

function view(lang: "en" | "sv" = "en", answers: QuestionnaireView["answers"] = null): QuestionnaireView {
  return {
    id: 41,
    title: lang === "sv" ? "Förhandsuppgifter" : "Pre-visit information",
    sections: localizeDefinition(definition, lang),
    invitedAt: "2026-11-14T11:05:00.000Z",
    answers,
    answeredAt: answers ? "2026-11-24T08:00:00.000Z" : null,
  };
}

function renderQuestionnaire(loaderData: QuestionnairePageData, options: { action?: (form: FormData) => unknown; lang?: "en" | "sv" } = {}) {
  const lang = options.lang ?? "en";
  return renderRoute(QuestionnairePage, {
    page: "questionnaire",
    lang,
    path: `/${lang}/${lang === "sv" ? "rundfraga" : "questionnaires"}/41`,
    loaderData,
    action: options.action ? async ({ request }: { request: Request }) => options.action?.(await request.formData()) : undefined,
    otherPages: { questionnaires: "Questionnaires list" },
  } as never);
}

describe("questionnaire page", () => {
  it("renders every question type in its sections, marks the required ones, and passes axe", async () => {
    const { container } = renderQuestionnaire({ status: "ok", questionnaire: view() });
    expect(await screen.findByRole("heading", { level: 1, name: "Pre-visit information" })).toBeTruthy();
    const background = screen.getByRole("group", { name: "Background" });
    expect(within(background).getByLabelText("First day of your last period * (required)").getAttribute("type")).toBe("date");
    const contraception = within(background).getByRole("group", { name: /^Contraception.*\(required\)$/ });
    expect(within(contraception).getAllByRole("radio")).toHaveLength(2);
    const pregnancies = within(background).getByRole("spinbutton", { name: "Number of pregnancies" }) as HTMLInputElement;
    expect([pregnancies.min, pregnancies.max, pregnancies.step]).toEqual(["0", "20", "1"]);
    const symptoms = screen.getByRole("group", { name: "Symptoms" });
    expect(within(within(symptoms).getByRole("group", { name: "Which symptoms do you have?" })).getAllByRole("checkbox")).toHaveLength(2);
    const scale = within(symptoms).getByRole("group", { name: /^How strong is the pain\?.*\(required\)$/ });
    expect(within(scale).getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(within(scale).getByText("0 = No pain, 10 = Worst possible")).toBeTruthy();
    expect((within(symptoms).getByRole("textbox", { name: "Other symptoms or concerns" }) as HTMLTextAreaElement).maxLength).toBe(1000);
    expect(screen.getByRole("link", { name: "Back to questionnaires" }).getAttribute("href")).toBe("/en/questionnaires");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("posts the answers under answers.<id> and shows the saved notice over the read-only answers", async () => {
    const { posted, action } = recordingAction({ outcome: "saved" } satisfies QuestionnaireActionData);
    renderQuestionnaire({ status: "ok", questionnaire: view() }, { action });
    fireEvent.change(await screen.findByLabelText("First day of your last period * (required)"), { target: { value: "2026-11-02" } });
    fireEvent.click(screen.getByRole("radio", { name: "Contraceptive pill" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Pain" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Itching" }));
    fireEvent.click(screen.getByRole("radio", { name: "4" }));
    fireEvent.click(screen.getByRole("button", { name: "Send answers" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: "answer", "answers.lastPeriod": "2026-11-02", "answers.contraception": "pill", "answers.painLevel": "4" });
  });

  it("shows the answers read-only once answered, in Swedish", async () => {
    renderQuestionnaire({ status: "ok", questionnaire: view("sv", { lastPeriod: "2026-11-02", contraception: "pill", symptomList: ["pain", "itching"], painLevel: 4 }) }, { lang: "sv" });
    expect(await screen.findByRole("heading", { level: 1, name: "Förhandsuppgifter" })).toBeTruthy();
    expect(screen.getByText("Du har besvarat rundfrågan. Svaren kan inte längre ändras.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Skicka svaren" })).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByText("2.11.2026")).toBeTruthy();
    expect(screen.getByText("Contraceptive pill (sv)")).toBeTruthy();
    expect(screen.getByText("Pain (sv), Itching (sv)")).toBeTruthy();
    expect(screen.getByText("4 (0–10)")).toBeTruthy();
    expect(screen.getAllByText("Inte besvarad")).toHaveLength(2);
  });

  it("lists the server's errors next to the questions and in the summary, keeping the answers", async () => {
    const answer: QuestionnaireActionData = {
      outcome: "ValidationError",
      result: { status: "error", initialValue: { answers: { contraception: "pill" } }, error: { "answers.lastPeriod": [{ path: "answers.lastPeriod", message: "validation.required" }], "answers.painLevel": [{ path: "answers.painLevel", message: "validation.choice.required" }] } },
    };
    const { action } = recordingAction(answer);
    renderQuestionnaire({ status: "ok", questionnaire: view() }, { action });
    fireEvent.click(await screen.findByRole("radio", { name: "Contraceptive pill" }));
    fireEvent.click(screen.getByRole("button", { name: "Send answers" }));
    expect(await screen.findByText("Please check the following fields:")).toBeTruthy();
    expect(screen.getByText("This field is required")).toBeTruthy();
    expect(screen.getByText("Please choose an answer")).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Contraceptive pill" }) as HTMLInputElement).checked).toBe(true);
  });

  it("says 'Saving the answers failed. Please try again.' on a failed save", async () => {
    const answer: QuestionnaireActionData = { outcome: "failed", result: { status: "error", initialValue: {}, error: {} } };
    const { action } = recordingAction(answer);
    renderQuestionnaire({ status: "ok", questionnaire: view() }, { action });
    fireEvent.change(await screen.findByLabelText("First day of your last period * (required)"), { target: { value: "2026-11-02" } });
    fireEvent.click(screen.getByRole("radio", { name: "None" }));
    fireEvent.click(screen.getByRole("radio", { name: "0" }));
    fireEvent.click(screen.getByRole("button", { name: "Send answers" }));
    expect((await screen.findByText("Saving the answers failed. Please try again.")).getAttribute("role")).toBe("alert");
  });

  it("says 'Questionnaire was not found.' and 'Surveys are temporarily out of use.', each with the way back", async () => {
    renderQuestionnaire({ status: "not-found" });
    expect(await screen.findByText("Questionnaire was not found.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to questionnaires" })).toBeTruthy();
    cleanup();
    renderQuestionnaire({ status: "maintenance-mode" });
    expect(await screen.findByText("Surveys are temporarily out of use.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to questionnaires" })).toBeTruthy();
  });
});
