// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations, renderUi, useAnalyticsStub } from "#app/ui/test-utils";
import type { InboxPageData } from "./inbox.server";
import { InboxView } from "./inbox";

useAnalyticsStub();

const NOW = "2026-11-24T08:00:00.000Z";

const data = (overrides: Partial<InboxPageData> = {}): InboxPageData => ({
  categories: ["assignedToMe", "unassigned", "substitutions", "participant", "others", "closed"],
  category: "others",
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
    expect(within(waiting).getByRole("link", { name: "Selkä <b>" }).getAttribute("href")).toBe("/en/professional/messages/5");

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
});
