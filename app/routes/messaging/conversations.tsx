import { isRouteErrorResponse, useNavigation, useRevalidator } from "react-router";
import { pageStartAttributes } from "#domain/list-paging";
import { MESSAGING_POLL_INTERVAL_MS } from "#domain/messaging";
import { href } from "#domain/routes/href";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { EmptyState } from "#app/ui/empty-state";
import { Link } from "#app/ui/link";
import { ListPaging, ShowEarlier } from "#app/ui/list-paging";
import { RelativeTime } from "#app/ui/relative-time";
import { RootErrorView } from "#app/ui/root-error-view";
import { usePolling } from "#app/ui/use-polling";
import { ListRow, ListRows } from "#app/ui/list-row";
import { StatusBadge } from "#app/ui/status-badge";
import type { Route } from "./+types/conversations";
import { type ConversationsPageData, loadConversationsPage } from "./conversations.server";
import { PersonName } from "./person-name";
import messagingStyles from "./messaging.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Conversations /{lang}/{viestit|meddelanden|messages} (spec part 2 §2 "Messaging", §8; part 1
// §9): the acting patient's threads, ten a page with the pager (?page=) and on a phone "Show more"
// (?from=&page=, decision 306), the most recent activity
// first, each with its subject, date and the latest message's start; an unread one is highlighted
// and says "Unread" in words. Blank without the messaging flag or a messaging user. A load
// failure is the list error text with Try again. The list is loaded again every 120 s
// (useMessagingPolling); a failed load shows the error, which ends the polling.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "messaging.list.title");

export const links: Route.LinksFunction = () => [stylesheet(messagingStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConversationsPage(request, context);
}

export default function Conversations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const data: ConversationsPageData = loaderData;
  useMessagingPolling(data.state !== "blank");
  if (data.state === "blank") {
    return (
      <section className="page-section">
        <h1>{t("messaging.list.title")}</h1>
      </section>
    );
  }
  return (
    <section className="page-section conversations-page">
      <h1>{t("messaging.list.title")}</h1>
      <p className="actions">
        <Link page="newMessage" className="button button--primary">
          {t("messaging.list.new")}
        </Link>
      </p>
      <ConversationList {...data} />
    </section>
  );
}

function ConversationList({ conversations: list }: Extract<ConversationsPageData, { state: "loaded" }>) {
  const t = useT();
  const lang = useLang();
  const conversations = list.items;
  if (conversations.length === 0) return <EmptyState kind="messages" />;
  const hrefFor = (search: Record<string, number> | undefined) => href("messages", lang, {}, search);
  return (
    <>
      <ShowEarlier run={list.run} hrefFor={hrefFor} />
      <ListRows className="conversation-list" data-private="">
        {conversations.map((conversation, index) => (
          <ListRow
            key={conversation.id}
            className={conversation.isUnread ? "conversation-item conversation-item--unread" : "conversation-item"}
            heading="h2"
            linked
            title={
              <Link page="thread" params={{ threadId: conversation.id }}>
                {conversation.title ?? t("messaging.untitled")}
              </Link>
            }
            badge={conversation.isUnread ? <StatusBadge tone="info">{t("messaging.list.unread")}</StatusBadge> : null}
            detail={<RelativeTime date={conversation.latestActivityAt} />}
            {...pageStartAttributes(list.run, list.pageSize, index)}
          >
            {conversation.latest ? (
              <p className="conversation-item__preview">
                <span className="visually-hidden">{t("messaging.list.latest")}: </span>
                <span className="conversation-item__author">
                  <PersonName person={conversation.latest.author} />:
                </span>{" "}
                {conversation.latest.excerpt ?? <em>{t("messaging.message.deleted")}</em>}
              </p>
            ) : null}
          </ListRow>
        ))}
      </ListRows>
      <ListPaging run={list.run} pageCount={list.pageCount} shownCount={conversations.length} total={list.total} hrefFor={hrefFor} />
    </>
  );
}

/**
 * Loads the page's data again every 120 s (spec part 2 §4, §7), never while a form is being sent or
 * a navigation runs. A failed load renders the page's error boundary, which unmounts the page and
 * so stops the polling until Try again.
 */
export function useMessagingPolling(enabled: boolean) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  usePolling(() => revalidator.revalidate(), {
    intervalMs: MESSAGING_POLL_INTERVAL_MS,
    enabled,
    paused: navigation.state !== "idle" || revalidator.state !== "idle",
  });
}

/** Not found for 404; otherwise "Failed to fetch conversations. Please try again later." with Try again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <RootErrorView status={404} />;
  return <MessagingLoadError text="messaging.list.failed" heading="messaging.list.title" />;
}

/** The spec's load failure text of a messaging page, with Try again (runs the loaders again). */
export function MessagingLoadError({ text, heading }: { text: "messaging.list.failed" | "messaging.thread.failed"; heading: "messaging.list.title" | "messaging.untitled" }) {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <section className="page-section">
      <h1>{t(heading)}</h1>
      <p role="alert" className="notice notice--error">
        {t(text)}
      </p>
      <button type="button" className="button button--primary" onClick={() => void revalidator.revalidate()} aria-busy={revalidator.state === "loading"}>
        {t("ui.errorView.retry")}
      </button>
    </section>
  );
}
