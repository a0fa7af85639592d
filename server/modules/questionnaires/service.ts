import type { Language } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, type AuditEntry, recordAudit } from "#server/modules/audit/audit-service";
import { findInvitations } from "./repository";

// The questionnaire list of the acting patient (spec part 2 §2: status, newTaskItems,
// answerItems). Reads are audited as "questionnaire-list" and one "questionnaire-invitation" each.

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
  await recordAudit(
    db,
    actor,
    { action: "read", entity: "questionnaire-list" },
    ...rows.map((row): AuditEntry => ({ action: "read", entity: "questionnaire-invitation", entityId: row.id })),
  );
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
