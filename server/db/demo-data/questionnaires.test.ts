import { describe, expect, it } from "vitest";
import { QuestionnaireDefinitionSchema } from "#domain/questionnaire";
import { questionnaireForms } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { useTestDatabase } from "#tests/db/test-database";

// Every demo questionnaire's definition is one the renderer understands.

const database = useTestDatabase({ demoDataNow: TEST_NOW });

describe("demo questionnaires", () => {
  it("parse as definitions, with every question type among them", async () => {
    const forms = await database.db.select({ definition: questionnaireForms.definition }).from(questionnaireForms);
    const types = new Set<string>();
    for (const form of forms) {
      const parsed = QuestionnaireDefinitionSchema.parse(form.definition);
      for (const section of parsed.sections) for (const question of section.questions) types.add(question.type);
    }
    expect([...types].sort()).toEqual(["choice", "date", "multipleChoice", "number", "scale", "text"]);
  });
});
