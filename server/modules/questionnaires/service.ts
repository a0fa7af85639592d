import type { Language } from "#domain/enums";
import {
  localizeDefinition,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
  QuestionnaireDefinitionSchema,
  questionnaireAnswersSchema,
  type QuestionnaireSection,
} from "#domain/questionnaire";
import { toValidationDetails, type ValidationDetail } from "#domain/validation-details";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, listViewEntry, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { findInvitation, findInvitations, insertAnswers } from "./repository";

// The questionnaires of the acting patient (spec part 2 §2: the list's status, newTaskItems and
// answerItems; the questionnaire page; §7 AnswerQuestionnaire). Reads are audited as
// "questionnaire-list" and one "questionnaire-invitation" each; answers as "questionnaire-answer".

export interface QuestionnaireListItem {
  /** The invitation id of the questionnaire page. */
  id: number;
  /** The form's title in the page's language. */
  title: string;
  /** ISO instants. */
  invitedAt: string;
  answeredAt: string | null;
}

export interface QuestionnaireList {
  /** Waiting for answers, newest first. */
  newTaskItems: QuestionnaireListItem[];
  /** Answered, most recently answered first. */
  answerItems: QuestionnaireListItem[];
}

export async function listQuestionnaires(
  db: DatabaseOrTransaction,
  { actingPatientId, lang, actor }: { actingPatientId: number; lang: Language; actor: AuditActor },
): Promise<QuestionnaireList> {
  const rows = await findInvitations(db, actingPatientId);
  await recordAudit(db, actor, listViewEntry("questionnaire-list", { "questionnaire-invitation": rows.map((row) => row.id) }));
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title[lang],
    invitedAt: row.invitedAt.toISOString(),
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
  }));
  return {
    newTaskItems: items.filter((item) => item.answeredAt === null),
    answerItems: items
      .filter((item) => item.answeredAt !== null)
      .sort((a, b) => (b.answeredAt ?? "").localeCompare(a.answeredAt ?? "")),
  };
}

/** A questionnaire as its page shows it: the form in the page's language and any answers. */
export interface QuestionnaireView {
  id: number;
  title: string;
  sections: QuestionnaireSection[];
  /** ISO instant. */
  invitedAt: string;
  /** The stored answers; the questionnaire is read-only once they exist. */
  answers: QuestionnaireAnswers | null;
  answeredAt: string | null;
}

function definitionOf(stored: unknown): QuestionnaireDefinition {
  const parsed = QuestionnaireDefinitionSchema.safeParse(stored);
  if (!parsed.success) throw new Error("A stored questionnaire definition does not parse");
  return parsed.data;
}

/**
 * One of the patient's questionnaires (spec part 2 §2 questionnaire page), or null for a missing
 * or someone else's invitation, which is written to the trail as a refused read (decision 161).
 */
export async function loadQuestionnaire(
  db: DatabaseOrTransaction,
  { actingPatientId, invitationId, lang, actor }: { actingPatientId: number; invitationId: number; lang: Language; actor: AuditActor },
): Promise<QuestionnaireView | null> {
  const row = await findInvitation(db, actingPatientId, invitationId);
  if (!row) return recordRefusedRead(db, actor, { entity: "questionnaire-invitation", entityId: invitationId });
  await recordAudit(db, actor, { action: "read", entity: "questionnaire-invitation", entityId: row.id });
  return {
    id: row.id,
    title: row.title[lang],
    sections: localizeDefinition(definitionOf(row.definition), lang),
    invitedAt: row.invitedAt.toISOString(),
    answers: row.answers ? (row.answers as QuestionnaireAnswers) : null,
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
  };
}

export type AnswerQuestionnaireResult =
  | { type: "success" }
  | { type: "questionnaireNotFound" }
  | { type: "alreadyAnswered" }
  | { type: "invalidAnswers"; details: ValidationDetail[] };

/**
 * Stores the answers to one of the patient's questionnaires (spec part 2 §7 AnswerQuestionnaire),
 * checked against the form's own definition: required questions answered, every value of its
 * question's type. Once answered it is read-only: a second answer is refused (decision 203).
 */
export async function answerQuestionnaire(
  db: DatabaseOrTransaction,
  { actingPatientId, invitationId, answers, now, actor }: { actingPatientId: number; invitationId: number; answers: unknown; now: Date; actor: AuditActor },
): Promise<AnswerQuestionnaireResult> {
  return db.transaction(async (tx) => {
    const row = await findInvitation(tx, actingPatientId, invitationId);
    if (!row) {
      await recordRefusedRead(tx, actor, { entity: "questionnaire-invitation", entityId: invitationId });
      return { type: "questionnaireNotFound" } as const;
    }
    if (row.answeredAt) return { type: "alreadyAnswered" } as const;
    const parsed = questionnaireAnswersSchema(definitionOf(row.definition).sections).safeParse(answers);
    if (!parsed.success) return { type: "invalidAnswers", details: toValidationDetails(parsed.error) } as const;
    const id = await insertAnswers(tx, { invitationId: row.id, patientId: actingPatientId, answers: parsed.data, answeredAt: now });
    if (id === null) return { type: "alreadyAnswered" } as const;
    await recordAudit(tx, actor, { action: "create", entity: "questionnaire-answer", entityId: id });
    return { type: "success" } as const;
  });
}
