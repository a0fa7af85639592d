import { isValidIdentityCode, normaliseIdentityCode } from "./identity-code";

// The professional inbox's list (decisions 244 and 380): its page size, where a page starts, its
// orders and its search. Free of zod: the inbox and the conversation page's list load this.

export const INBOX_PAGE_SIZE = 25;

/** Where the next page starts: after this thread in (latest activity, id) order, descending or, longest waiting first, ascending. */
export interface InboxCursor {
  at: Date;
  id: number;
}

export function formatInboxCursor(cursor: InboxCursor): string {
  return `${cursor.at.getTime()}.${cursor.id}`;
}

/** A cursor from the address; anything else than what formatInboxCursor writes is the first page. */
export function parseInboxCursor(value: unknown): InboxCursor | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(value);
  if (!match) return null;
  const at = Number(match[1]);
  const id = Number(match[2]);
  return Number.isSafeInteger(at) && Number.isSafeInteger(id) ? { at: new Date(at), id } : null;
}

/**
 * The inbox's orders (issue 32): newest activity first, or the longest waiting first (the oldest
 * latest message first: how long the conversation has waited, as the list shows it).
 */
export const INBOX_SORTS = ["newest", "waiting"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

export function parseInboxSort(value: unknown): InboxSort {
  return value === "waiting" ? "waiting" : "newest";
}

/** What the search field takes; longer input is cut here (a name, a code or a few words of a subject). */
export const INBOX_SEARCH_MAX_LENGTH = 100;
/** Words past this many are ignored: each one narrows, and a subject is at most 70 characters. */
const INBOX_SEARCH_MAX_WORDS = 8;

/**
 * A search of the inbox: a whole identity code finds that patient's conversations (exact match,
 * never a part of a code); anything else is words, each of which must begin a word of the
 * patient's name, or each of the subject.
 */
export type InboxSearch = { kind: "identityCode"; code: string } | { kind: "words"; words: string[] };

export function parseInboxSearch(value: unknown): InboxSearch | null {
  if (typeof value !== "string") return null;
  const text = value.slice(0, INBOX_SEARCH_MAX_LENGTH).trim();
  if (isValidIdentityCode(text)) return { kind: "identityCode", code: normaliseIdentityCode(text) };
  const words = text
    .toLocaleLowerCase("fi")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, INBOX_SEARCH_MAX_WORDS);
  return words.length ? { kind: "words", words } : null;
}
