import type { Language } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { findLatestQuestionnaires } from "./repository";

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
  const rows = await findLatestQuestionnaires(db, actingPatientId, { limit });
  return rows.map((row) => ({ id: row.id, title: row.title[lang], invitedAt: row.invitedAt, answeredAt: row.answeredAt }));
}
