import type { Language } from "#domain/enums";
import type { SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { findLatestQuestionnaires, type LatestQuestionnaireJson, type LatestQuestionnairesValues, latestQuestionnairesJson } from "./repository";

export type { LatestQuestionnaireJson, LatestQuestionnairesValues };

/** A questionnaire invitation as a summary list shows it (front page). */
export interface QuestionnaireSummary {
  /** The invitation id of the questionnaire page. */
  id: number;
  /** The form's title in the page's language. */
  title: string;
  invitedAt: Date;
  /** Null while the questionnaire waits for answers. */
  answeredAt: Date | null;
}

/**
 * The acting patient's questionnaires, the ones waiting for answers first, then the newest.
 * Only invitations of `actingPatientId` are ever returned.
 */
export async function listQuestionnaireSummaries(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { lang, limit }: { lang: Language; limit: number },
): Promise<QuestionnaireSummary[]> {
  return questionnaireSummariesOf(await findLatestQuestionnaires(db, actingPatientId, { limit }), lang);
}

/** The same read as an SQL expression giving a json array, for a statement that reads several modules' data at once (the front page, decision 422). */
export function questionnaireSummariesExpression(values: LatestQuestionnairesValues): SQL {
  return latestQuestionnairesJson(values);
}

/** The summaries of what `questionnaireSummariesExpression` read. */
export function questionnaireSummariesOf(rows: readonly LatestQuestionnaireJson[], lang: Language): QuestionnaireSummary[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title[lang],
    invitedAt: new Date(row.invitedAt),
    answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt),
  }));
}
