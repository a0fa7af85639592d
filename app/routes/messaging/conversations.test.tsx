// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations, useAnalyticsStub } from "#app/ui/test-utils";
import Conversations, { ErrorBoundary } from "./conversations";
import type { PagedList } from "#domain/list-paging";
import type { ConversationListItem } from "#server/modules/messaging/conversation-service";
import type { ConversationsPageData } from "./conversations.server";
import { listItem, renderMessagingPage } from "./test-fixtures";

useAnalyticsStub();

const threeConversations = [
  listItem({ isUnread: true }),
  listItem({ id: 42, title: null, latest: { author: { kind: "customer" }, excerpt: "Kiitos tiedosta!" } }),
  listItem({ id: 43, title: "Poistettu", latest: { author: { kind: "person", name: "Anna Salminen", title: null }, excerpt: null } }),
];

const loaded = (overrides: Partial<PagedList<ConversationListItem>> = {}): ConversationsPageData => ({
  state: "loaded",
  conversations: { items: threeConversations, run: { first: 1, last: 1 }, pageCount: 1, pageSize: 10, total: 3, ...overrides },
});

const itemOf = (name: RegExp) => screen.getByRole("heading", { level: 2, name }).closest("li") as HTMLElement;

describe("conversations list", () => {
  it("shows each conversation's subject, date and latest message, the unread one in words, and passes axe", async () => {
    const { container } = renderMessagingPage(Conversations, "messages", loaded());
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Selkävaivat ja työergonomia Unread",
      "Conversation",
      "Poistettu",
    ]);
    const unread = itemOf(/^Selkävaivat/);
    expect(unread.className).toContain("conversation-item--unread");
    expect(within(unread).getByRole("link", { name: "Selkävaivat ja työergonomia" }).getAttribute("href")).toBe("/en/messages/41");
    expect(unread.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-20T08:48:00.000Z");
    expect(within(unread).getByText(/Hei, sijaistan Minna Rantasta\./).textContent).toBe("Latest message: Kaisa Ojala: Hei, sijaistan Minna Rantasta.");
    expect(itemOf(/^Conversation/).className).not.toContain("--unread");
    expect(within(itemOf(/^Conversation/)).getByText(/Kiitos tiedosta!/).textContent).toContain("You: Kiitos tiedosta!");
    expect(within(itemOf(/^Poistettu/)).getByText("This message has been deleted.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "New conversation" }).getAttribute("href")).toBe("/en/messages/new");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("pages ten at a time with links to ?page=, and offers a phone 'Show more' of the same run one page longer", async () => {
    renderMessagingPage(Conversations, "messages", loaded({ run: { first: 2, last: 2 }, pageCount: 3, total: 23 }), { path: "/en/messages?page=2" });
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/en/messages");
    expect(within(pager).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/en/messages?page=3");
    expect(screen.getByRole("link", { name: "Show more" }).getAttribute("href")).toBe("/en/messages?from=2&page=3#list-page-3");
    expect(screen.getByText("Showing 3 of 23")).toBeTruthy();
    // Opened at a later page alone: "Show earlier" above the list, and the first row is where it lands.
    expect(screen.getByRole("link", { name: "Show earlier" }).getAttribute("href")).toBe("/en/messages?from=1&page=2#list-page-1");
    expect(itemOf(/^Selkävaivat/).id).toBe("list-page-2");
  });

  it("says 'No messages' when there are none, in Finnish too", async () => {
    renderMessagingPage(Conversations, "messages", loaded({ items: [], total: 0 }));
    expect(await screen.findByText("No messages")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("is blank without messaging: the title only", async () => {
    renderMessagingPage(Conversations, "messages", { state: "blank" } satisfies ConversationsPageData, { lang: "fi" });
    expect(await screen.findByRole("heading", { level: 1, name: "Viestit" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Uusi keskustelu" })).toBeNull();
    expect(screen.queryByText("Ei viestejä")).toBeNull();
  });

  it("says 'Failed to fetch conversations. Please try again later.' with Try again when loading fails", async () => {
    renderMessagingPage(() => <ErrorBoundary error={new Error("down")} params={{}} loaderData={undefined} actionData={undefined} />, "messages", null);
    expect((await screen.findByText("Failed to fetch conversations. Please try again later.")).getAttribute("role")).toBe("alert");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("conversations list polling", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads the list again every 120 s and stops once a load fails, showing the list error", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let loads = 0;
    const loader = () => {
      loads += 1;
      if (loads === 2) throw new Error("down");
      return loads === 1 ? loaded({ items: [listItem({ title: "Uusi viesti" })] }) : loaded();
    };
    renderMessagingPage(Conversations, "messages", loaded(), { loader, ErrorBoundary });
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(119_000);
    expect(loads).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByRole("heading", { level: 2, name: "Uusi viesti" })).toBeTruthy();
    expect(loads).toBe(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await screen.findByText("Failed to fetch conversations. Please try again later.")).toBeTruthy();
    expect(loads).toBe(2);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(loads).toBe(2);
  });
});
