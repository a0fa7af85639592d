import { type SQL, and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type JsonRow, jsonRows, type PatientListValues, queryBuilder, type RowOf } from "#server/db/json-reads";
import type { Bound } from "#server/db/prepared-queries";
import { messageQuestionnaireInvitations, messages, questionnaireAnswers, questionnaireForms, questionnaireInvitations } from "#server/db/schema";

// The acting patient's questionnaire invitations with their form titles and answer times, in one
// statement through questionnaire_invitations_patient_id_idx and the answers' invitation key (a
// patient has a handful, so sorting them is free).
// Every function takes the acting patient id and filters by it. An invitation sent in a message
// that the care team has since deleted is withdrawn unless it was answered first (decision 275):
// the patient no longer finds it, but answers given stay the patient's to read.

const FORM_OF_INVITATION = eq(questionnaireForms.id, questionnaireInvitations.formId);

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

const INVITATION_FIELDS = {
  id: questionnaireInvitations.id,
  invitedAt: questionnaireInvitations.invitedAt,
  title: questionnaireForms.title,
  answeredAt: questionnaireAnswers.answeredAt,
};

/** The patient's invitations with their titles and answer times, in no particular order. */
function invitationsQuery(patientId: Bound<number>) {
  return queryBuilder
    .select(INVITATION_FIELDS)
    .from(questionnaireInvitations)
    .innerJoin(questionnaireForms, FORM_OF_INVITATION)
    .leftJoin(questionnaireAnswers, ANSWER_OF_INVITATION)
    .where(and(eq(questionnaireInvitations.patientId, patientId), NOT_WITHDRAWN));
}

/** Every invitation of the patient, newest first. */
export async function findInvitations(db: DatabaseOrTransaction, actingPatientId: number) {
  const invitation = invitationsQuery(actingPatientId).as("invitation");
  return db.select().from(invitation).orderBy(desc(invitation.invitedAt), desc(invitation.id));
}

function latestQuestionnairesQuery({ patientId, limit }: PatientListValues) {
  return invitationsQuery(patientId)
    .orderBy(sql`${questionnaireAnswers.id} is null desc`, desc(questionnaireInvitations.invitedAt), desc(questionnaireInvitations.id))
    .limit(limit);
}

/** An invitation as `latestQuestionnairesJson` gives it. */
export type LatestQuestionnaireJson = JsonRow<RowOf<ReturnType<typeof latestQuestionnairesQuery>>>;

/**
 * For summaries (front page, which reads it in its one statement, decision 422): unanswered
 * invitations first, then the newest, as a json array of LatestQuestionnaireJson.
 */
export function latestQuestionnairesJson(values: PatientListValues): SQL {
  return jsonRows(latestQuestionnairesQuery(values), Object.keys(INVITATION_FIELDS));
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
