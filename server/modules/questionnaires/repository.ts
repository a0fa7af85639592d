import { type Placeholder, and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedQuery } from "#server/db/prepared-queries";
import { messageQuestionnaireInvitations, messages, questionnaireAnswers, questionnaireForms, questionnaireInvitations } from "#server/db/schema";

// The acting patient's questionnaire invitations with their form titles and answer times, in one
// statement through questionnaire_invitations_patient_id_idx and the answers' invitation key (a
// patient has a handful, so sorting them is free).
// Every function takes the acting patient id and filters by it. An invitation sent in a message
// that the care team has since deleted is withdrawn unless it was answered first (decision 275):
// the patient no longer finds it, but answers given stay the patient's to read.

const ANSWER_OF_INVITATION = and(
  eq(questionnaireAnswers.invitationId, questionnaireInvitations.id),
  eq(questionnaireAnswers.patientId, questionnaireInvitations.patientId),
);

/** Answered, or not carried by a message the care team deleted. */
const NOT_WITHDRAWN = or(
  isNotNull(questionnaireAnswers.id),
  sql`not exists (select 1 from ${messageQuestionnaireInvitations} join ${messages} on ${messages.id} = ${messageQuestionnaireInvitations.messageId}
    where ${messageQuestionnaireInvitations.invitationId} = ${questionnaireInvitations.id} and ${messages.deletedAt} is not null)`,
);

/** The patient's invitations with their titles and answer times, in no particular order. */
function invitationRows(db: DatabaseOrTransaction, actingPatientId: number | Placeholder) {
  return db
    .select({
      id: questionnaireInvitations.id,
      invitedAt: questionnaireInvitations.invitedAt,
      title: questionnaireForms.title,
      answeredAt: questionnaireAnswers.answeredAt,
    })
    .from(questionnaireInvitations)
    .innerJoin(questionnaireForms, eq(questionnaireForms.id, questionnaireInvitations.formId))
    .leftJoin(questionnaireAnswers, ANSWER_OF_INVITATION)
    .where(and(eq(questionnaireInvitations.patientId, actingPatientId), NOT_WITHDRAWN))
    .$dynamic();
}

/** Every invitation of the patient, newest first. */
export async function findInvitations(db: DatabaseOrTransaction, actingPatientId: number) {
  return invitationRows(db, actingPatientId).orderBy(desc(questionnaireInvitations.invitedAt), desc(questionnaireInvitations.id));
}

export type QuestionnaireSummaryRow = Awaited<ReturnType<typeof findLatestQuestionnaires>>[number];

// On every front page view: built once (decision 398).
const latestQuestionnaires = preparedQuery((db) =>
  invitationRows(db, sql.placeholder("patientId"))
    .orderBy(sql`${questionnaireAnswers.id} is null desc`, desc(questionnaireInvitations.invitedAt), desc(questionnaireInvitations.id))
    .limit(sql.placeholder("limit")),
);

/** For summaries (front page): unanswered invitations first, then the newest. */
export function findLatestQuestionnaires(db: DatabaseOrTransaction, actingPatientId: number, { limit }: { limit: number }) {
  return latestQuestionnaires(db, { patientId: actingPatientId, limit });
}

/** One of the patient's invitations with its form and answer, or undefined (someone else's and withdrawn alike). */
export async function findInvitation(db: DatabaseOrTransaction, actingPatientId: number, invitationId: number) {
  const [row] = await db
    .select({
      id: questionnaireInvitations.id,
      invitedAt: questionnaireInvitations.invitedAt,
      title: questionnaireForms.title,
      definition: questionnaireForms.definition,
      answers: questionnaireAnswers.answers,
      answeredAt: questionnaireAnswers.answeredAt,
    })
    .from(questionnaireInvitations)
    .innerJoin(questionnaireForms, eq(questionnaireForms.id, questionnaireInvitations.formId))
    .leftJoin(questionnaireAnswers, ANSWER_OF_INVITATION)
    .where(and(eq(questionnaireInvitations.id, invitationId), eq(questionnaireInvitations.patientId, actingPatientId), NOT_WITHDRAWN));
  return row;
}

/** Stores the answers unless the invitation already has some; returns the new row's id or null. */
export async function insertAnswers(db: DatabaseOrTransaction, answer: { invitationId: number; patientId: number; answers: Record<string, unknown>; answeredAt: Date }) {
  const [row] = await db.insert(questionnaireAnswers).values(answer).onConflictDoNothing({ target: questionnaireAnswers.invitationId }).returning({ id: questionnaireAnswers.id });
  return row?.id ?? null;
}
