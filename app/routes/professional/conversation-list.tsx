import { useEffect } from "react";
import type { Language } from "#domain/enums";
import { formatInboxCursor } from "#domain/professional-inbox-list";
import type { SearchParams } from "#domain/routes/href";
import { professionalHref } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import type { InboxConversation, InboxListQuery, InboxPageData } from "./inbox.server";
import { waitingDuration } from "./waiting-time";

// The inbox's list of conversations (issue 32, decision 380): on the inbox page, and beside an
// open conversation on a wide screen (the list it was opened from). Each conversation links to
// itself with the list's query and its own place in it, so the conversation page can show the
// same list and step to the previous and next conversation (links, and Alt+Arrow keys).

/** The address's part that says which list a conversation was opened from (defaults left out). */
export function listSearchOf(query: InboxListQuery, after?: string | null): SearchParams {
  return { category: query.category, q: query.q || undefined, sort: query.sort === "newest" ? undefined : query.sort, after: after ?? undefined };
}

/** A conversation's address in a list: the list's query, the list page's start and its own place. */
export function conversationHref(lang: Language, conversation: InboxConversation, query: InboxListQuery, after: string | null): string {
  return professionalHref(
    "thread",
    lang,
    { threadId: conversation.id },
    { ...listSearchOf(query, after), at: formatInboxCursor({ at: new Date(conversation.lastActivityAt), id: conversation.id }) },
  );
}

/** The id of the visually hidden text that tells the shortcuts; the list and the step links point at it. */
export const SHORTCUTS_HINT_ID = "shortcuts-hint";
export const NEXT_SHORTCUT = "Alt+ArrowDown";
export const PREVIOUS_SHORTCUT = "Alt+ArrowUp";

export function ShortcutsHint() {
  const t = useT();
  return (
    <p id={SHORTCUTS_HINT_ID} className="ws-shortcuts-hint">
      {t("workspace.shortcutsHint")}
    </p>
  );
}

/** Whether a key press belongs to a field being typed in or chosen from: shortcuts leave those alone. */
function inField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Calls `move` with 1 on Alt+ArrowDown and -1 on Alt+ArrowUp, outside text fields and lists of choices. */
export function useConversationShortcuts(move: (step: 1 | -1) => void) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      if (inField(event.target)) return;
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [move]);
}

export function ConversationList({ data, lang, currentId = null }: { data: InboxPageData; lang: Language; currentId?: number | null }) {
  const t = useT();
  if (!data.conversations.length) return <p>{data.searching ? t("workspace.inbox.noResults") : t("workspace.noThreads")}</p>;
  return (
    <ul className="workspace-inbox__list" aria-describedby={SHORTCUTS_HINT_ID}>
      {data.conversations.map((conversation) => (
        <ConversationItem key={conversation.id} conversation={conversation} data={data} lang={lang} current={conversation.id === currentId} />
      ))}
    </ul>
  );
}

function ConversationItem({ conversation, data, lang, current }: { conversation: InboxConversation; data: InboxPageData; lang: Language; current: boolean }) {
  const t = useT();
  const { latest } = conversation;
  const waiting = conversation.isActive && latest ? waitingDuration(new Date(latest.at), new Date(data.now)) : null;
  const classes = ["inbox-item", conversation.isUnread ? "inbox-item--unread" : "", current ? "inbox-item--current" : ""].filter(Boolean).join(" ");
  return (
    <li className={classes}>
      <h3 className="inbox-item__title">
        {conversation.mayOpen ? (
          <a className="inbox-item__link" href={conversationHref(lang, conversation, data.query, data.after)} aria-current={current ? "page" : undefined}>
            {conversation.title ?? t("workspace.fallbackTitle")}
          </a>
        ) : (
          <a className="inbox-item__link" href={professionalHref("threadAccess", lang, { threadId: conversation.id })}>
            {t("workspace.inbox.restrictedTitle")}
          </a>
        )}
        {current ? <span className="badge">{t("workspace.inbox.current")}</span> : null}
        {conversation.isUnread ? <span className="badge inbox-item__unread">{t("workspace.unread")}</span> : null}
        {conversation.isActive ? null : <span className="badge">{t("workspace.closedStatus")}</span>}
      </h3>
      <p className="inbox-item__patient" data-private="">
        {conversation.patientName}
      </p>
      {conversation.mayOpen ? (
        <p className="inbox-item__preview" data-private="">
          <span className="visually-hidden">{t("workspace.inbox.latest")}: </span>
          {latest === null ? t("workspace.inbox.noMessages") : latest.preview === null ? <em>{t("workspace.inbox.latestDeleted")}</em> : latest.preview}
        </p>
      ) : (
        <p className="inbox-item__preview">{t("workspace.inbox.reasonRequired")}</p>
      )}
      <p className="inbox-item__meta">
        {waiting && latest ? (
          <span className={latest.fromPatient ? "inbox-item__wait inbox-item__wait--patient" : "inbox-item__wait"}>
            {t(latest.fromPatient ? "workspace.inbox.patientWaits" : "workspace.inbox.careTeamWaits", { duration: t(waiting.key, { count: waiting.count }) })}
          </span>
        ) : null}
        <span>
          {t("workspace.inbox.assigneeLabel")}: {conversation.assigneeName ?? t("workspace.unassigned")}
        </span>
        <time dateTime={conversation.lastActivityAt}>{conversation.lastActivityLabel}</time>
      </p>
    </li>
  );
}
