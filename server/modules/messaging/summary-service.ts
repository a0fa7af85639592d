import type { SQL } from "drizzle-orm";
import type { PatientListValues } from "#server/db/json-reads";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { Bound } from "#server/db/prepared-queries";
import {
  type ConversationSummaryJson,
  countUnreadThreads,
  findLatestConversations,
  hasMessagingUserSql,
  latestConversationsJson,
  unreadThreadCountSql,
} from "./summary-repository";

export type { ConversationSummaryJson };

/** A conversation as a summary list shows it (front page). */
export interface ConversationSummary {
  id: number;
  /** Null shows the fallback title ("Keskustelu"). */
  title: string | null;
  /** The latest visible message's time, or the thread's creation time when it has none. */
  latestActivityAt: Date;
  /** The start of the latest visible message, shortened; null when the thread has none. */
  latestExcerpt: string | null;
  /** Who wrote the latest message: the customer ("You") or a named person. */
  latestAuthor: { kind: "customer" } | { kind: "person"; name: string } | null;
  isUnread: boolean;
}

/** Longest excerpt shown; cut at a word boundary with an ellipsis. */
export const EXCERPT_LENGTH = 100;

export function shortenExcerpt(text: string, maxLength = EXCERPT_LENGTH): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

/**
 * The acting patient's conversations with the most recent activity first. Only threads whose
 * customer is `actingPatientId` are ever returned.
 */
export async function listConversationSummaries(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  { limit }: { limit: number },
): Promise<ConversationSummary[]> {
  return conversationSummariesOf(await findLatestConversations(db, actingPatientId, { limit }));
}

/** The same read as an SQL expression giving a json array, for a statement that reads several modules' data at once (the front page, decision 422). */
export function conversationSummariesExpression(values: PatientListValues): SQL {
  return latestConversationsJson(values);
}

/** The summaries of what `conversationSummariesExpression` read. */
export function conversationSummariesOf(rows: readonly ConversationSummaryJson[]): ConversationSummary[] {
  return rows.map((row) => {
    // The excerpt is null only without a visible message (a message's content is never null).
    const latestAuthor: ConversationSummary["latestAuthor"] =
      row.latest_excerpt === null
        ? null
        : row.latest_by_customer
          ? { kind: "customer" }
          : { kind: "person", name: [row.author_first_name, row.author_last_name].filter(Boolean).join(" ") };
    return {
      id: row.id,
      title: row.title,
      latestActivityAt: new Date(row.latest_at),
      latestExcerpt: row.latest_excerpt === null ? null : shortenExcerpt(row.latest_excerpt),
      latestAuthor,
      isUnread: row.is_unread,
    };
  });
}

/** How many of the acting patient's conversations are unread by them (one indexed count). */
export function countUnreadConversations(db: DatabaseOrTransaction, actingPatientId: number): Promise<number> {
  return countUnreadThreads(db, actingPatientId);
}

/**
 * The same count as an SQL expression, and whether the patient has a customer messaging user as
 * an SQL condition, for a statement that reads several modules' facts at once (the menu person,
 * account/menu-service.ts).
 */
export function unreadConversationCountExpression(actingPatientId: Bound<number>): SQL {
  return unreadThreadCountSql(actingPatientId);
}

export function hasMessagingUserCondition(actingPatientId: Bound<number>): SQL {
  return hasMessagingUserSql(actingPatientId);
}
