import { type AppLoadContext, data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { Language } from "#domain/enums";
import { formatDateTime, formatShortDate } from "#domain/date-display";
import { ATTACHMENT_EXTENSIONS, canSendReply, MESSAGE_CONTENT_MAX_LENGTH } from "#domain/messaging";
import { DELETE_REASON_MAX_LENGTH, type InboxCursor, parseInboxCursor, ProfessionalActionSchema } from "#domain/professional-inbox";
import { professionalHref } from "#domain/routes/professional-route-table";
import type { AnswerValue, Question } from "#domain/questionnaire";
import type { ValidationDetail } from "#domain/validation-details";
import { professionalActor } from "#server/modules/professional/inbox-service";
import { loadPatientContext } from "#server/modules/professional/patient-context";
import { inviteToQuestionnaire, loadThreadQuestionnaires } from "#server/modules/professional/questionnaire-invitations";
import { isProfessionalCsrfToken } from "#server/modules/professional/session-service";
import {
  assignThread,
  decideRenewal,
  deleteThreadMessage,
  loadProfessionalThread,
  replyToThread,
  setThreadOpen,
  threadAccessOf,
} from "#server/modules/professional/thread-service";
import { CSRF_FIELD, parseForm } from "#app/form.server";
import { type InboxPageData, loadInboxList } from "./inbox.server";
import { formDataOf, requestInfoOf, requireProfessional } from "./workspace.server";

// A conversation in the workspace (issue 32, decisions 330 and 331): the thread with its messages
// as a timeline, the patient beside it, and its writes (reply with files, assign, questionnaire,
// close or reopen, renewal decisions, deleting a care team message with a reason). The form post
// is read by the workspace's router before it gets here (decisions 274 and 282: the session and
// the token before the body, files streamed and capped), which hands the parsed fields and files
// over in the request's context; this action checks the token, parses the fields with the same
// schema as the forms and calls the services. Done: a redirect with `done`; a refusal keeps what
// was typed (conform's reply) and says why.

export const THREAD_DONE = ["started", "replied", "assigned", "closed", "reopened", "deleted", "renewed", "declined", "invited"] as const;
export const THREAD_PROBLEMS = [
  "invalid",
  "threadClosed",
  "assigneeNotFound",
  "messageNotFound",
  "renewalNotFound",
  "replyRequired",
  "attachmentsTooLarge",
  "formNotFound",
  "emptyReply",
  "tooManyAttachments",
  "attachmentNameNotAllowed",
  "attachmentTypeNotAllowed",
] as const;
export type ThreadDone = (typeof THREAD_DONE)[number];
export type ThreadProblem = (typeof THREAD_PROBLEMS)[number];

export interface ThreadMessageData {
  id: number;
  authorName: string;
  authorTitle: string | null;
  fromPatient: boolean;
  at: string;
  atLabel: string;
  content: string | null;
  deletedReason: string | null;
  attachments: { id: number; fileName: string; href: string }[];
  /** Unanswered questionnaires this message carries: deleting it withdraws them (decision 275). */
  carriesUnansweredQuestionnaire: boolean;
}

export interface ThreadInvitationData {
  id: number;
  messageId: number;
  title: string;
  answeredLabel: string | null;
  answeredAt: string | null;
  sections: { title: string | null; answers: { label: string; answer: string | null }[] }[];
}

export interface ThreadPageData {
  threadId: number;
  title: string | null;
  isActive: boolean;
  threadType: string;
  viewerId: number;
  /** The patient, with their id for the links to their records (decision 376). */
  patient: { id: number; name: string; age: number } | null;
  assignee: { id: number; name: string } | null;
  messages: ThreadMessageData[];
  invitations: ThreadInvitationData[];
  renewals: { prescriptionId: number; medicine: string; issuedLabel: string; reason: string; followUp: string | null; decision: "renewed" | "declined" | null }[];
  colleagues: { id: number; name: string; title: string | null; sameTeam: boolean }[];
  forms: { id: number; title: string }[];
  context: {
    upcoming: { id: number; at: string; label: string; practitioner: string; clinic: string; kind: string }[];
    recent: { id: number; at: string; label: string; practitioner: string; clinic: string; kind: string }[];
    openRenewals: { prescriptionId: number; medicine: string; requestedLabel: string; threadHref: string | null }[];
    /** Prescriptions still dispensable (decision 377), newest issued first. */
    currentPrescriptions: { id: number; medicine: string; dosage: string; validUntilLabel: string }[];
    questionnaires: { id: number; title: string; sentLabel: string; answeredLabel: string | null }[];
  } | null;
  notice: { kind: "done"; key: ThreadDone } | { kind: "problem"; key: ThreadProblem } | null;
  /** The message whose deletion asks for confirmation (`?delete=id`), if it may be deleted. */
  confirmDelete: number | null;
  limits: { content: number; deleteReason: number };
  /** The file input's accept list, from the domain's allowed extensions. */
  accept: string;
  /**
   * The list the conversation was opened from (decision 380: beside it on a wide screen), and
   * the conversations before and after this one in it (by its place when it was opened, `at`).
   */
  list: InboxPageData;
  /** The address's list part (`category`, `q`, `sort`, `after`, `at`): kept by the page's links and forms. */
  listSearch: string;
  previousId: number | null;
  nextId: number | null;
}

/** What a refused post answers: the form's reply (what was typed, the errors) and why. */
export interface ThreadActionData {
  intent: string;
  /** The message of a refused deletion. */
  messageId?: number;
  result: SubmissionResult<ValidationDetail[]>;
  problem: ThreadProblem | null;
}

const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const NoticeSchema = z.union([z.object({ done: z.enum(THREAD_DONE) }), z.object({ problem: z.enum(THREAD_PROBLEMS) })]);

/** The parameters of the address that say which list a conversation was opened from, and where in it. */
const LIST_PARAMS = ["category", "q", "sort", "after", "at"] as const;

/** The address's list part as a query string ("" or "?category=…&at=…"), for the page's links, forms and redirects. */
export function listSearchOf(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of LIST_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value.slice(0, 200));
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/**
 * The conversations before and after a place in a list: the list is in (latest activity, id)
 * order, descending or (longest waiting first) ascending, so the neighbours are found by
 * comparing places, whether or not the conversation is still on the list (assigning or closing
 * it may have moved it out of its category).
 */
export function neighboursIn(list: InboxPageData, place: InboxCursor): { previousId: number | null; nextId: number | null } {
  const ascending = list.query.sort === "waiting";
  const compare = (row: InboxPageData["conversations"][number]) => {
    const at = Date.parse(row.lastActivityAt);
    const order = at === place.at.getTime() ? row.id - place.id : at - place.at.getTime();
    return ascending ? order : -order;
  };
  const before = list.conversations.filter((row) => compare(row) < 0);
  const after = list.conversations.filter((row) => compare(row) > 0);
  return { previousId: before.at(-1)?.id ?? null, nextId: after[0]?.id ?? null };
}

function notFound(): never {
  throw data({ type: "notFound" }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

/** An answer as text in the page's language, as the patient's read-only questionnaire shows it; null when unanswered. */
function answerText(question: Question, value: AnswerValue | undefined, lang: Language): string | null {
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return null;
  switch (question.type) {
    case "choice":
    case "multipleChoice":
      return (Array.isArray(value) ? value : [String(value)]).map((item) => question.options.find((option) => option.value === item)?.label ?? item).join(", ");
    case "date":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatShortDate(value, lang) : String(value);
    case "scale":
      return `${String(value)} (${question.min}–${question.max})`;
    default:
      return String(value);
  }
}

export async function loadThreadPage(request: Request, context: AppLoadContext, lang: Language, threadIdParam: string | undefined): Promise<ThreadPageData> {
  const session = await requireProfessional(request, context, lang);
  const parsed = IdSchema.safeParse(threadIdParam);
  if (!parsed.success) notFound();
  const threadId = parsed.data;
  const db = context.scope.db;
  const now = context.scope.now;
  const professional = session.professional;
  const requestInfo = requestInfoOf(context);
  // Outside the viewer's care relationships: first the reason to open it (decision 330).
  if ((await threadAccessOf(db, { professional, threadId, now })) === "reasonRequired") {
    throw redirect(professionalHref("threadAccess", lang, { threadId }), { status: 303, headers: { "Cache-Control": "no-store" } });
  }
  const thread = await loadProfessionalThread(db, { professional, threadId, now, request: requestInfo });
  if (!thread) notFound();
  const questionnaires = await loadThreadQuestionnaires(db, { professional, threadId, now, request: requestInfo, lang });
  const patientContext = thread.patient
    ? await loadPatientContext(db, { patientId: thread.patient.id, now, lang, actor: professionalActor(professional, requestInfo, thread.patient.id) })
    : null;
  const url = new URL(request.url);
  const search = url.searchParams;
  const notice = NoticeSchema.safeParse(Object.fromEntries(search));
  const list = await loadInboxList(request, context, lang, professional);
  // Opened from elsewhere (a link in a notice, the address typed): its place is its latest message.
  const latestAt = Math.max(0, ...thread.messages.map((message) => message.createdAt.getTime()));
  const place = parseInboxCursor(search.get("at")) ?? { at: new Date(latestAt || now.getTime()), id: thread.id };
  const unanswered = new Set(questionnaires.invitations.filter((invitation) => !invitation.answeredAt).map((invitation) => invitation.messageId));
  const deletable = (message: (typeof thread.messages)[number]) => message.content !== null && !message.fromPatient;
  const deleteId = IdSchema.safeParse(search.get("delete"));
  const appointment = (row: { id: number; startsAt: Date; practitionerName: string; clinicName: string; kind: string }) => ({
    id: row.id,
    at: row.startsAt.toISOString(),
    label: formatDateTime(row.startsAt, lang),
    practitioner: row.practitionerName,
    clinic: row.clinicName,
    kind: row.kind,
  });
  return {
    threadId: thread.id,
    title: thread.title,
    isActive: thread.isActive,
    threadType: thread.threadType,
    viewerId: professional.id,
    patient: thread.patient ? { id: thread.patient.id, name: thread.patient.name, age: thread.patient.age } : null,
    assignee: thread.assignee,
    messages: thread.messages.map((message) => ({
      id: message.id,
      authorName: message.authorName,
      authorTitle: message.authorTitle,
      fromPatient: message.fromPatient,
      at: message.createdAt.toISOString(),
      atLabel: formatDateTime(message.createdAt, lang),
      content: message.content,
      deletedReason: message.deletedReason,
      attachments: message.attachments.map((attachment) => ({
        id: attachment.id,
        fileName: attachment.fileName,
        href: professionalHref("attachment", lang, { threadId: thread.id, attachmentId: attachment.id }),
      })),
      carriesUnansweredQuestionnaire: unanswered.has(message.id),
    })),
    invitations: questionnaires.invitations.map((invitation) => ({
      id: invitation.id,
      messageId: invitation.messageId,
      title: invitation.title,
      answeredAt: invitation.answeredAt?.toISOString() ?? null,
      answeredLabel: invitation.answeredAt ? formatDateTime(invitation.answeredAt, lang) : null,
      sections: invitation.answered
        ? invitation.answered.sections.map((section) => ({
            title: section.title,
            answers: section.questions.map((question) => ({ label: question.label, answer: answerText(question, invitation.answered!.answers[question.id], lang) })),
          }))
        : [],
    })),
    renewals: thread.renewals.map((item) => ({
      prescriptionId: item.prescriptionId,
      medicine: `${item.medicineName} ${item.strength}`,
      issuedLabel: formatShortDate(item.issuedDate, lang),
      reason: item.reason,
      followUp: item.followUp,
      decision: item.decision,
    })),
    colleagues: thread.colleagues.filter((colleague) => colleague.id !== professional.id),
    forms: questionnaires.forms,
    context: patientContext && {
      upcoming: patientContext.upcoming.map(appointment),
      recent: patientContext.recent.map(appointment),
      openRenewals: patientContext.openRenewals.map((item) => ({
        prescriptionId: item.prescriptionId,
        medicine: `${item.medicineName} ${item.strength}`,
        requestedLabel: formatShortDate(item.requestedAt, lang),
        threadHref: item.threadId !== null && item.threadId !== thread.id ? professionalHref("thread", lang, { threadId: item.threadId }) : null,
      })),
      currentPrescriptions: patientContext.currentPrescriptions.map((item) => ({
        id: item.id,
        medicine: `${item.medicineName} ${item.strength}`,
        dosage: item.dosageGuide,
        validUntilLabel: formatShortDate(item.validUntil, lang),
      })),
      questionnaires: patientContext.questionnaires.map((item) => ({
        id: item.id,
        title: item.title,
        sentLabel: formatShortDate(item.invitedAt, lang),
        answeredLabel: item.answeredAt ? formatShortDate(item.answeredAt, lang) : null,
      })),
    },
    notice: notice.success ? ("done" in notice.data ? { kind: "done", key: notice.data.done } : { kind: "problem", key: notice.data.problem }) : null,
    confirmDelete: deleteId.success && thread.messages.some((message) => message.id === deleteId.data && deletable(message)) ? deleteId.data : null,
    limits: { content: MESSAGE_CONTENT_MAX_LENGTH, deleteReason: DELETE_REASON_MAX_LENGTH },
    accept: ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(","),
    list,
    listSearch: listSearchOf(url),
    ...neighboursIn(list, place),
  };
}

export async function submitThreadAction(request: Request, context: AppLoadContext, lang: Language, threadIdParam: string | undefined) {
  const session = await requireProfessional(request, context, lang);
  const parsedId = IdSchema.safeParse(threadIdParam);
  if (!parsedId.success) notFound();
  const threadId = parsedId.data;
  // Read by the workspace's router (workspace-routes.ts); a post that did not pass it has no form.
  const posted = context.workspaceForm;
  if (!posted) throw data({ type: "badRequest" }, { status: 400 });
  if (!isProfessionalCsrfToken(session, posted.fields[CSRF_FIELD])) throw data({ type: "csrfTokenInvalid" }, { status: 403 });
  const db = context.scope.db;
  const scope = { professional: session.professional, threadId, now: context.scope.now, request: requestInfoOf(context) };
  // Back to the conversation as it was opened: in its list, at its place (decision 380).
  const kept = Object.fromEntries(new URLSearchParams(listSearchOf(new URL(request.url))));
  const done = (key: ThreadDone) => redirect(professionalHref("thread", lang, { threadId }, { ...kept, done: key }), { status: 303, headers: { "Cache-Control": "no-store" } });
  const back = (key: ThreadProblem) => redirect(professionalHref("thread", lang, { threadId }, { ...kept, problem: key }), { status: 303, headers: { "Cache-Control": "no-store" } });
  const submission = parseForm(formDataOf(posted.fields), ProfessionalActionSchema);
  const intent = typeof posted.fields.intent === "string" ? posted.fields.intent : "";
  const messageId = Number(posted.fields.messageId) || undefined;
  const refuse = (problem: ThreadProblem | null, status: number) => data<ThreadActionData>({ intent, ...(messageId ? { messageId } : {}), result: submission.reply(), problem }, { status });
  const files = posted.files;
  if (submission.status !== "success") {
    // Typed fields come back with their errors; a post no form of the page sends is "invalid".
    return ["reply", "deleteMessage", "assign"].includes(intent) ? refuse(null, 400) : back("invalid");
  }
  const input = submission.value;
  if (files === "tooLarge") return input.intent === "reply" ? refuse("attachmentsTooLarge", posted.tooLargeStatus) : back("attachmentsTooLarge");
  switch (input.intent) {
    case "reply": {
      if (!canSendReply(input.content, files.length)) return refuse("emptyReply", 422);
      const replied = await replyToThread(db, {
        ...scope,
        content: input.content,
        files,
        storage: context.services.integrations.fileStorage,
        notifier: context.services.integrations.messageNotifier,
      });
      if (replied.type === "threadNotFound") notFound();
      if (replied.type === "success") return done("replied");
      return refuse(replied.type, 422);
    }
    case "assign": {
      const result = await assignThread(db, { ...scope, assigneeId: input.assigneeId });
      if (result.type === "threadNotFound") notFound();
      return result.type === "success" ? done("assigned") : back(result.type);
    }
    case "close":
    case "reopen": {
      const result = await setThreadOpen(db, { ...scope, open: input.intent === "reopen" });
      if (result.type === "threadNotFound") notFound();
      return done(input.intent === "close" ? "closed" : "reopened");
    }
    case "renewal": {
      const result = await decideRenewal(db, { ...scope, prescriptionId: input.prescriptionId, decision: input.decision, reply: input.reply, notifier: context.services.integrations.messageNotifier });
      if (result.type === "threadNotFound") notFound();
      return result.type === "success" ? done(input.decision) : back(result.type);
    }
    case "deleteMessage": {
      const result = await deleteThreadMessage(db, { ...scope, messageId: input.messageId, reason: input.reason });
      if (result.type === "threadNotFound") notFound();
      return result.type === "success" ? done("deleted") : back(result.type);
    }
    case "inviteQuestionnaire": {
      const result = await inviteToQuestionnaire(db, { ...scope, formId: input.formId, content: input.content, notifier: context.services.integrations.messageNotifier });
      if (result.type === "threadNotFound") notFound();
      return result.type === "success" ? done("invited") : back(result.type);
    }
  }
}
