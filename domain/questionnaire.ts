import { z } from "zod";
import type { Language } from "./enums";
import { freeTextWithoutControlCharacters } from "./text-field";
import { VALIDATION_KEYS } from "./validation-keys";

// Questionnaires (spec part 2 §2, §3 "Questionnaire invitation", §4 "Questionnaire", §7
// AnswerQuestionnaire): the stored form definition, its questions in the page's language, and the
// answers schema built from the definition, used by the questionnaire page's form, its action and
// the GraphQL mutation alike (decision 203).
//
// A definition (version 1) has sections, each with an optional title and its questions; a
// definition with only `questions` is one untitled section. Question types: "choice" (one of the
// options), "multipleChoice" (any of them), "text", "number" (optional min, max, integer),
// "scale" (whole numbers min..max with optional end labels) and "date" (yyyy-MM-dd).

const LocalizedSchema = z.object({ fi: z.string(), sv: z.string(), en: z.string() });
type Localized = z.output<typeof LocalizedSchema>;

const OptionSchema = z.object({ value: z.string().min(1), label: LocalizedSchema });

const questionBase = {
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/),
  label: LocalizedSchema,
  hint: LocalizedSchema.optional(),
  required: z.boolean().default(false),
};

/** Free text answers are at most this long unless the question says less. */
export const QUESTIONNAIRE_TEXT_MAX_LENGTH = 2000;

const QuestionSchema = z.discriminatedUnion("type", [
  z.object({ ...questionBase, type: z.literal("choice"), options: z.array(OptionSchema).min(1) }),
  z.object({ ...questionBase, type: z.literal("multipleChoice"), options: z.array(OptionSchema).min(1) }),
  z.object({ ...questionBase, type: z.literal("text"), maxLength: z.number().int().positive().max(QUESTIONNAIRE_TEXT_MAX_LENGTH).optional() }),
  z.object({ ...questionBase, type: z.literal("number"), min: z.number().optional(), max: z.number().optional(), integer: z.boolean().default(false) }),
  z.object({ ...questionBase, type: z.literal("scale"), min: z.number().int(), max: z.number().int(), minLabel: LocalizedSchema.optional(), maxLabel: LocalizedSchema.optional() }),
  z.object({ ...questionBase, type: z.literal("date") }),
]);

const SectionSchema = z.object({ id: z.string().min(1), title: LocalizedSchema.optional(), questions: z.array(QuestionSchema).min(1) });

/** A stored definition, read as sections (a bare list of questions is one untitled section). */
export const QuestionnaireDefinitionSchema = z
  .union([
    z.object({ version: z.literal(1), sections: z.array(SectionSchema).min(1) }),
    z.object({ version: z.literal(1), questions: z.array(QuestionSchema).min(1) }).transform(({ version, questions }) => ({ version, sections: [{ id: "main", title: undefined as Localized | undefined, questions }] })),
  ])
  .refine((definition) => {
    const ids = definition.sections.flatMap((section) => section.questions.map((question) => question.id));
    return new Set(ids).size === ids.length;
  }, "question ids are unique");
export type QuestionnaireDefinition = z.output<typeof QuestionnaireDefinitionSchema>;

/** A question in one language: the labels are strings. */
export type Question = { id: string; label: string; hint?: string | undefined; required: boolean } & (
  | { type: "choice" | "multipleChoice"; options: { value: string; label: string }[] }
  | { type: "text"; maxLength?: number | undefined }
  | { type: "number"; min?: number | undefined; max?: number | undefined; integer: boolean }
  | { type: "scale"; min: number; max: number; minLabel?: string | undefined; maxLabel?: string | undefined }
  | { type: "date" }
);
export interface QuestionnaireSection {
  id: string;
  title: string | null;
  questions: Question[];
}

/** The definition's sections and questions in `lang`. */
export function localizeDefinition(definition: QuestionnaireDefinition, lang: Language): QuestionnaireSection[] {
  const text = (value: Localized | undefined) => (value ? value[lang] : undefined);
  return definition.sections.map((section) => ({
    id: section.id,
    title: text(section.title) ?? null,
    questions: section.questions.map((question): Question => {
      const base = { id: question.id, required: question.required, label: question.label[lang], hint: text(question.hint) };
      switch (question.type) {
        case "choice":
        case "multipleChoice":
          return { ...base, type: question.type, options: question.options.map((option) => ({ value: option.value, label: option.label[lang] })) };
        case "text":
          return { ...base, type: "text", maxLength: question.maxLength };
        case "number":
          return { ...base, type: "number", min: question.min, max: question.max, integer: question.integer };
        case "scale":
          return { ...base, type: "scale", min: question.min, max: question.max, minLabel: text(question.minLabel), maxLabel: text(question.maxLabel) };
        case "date":
          return { ...base, type: "date" };
      }
    }) as Question[],
  }));
}

/** Answer values as stored: text, a number, a date string, an option value or several. */
export type AnswerValue = string | number | string[];
export type QuestionnaireAnswers = Record<string, AnswerValue>;

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

type StructuralQuestion = { id: string; type: Question["type"]; required: boolean } & {
  options?: readonly { value: string }[];
  min?: number | undefined;
  max?: number | undefined;
  integer?: boolean;
  maxLength?: number | undefined;
};

function answerSchemaOf(question: StructuralQuestion): z.ZodType<AnswerValue | undefined> {
  const optional = !question.required;
  switch (question.type) {
    case "choice": {
      const values = (question.options ?? []).map((option) => option.value);
      const schema = z.string({ error: VALIDATION_KEYS.choiceRequired }).refine((value) => values.includes(value), { error: VALIDATION_KEYS.choiceRequired });
      return optional ? schema.optional() : schema;
    }
    case "multipleChoice": {
      const values = (question.options ?? []).map((option) => option.value);
      const schema = z
        .array(z.string({ error: VALIDATION_KEYS.invalidValue }).refine((value) => values.includes(value), { error: VALIDATION_KEYS.invalidValue }), { error: VALIDATION_KEYS.choiceRequired })
        .transform((list) => [...new Set(list)]);
      return optional ? schema.optional() : schema.refine((list) => list.length > 0, { error: VALIDATION_KEYS.choiceRequired });
    }
    case "text": {
      const max = question.maxLength ?? QUESTIONNAIRE_TEXT_MAX_LENGTH;
      const schema = z
        .string({ error: VALIDATION_KEYS.required })
        .overwrite(freeTextWithoutControlCharacters)
        .trim()
        .max(max, { error: VALIDATION_KEYS.maxLength });
      return optional ? schema.transform((value) => value || undefined).optional() : schema.min(1, { error: VALIDATION_KEYS.required });
    }
    case "number":
    case "scale": {
      const isScale = question.type === "scale";
      const missing = isScale ? VALIDATION_KEYS.choiceRequired : question.required ? VALIDATION_KEYS.required : VALIDATION_KEYS.numberInvalid;
      let schema = z.number({ error: missing });
      if (isScale || question.integer) schema = schema.int({ error: isScale ? VALIDATION_KEYS.choiceRequired : VALIDATION_KEYS.numberInvalid });
      if (question.min !== undefined) schema = schema.min(question.min, { error: isScale ? VALIDATION_KEYS.choiceRequired : VALIDATION_KEYS.numberTooSmall });
      if (question.max !== undefined) schema = schema.max(question.max, { error: isScale ? VALIDATION_KEYS.choiceRequired : VALIDATION_KEYS.numberTooLarge });
      return optional ? schema.optional() : schema;
    }
    case "date": {
      const schema = z.string({ error: question.required ? VALIDATION_KEYS.required : VALIDATION_KEYS.dateInvalid }).refine(isCalendarDate, { error: VALIDATION_KEYS.dateInvalid });
      return optional ? schema.optional() : schema;
    }
  }
}

/**
 * The answers of a questionnaire, keyed by question id: required questions answered, every value
 * of its question's type and limits; answers to unknown questions are dropped.
 */
export function questionnaireAnswersSchema(sections: readonly { questions: readonly StructuralQuestion[] }[]) {
  const shape: Record<string, z.ZodType<AnswerValue | undefined>> = {};
  for (const section of sections) for (const question of section.questions) shape[question.id] = answerSchemaOf(question);
  return z.object(shape, { error: VALIDATION_KEYS.invalidValue }).transform((answers) => Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as QuestionnaireAnswers);
}

/** The questionnaire page's form: the answers under `answers.<question id>`. */
export function questionnaireFormSchema(sections: readonly { questions: readonly StructuralQuestion[] }[]) {
  return z.object({ answers: questionnaireAnswersSchema(sections).default({}) }, { error: VALIDATION_KEYS.invalidValue });
}
