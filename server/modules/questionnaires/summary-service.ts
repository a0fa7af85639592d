import type { Language } from "#domain/enums";
import type { SQL } from "drizzle-orm";
import type { PatientListValues } from "#server/db/json-reads";
import { type LatestQuestionnaireJson, latestQuestionnairesJson } from "./repository";

export type { LatestQuestionnaireJson };

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
 * The acting patient's questionnaires, the ones waiting for answers first, then the newest, as an
 * SQL expression giving a json array, for the front page's one statement (decision 422). Only
 * invitations of `patientId` are ever read.
 */
export function questionnaireSummariesExpression(values: PatientListValues): SQL {
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
