import { describe, expect, it } from "vitest";
import { localizeDefinition, QuestionnaireDefinitionSchema, questionnaireAnswersSchema } from "./questionnaire";

// The questionnaire definition and the answers schema built from it (spec part 2 §3
// "Questionnaire invitation", §4 "Questionnaire"): every question type, required questions,
// sections, limits.

const l = (text: string) => ({ fi: `${text} fi`, sv: `${text} sv`, en: text });

const definition = QuestionnaireDefinitionSchema.parse({
  version: 1,
  sections: [
    {
      id: "background",
      title: l("Background"),
      questions: [
        { id: "contraception", type: "choice", required: true, label: l("Contraception"), options: [{ value: "none", label: l("None") }, { value: "pill", label: l("Pill") }] },
        { id: "symptoms", type: "multipleChoice", label: l("Symptoms"), options: [{ value: "pain", label: l("Pain") }, { value: "fever", label: l("Fever") }] },
        { id: "lastPeriod", type: "date", required: true, label: l("Last period") },
      ],
    },
    {
      id: "now",
      questions: [
        { id: "pain", type: "scale", min: 0, max: 10, required: true, label: l("Pain"), minLabel: l("None"), maxLabel: l("Worst") },
        { id: "weight", type: "number", min: 20, max: 300, label: l("Weight") },
        { id: "visits", type: "number", integer: true, required: true, label: l("Visits") },
        { id: "notes", type: "text", maxLength: 10, label: l("Notes") },
      ],
    },
  ],
});
const schema = questionnaireAnswersSchema(definition.sections);
const complete = { contraception: "pill", lastPeriod: "2026-11-01", pain: 3, visits: 2 };

function problems(answers: unknown): string[] {
  const parsed = schema.safeParse(answers);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
}

describe("QuestionnaireDefinitionSchema", () => {
  it("reads a bare list of questions as one untitled section and refuses duplicate ids", () => {
    const bare = QuestionnaireDefinitionSchema.parse({ version: 1, questions: [{ id: "a", type: "text", label: l("A") }] });
    expect(bare.sections).toEqual([{ id: "main", title: undefined, questions: [{ id: "a", type: "text", label: l("A"), required: false }] }]);
    expect(QuestionnaireDefinitionSchema.safeParse({ version: 1, questions: [{ id: "a", type: "text", label: l("A") }, { id: "a", type: "date", label: l("B") }] }).success).toBe(false);
    expect(QuestionnaireDefinitionSchema.safeParse({ version: 1, questions: [{ id: "a", type: "slider", label: l("A") }] }).success).toBe(false);
  });

  it("localizes sections, labels, options and scale ends", () => {
    const [background, now] = localizeDefinition(definition, "sv");
    expect(background?.title).toBe("Background sv");
    expect(background?.questions[0]).toEqual({ id: "contraception", type: "choice", required: true, label: "Contraception sv", hint: undefined, options: [{ value: "none", label: "None sv" }, { value: "pill", label: "Pill sv" }] });
    expect(now?.title).toBeNull();
    expect(now?.questions[0]).toMatchObject({ type: "scale", min: 0, max: 10, minLabel: "None sv", maxLabel: "Worst sv" });
  });
});

describe("questionnaireAnswersSchema", () => {
  it("accepts complete answers, dropping unknown questions and empty optional ones", () => {
    expect(schema.parse({ ...complete, symptoms: ["pain", "pain"], notes: "  ", other: "x" })).toEqual({ ...complete, symptoms: ["pain"] });
  });

  it("requires the required questions, each with its own message", () => {
    expect(problems({})).toEqual([
      "contraception:validation.choice.required",
      "lastPeriod:validation.required",
      "pain:validation.choice.required",
      "visits:validation.required",
    ]);
  });

  it("checks every type: options, dates, scale range, number limits and whole numbers, text length", () => {
    expect(problems({ ...complete, contraception: "iud" })).toEqual(["contraception:validation.choice.required"]);
    expect(problems({ ...complete, symptoms: ["cough"] })).toEqual(["symptoms.0:validation.invalidValue"]);
    expect(problems({ ...complete, lastPeriod: "2026-02-30" })).toEqual(["lastPeriod:validation.date.invalid"]);
    expect(problems({ ...complete, pain: 11 })).toEqual(["pain:validation.choice.required"]);
    expect(problems({ ...complete, pain: 2.5 })).toEqual(["pain:validation.choice.required"]);
    expect(problems({ ...complete, weight: 10 })).toEqual(["weight:validation.number.tooSmall"]);
    expect(problems({ ...complete, weight: 301 })).toEqual(["weight:validation.number.tooLarge"]);
    expect(problems({ ...complete, visits: 1.5 })).toEqual(["visits:validation.number.invalid"]);
    expect(problems({ ...complete, notes: "x".repeat(11) })).toEqual(["notes:validation.maxLength"]);
  });
});
