import { Suspense, useCallback, useEffect, useRef } from "react";
import { isRouteErrorResponse, type ShouldRevalidateFunction, useFetcher, useLocation } from "react-router";
import { formatShortDate, formatTime } from "#domain/date-display";
import { CLOSED_CONVERSATION_TOAST_DELAY_MS, REPLY_BUSINESS_DAYS, SCROLL_TO_LAST_MESSAGE_DELAY_MS } from "#domain/messaging";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import type { ConversationMessage, ConversationView } from "#server/modules/messaging/conversation-service";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { EmptyState } from "#app/ui/empty-state";
import { useCsrfToken } from "#app/ui/api-client";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyComponent } from "#app/ui/lazy-module";
import { Link } from "#app/ui/link";
import { RootErrorView } from "#app/ui/root-error-view";
import { useToast } from "#app/ui/toast-provider";
import type { Route } from "./+types/conversation";
import { type ConversationPageData, loadConversationPage, type MarkReadActionData, submitConversationAction } from "./conversation.server";
import { MessagingLoadError, useMessagingPolling } from "./conversations";
import { AttachmentLink } from "./attachment-link";
import { PersonName } from "./person-name";
import messagingStyles from "./messaging.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// A conversation /{lang}/{viestit|meddelanden|messages}/{id} (spec part 2 §2, §3, §4
// "Conversation", §5 "Existing thread", §8): the title ("Keskustelu" in Finnish when it has none),
// how many take part with the list to open ("You" for the customer), the messages oldest first
// under their Helsinki dates, deleted ones as "This message has been deleted.", the assignee's
// absence, the response-time note and the reply form (a post to this page's action, intent
// reply). An unread thread is marked read by the page's own post once its script runs (intent
// markRead; a GET never writes, decision 285); the menu's count then follows. Without JavaScript
// the page offers that post as a "Mark as read" button. Another patient's thread is not found,
// like a missing one. The page loads again every 120 s (a new message then shows, and is marked
// read); a failed load shows the error and ends the polling.
// The reply form's code (Conform, the schema, the attachment picker) comes after the page's first
// load (decision 264).

const ReplyForm = lazyComponent(() => import("./reply-form").then((module) => module.ReplyForm));

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "messaging.untitled");

export const links: Route.LinksFunction = () => [stylesheet(messagingStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConversationPage(request, context, params.threadId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitConversationAction(request, context, params.threadId);
}

export default function Conversation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { conversation, unread, shownAt } = loaderData;
  useMarkReadPost(loaderData);
  useMessagingPolling(true);
  useClosedConversationToast(conversation.id, conversation.isActive);
  useScrollToLastMessage(conversation.messages.at(-1)?.id ?? null);
  // A new key after each message of one's own: an empty form for the next one. A professional's
  // message arriving with the polling keeps what is being typed.
  const ownMessages = conversation.messages.filter((message) => message.author.kind === "customer");
  const replySent = useFocusOnSentMessage(ownMessages.at(-1) ?? null);
  return (
    <article className="page-section conversation-page">
      <p>
        <Link page="messages">{t("messaging.backToList")}</Link>
      </p>
      <h1>{conversation.title ?? t("messaging.untitled")}</h1>
      <Participants participants={conversation.participants} />
      {conversation.absences.map((absence) => (
        <AbsenceNotice key={`${absence.name}-${absence.until.toISOString()}`} {...absence} />
      ))}
      <Messages messages={conversation.messages} />
      {unread ? <MarkReadWithoutScript shownAt={shownAt} /> : null}
      {conversation.isActive ? (
        <>
          <p className="conversation-page__note">{t("messaging.thread.responseTime", REPLY_BUSINESS_DAYS)}</p>
          <Suspense fallback={null}>
            <ReplyForm key={ownMessages.length} threadId={conversation.id} onSending={replySent} />
          </Suspense>
        </>
      ) : (
        <p className="notice notice--info">{t("messaging.thread.closed")}</p>
      )}
    </article>
  );
}

// The markRead post answers with data: the root's data (the menu's unread count) loads again as
// after any post, but loading this page's again would read the thread, and audit the read, a
// second time.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "markRead" ? false : defaultShouldRevalidate;

/**
 * Marks the shown thread read once the page runs, when it is unread (spec part 2 §4 "On load, if
 * the thread is unread for the customer it is marked as read"): a post of intent markRead with the
 * session's CSRF token, once for each load of the page's data (the polling may bring a new message).
 */
function useMarkReadPost(loaderData: ConversationPageData) {
  const { submit } = useFetcher<MarkReadActionData>({ key: "conversation-mark-read" });
  const csrfToken = useCsrfToken();
  const postedFor = useRef<ConversationPageData | null>(null);
  useEffect(() => {
    if (!loaderData.unread || !csrfToken || postedFor.current === loaderData) return;
    postedFor.current = loaderData;
    void submit({ intent: "markRead", shownAt: loaderData.shownAt, csrfToken }, { method: "post" });
  }, [loaderData, csrfToken, submit]);
}

/**
 * A closed conversation says so again in a toast CLOSED_CONVERSATION_TOAST_DELAY_MS after the page
 * shows it (part 2 §9), for a customer who came to reply and has not seen the notice under the
 * messages. Without JavaScript the notice alone says it.
 */
function useClosedConversationToast(threadId: number, isActive: boolean) {
  const toast = useToast();
  const t = useT();
  // The latest of both without restarting the delay at every render.
  const show = useRef(() => {});
  show.current = () => toast.show({ id: `conversation-closed-${threadId}`, kind: "info", title: t("messaging.thread.closed") });
  useEffect(() => {
    if (isActive) return;
    const timer = setTimeout(() => show.current(), CLOSED_CONVERSATION_TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [threadId, isActive]);
}

/**
 * Brings the last message into view SCROLL_TO_LAST_MESSAGE_DELAY_MS after it renders (part 2 §9):
 * on load and when a new one arrives. Focus stays where it is; the scroll is instant, so it
 * respects reduced motion. A message already wholly in view is left where it is: scrolling it to
 * the bottom edge would only move the page under a pointer about to click.
 */
function useScrollToLastMessage(lastMessageId: number | null) {
  useEffect(() => {
    if (lastMessageId === null) return;
    const timer = setTimeout(() => {
      const message = document.getElementById(messageElementId(lastMessageId));
      if (message && !isWhollyInView(message)) message.scrollIntoView?.({ block: "end" });
    }, SCROLL_TO_LAST_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lastMessageId]);
}

function isWhollyInView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}

const messageElementId = (id: number) => `message-${id}`;

/**
 * After the patient's reply is sent (the action redirects here, to the sent message's fragment,
 * and the page loads again), the keyboard goes to the sent message and the toast region (a polite
 * status region) says it was sent, with its time, so a screen reader hears the result and
 * continues from the message. A message of the care team arriving with the polling moves nothing,
 * nor does loading the page again at that address. Without JavaScript the redirect's fragment
 * brings the sent message into view.
 *
 * The reply form reports its sending (the callback answered here) from its submit event: the
 * router's "submitting" and "loading" states are transitions, which React may never render when
 * the action answers before a busy page has rendered them.
 */
function useFocusOnSentMessage(lastOwn: ConversationMessage | null): () => void {
  const t = useT();
  const toast = useToast();
  const { hash } = useLocation();
  const sending = useRef(false);
  useEffect(() => {
    if (!sending.current || !lastOwn || hash !== `#${messageElementId(lastOwn.id)}`) return;
    sending.current = false;
    document.getElementById(messageElementId(lastOwn.id))?.focus();
    toast.show({ id: `message-sent-${lastOwn.id}`, kind: "success", title: t("messaging.reply.sent", { time: formatTime(lastOwn.createdAt) }) });
  }, [hash, lastOwn, t, toast]);
  return useCallback(() => {
    sending.current = true;
  }, []);
}

/** Without JavaScript nothing posts by itself: the page offers the post as a button (decision 285). */
function MarkReadWithoutScript({ shownAt }: { shownAt: string }) {
  const t = useT();
  return (
    <noscript>
      <form method="post" className="conversation-page__mark-read">
        <CsrfInput />
        <input type="hidden" name="intent" value="markRead" />
        <input type="hidden" name="shownAt" value={shownAt} />
        <input type="hidden" name="then" value="page" />
        <button type="submit" className="button button--secondary">
          {t("messaging.thread.markRead")}
        </button>
      </form>
    </noscript>
  );
}

function Participants({ participants }: { participants: ConversationView["participants"] }) {
  const t = useT();
  return (
    <details className="conversation-page__participants">
      <summary>{t("messaging.thread.participants", { count: participants.length })}</summary>
      <ul data-private="">
        {participants.map((person, index) => (
          <li key={index}>
            <PersonName person={person} />
            {person.kind === "person" && person.title ? `, ${person.title}` : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

function AbsenceNotice({ name, until }: { name: string; until: Date }) {
  const t = useT();
  const lang = useLang();
  // An absence ends at an instant, usually the midnight after its last day: "away until" names the
  // last day away, the Helsinki day just before the end.
  const lastDay = new Date(until.getTime() - 1);
  return (
    <p className="notice notice--info" role="note">
      {t("messaging.thread.absence", { name, date: formatShortDate(lastDay, lang) })}
    </p>
  );
}

/** The messages under their dates in Helsinki, oldest first. */
function Messages({ messages }: { messages: ConversationMessage[] }) {
  const t = useT();
  const lang = useLang();
  if (messages.length === 0) {
    return (
      <EmptyState kind="messages">
        <p>{t("messaging.thread.emptyTip")}</p>
      </EmptyState>
    );
  }
  const days: { date: string; messages: ConversationMessage[] }[] = [];
  for (const message of messages) {
    const date = helsinkiCalendarDate(message.createdAt);
    const last = days.at(-1);
    if (last?.date === date) last.messages.push(message);
    else days.push({ date, messages: [message] });
  }
  return (
    <section className="conversation-messages" aria-label={t("messaging.thread.messages")} data-private="">
      {days.map((day) => (
        <section key={day.date} className="conversation-day" aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`} className="conversation-day__date">
            <time dateTime={day.date}>{formatShortDate(day.date, lang)}</time>
          </h2>
          <ol className="conversation-day__messages">
            {day.messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}

function MessageItem({ message }: { message: ConversationMessage }) {
  const t = useT();
  const own = message.author.kind === "customer";
  return (
    <li id={messageElementId(message.id)} className={own ? "message message--own" : "message"} tabIndex={own ? -1 : undefined}>
      <p className="message__meta">
        <span className="message__author">
          <PersonName person={message.author} />
        </span>{" "}
        <time dateTime={message.createdAt.toISOString()}>{formatTime(message.createdAt)}</time>
      </p>
      {message.deleted ? (
        <p className="message__deleted">{t("messaging.message.deleted")}</p>
      ) : (
        <p className="message__content">{message.content}</p>
      )}
      {message.questionnaires.length > 0 ? <MessageQuestionnaires questionnaires={message.questionnaires} /> : null}
      {message.attachments.length > 0 ? (
        <div className="message__attachments">
          <p className="message__attachments-title">{t("messaging.message.attachments")}</p>
          <ul>
            {message.attachments.map((file) => (
              <li key={file.id}>
                <AttachmentLink id={file.id} fileName={file.fileName} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** The questionnaires a message invites to answer, each a link to its page with its status. */
function MessageQuestionnaires({ questionnaires }: { questionnaires: ConversationMessage["questionnaires"] }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="message__attachments">
      <p className="message__attachments-title">{t("messaging.message.questionnaires")}</p>
      <ul>
        {questionnaires.map((questionnaire) => (
          <li key={questionnaire.id}>
            <Link page="questionnaire" params={{ invitationId: questionnaire.id }}>
              {questionnaire.title[lang]}
            </Link>{" "}
            {questionnaire.answeredAt
              ? t("messaging.message.questionnaireAnswered", { date: formatShortDate(questionnaire.answeredAt, lang) })
              : t("messaging.message.questionnaireOpen")}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Not found for 404 (missing or someone else's); otherwise "Failed to fetch messages. Please try again later." */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <RootErrorView status={404} />;
  return <MessagingLoadError text="messaging.thread.failed" heading="messaging.untitled" />;
}
