import type { ConversationSummary } from "#server/modules/account/front-page-service";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { RelativeTime } from "#app/ui/relative-time";
import { FrontPageItem, FrontPageSection } from "./front-page-section";

/** Latest conversations, unread ones marked, with the "new conversation" button. */
export function ConversationsSection({ conversations }: { conversations: ConversationSummary[] }) {
  const t = useT();
  return (
    <FrontPageSection
      id="conversations"
      title={t("frontPage.conversations.title")}
      allPage="messages"
      emptyKind="messages"
      isEmpty={conversations.length === 0}
      actions={
        <Link page="newMessage" className="button button--secondary">
          {t("frontPage.conversations.new")}
        </Link>
      }
    >
      {conversations.map((conversation) => (
        <FrontPageItem
          key={conversation.id}
          highlighted={conversation.isUnread}
          title={
            <>
              <Link page="thread" params={{ threadId: conversation.id }}>
                {conversation.title ?? t("frontPage.conversations.untitled")}
              </Link>
              {conversation.isUnread && <span className="front-item__tag">{t("frontPage.conversations.unread")}</span>}
            </>
          }
        >
          <p className="front-item__meta">
            <RelativeTime date={conversation.latestActivityAt} />
          </p>
          {conversation.latestExcerpt !== null && (
            <p className="front-item__detail">
              {conversation.latestAuthor && (
                <span className="front-item__author">
                  {conversation.latestAuthor.kind === "customer" ? t("frontPage.conversations.you") : conversation.latestAuthor.name}:{" "}
                </span>
              )}
              {conversation.latestExcerpt}
            </p>
          )}
        </FrontPageItem>
      ))}
    </FrontPageSection>
  );
}
