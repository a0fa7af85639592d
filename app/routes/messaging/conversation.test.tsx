// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { redirect } from "react-router";
import { beforeAll, afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { lazyModulesLoaded } from "#app/ui/lazy-module";
import { axeViolations, recordingAction, useAnalyticsStub } from "#app/ui/test-utils";
import Conversation, { ErrorBoundary, shouldRevalidate } from "./conversation";
import type { ConversationPageData, ReplyActionData } from "./conversation.server";
import { conversationView, renderMessagingPage } from "./test-fixtures";

useAnalyticsStub();

const SHOWN_AT = "2026-11-24T08:00:00.000Z";
const pageData = (overrides: Parameters<typeof conversationView>[0] = {}): ConversationPageData => ({ conversation: conversationView(overrides), unread: false, shownAt: SHOWN_AT });

const renderThread = (data: ConversationPageData, options: Parameters<typeof renderMessagingPage>[3] = {}) =>
  renderMessagingPage(Conversation, "thread", data, { path: "/en/messages/41", ...options });

// The forms' code comes after the page's first load (decision 264); these tests use them once it is there.
beforeAll(lazyModulesLoaded);

describe("conversation page", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the title, participants with 'You', messages under their Helsinki dates oldest first, and passes axe", async () => {
    const { container } = renderThread(pageData());
    expect(await screen.findByRole("heading", { level: 1, name: "Selkävaivat ja työergonomia" })).toBeTruthy();
    const participants = screen.getByText("3 participants").closest("details") as HTMLElement;
    expect(within(participants).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["You", "Minna Rantanen, Työterveyshoitaja", "Kaisa Ojala"]);
    // 22.11. 23:30 UTC is 23.11. 01:30 in Helsinki: the deleted message is under 23.11.
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["22.11.2026", "23.11.2026"]);
    const [first, second] = screen.getAllByRole("list").filter((list) => list.tagName === "OL") as [HTMLElement, HTMLElement];
    expect(within(first).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["You 16:35Kipu palasi viikonloppuna."]);
    expect(within(second).getAllByRole("listitem")[0]!.textContent).toBe("Kaisa Ojala 1:30This message has been deleted.");
    expect(within(second).getByText("ohje.pdf")).toBeTruthy();
    // A questionnaire sent in a message opens from it, with its status.
    const questionnaire = within(second).getByRole("link", { name: "Work ability questionnaire" });
    expect(questionnaire.getAttribute("href")).toBe("/en/questionnaires/9");
    expect(questionnaire.closest("li")?.textContent).toBe("Work ability questionnaire (waiting for your answers)");
    expect(screen.getByRole("link", { name: "Back to messages" }).getAttribute("href")).toBe("/en/messages");
    expect(screen.getByText(/^The care team usually replies within 1-3 business days/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("falls back to 'Keskustelu' in Finnish, says 'No messages' with a tip, and tells of an assignee's absence", async () => {
    renderThread(pageData({ title: null, messages: [], absences: [{ name: "Minna Rantanen", until: new Date("2026-12-12T22:00:00Z") }] }), { lang: "fi", path: "/fi/viestit/41" });
    expect(await screen.findByRole("heading", { level: 1, name: "Keskustelu" })).toBeTruthy();
    expect(screen.getByText("Ei viestejä")).toBeTruthy();
    expect(screen.getByText("Kirjoita viestisi alle, niin hoitotiimi vastaa.")).toBeTruthy();
    expect(screen.getByRole("note").textContent).toBe("Minna Rantanen on poissa 12.12.2026 asti. Sijainen käsittelee viestisi.");
  });

  it("keeps Send enabled: a blank reply is not sent and the field says why; then posts the reply with the CSRF field", async () => {
    const { posted, action } = recordingAction(redirect("/en/messages/41"));
    renderThread(pageData(), { action });
    const send = (await screen.findByRole("button", { name: "Send" })) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
    const text = screen.getByRole("textbox", { name: "Your reply" });
    fireEvent.change(text, { target: { value: "   " } });
    fireEvent.click(send);
    await waitFor(() => expect(text.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(text);
    expect(posted).toEqual([]);
    fireEvent.change(text, { target: { value: "Kiitos!" } });
    fireEvent.click(send);
    await waitFor(() => expect(posted).toEqual([{ csrfToken: "csrf-1", intent: "reply", message: "Kiitos!" }]));
  });

  it("puts focus on the sent message and says it was sent, once the page has loaded at its fragment", async () => {
    const sent = { id: 4, createdAt: new Date("2026-11-24T10:05:00Z"), author: { kind: "customer" as const }, content: "Kiitos!", deleted: false, attachments: [], questionnaires: [] };
    let replied = false;
    const action = () => {
      replied = true;
      return redirect("/en/messages/41#message-4");
    };
    const before = pageData();
    renderThread(before, { action, loader: () => (replied ? pageData({ messages: [...before.conversation.messages, sent] }) : before) });
    const text = await screen.findByRole("textbox", { name: "Your reply" });
    // A message shown at load, or arriving with the polling, takes no focus.
    expect(document.activeElement).toBe(document.body);
    fireEvent.change(text, { target: { value: "Kiitos!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(document.activeElement?.id).toBe("message-4"));
    expect(screen.getByText("Message sent at 12:05.").closest("[role=status]")).not.toBeNull();
  });

  it("says 'Failed to send the message.' and keeps the text when sending fails", async () => {
    const answer: ReplyActionData = { intent: "reply", outcome: "sendFailed", result: { status: "error", initialValue: { message: "Kiitos!" }, error: {} } };
    const { action } = recordingAction(answer);
    renderThread(pageData(), { action });
    const text = await screen.findByRole("textbox", { name: "Your reply" });
    fireEvent.change(text, { target: { value: "Kiitos!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByText("Failed to send the message.")).getAttribute("role")).toBe("alert");
    expect((screen.getByRole("textbox", { name: "Your reply" }) as HTMLTextAreaElement).value).toBe("Kiitos!");
  });

  it("shows a closed conversation without the reply form", async () => {
    renderThread(pageData({ isActive: false }));
    expect(await screen.findByText(/^This conversation has been closed/)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("tells of a closed conversation in a toast 15,000 ms after the page, not before (part 2 §9)", async () => {
    vi.useFakeTimers();
    renderThread(pageData({ isActive: false }));
    for (let step = 0; step < 50 && !screen.queryByText(/^This conversation has been closed/); step += 1) await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(14_900);
    expect(screen.getAllByText(/^This conversation has been closed/)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getAllByText(/^This conversation has been closed/)).toHaveLength(2));
    expect(screen.getByRole("status").textContent).toMatch(/^This conversation has been closed/);
  });

  it("shows an open conversation no closed toast", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderThread(pageData());
    await screen.findByRole("heading", { level: 1 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(screen.queryByText(/^This conversation has been closed/)).toBeNull();
  });

  /** The ids of the elements scrolled into view, while the last message's box starts at `top` (120 high). */
  function watchScrolls(top: number): string[] {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, top, 300, 120));
    return scrolled;
  }

  /** Renders the thread with the clock standing still (the page renders on promises only). */
  async function renderThreadOnFakeClock() {
    vi.useFakeTimers();
    renderThread(pageData());
    for (let step = 0; step < 50 && !screen.queryByRole("heading", { level: 1 }); step += 1) await vi.advanceTimersByTimeAsync(0);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
  }

  it("scrolls to the last message 100 ms after it renders, moving no focus (part 2 §9)", async () => {
    // The last message ends below the window.
    const scrolled = watchScrolls(window.innerHeight - 40);
    await renderThreadOnFakeClock();
    const before = document.activeElement;
    await vi.advanceTimersByTimeAsync(99);
    expect(scrolled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scrolled).toEqual(["message-3"]);
    expect(document.activeElement).toBe(before);
  });

  it("leaves a last message that is wholly in view where it is", async () => {
    const scrolled = watchScrolls(200);
    await renderThreadOnFakeClock();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scrolled).toEqual([]);
  });

  it("says 'Failed to fetch messages. Please try again later.' when loading fails", async () => {
    renderMessagingPage(() => <ErrorBoundary error={new Error("down")} params={{ threadId: "41" }} loaderData={undefined} actionData={undefined} />, "thread", null, { path: "/en/messages/41" });
    expect((await screen.findByText("Failed to fetch messages. Please try again later.")).getAttribute("role")).toBe("alert");
  });
});

describe("conversation polling", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads the thread again every 120 s, keeping the reply being typed, and stops once a load fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = pageData();
    const arrived = pageData({
      messages: [
        ...first.conversation.messages,
        { id: 4, createdAt: new Date("2026-11-23T09:00:00Z"), author: { kind: "person", name: "Kaisa Ojala", title: null }, content: "Vielä yksi asia.", deleted: false, attachments: [], questionnaires: [] },
      ],
    });
    let loads = 0;
    const loader = () => {
      loads += 1;
      if (loads === 2) throw new Error("down");
      return arrived;
    };
    renderThread(first, { loader, ErrorBoundary });
    const text = await screen.findByRole("textbox", { name: "Your reply" });
    fireEvent.change(text, { target: { value: "Kirjoitan vielä" } });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await screen.findByText("Vielä yksi asia.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Your reply" }) as HTMLTextAreaElement).value).toBe("Kirjoitan vielä");
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await screen.findByText("Failed to fetch messages. Please try again later.")).toBeTruthy();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(loads).toBe(2);
  });

  it("an unread thread is marked read by the page's post; the menu loads again but not the thread; the polling loads both and posts again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let pageLoads = 0;
    let rootLoads = 0;
    const { posted, action } = recordingAction({ intent: "markRead", outcome: "success" });
    // The polling finds a new message: unread again, read as of a later instant.
    const later = "2026-11-24T08:02:00.000Z";
    renderThread(
      { ...pageData({ isActive: false }), unread: true },
      { action, loader: () => ((pageLoads += 1), { ...pageData({ isActive: false }), unread: true, shownAt: later }), onRootLoad: () => (rootLoads += 1), shouldRevalidate },
    );
    await waitFor(() => expect(posted).toEqual([{ intent: "markRead", shownAt: SHOWN_AT, csrfToken: "csrf-1" }]));
    await waitFor(() => expect(rootLoads).toBe(1));
    expect(pageLoads).toBe(0);
    // With JavaScript the page posts by itself: no button.
    expect(screen.queryByRole("button", { name: "Mark as read" })).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    await waitFor(() => expect(pageLoads).toBe(1));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ intent: "markRead", shownAt: later, csrfToken: "csrf-1" });
    await waitFor(() => expect(rootLoads).toBe(3));
    expect(pageLoads).toBe(1);
  });

  it("a read thread posts nothing", async () => {
    const { posted, action } = recordingAction({ intent: "markRead", outcome: "success" });
    renderThread(pageData(), { action });
    expect(await screen.findByRole("heading", { level: 1, name: "Selkävaivat ja työergonomia" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
  });
});
