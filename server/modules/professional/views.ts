import type { Language } from "#domain/enums";
import { professionalHref } from "#domain/routes/professional-route-table";
import { html, type Html } from "#server/html-escape";
import { type IdleEnd, layout } from "./html";
import { formatShortDate, formatTime } from "#domain/date-display";
import { ATTACHMENT_EXTENSIONS, MESSAGE_CONTENT_MAX_LENGTH, THREAD_SUBJECT_MAX_LENGTH } from "#domain/messaging";
import { ABSENCE_MESSAGE_MAX_LENGTH } from "#domain/professional-inbox";
import { IDENTITY_CODE_LENGTH } from "#domain/identity-code";
import type { AbsenceView, Colleague } from "./absence-service";
import type { NewThreadPatient } from "./new-thread-service";
import { WORKSPACE_TEXTS, type WorkspaceTexts } from "./texts";
import type { FileProblem } from "./uploads";

// The workspace's pages not yet moved to the app (app/routes/professional), as HTML strings:
// new conversation, absences, not found.

export interface Viewer {
  name: string;
  csrfToken: string;
  id: number;
  /** When the session ends without activity (decision 284). */
  idle?: IdleEnd;
}

/** The file input of a message form; after a refused post the files must be chosen again. */
function attachmentsField(lang: Language, afterProblem: boolean): Html {
  const texts = WORKSPACE_TEXTS[lang];
  return html`<label for="attachments">${texts.attachmentsLabel}</label>
<p class="hint" id="attachments-hint">${texts.attachmentsHint}${afterProblem ? ` ${texts.chooseFilesAgain}` : ""}</p>
<input type="file" id="attachments" name="attachments" multiple accept="${ATTACHMENT_ACCEPT}" aria-describedby="attachments-hint">`;
}

const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",");

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
