import { and, desc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { questionnaireAnswers, questionnaireForms, questionnaireInvitations } from "#server/db/schema";

// The acting patient's questionnaires for summaries (front page): one query through
// questionnaire_invitations_patient_id_idx (a patient has a handful, so sorting them is free).

export type QuestionnaireSummaryRow = Awaited<ReturnType<typeof findLatestQuestionnaires>>[number];

/** Unanswered invitations first, then the newest. */
export async function findLatestQuestionnaires(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { limit }: { limit: number },
) {
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
    .orderBy(sql`${questionnaireAnswers.id} is null desc`, desc(questionnaireInvitations.invitedAt), desc(questionnaireInvitations.id))
    .limit(limit);
}
