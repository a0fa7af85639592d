import type { Language } from "#domain/enums";
import { professionalHref } from "#domain/routes/professional-route-table";
import { html, type Html } from "#server/html-escape";
import { formatDateTime, type IdleEnd, layout } from "./html";
import { formatShortDate, formatTime } from "#domain/date-display";
import { ATTACHMENT_EXTENSIONS, MESSAGE_CONTENT_MAX_LENGTH, THREAD_SUBJECT_MAX_LENGTH } from "#domain/messaging";
import { ABSENCE_MESSAGE_MAX_LENGTH, DELETE_REASON_MAX_LENGTH } from "#domain/professional-inbox";
import { IDENTITY_CODE_LENGTH } from "#domain/identity-code";
import type { AbsenceView, Colleague } from "./absence-service";
import type { ProfessionalThreadView } from "./thread-service";
import type { NewThreadPatient } from "./new-thread-service";
import type { ThreadInvitationView, ThreadQuestionnaires } from "./questionnaire-invitations";
import type { AnswerValue, Question } from "#domain/questionnaire";
import { WORKSPACE_TEXTS, type WorkspaceTexts } from "./texts";
import type { FileProblem } from "./uploads";

// The workspace's pages not yet moved to the app (app/routes/professional), as HTML strings:
// conversation, new conversation, absences, not found.

export interface Viewer {
  name: string;
  csrfToken: string;
  id: number;
  /** When the session ends without activity (decision 284). */
  idle?: IdleEnd;
}

export type ThreadNotice = { kind: "done"; key: keyof (typeof WORKSPACE_TEXTS)["en"]["done"] } | { kind: "problem"; key: keyof (typeof WORKSPACE_TEXTS)["en"]["problems"] };

/** The file input of a message form; after a refused post the files must be chosen again. */
function attachmentsField(lang: Language, afterProblem: boolean): Html {
  const texts = WORKSPACE_TEXTS[lang];
  return html`<label for="attachments">${texts.attachmentsLabel}</label>
<p class="hint" id="attachments-hint">${texts.attachmentsHint}${afterProblem ? ` ${texts.chooseFilesAgain}` : ""}</p>
<input type="file" id="attachments" name="attachments" multiple accept="${ATTACHMENT_ACCEPT}" aria-describedby="attachments-hint">`;
}

const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/** `draft` is the reply text of a refused post, shown again so nothing typed is lost. */
export function threadPage({
  lang,
  viewer,
  thread,
  notice,
  draft,
  questionnaires = { forms: [], invitations: [] },
}: {
  lang: Language;
  viewer: Viewer;
  thread: ProfessionalThreadView;
  notice: ThreadNotice | null;
  draft?: string;
  questionnaires?: ThreadQuestionnaires;
}): string {
  const texts = WORKSPACE_TEXTS[lang];
  const action = professionalHref("thread", lang, { threadId: thread.id });
  const hidden = (intent: string) => html`<input type="hidden" name="csrfToken" value="${viewer.csrfToken}"><input type="hidden" name="intent" value="${intent}">`;
  // Deleting one of these messages withdraws the questionnaire it carries (decision 275).
  const withUnansweredQuestionnaire = new Set(questionnaires.invitations.filter((invitation) => !invitation.answeredAt).map((invitation) => invitation.messageId));
  const messages = thread.messages.map(
    (message) => html`<article class="message${message.fromPatient ? " patient" : ""}" aria-labelledby="message-${message.id}-author">
<header><span id="message-${message.id}-author">${message.authorName}${message.fromPatient ? ` (${texts.fromPatient})` : message.authorTitle ? `, ${message.authorTitle}` : ""}</span> · <time datetime="${message.createdAt.toISOString()}">${formatDateTime(message.createdAt, lang)}</time></header>
${message.content === null
  ? html`<p class="deleted">${texts.deleted}</p>${message.deletedReason ? html`<p>${texts.deletedReason(message.deletedReason)}</p>` : ""}`
  : html`<p class="content">${message.content}</p>`}
${invitationsOf(questionnaires, message, lang)}
${message.attachments.length ? html`<p>${texts.attachments}:</p><ul>${message.attachments.map((attachment) => html`<li><a href="${professionalHref("attachment", lang, { threadId: thread.id, attachmentId: attachment.id })}" download>${attachment.fileName}</a></li>`)}</ul>` : ""}
${message.content !== null && !message.fromPatient
  ? html`<details><summary>${texts.deleteSummary}</summary>
<form method="post" action="${action}">${hidden("deleteMessage")}<input type="hidden" name="messageId" value="${message.id}">
<label for="reason-${message.id}">${texts.deleteReasonLabel}</label>
<input type="text" id="reason-${message.id}" name="reason" required maxlength="${DELETE_REASON_MAX_LENGTH}"${withUnansweredQuestionnaire.has(message.id) ? html` aria-describedby="withdraws-${message.id}"` : ""}>
${withUnansweredQuestionnaire.has(message.id) ? html`<p id="withdraws-${message.id}" class="hint">${texts.deleteWithdrawsQuestionnaire}</p>` : ""}
<button type="submit" class="secondary">${texts.deleteButton}</button>
</form></details>`
  : ""}
</article>`,
  );
  const renewalSection = () => html`<section aria-labelledby="renewals-heading"><h2 id="renewals-heading">${texts.renewals.heading}</h2>
<ul>${thread.renewals.map(
    (item) => html`<li><p><strong>${item.medicineName} ${item.strength}</strong> · ${texts.renewals.issued(formatShortDate(item.issuedDate, lang))}</p>
<p>${texts.renewals.reason}: ${item.reason}${item.followUp ? ` ${item.followUp}` : ""}</p>
${item.decision
  ? html`<p class="badge">${item.decision === "renewed" ? texts.renewals.renewed : texts.renewals.declined}</p>`
  : html`<form method="post" action="${action}">${hidden("renewal")}<input type="hidden" name="prescriptionId" value="${item.prescriptionId}">
<label for="renewal-reply-${item.prescriptionId}">${texts.renewals.replyLabel}</label>
<textarea id="renewal-reply-${item.prescriptionId}" name="reply" rows="3" maxlength="${MESSAGE_CONTENT_MAX_LENGTH}"></textarea>
<div class="actions"><button type="submit" name="decision" value="renewed">${texts.renewals.renew}</button>
<button type="submit" name="decision" value="declined" class="secondary">${texts.renewals.decline}</button></div>
</form>`}
</li>`,
  )}</ul></section>`;
  const colleagues = thread.colleagues
    .filter((colleague) => colleague.id !== viewer.id)
    .map((colleague) => html`<option value="${colleague.id}">${colleague.name}${colleague.title ? `, ${colleague.title}` : ""}</option>`);
  const body = html`<p><a href="${professionalHref("inbox", lang)}">${texts.backToInbox}</a></p>
<h1>${thread.title ?? texts.fallbackTitle}</h1>
${notice ? (notice.kind === "done" ? html`<p class="status" role="status">${texts.done[notice.key]}</p>` : html`<p class="problem" role="alert">${texts.problems[notice.key]}</p>`) : ""}
<dl>
${thread.patient ? html`<dt>${texts.patient}</dt><dd>${thread.patient.name}, ${texts.ageYears(thread.patient.age)}</dd>` : ""}
<dt>${texts.assignee}</dt><dd>${thread.assignee?.name ?? texts.unassigned}</dd>
<dt>${texts.status}</dt><dd>${thread.isActive ? texts.open : texts.closed}</dd>
</dl>
${thread.renewals.length ? renewalSection() : ""}
<h2>${texts.messagesHeading}</h2>
${messages}
<h2>${texts.replyHeading}</h2>
${thread.isActive
  ? html`<form method="post" action="${action}" enctype="multipart/form-data">${hidden("reply")}
<label for="content">${texts.replyLabel}</label>
<textarea id="content" name="content" rows="6" maxlength="${MESSAGE_CONTENT_MAX_LENGTH}">${draft ?? ""}</textarea>
${attachmentsField(lang, draft !== undefined)}
<button type="submit">${texts.replyButton}</button>
</form>`
  : html`<p>${texts.threadClosedNotice}</p>`}
${thread.isActive && questionnaires.forms.length ? questionnaireForm(questionnaires, lang, action, hidden("inviteQuestionnaire")) : ""}
<h2>${texts.assignHeading}</h2>
<div class="actions">
${thread.assignee?.id === viewer.id ? "" : html`<form method="post" action="${action}">${hidden("assign")}<input type="hidden" name="assigneeId" value="${viewer.id}"><button type="submit">${texts.assignToMe}</button></form>`}
<form method="post" action="${action}">${hidden("assign")}
<label for="assigneeId">${texts.assignLabel}</label>
<select id="assigneeId" name="assigneeId">${colleagues}</select>
<button type="submit" class="secondary">${texts.assignButton}</button>
</form>
<form method="post" action="${action}">${hidden(thread.isActive ? "close" : "reopen")}<button type="submit" class="secondary">${thread.isActive ? texts.closeButton : texts.reopenButton}</button></form>
</div>`;
  return layout({ lang, title: thread.title ?? texts.fallbackTitle, body, signedIn: viewer });
}

/** An answer as text in the page's language, as the patient's read-only questionnaire shows it. */
function answerText(question: Question, value: AnswerValue | undefined, lang: Language): string {
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return WORKSPACE_TEXTS[lang].questionnaires.noAnswer;
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

/**
 * The questionnaire invitations a message carries: title, status and, once answered, the answers.
 * A deleted message's unanswered ones are withdrawn (decision 275).
 */
function invitationsOf(questionnaires: ThreadQuestionnaires, message: { id: number; content: string | null }, lang: Language): Html | "" {
  const t = WORKSPACE_TEXTS[lang].questionnaires;
  const invitations = questionnaires.invitations.filter((invitation) => invitation.messageId === message.id);
  if (!invitations.length) return "";
  const answers = (answered: NonNullable<ThreadInvitationView["answered"]>) =>
    answered.sections.map(
      (section) => html`${section.title ? html`<h4>${section.title}</h4>` : ""}<dl>${section.questions.map((question) => html`<dt>${question.label}</dt><dd>${answerText(question, answered.answers[question.id], lang)}</dd>`)}</dl>`,
    );
  return html`${invitations.map(
    (invitation) => html`<div class="questionnaire">
<h3>${invitation.title}</h3>
<p>${invitation.answeredAt ? html`<time datetime="${invitation.answeredAt.toISOString()}">${t.answeredAt(formatDateTime(invitation.answeredAt, lang))}</time>` : html`<span class="badge">${message.content === null ? t.withdrawn : t.notAnswered}</span>`}</p>
${invitation.answered ? answers(invitation.answered) : ""}
</div>`,
  )}`;
}

/** Sends one of the stored forms to the patient, with an optional covering message. */
function questionnaireForm(questionnaires: ThreadQuestionnaires, lang: Language, action: string, hidden: Html): Html {
  const t = WORKSPACE_TEXTS[lang].questionnaires;
  return html`<h2>${t.heading}</h2>
<form method="post" action="${action}">${hidden}
<label for="formId">${t.formLabel}</label>
<select id="formId" name="formId" required>${questionnaires.forms.map((form) => html`<option value="${form.id}">${form.title}</option>`)}</select>
<label for="questionnaire-content">${t.contentLabel}</label>
<p class="hint" id="questionnaire-content-hint">${t.contentHint}</p>
<textarea id="questionnaire-content" name="content" rows="3" maxlength="${MESSAGE_CONTENT_MAX_LENGTH}" aria-describedby="questionnaire-content-hint"></textarea>
<button type="submit">${t.send}</button>
</form>`;
}

export type AbsenceNotice = { kind: "done"; key: "recorded" | "deleted" } | { kind: "problem"; key: "invalid" | "invalidPeriod" | "substituteNotFound" | "absenceNotFound" };

export function absencesPage({ lang, viewer, absences, colleagues, notice }: { lang: Language; viewer: Viewer; absences: AbsenceView[]; colleagues: Colleague[]; notice: AbsenceNotice | null }): string {
  const texts = WORKSPACE_TEXTS[lang];
  const t = texts.absences;
  const action = professionalHref("absences", lang);
  const csrf = html`<input type="hidden" name="csrfToken" value="${viewer.csrfToken}">`;
  const list = absences.length
    ? html`<ul>${absences.map(
        (absence) => html`<li><p><strong>${t.period(formatShortDate(absence.startsAt, lang), formatShortDate(new Date(absence.endsAt.getTime() - 1), lang))}</strong></p>
<p>${t.substitutes}: ${absence.substitutes.join(", ")}</p>
${absence.internalMessage ? html`<p>${t.internalMessage}: ${absence.internalMessage}</p>` : ""}
<form method="post" action="${action}">${csrf}<input type="hidden" name="intent" value="delete"><input type="hidden" name="absenceId" value="${absence.id}"><button type="submit" class="secondary">${t.remove}</button></form></li>`,
      )}</ul>`
    : html`<p>${t.none}</p>`;
  const body = html`<h1>${t.heading}</h1>
${notice ? (notice.kind === "done" ? html`<p class="status" role="status">${t.done[notice.key]}</p>` : html`<p class="problem" role="alert">${t.problems[notice.key]}</p>`) : ""}
<h2>${t.current}</h2>
${list}
<h2>${t.newHeading}</h2>
<form method="post" action="${action}">${csrf}<input type="hidden" name="intent" value="create">
<label for="firstDay">${t.firstDay}</label>
<input type="date" id="firstDay" name="firstDay" required>
<label for="lastDay">${t.lastDay}</label>
<input type="date" id="lastDay" name="lastDay" required>
<fieldset><legend>${t.substitutes}</legend>
${colleagues.map((colleague) => html`<div><input type="checkbox" id="substitute-${colleague.id}" name="substituteIds" value="${colleague.id}"> <label class="inline" for="substitute-${colleague.id}">${colleague.name}${colleague.title ? `, ${colleague.title}` : ""}</label></div>`)}
</fieldset>
<label for="internalMessage">${t.internalMessage}</label>
<p class="hint" id="internalMessage-hint">${t.internalMessageHint}</p>
<textarea id="internalMessage" name="internalMessage" rows="3" maxlength="${ABSENCE_MESSAGE_MAX_LENGTH}" aria-describedby="internalMessage-hint"></textarea>
<button type="submit">${t.record}</button>
</form>`;
  return layout({ lang, title: t.heading, body, signedIn: viewer });
}

export type NewThreadStep =
  | { kind: "find"; identityCode: string; problem: NewThreadProblem | null }
  | { kind: "tooManyLookups"; identityCode: string; retryAt: Date }
  | { kind: "compose"; patient: NewThreadPatient; title: string; content: string; problem: NewThreadProblem | null };

export type NewThreadProblem = keyof WorkspaceTexts["newThread"]["problems"] | FileProblem;

/** Starting a conversation: find the patient by identity code, then write to them. */
export function newThreadPage({ lang, viewer, step }: { lang: Language; viewer: Viewer; step: NewThreadStep }): string {
  const texts = WORKSPACE_TEXTS[lang];
  const t = texts.newThread;
  const action = professionalHref("newThread", lang);
  const hidden = (intent: string) => html`<input type="hidden" name="csrfToken" value="${viewer.csrfToken}"><input type="hidden" name="intent" value="${intent}">`;
  const problem =
    step.kind === "tooManyLookups"
      ? html`<p class="problem" role="alert">${t.tooManyLookups(formatTime(step.retryAt))}</p>`
      : step.problem
        ? html`<p class="problem" role="alert">${step.problem in t.problems ? t.problems[step.problem as keyof typeof t.problems] : texts.problems[step.problem as FileProblem]}</p>`
        : "";
  const form =
    step.kind !== "compose"
      ? html`<form method="post" action="${action}">${hidden("find")}
<label for="identityCode">${t.identityCodeLabel}</label>
<p class="hint" id="identityCode-hint">${t.identityCodeHint}</p>
<input type="text" id="identityCode" name="identityCode" value="${step.identityCode}" required maxlength="${IDENTITY_CODE_LENGTH}" autocomplete="off" spellcheck="false" aria-describedby="identityCode-hint"${step.kind === "find" && step.problem ? html` aria-invalid="true"` : ""}>
<button type="submit">${t.find}</button>
</form>`
      : html`<dl><dt>${t.recipient}</dt><dd>${step.patient.name}, ${texts.ageYears(step.patient.age)}</dd></dl>
<p><a href="${action}">${t.changePatient}</a></p>
<form method="post" action="${action}" enctype="multipart/form-data">${hidden("send")}<input type="hidden" name="identityCode" value="${step.patient.identityCode}">
<label for="title">${t.titleLabel}</label>
<input type="text" id="title" name="title" value="${step.title}" maxlength="${THREAD_SUBJECT_MAX_LENGTH}">
<label for="content">${t.contentLabel}</label>
<textarea id="content" name="content" rows="8" required maxlength="${MESSAGE_CONTENT_MAX_LENGTH}">${step.content}</textarea>
${attachmentsField(lang, step.problem !== null)}
<button type="submit">${t.send}</button>
</form>`;
  const body = html`<p><a href="${professionalHref("inbox", lang)}">${texts.backToInbox}</a></p>
<h1>${t.heading}</h1>
${problem}
${form}`;
  return layout({ lang, title: t.heading, body, signedIn: viewer });
}

export function notFoundPage({ lang, viewer }: { lang: Language; viewer: Viewer | null }): string {
  const texts = WORKSPACE_TEXTS[lang];
  const body = html`<h1>${texts.notFoundHeading}</h1><p>${texts.notFoundText}</p><p><a href="${professionalHref("inbox", lang)}">${texts.backToInbox}</a></p>`;
  return layout({ lang, title: texts.notFoundHeading, body, ...(viewer ? { signedIn: viewer } : {}) });
}

export type { Html };
