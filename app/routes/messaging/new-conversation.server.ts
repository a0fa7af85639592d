import { type AppLoadContext, data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { THREAD_SUBJECT_MAX_LENGTH } from "#domain/messaging";
import { NewThreadFormSchema } from "#domain/messaging-inputs";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import type { TeamAbsence } from "#domain/records";
import { href } from "#domain/routes/href";
import type { ValidationDetail } from "#domain/validation-details";
import { getActiveAnnouncement, type MessagingAnnouncement } from "#server/modules/messaging/announcement-service";
import { sendMessageInNewThread } from "#server/modules/messaging/thread-service";
import { listTeamAbsences } from "#server/modules/occupational/team-service";
import { parseForm, readForm } from "#app/form.server";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";
import { conversationNotFound, messagingInMaintenance, messagingPatientOf } from "./messaging.server";

export type NewConversationPageData =
  | { state: "blank" }
  | { state: "maintenance" }
  | {
      state: "form";
      subjectMaxLength: number;
      announcement: MessagingAnnouncement | null;
      /** Members of the patient's occupational health care team away today, warned of before writing (decision 350). */
      teamAbsences: TeamAbsence[];
    };

export interface NewConversationActionData {
  intent: "send";
  result: SubmissionResult<ValidationDetail[]>;
  outcome: "ValidationError" | "sendFailed";
}

/**
 * New conversation /{lang}/{viestit/uusi|meddelanden/ny|messages/new} (spec part 2 §2, §5 "New
 * thread"): the maintenance page while messaging is switched off, blank for a patient it is not
 * open to, else the form with the active announcement in the page's language and the members of
 * the patient's occupational health care team who are away today.
 */
export async function loadNewConversationPage(request: Request, context: AppLoadContext): Promise<NewConversationPageData> {
  const session = requireValidSession(request, context);
  if (messagingInMaintenance(context)) return { state: "maintenance" };
  const actingPatientId = await messagingPatientOf(context, session);
  if (actingPatientId === null) return { state: "blank" };
  const lang = langOfPath(new URL(request.url).pathname);
  const { db, now, actor } = context.scope;
  const [announcement, teamAbsences] = await Promise.all([
    getActiveAnnouncement(db, lang),
    listTeamAbsences(db, { actingPatientId, lang, now, today: helsinkiCalendarDate(now), actor }),
  ]);
  return { state: "form", subjectMaxLength: THREAD_SUBJECT_MAX_LENGTH, announcement, teamAbsences };
}

/**
 * Send (intent send; spec part 2 §7 SendMessageInNewThread): the subject and the first message,
 * parsed with NewThreadFormSchema as in the browser, to the care team's queue (decision 185).
 * Exactly one new thread: its page; otherwise the send error with the form as typed.
 */
export async function submitNewConversation(request: Request, context: AppLoadContext) {
  const session = requireValidSession(request, context);
  const form = await readForm(request, session);
  const actingPatientId = messagingInMaintenance(context) ? null : await messagingPatientOf(context, session);
  if (actingPatientId === null) conversationNotFound();
  const submission = parseForm(form, NewThreadFormSchema);
  if (form.get("intent") !== "send" || submission.status !== "success") {
    return data<NewConversationActionData>({ intent: "send", result: submission.reply(), outcome: "ValidationError" }, { status: 400 });
  }
  const { db, now, actor } = context.scope;
  const result = await sendMessageInNewThread(db, {
    actingPatientId,
    actor,
    now,
    input: {
      title: submission.value.subject,
      content: submission.value.message,
      attachments: submission.value.attachments,
      participantIds: [],
      separateThreadPerParticipant: false,
    },
  });
  const [threadId, ...others] = result.type === "success" ? result.threadIds : [];
  if (threadId !== undefined && others.length === 0) {
    return redirect(href("thread", langOfPath(new URL(request.url).pathname), { threadId }));
  }
  const answer: NewConversationActionData = { intent: "send", result: submission.reply(), outcome: "sendFailed" };
  return answer;
}
