import { and, desc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { questionnaireAnswers, questionnaireForms, questionnaireInvitations } from "#server/db/schema";

// The acting patient's questionnaire invitations with their form titles and answer times, in one
// statement through questionnaire_invitations_patient_id_idx and the answers' invitation key.
// Every function takes the acting patient id and filters by it.

/** Every invitation of the patient, newest first. */
export async function findInvitations(db: DatabaseOrTransaction, actingPatientId: number) {
  return db
    .select({
      id: questionnaireInvitations.id,
      invitedAt: questionnaireInvitations.invitedAt,
      title: questionnaireForms.title,
      answeredAt: questionnaireAnswers.answeredAt,
    })
    .from(questionnaireInvitations)
    .innerJoin(questionnaireForms, eq(questionnaireForms.id, questionnaireInvitations.formId))
    .leftJoin(
      questionnaireAnswers,
      and(
        eq(questionnaireAnswers.invitationId, questionnaireInvitations.id),
        eq(questionnaireAnswers.patientId, questionnaireInvitations.patientId),
      ),
    )
    .where(eq(questionnaireInvitations.patientId, actingPatientId))
    .orderBy(desc(questionnaireInvitations.invitedAt), desc(questionnaireInvitations.id));
}

/** One of the patient's invitations with its form and answer, or undefined (someone else's alike). */
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
    .leftJoin(
      questionnaireAnswers,
      and(
        eq(questionnaireAnswers.invitationId, questionnaireInvitations.id),
        eq(questionnaireAnswers.patientId, questionnaireInvitations.patientId),
      ),
    )
    .where(and(eq(questionnaireInvitations.id, invitationId), eq(questionnaireInvitations.patientId, actingPatientId)));
  return row;
}

/** Stores the answers unless the invitation already has some; returns the new row's id or null. */
export async function insertAnswers(db: DatabaseOrTransaction, answer: { invitationId: number; patientId: number; answers: Record<string, unknown>; answeredAt: Date }) {
  const [row] = await db.insert(questionnaireAnswers).values(answer).onConflictDoNothing({ target: questionnaireAnswers.invitationId }).returning({ id: questionnaireAnswers.id });
  return row?.id ?? null;
}
