// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { fireEvent } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations, renderUi, useAnalyticsStub } from "#app/ui/test-utils";
import type { InboxPageData } from "./inbox.server";
import { InboxView } from "./inbox";

useAnalyticsStub();

const NOW = "2026-11-24T08:00:00.000Z";

const data = (overrides: Partial<InboxPageData> = {}): InboxPageData => ({
  categories: ["assignedToMe", "unassigned", "substitutions", "participant", "others", "closed"],
  category: "others",
  query: { category: "others", q: "", sort: "newest" },
  searching: false,
  searchMaxLength: 100,
  after: null,
  counts: { assignedToMe: 1, unassigned: 0, substitutions: 0, participant: 2, others: 100, closed: 1 },
  countCap: 100,
  conversations: [
    {
      id: 5,
      title: "Selkä <b>",
      isActive: true,
      isUnread: true,
      mayOpen: true,
      lastActivityAt: "2026-11-22T07:00:00.000Z",
      lastActivityLabel: "22.11.2026 9:00",
      patientName: "Jari Laine",
      assigneeName: null,
      latest: { at: "2026-11-22T07:00:00.000Z", fromPatient: true, preview: "Kipu palasi <script>" },
    },
    {
      id: 6,
      title: null,
      isActive: true,
      isUnread: false,
      mayOpen: true,
      lastActivityAt: "2026-11-24T06:30:00.000Z",
      lastActivityLabel: "22.11.2026 9:00",
      patientName: "Aino Virtanen",
      assigneeName: "Minna Rantanen",
      latest: { at: "2026-11-24T06:30:00.000Z", fromPatient: false, preview: null },
    },
    {
      id: 7,
      title: "Suljettu",
      isActive: false,
      isUnread: false,
      mayOpen: true,
      lastActivityAt: "2026-11-20T07:00:00.000Z",
      lastActivityLabel: "22.11.2026 9:00",
      patientName: "Jari Laine",
      assigneeName: "Kaisa Ojala",
      latest: { at: "2026-11-20T07:00:00.000Z", fromPatient: true, preview: "Kiitos" },
    },
  ],
  nextCursor: "1700000000000.5",
  mayStartThreads: true,
  now: NOW,
  ...overrides,
});

const itemOf = (name: string) => screen.getByRole("link", { name }).closest("li") as HTMLElement;

describe("workspace inbox", () => {
  it("shows each conversation's patient, subject, latest message, who waits and how long, unread in words, and passes axe", async () => {
    const { container } = renderUi(<InboxView data={data()} lang="en" />, { path: "/en/professional/messages" });
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeTruthy();
    const waiting = itemOf("Selkä <b>");
    expect(waiting.className).toContain("inbox-item--unread");
    expect(within(waiting).getByText("Unread")).toBeTruthy();
    expect(within(waiting).getByText("Jari Laine")).toBeTruthy();
    expect(within(waiting).getByText(/Kipu palasi/).textContent).toBe("Latest message: Kipu palasi <script>");
    expect(within(waiting).getByText("Customer waiting for 2 days")).toBeTruthy();
    expect(within(waiting).getByText("Handler: Nobody")).toBeTruthy();
    expect(within(waiting).getByRole("link", { name: "Selkä <b>" }).getAttribute("href")).toBe(`/en/professional/messages/5?category=others&at=${Date.parse("2026-11-22T07:00:00.000Z")}.5`);

    const answered = itemOf("Conversation");
    expect(within(answered).getByText("Waiting for the customer's reply for 1 hour")).toBeTruthy();
    expect(within(answered).getByText("The latest message has been deleted.")).toBeTruthy();
    expect(within(itemOf("Suljettu")).getByText("Closed")).toBeTruthy();
    expect(within(itemOf("Suljettu")).queryByText(/waiting/i)).toBeNull();

    const categories = screen.getByRole("navigation", { name: "Message categories" });
    expect(within(categories).getByRole("link", { current: "page" }).textContent).toBe("Others 99+");
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/en/professional/messages?category=others&after=1700000000000.5");
    expect(screen.getByRole("link", { name: "Start a new conversation" }).getAttribute("href")).toBe("/en/professional/messages/new");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists a conversation outside the viewer's care relationships without subject or preview, linked to the reason to open it", async () => {
    const restricted = {
      id: 8,
      title: null,
      isActive: true,
      isUnread: false,
      mayOpen: false,
      lastActivityAt: "2026-11-23T07:00:00.000Z",
      lastActivityLabel: "23.11.2026 9:00",
      patientName: "Aino Virtanen",
      assigneeName: "Elina Saarinen",
      latest: { at: "2026-11-23T07:00:00.000Z", fromPatient: true, preview: null },
    };
    const { container } = renderUi(<InboxView data={data({ conversations: [restricted] })} lang="en" />, { path: "/en/professional/messages" });
    const item = itemOf("Conversation outside your care relationships");
    expect(within(item).getByRole("link").getAttribute("href")).toBe("/en/professional/messages/8/reason");
    expect(within(item).getByText("Opening it needs a stated reason.")).toBeTruthy();
    expect(within(item).getByText("Aino Virtanen")).toBeTruthy();
    expect(within(item).getByText(/^Customer waiting for/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when a category is empty, in Finnish, and offers no new conversation to an HR user", async () => {
    renderUi(<InboxView data={data({ categories: ["hrOpen", "hrSubstitutions", "hrClosed"], category: "hrOpen", counts: {}, conversations: [], nextCursor: null, mayStartThreads: false })} lang="fi" />, {
      lang: "fi",
      path: "/fi/ammattilainen/viestit",
    });
    expect(await screen.findByText("Tässä luokassa ei ole keskusteluja.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Aloita uusi keskustelu" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Seuraava sivu" })).toBeNull();
  });

  it("searches and orders with a GET form, and carries the search and order in every link", async () => {
    const { container } = renderUi(
      <InboxView data={data({ query: { category: "others", q: "Jari", sort: "waiting" }, searching: true, after: "1700000000000.9" })} lang="en" />,
      { path: "/en/professional/messages?q=Jari&sort=waiting" },
    );
    const search = await screen.findByRole("search", { name: "Search conversations" });
    expect(search.getAttribute("method")).toBe("get");
    expect(search.getAttribute("action")).toBe("/en/professional/messages");
    const field = within(search).getByRole("searchbox", { name: "Search by name, identity code or subject" }) as HTMLInputElement;
    expect(field.value).toBe("Jari");
    expect(field.maxLength).toBe(100);
    expect((within(search).getByRole("combobox", { name: "Order" }) as HTMLSelectElement).value).toBe("waiting");
    expect(screen.getByRole("heading", { level: 2, name: "Search results for “Jari”" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Clear search" }).getAttribute("href")).toBe("/en/professional/messages?category=others&sort=waiting");
    // A search spans the categories: none of them is the current one; each keeps the order.
    const categories = screen.getByRole("navigation", { name: "Message categories" });
    expect(within(categories).queryByRole("link", { current: "page" })).toBeNull();
    expect(within(categories).getByRole("link", { name: /^Unassigned/ }).getAttribute("href")).toBe("/en/professional/messages?category=unassigned&sort=waiting");
    const link = within(itemOf("Selkä <b>")).getByRole("link", { name: "Selkä <b>" }).getAttribute("href")!;
    expect(new URL(link, "http://x").searchParams.get("q")).toBe("Jari");
    expect(new URL(link, "http://x").searchParams.get("sort")).toBe("waiting");
    expect(new URL(link, "http://x").searchParams.get("after")).toBe("1700000000000.9");
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/en/professional/messages?category=others&q=Jari&sort=waiting&after=1700000000000.5");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when a search finds nothing (sv)", async () => {
    renderUi(<InboxView data={data({ query: { category: "others", q: "zz", sort: "newest" }, searching: true, conversations: [], nextCursor: null })} lang="sv" />, {
      lang: "sv",
      path: "/sv/vardpersonal/meddelanden?q=zz",
    });
    expect(await screen.findByText("Inga samtal hittades.")).toBeTruthy();
  });

  it("moves the focus between conversations with Alt+ArrowDown and Alt+ArrowUp, but not from a text field", async () => {
    renderUi(<InboxView data={data()} lang="en" />, { path: "/en/professional/messages" });
    const links = (await screen.findAllByRole("link")).filter((link) => link.classList.contains("inbox-item__link"));
    expect(screen.getByRole("list", { description: /Alt\+Down arrow/ })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: "ArrowDown", altKey: true });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: "ArrowDown", altKey: true });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: "ArrowUp", altKey: true });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[0]);
    const field = screen.getByRole("searchbox");
    field.focus();
    fireEvent.keyDown(field, { key: "ArrowDown", altKey: true });
    expect(document.activeElement).toBe(field);
  });
});
