import { and, asc, eq } from "drizzle-orm";
import type { Language } from "#domain/enums";
import { localizeDefinition, type QuestionnaireAnswers, QuestionnaireDefinitionSchema, type QuestionnaireSection } from "#domain/questionnaire";
import type { DatabaseOrTransaction } from "#server/db/client";
import { messageQuestionnaireInvitations, messages, patients, questionnaireAnswers, questionnaireForms, questionnaireInvitations, threadParticipants } from "#server/db/schema";
import type { MessageNotifier } from "#server/integrations/messaging/message-notifier";
import { recordAudit } from "#server/modules/audit/audit-service";
import { sendProfessionalMessage } from "#server/modules/messaging/thread-service";
import { professionalActor, viewerOf } from "./inbox-service";
import type { Professional } from "./session-service";
import { findAccessibleThread, type RequestInfo } from "./thread-service";

// Questionnaire invitations from the professional workspace (issue 15, decision 263): a
// professional sends one of the stored forms to the thread's patient inside a care team message,
// and sees each invitation's status and, once answered, the answers. Questionnaires are care
// data: only professionals (not HR users) on care threads with a patient send or see them.

interface Scope {
  professional: Professional;
  threadId: number;
  now: Date;
  request: RequestInfo;
}

interface CareThread {
  patientId: number;
  isActive: boolean;
}

/** The thread if the professional may open it and it is a care thread with a patient; else null. */
async function findCareThread(db: DatabaseOrTransaction, { professional, threadId, now }: Omit<Scope, "request">, { lock = false } = {}): Promise<CareThread | null> {
  if (professional.userType !== "ProfessionalUser") return null;
  const thread = await findAccessibleThread(db, await viewerOf(db, professional, now), threadId, { lock });
  if (!thread || thread.threadType === "hr" || thread.patientId === null) return null;
  return { patientId: thread.patientId, isActive: thread.isActive };
}

/** The covering text when the professional writes none, in the patient's language. */
export function defaultInvitationText(lang: Language, title: string): string {
  switch (lang) {
    case "fi":
      return `Täytäthän kyselyn "${title}". Kysely avautuu tämän viestin linkistä.`;
    case "sv":
      return `Fyll i rundfrågan "${title}". Den öppnas via länken i det här meddelandet.`;
    case "en":
      return `Please fill in the questionnaire "${title}". It opens from the link in this message.`;
  }
}

export type QuestionnaireInvitationResult =
  | { type: "success"; messageId: number; invitationId: number }
  | { type: "threadNotFound" }
  | { type: "threadClosed" }
  | { type: "formNotFound" };

/**
 * Sends form `formId` to the thread's patient: an invitation and a care team message carrying it
 * (the given text, or a default one in the patient's language), in one transaction, audited and
 * notified as a reply is.
 */
export async function inviteToQuestionnaire(
  db: DatabaseOrTransaction,
  { professional, threadId, now, request, formId, content, notifier }: Scope & { formId: number; content: string; notifier: MessageNotifier | null },
): Promise<QuestionnaireInvitationResult> {
  return db.transaction(async (tx) => {
    const thread = await findCareThread(tx, { professional, threadId, now }, { lock: true });
    if (!thread) return { type: "threadNotFound" } as const;
    if (!thread.isActive) return { type: "threadClosed" } as const;
    const [form] = await tx.select({ id: questionnaireForms.id, title: questionnaireForms.title }).from(questionnaireForms).where(eq(questionnaireForms.id, formId));
    if (!form) return { type: "formNotFound" } as const;
    const [patient] = await tx.select({ language: patients.language }).from(patients).where(eq(patients.id, thread.patientId));
    const lang = patient?.language ?? "fi";
    await tx.insert(threadParticipants).values({ threadId, userId: professional.id, joinedAt: now }).onConflictDoNothing();
    const sent = await sendProfessionalMessage(tx, { threadId, authorUserId: professional.id, content: content || defaultInvitationText(lang, form.title[lang]), now, notifier });
    if (sent.type !== "success") return sent;
    const [invitation] = await tx
      .insert(questionnaireInvitations)
      .values({ patientId: thread.patientId, formId: form.id, invitedAt: now })
      .returning({ id: questionnaireInvitations.id });
    if (!invitation) throw new Error("Questionnaire invitation insert returned nothing");
    await tx.insert(messageQuestionnaireInvitations).values({ messageId: sent.messageId, invitationId: invitation.id });
    await recordAudit(
      tx,
      professionalActor(professional, request, thread.patientId),
      { action: "create", entity: "message", entityId: sent.messageId },
      { action: "create", entity: "questionnaire-invitation", entityId: invitation.id },
    );
    return { type: "success", messageId: sent.messageId, invitationId: invitation.id } as const;
  });
}

export interface ThreadInvitationView {
  id: number;
  messageId: number;
  /** The form's title in the page's language. */
  title: string;
  answeredAt: Date | null;
  /** The form's sections in the page's language and the answers, once answered. */
  answered: { sections: QuestionnaireSection[]; answers: QuestionnaireAnswers } | null;
}

export interface ThreadQuestionnaires {
  /** The stored forms that may be sent, by title; empty where none may be sent. */
  forms: { id: number; title: string }[];
  /** The invitations of the thread's messages, by message and invitation. */
  invitations: ThreadInvitationView[];
}

const NONE: ThreadQuestionnaires = { forms: [], invitations: [] };

/**
 * The forms and the invitations of the thread's messages in `lang`. Showing answers is a read
 * of the patient's data: one audit event "questionnaire-answer" per answer shown.
 */
export async function loadThreadQuestionnaires(
  db: DatabaseOrTransaction,
  { professional, threadId, now, request, lang }: Scope & { lang: Language },
): Promise<ThreadQuestionnaires> {
  return db.transaction(async (tx) => {
    const thread = await findCareThread(tx, { professional, threadId, now });
    if (!thread) return NONE;
    const forms = await tx.select({ id: questionnaireForms.id, title: questionnaireForms.title }).from(questionnaireForms);
    const rows = await tx
      .select({
        id: questionnaireInvitations.id,
        messageId: messageQuestionnaireInvitations.messageId,
        title: questionnaireForms.title,
        definition: questionnaireForms.definition,
        answerId: questionnaireAnswers.id,
        answers: questionnaireAnswers.answers,
        answeredAt: questionnaireAnswers.answeredAt,
      })
      .from(messageQuestionnaireInvitations)
      .innerJoin(messages, eq(messages.id, messageQuestionnaireInvitations.messageId))
      .innerJoin(questionnaireInvitations, eq(questionnaireInvitations.id, messageQuestionnaireInvitations.invitationId))
      .innerJoin(questionnaireForms, eq(questionnaireForms.id, questionnaireInvitations.formId))
      .leftJoin(
        questionnaireAnswers,
        and(eq(questionnaireAnswers.invitationId, questionnaireInvitations.id), eq(questionnaireAnswers.patientId, questionnaireInvitations.patientId)),
      )
      .where(and(eq(messages.threadId, threadId), eq(questionnaireInvitations.patientId, thread.patientId), eq(messages.patientId, thread.patientId)))
      .orderBy(asc(messageQuestionnaireInvitations.messageId), asc(questionnaireInvitations.id));
    const answerIds = rows.flatMap((row) => (row.answerId === null ? [] : [row.answerId]));
    if (answerIds.length) {
      await recordAudit(tx, professionalActor(professional, request, thread.patientId), ...answerIds.map((id) => ({ action: "read" as const, entity: "questionnaire-answer", entityId: id })));
    }
    return {
      forms: forms.map((form) => ({ id: form.id, title: form.title[lang] })).sort((a, b) => a.title.localeCompare(b.title, lang)),
      invitations: rows.map((row) => {
        const definition = row.answers ? QuestionnaireDefinitionSchema.safeParse(row.definition) : null;
        return {
          id: row.id,
          messageId: row.messageId,
          title: row.title[lang],
          answeredAt: row.answeredAt,
          answered: row.answers && definition?.success ? { sections: localizeDefinition(definition.data, lang), answers: row.answers as QuestionnaireAnswers } : null,
        };
      }),
    };
  });
}
