import { professionalHref } from "#domain/routes/professional-route-table";
import type { Language } from "#domain/enums";
import { useT } from "#app/i18n/use-t";
import { useWorkspaceLang } from "./use-workspace-lang";
import { langOfPath } from "#app/root-data.server";
import type { Route } from "./+types/inbox";
import { type InboxConversation, type InboxPageData, loadInboxPage } from "./inbox.server";
import { workspaceTitle } from "./meta";
import { WorkspaceErrorBoundary } from "./workspace-error";
import { waitingDuration } from "./waiting-time";

// The care team's inbox (issue 15, issue 32): the viewer's categories with counts, and a page of
// the chosen one, newest activity first. Each conversation shows its subject, patient, the start
// of the newest message, who waits (the customer for the care team, or the care team for the
// customer) and for how long, its handler and unread state in words. A conversation outside the
// viewer's care relationships shows neither subject nor preview, and links to the reason to open
// it (decision 330). Plain links: works without JavaScript.

export const meta: Route.MetaFunction = ({ matches }) => workspaceTitle(matches, "workspace.inboxHeading");

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInboxPage(request, context, langOfPath(new URL(request.url).pathname));
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxView data={loaderData} lang={useWorkspaceLang()} />;
}

export function InboxView({ data, lang }: { data: InboxPageData; lang: Language }) {
  const t = useT();
  const countLabel = (count: number) => (count >= data.countCap ? `${data.countCap - 1}+` : String(count));
  return (
    <section className="workspace-inbox">
      <div className="workspace-inbox__head">
        <h1>{t("workspace.inboxHeading")}</h1>
        {data.mayStartThreads ? (
          <a className="button button--primary" href={professionalHref("newThread", lang)}>
            {t("workspace.newThread.link")}
          </a>
        ) : null}
      </div>
      <nav aria-label={t("workspace.categoriesLabel")} className="workspace-categories">
        <ul>
          {data.categories.map((category) => (
            <li key={category}>
              <a href={professionalHref("inbox", lang, {}, { category })} aria-current={category === data.category ? "page" : undefined}>
                {t(`workspace.categories.${category}`)} <span className="badge">{countLabel(data.counts[category] ?? 0)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="visually-hidden">{t(`workspace.categories.${data.category}`)}</h2>
      {data.conversations.length ? (
        <ul className="workspace-inbox__list">
          {data.conversations.map((conversation) => (
            <ConversationItem key={conversation.id} conversation={conversation} now={new Date(data.now)} lang={lang} />
          ))}
        </ul>
      ) : (
        <p>{t("workspace.noThreads")}</p>
      )}
      <p className="workspace-inbox__paging">
        {data.nextCursor ? <a href={professionalHref("inbox", lang, {}, { category: data.category, after: data.nextCursor })}>{t("workspace.nextPage")}</a> : null}
        <a href={professionalHref("inbox", lang, {}, { category: data.category })}>{t("workspace.firstPage")}</a>
      </p>
    </section>
  );
}

function ConversationItem({ conversation, now, lang }: { conversation: InboxConversation; now: Date; lang: Language }) {
  const t = useT();
  const { latest } = conversation;
  const waiting = conversation.isActive && latest ? waitingDuration(new Date(latest.at), now) : null;
  return (
    <li className={conversation.isUnread ? "inbox-item inbox-item--unread" : "inbox-item"}>
      <h3 className="inbox-item__title">
        {conversation.mayOpen ? (
          <a href={professionalHref("thread", lang, { threadId: conversation.id })}>{conversation.title ?? t("workspace.fallbackTitle")}</a>
        ) : (
          <a href={professionalHref("threadAccess", lang, { threadId: conversation.id })}>{t("workspace.inbox.restrictedTitle")}</a>
        )}
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

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
