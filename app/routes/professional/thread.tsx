import { type FormEvent, useCallback, useEffect, useRef } from "react";
import { Form, useActionData, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import type { Language } from "#domain/enums";
import type { ValidationDetail } from "#domain/validation-details";
import { professionalHref } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";
import { langOfPath } from "#domain/routes/route-table";
import { useWorkspaceLang } from "./use-workspace-lang";
import type { Route } from "./+types/thread";
import { loadThreadPage, submitThreadAction, type ThreadActionData, type ThreadMessageData, type ThreadPageData } from "./thread.server";
import type { WorkspaceViewer } from "./workspace.server";
import { workspaceTitle } from "./meta";
import { WorkspaceErrorBoundary } from "./workspace-error";
import { AttachmentsField, IntentFields, MessageField, TextAreaField } from "./form-parts";
import { PATIENT_RECORD_SECTIONS, RECORD_HEADINGS, RECORD_PAGES } from "./patient-records-pages";
import { ConversationList, conversationHref, listSearchOf, NEXT_SHORTCUT, PREVIOUS_SHORTCUT, SHORTCUTS_HINT_ID, ShortcutsHint, useConversationShortcuts } from "./conversation-list";

/** A field of a refused post as the action's conform reply has it: what was typed, and the first error. */
function fieldOf(answer: ThreadActionData | undefined, name: string): { typed: string; error: ValidationDetail | undefined } {
  const typed = answer?.result.initialValue?.[name];
  return { typed: typeof typed === "string" ? typed : "", error: answer?.result.error?.[name]?.[0] };
}

// A conversation in the care team's workspace (issue 32, decision 331): the messages as a
// timeline (the patient's on the left, the care team's on the right), the patient beside them
// on a wide screen (above the actions on a phone), and the actions grouped: the reply with files
// first, then "More actions" (assign, send a questionnaire, close or reopen). Deleting a care
// team message asks for a confirmation with its reason (`?delete=id`). Every form is a plain post
// to this page's action with an intent: the page works without JavaScript. From 1100 px the list
// the conversation was opened from stands beside it (decision 380); "Previous conversation" and
// "Next conversation" step along that list, also with Alt+ArrowUp and Alt+ArrowDown.

export const meta: Route.MetaFunction = ({ matches, data }) =>
  workspaceTitle(matches, data?.title ? "workspace.thread.title" : "workspace.fallbackTitle", data?.title ? { title: data.title } : undefined);

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadThreadPage(request, context, langOfPath(new URL(request.url).pathname), params.threadId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitThreadAction(request, context, langOfPath(new URL(request.url).pathname), params.threadId);
}

export default function Thread({ loaderData }: Route.ComponentProps) {
  const viewer = useRouteLoaderData<{ viewer: WorkspaceViewer | null }>("workspace")?.viewer ?? null;
  return <ThreadView data={loaderData} lang={useWorkspaceLang()} csrfToken={viewer?.csrfToken ?? ""} />;
}

/** A path with the list's query string and more parameters. */
function withSearch(path: string, search: string, more: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(more)) params.set(name, value);
  return `${path}?${params.toString()}`;
}

export function ThreadView({ data: loaded, lang, csrfToken }: { data: ThreadPageData; lang: Language; csrfToken: string }) {
  const t = useT();
  const answer = useActionData<ThreadActionData>();
  // A refused deletion keeps its confirmation open, with the reason as typed and why.
  const data = answer?.intent === "deleteMessage" && answer.messageId ? { ...loaded, confirmDelete: answer.messageId } : loaded;
  const action = professionalHref("thread", lang, { threadId: data.threadId }) + data.listSearch;
  const problem = answer?.problem ?? (data.notice?.kind === "problem" ? data.notice.key : null);
  const moreOpen = answer !== undefined && ["assign", "inviteQuestionnaire"].includes(answer.intent);
  const stepHref = (threadId: number | null) => {
    const row = threadId === null ? undefined : data.list.conversations.find((conversation) => conversation.id === threadId);
    return row ? conversationHref(lang, row, data.list.query, data.list.after) : null;
  };
  const previous = stepHref(data.previousId);
  const next = stepHref(data.nextId);
  const navigate = useNavigate();
  const move = useCallback(
    (step: 1 | -1) => {
      const target = step === 1 ? next : previous;
      if (target) void navigate(target);
    },
    [navigate, next, previous],
  );
  useConversationShortcuts(move);
  // Stepped to another conversation: its heading takes the focus, as a page load would start there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(data.threadId);
  useEffect(() => {
    if (shown.current !== data.threadId) headingRef.current?.focus();
    shown.current = data.threadId;
  }, [data.threadId]);
  return (
    <div className="ws-split">
      <nav className="ws-split__list" aria-labelledby="list-heading">
        <h2 id="list-heading">
          {data.list.searching ? t("workspace.inbox.searchResults", { q: data.list.query.q }) : t(`workspace.categories.${data.list.category}`)}
        </h2>
        <ConversationList data={data.list} lang={lang} currentId={data.threadId} />
      </nav>
    <article className="ws-thread" aria-labelledby="thread-heading">
      <p className="ws-step">
        <a href={professionalHref("inbox", lang, {}, listSearchOf(data.list.query, data.list.after))}>{t("workspace.backToInbox")}</a>
        {previous ? (
          <a href={previous} rel="prev" aria-keyshortcuts={PREVIOUS_SHORTCUT} aria-describedby={SHORTCUTS_HINT_ID}>
            {t("workspace.thread.previous")}
          </a>
        ) : null}
        {next ? (
          <a href={next} rel="next" aria-keyshortcuts={NEXT_SHORTCUT} aria-describedby={SHORTCUTS_HINT_ID}>
            {t("workspace.thread.next")}
          </a>
        ) : null}
      </p>
      <ShortcutsHint />
      <header className="ws-thread__head">
        <h1 id="thread-heading" tabIndex={-1} ref={headingRef}>
          {data.title ?? t("workspace.fallbackTitle")}
        </h1>
        <dl className="ws-facts">
          <div>
            <dt>{t("workspace.status")}</dt>
            <dd>{data.isActive ? t("workspace.open") : t("workspace.closed")}</dd>
          </div>
          <div>
            <dt>{t("workspace.assignee")}</dt>
            <dd>{data.assignee?.name ?? t("workspace.unassigned")}</dd>
          </div>
        </dl>
        {data.assignee?.id === data.viewerId ? null : (
          <Form method="post" action={action} className="ws-inline-form">
            <IntentFields csrfToken={csrfToken} intent="assign" />
            <input type="hidden" name="assigneeId" value={data.viewerId} />
            <button type="submit" className="button button--primary">
              {t("workspace.assignToMe")}
            </button>
          </Form>
        )}
      </header>
      {data.notice?.kind === "done" ? (
        <p className="notice notice--success" role="status">
          {t(`workspace.done.${data.notice.key}`)}
        </p>
      ) : null}
      {problem ? (
        <p className="notice notice--error" role="alert">
          {t(`workspace.problems.${problem}`)}
        </p>
      ) : null}
      <div className="ws-thread__layout">
        <div className="ws-thread__main">
          {data.renewals.length ? <Renewals data={data} action={action} csrfToken={csrfToken} /> : null}
          <section aria-labelledby="messages-heading" className="ws-timeline">
            <h2 id="messages-heading">{t("workspace.messagesHeading")}</h2>
            <ol className="ws-timeline__list">
              {data.messages.map((message) => (
                <MessageItem key={message.id} message={message} data={data} lang={lang} action={action} csrfToken={csrfToken} />
              ))}
            </ol>
          </section>
          <section aria-labelledby="reply-heading" className="ws-reply">
            <h2 id="reply-heading">{t("workspace.replyHeading")}</h2>
            {data.isActive ? <ReplyForm data={data} action={action} csrfToken={csrfToken} /> : <p>{t("workspace.threadClosedNotice")}</p>}
          </section>
          <details className="ws-more" open={moreOpen || undefined}>
            <summary>{t("workspace.thread.moreActions")}</summary>
            <AssignForm data={data} action={action} csrfToken={csrfToken} />
            {data.isActive && data.forms.length ? <QuestionnaireForm data={data} action={action} csrfToken={csrfToken} /> : null}
            <Form method="post" action={action} className="ws-more__close">
              <IntentFields csrfToken={csrfToken} intent={data.isActive ? "close" : "reopen"} />
              <button type="submit" className="button button--secondary">
                {data.isActive ? t("workspace.closeButton") : t("workspace.reopenButton")}
              </button>
            </Form>
          </details>
        </div>
        <PatientPanel data={data} lang={lang} />
      </div>
    </article>
    </div>
  );
}

function MessageItem({ message, data, lang, action, csrfToken }: { message: ThreadMessageData; data: ThreadPageData; lang: Language; action: string; csrfToken: string }) {
  const t = useT();
  const invitations = data.invitations.filter((invitation) => invitation.messageId === message.id);
  const deletable = message.content !== null && !message.fromPatient;
  const author = message.fromPatient ? `${message.authorName} (${t("workspace.fromPatient")})` : message.authorTitle ? `${message.authorName}, ${message.authorTitle}` : message.authorName;
  return (
    <li className={message.fromPatient ? "ws-bubble ws-bubble--patient" : "ws-bubble ws-bubble--team"} aria-labelledby={`message-${message.id}-author`}>
      <p className="ws-bubble__meta">
        <span id={`message-${message.id}-author`} className="ws-bubble__author" data-private="">
          {author}
        </span>{" "}
        <time dateTime={message.at}>{message.atLabel}</time>
      </p>
      {message.content === null ? (
        <>
          <p className="ws-bubble__deleted">{t("workspace.deleted")}</p>
          {message.deletedReason ? <p>{t("workspace.deletedReason", { reason: message.deletedReason })}</p> : null}
        </>
      ) : (
        <p className="ws-bubble__content" data-private="">
          {message.content}
        </p>
      )}
      {invitations.map((invitation) => (
        <div key={invitation.id} className="ws-questionnaire">
          <h3>{invitation.title}</h3>
          <p>
            {invitation.answeredLabel && invitation.answeredAt ? (
              <time dateTime={invitation.answeredAt}>{t("workspace.questionnaires.answeredAt", { when: invitation.answeredLabel })}</time>
            ) : (
              <span className="badge">{message.content === null ? t("workspace.questionnaires.withdrawn") : t("workspace.questionnaires.notAnswered")}</span>
            )}
          </p>
          {invitation.sections.map((section, index) => (
            <div key={index}>
              {section.title ? <h4>{section.title}</h4> : null}
              <dl data-private="">
                {section.answers.map((item, position) => (
                  <div key={position}>
                    <dt>{item.label}</dt>
                    <dd>{item.answer ?? t("workspace.questionnaires.noAnswer")}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      ))}
      {message.attachments.length ? (
        <div className="ws-bubble__files">
          <p>{t("workspace.attachments")}:</p>
          <ul>
            {message.attachments.map((attachment) => (
              <li key={attachment.id}>
                <a href={attachment.href} download>
                  {attachment.fileName}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {deletable && data.confirmDelete === message.id ? (
        <DeleteConfirmation message={message} data={data} lang={lang} action={action} csrfToken={csrfToken} />
      ) : deletable ? (
        <p className="ws-bubble__actions">
          <a href={`${withSearch(professionalHref("thread", lang, { threadId: data.threadId }), data.listSearch, { delete: String(message.id) })}#delete-${message.id}`} aria-describedby={`message-${message.id}-author`}>
            {t("workspace.thread.deleteLink")}
          </a>
        </p>
      ) : null}
    </li>
  );
}

function DeleteConfirmation({ message, data, lang, action, csrfToken }: { message: ThreadMessageData; data: ThreadPageData; lang: Language; action: string; csrfToken: string }) {
  const t = useT();
  const errorText = useErrorText();
  const answer = useActionData<ThreadActionData>();
  const mine = answer?.intent === "deleteMessage" && answer.messageId === message.id ? answer : undefined;
  const { typed, error } = fieldOf(mine, "reason");
  const reasonRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputId = `reason-${message.id}`;
  const describedBy = [message.carriesUnansweredQuestionnaire ? `withdraws-${message.id}` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  // Opened: the confirmation's heading takes the focus; refused: the reason, with its error.
  useEffect(() => (mine ? reasonRef.current : headingRef.current)?.focus(), [mine]);
  return (
    <section id={`delete-${message.id}`} className="ws-confirm" aria-labelledby={`delete-${message.id}-heading`}>
      <h3 id={`delete-${message.id}-heading`} tabIndex={-1} ref={headingRef}>
        {t("workspace.thread.deleteHeading")}
      </h3>
      <p>{t("workspace.thread.deleteText")}</p>
      <Form method="post" action={action} noValidate>
        <IntentFields csrfToken={csrfToken} intent="deleteMessage" />
        <input type="hidden" name="messageId" value={message.id} />
        <div className="form-field">
          <label htmlFor={inputId} className="form-field__label">
            {t("workspace.deleteReasonLabel")}
          </label>
          <input
            id={inputId}
            ref={reasonRef}
            name="reason"
            type="text"
            required
            maxLength={data.limits.deleteReason}
            defaultValue={typed}
            className={error ? "form-field__input form-field__input--invalid" : "form-field__input"}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          {message.carriesUnansweredQuestionnaire ? (
            <p id={`withdraws-${message.id}`} className="form-field__hint">
              {t("workspace.deleteWithdrawsQuestionnaire")}
            </p>
          ) : null}
          {error ? (
            <p id={`${inputId}-error`} className="field-error">
              {errorText(error)}
            </p>
          ) : null}
        </div>
        <p className="actions">
          <button type="submit" className="button button--danger">
            {t("workspace.deleteButton")}
          </button>
          <a href={professionalHref("thread", lang, { threadId: data.threadId }) + data.listSearch}>{t("workspace.thread.cancel")}</a>
        </p>
      </Form>
    </section>
  );
}

function ReplyForm({ data, action, csrfToken }: { data: ThreadPageData; action: string; csrfToken: string }) {
  const t = useT();
  const navigation = useNavigation();
  const answer = useActionData<ThreadActionData>();
  const mine = answer?.intent === "reply" ? answer : undefined;
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "reply";
  const { typed, error } = fieldOf(mine, "content");
  const contentRef = useRef<HTMLTextAreaElement>(null);
  // A refused reply: the text as typed, focused, with why beside it (the notice above).
  useEffect(() => {
    if (mine) contentRef.current?.focus();
  }, [mine]);
  function submit(event: FormEvent<HTMLFormElement>) {
    if (sending) event.preventDefault();
  }
  return (
    <Form method="post" action={action} encType="multipart/form-data" onSubmit={submit} noValidate aria-busy={sending}>
      <IntentFields csrfToken={csrfToken} intent="reply" />
      <MessageField ref={contentRef} label={t("workspace.replyLabel")} rows={5} maxLength={data.limits.content} defaultValue={typed} error={error} />
      <AttachmentsField accept={data.accept} chooseAgain={mine !== undefined} />
      <button type="submit" className="button button--primary">
        {t("workspace.replyButton")}
      </button>
    </Form>
  );
}

function AssignForm({ data, action, csrfToken }: { data: ThreadPageData; action: string; csrfToken: string }) {
  const t = useT();
  const errorText = useErrorText();
  const answer = useActionData<ThreadActionData>();
  const error = answer?.intent === "assign" ? answer.result.error?.assigneeId?.[0] : undefined;
  const own = data.colleagues.filter((colleague) => colleague.sameTeam);
  const others = data.colleagues.filter((colleague) => !colleague.sameTeam);
  const option = (colleague: ThreadPageData["colleagues"][number]) => (
    <option key={colleague.id} value={colleague.id}>
      {colleague.title ? `${colleague.name}, ${colleague.title}` : colleague.name}
    </option>
  );
  return (
    <Form method="post" action={action} className="ws-more__group" noValidate>
      <IntentFields csrfToken={csrfToken} intent="assign" />
      <div className="form-field">
        <label htmlFor="assigneeId" className="form-field__label">
          {t("workspace.assignLabel")}
        </label>
        <select
          id="assigneeId"
          name="assigneeId"
          defaultValue=""
          required
          className={error ? "form-field__input form-field__input--invalid" : "form-field__input"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "assigneeId-error" : undefined}
        >
          <option value="">{t("workspace.thread.chooseColleague")}</option>
          {own.length ? <optgroup label={t("workspace.thread.ownTeam")}>{own.map(option)}</optgroup> : null}
          {own.length && others.length ? <optgroup label={t("workspace.thread.otherColleagues")}>{others.map(option)}</optgroup> : others.map(option)}
        </select>
        {error ? (
          <p id="assigneeId-error" className="field-error">
            {errorText(error)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary">
        {t("workspace.assignButton")}
      </button>
    </Form>
  );
}

function QuestionnaireForm({ data, action, csrfToken }: { data: ThreadPageData; action: string; csrfToken: string }) {
  const t = useT();
  return (
    <Form method="post" action={action} className="ws-more__group">
      <IntentFields csrfToken={csrfToken} intent="inviteQuestionnaire" />
      <h3>{t("workspace.questionnaires.heading")}</h3>
      <div className="form-field">
        <label htmlFor="formId" className="form-field__label">
          {t("workspace.questionnaires.formLabel")}
        </label>
        <select id="formId" name="formId" required className="form-field__input">
          {data.forms.map((form) => (
            <option key={form.id} value={form.id}>
              {form.title}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        id="questionnaire-content"
        name="content"
        label={t("workspace.questionnaires.contentLabel")}
        hint={t("workspace.questionnaires.contentHint")}
        rows={3}
        maxLength={data.limits.content}
      />
      <button type="submit" className="button button--secondary">
        {t("workspace.questionnaires.send")}
      </button>
    </Form>
  );
}

function Renewals({ data, action, csrfToken }: { data: ThreadPageData; action: string; csrfToken: string }) {
  const t = useT();
  return (
    <section aria-labelledby="renewals-heading" className="ws-renewals">
      <h2 id="renewals-heading">{t("workspace.renewals.heading")}</h2>
      <ul>
        {data.renewals.map((item) => (
          <li key={item.prescriptionId}>
            <p>
              <strong>{item.medicine}</strong> · {t("workspace.renewals.issued", { date: item.issuedLabel })}
            </p>
            <p>
              {t("workspace.renewals.reason")}: {item.reason}
              {item.followUp ? ` ${item.followUp}` : ""}
            </p>
            {item.decision ? (
              <p className="badge">{item.decision === "renewed" ? t("workspace.renewals.renewed") : t("workspace.renewals.declined")}</p>
            ) : (
              <Form method="post" action={action}>
                <IntentFields csrfToken={csrfToken} intent="renewal" />
                <input type="hidden" name="prescriptionId" value={item.prescriptionId} />
                <div className="form-field">
                  <label htmlFor={`renewal-reply-${item.prescriptionId}`} className="form-field__label">
                    {t("workspace.renewals.replyLabel")}
                  </label>
                  <textarea id={`renewal-reply-${item.prescriptionId}`} name="reply" rows={3} maxLength={data.limits.content} className="form-field__input" />
                </div>
                <p className="actions">
                  <button type="submit" name="decision" value="renewed" className="button button--primary">
                    {t("workspace.renewals.renew")}
                  </button>
                  <button type="submit" name="decision" value="declined" className="button button--secondary">
                    {t("workspace.renewals.decline")}
                  </button>
                </p>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PatientPanel({ data, lang }: { data: ThreadPageData; lang: Language }) {
  const t = useT();
  if (!data.patient) return null;
  const context = data.context;
  const appointments = (rows: NonNullable<ThreadPageData["context"]>["upcoming"], empty: string) =>
    rows.length ? (
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <time dateTime={row.at}>{row.label}</time> {row.kind}, {row.practitioner}, {row.clinic}
          </li>
        ))}
      </ul>
    ) : (
      <p>{empty}</p>
    );
  return (
    <aside className="ws-patient" aria-labelledby="patient-heading">
      <h2 id="patient-heading">{t("workspace.patient")}</h2>
      <p className="ws-patient__name" data-private="">
        {`${data.patient.name}, ${t("workspace.ageYears", { age: data.patient.age })}`}
      </p>
      {data.threadType === "hr" ? null : <PatientRecordLinks patientId={data.patient.id} lang={lang} />}
      {context ? (
        <>
          <h3>{t("workspace.thread.upcoming")}</h3>
          {appointments(context.upcoming, t("workspace.thread.noUpcoming"))}
          <h3>{t("workspace.thread.recent")}</h3>
          {appointments(context.recent, t("workspace.thread.noRecent"))}
          <h3>{t("workspace.thread.openRenewals")}</h3>
          {context.openRenewals.length ? (
            <ul>
              {context.openRenewals.map((item) => (
                <li key={item.prescriptionId}>
                  {item.medicine}, {t("workspace.thread.requestedOn", { date: item.requestedLabel })}
                  {item.threadHref ? (
                    <>
                      {" "}
                      <a href={item.threadHref}>{t("workspace.thread.openRequest")}</a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("workspace.thread.noOpenRenewals")}</p>
          )}
          <h3>{t("workspace.thread.currentPrescriptions")}</h3>
          {context.currentPrescriptions.length ? (
            <ul>
              {context.currentPrescriptions.map((item) => (
                <li key={item.id}>
                  {item.medicine}, {item.dosage} {t("workspace.thread.validUntil", { date: item.validUntilLabel })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("workspace.thread.noCurrentPrescriptions")}</p>
          )}
          <h3>{t("workspace.thread.questionnaires")}</h3>
          {context.questionnaires.length ? (
            <ul>
              {context.questionnaires.map((item) => (
                <li key={item.id}>
                  {item.title}: {t("workspace.thread.sentOn", { date: item.sentLabel })},{" "}
                  {item.answeredLabel ? t("workspace.thread.answeredOn", { date: item.answeredLabel }) : t("workspace.questionnaires.notAnswered")}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("workspace.thread.noQuestionnaires")}</p>
          )}
        </>
      ) : null}
    </aside>
  );
}

/** The patient's records as the professional may see them (decision 376); outside a care relationship they ask for a reason first. */
function PatientRecordLinks({ patientId, lang }: { patientId: number; lang: Language }) {
  const t = useT();
  return (
    <nav className="ws-patient__records" aria-label={t("workspace.records.heading")}>
      <ul>
        {PATIENT_RECORD_SECTIONS.map((section) => (
          <li key={section}>
            <a href={professionalHref(RECORD_PAGES[section], lang, { patientId })}>{t(RECORD_HEADINGS[section])}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
