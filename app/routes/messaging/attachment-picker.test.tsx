// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { redirect } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadDocument } from "#app/ui/load-document";
import { lazyModulesLoaded } from "#app/ui/lazy-module";
import { axeViolations, recordingAction, useAnalyticsStub } from "#app/ui/test-utils";
import Conversation from "./conversation";
import type { ConversationPageData } from "./conversation.server";
import type { UploadOptions, UploadOutcome } from "./messaging-client";
import NewConversation from "./new-conversation";
import { conversationView, renderMessagingPage } from "./test-fixtures";

// The uploads themselves (the signed address, the PUT's checks) are tested against the server in
// tests/integration/customer-messaging-api.test.ts and in the browser in tests/e2e/messaging.spec.ts;
// here the upload is a stand-in that reports progress and ends when the test says.

const uploads: { file: File; options: UploadOptions; finish: (outcome: UploadOutcome) => void }[] = [];
const download = vi.fn();

vi.mock("./messaging-client", async (original) => ({
  ...(await original<typeof import("./messaging-client")>()),
  uploadAttachment: (file: File, options: UploadOptions) => new Promise<UploadOutcome>((resolve) => uploads.push({ file, options, finish: resolve })),
  attachmentDownloadAddress: (...args: unknown[]) => download(...args),
}));

vi.mock("#app/ui/load-document", () => ({ loadDocument: vi.fn() }));

useAnalyticsStub();

beforeEach(() => {
  uploads.length = 0;
  download.mockReset();
});

const KEY = "k".repeat(43);
const pageData = (overrides: Parameters<typeof conversationView>[0] = {}): ConversationPageData => ({ conversation: conversationView(overrides), unread: false, shownAt: "2026-11-24T08:00:00.000Z" });

function fileOf(name: string, size: number, type = "application/pdf"): File {
  const file = new File(["%PDF-"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** What the picker's polite live region says. */
const announcement = () => document.querySelector(".attachment-picker [role=status]")?.textContent;

async function choose(...files: File[]) {
  const input = await screen.findByLabelText("Add attachments");
  fireEvent.change(input, { target: { files } });
  return input;
}

// The forms' code comes after the page's first load (decision 264); these tests use them once it is there.
beforeAll(lazyModulesLoaded);

describe("attachments of a reply", () => {
  it("uploads each chosen file with its progress, sends without text once uploaded and posts the uploaded keys", async () => {
    const { posted, action } = recordingAction(redirect("/en/messages/41"));
    const { container } = renderMessagingPage(Conversation, "thread", pageData(), { path: "/en/messages/41", action });
    const send = await screen.findByRole("button", { name: "Send" });
    expect(screen.getByText(/^Allowed file types: pdf, rtf, ods.*Maximum attachment size is 9MB\.$/)).toBeTruthy();
    await choose(fileOf("lausunto.pdf", 2000));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.options.csrfToken).toBe("csrf-1");
    uploads[0]?.options.onProgress?.(500, 2000);
    const progress = await screen.findByRole("progressbar", { name: "Uploading lausunto.pdf" });
    await waitFor(() => expect(progress.getAttribute("value")).toBe("25"));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    uploads[0]?.finish({ kind: "ok", key: KEY });
    await waitFor(() => expect(announcement()).toBe("lausunto.pdf added."));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(send);
    await waitFor(() =>
      expect(posted).toEqual([{ csrfToken: "csrf-1", intent: "reply", message: "", "attachments[0].key": KEY, "attachments[0].fileName": "lausunto.pdf" }]),
    );
  });

  it("refuses files over 9 MiB together with the toast, before any upload", async () => {
    renderMessagingPage(Conversation, "thread", pageData(), { path: "/en/messages/41" });
    await choose(fileOf("a.pdf", 5_000_000), fileOf("b.pdf", 4_437_185));
    const toast = await screen.findByText("Attachment file is too large");
    expect(within(toast.closest("[role=alert], [role=status], .toast") as HTMLElement).getByText("Maximum attachment size is 9MB")).toBeTruthy();
    expect(uploads).toHaveLength(0);
    expect(screen.queryByRole("list", { name: "Chosen attachments" })).toBeNull();
    // Exactly 9 MiB together is allowed.
    await choose(fileOf("a.pdf", 5_000_000), fileOf("b.pdf", 4_437_184));
    expect(uploads).toHaveLength(2);
  });

  it("marks a failed upload and a file type not allowed, and Remove takes a file away with focus back on the chooser", async () => {
    renderMessagingPage(Conversation, "thread", pageData(), { path: "/en/messages/41" });
    const input = await choose(fileOf("ohjelma.exe", 10, ""), fileOf("kuva.PNG", 10, "image/png"));
    expect(uploads).toHaveLength(1);
    const chosen = () => within(screen.getByRole("list", { name: "Chosen attachments" }));
    expect(chosen().getByText("ohjelma.exe: this file type is not allowed.")).toBeTruthy();
    expect(announcement()).toBe("ohjelma.exe: this file type is not allowed.");
    uploads[0]?.finish({ kind: "failed", status: 500 });
    expect(await chosen().findByText("kuva.PNG could not be added.")).toBeTruthy();
    expect(announcement()).toBe("kuva.PNG could not be added.");
    fireEvent.click(screen.getByRole("button", { name: "Remove kuva.PNG" }));
    expect(chosen().queryByText("kuva.PNG could not be added.")).toBeNull();
    expect(document.activeElement).toBe(input);
    await waitFor(() => expect(announcement()).toBe("kuva.PNG removed."));
  });

  it("refuses a file whose name holds a control or direction character before its upload, showing the name with it visible", async () => {
    renderMessagingPage(Conversation, "thread", pageData(), { path: "/en/messages/41" });
    await choose(fileOf("report\u202Efdp.png", 10, "image/png"), fileOf("ohje\u200F.pdf", 10));
    expect(uploads).toHaveLength(0);
    const chosen = within(screen.getByRole("list", { name: "Chosen attachments" }));
    const refusal = "report\uFFFDfdp.png: the file name has characters that are not allowed. Rename the file and try again.";
    expect(chosen.getByText(refusal)).toBeTruthy();
    expect(chosen.getByText("ohje\uFFFD.pdf: the file name has characters that are not allowed. Rename the file and try again.")).toBeTruthy();
    expect(announcement()).toBe(refusal);
    expect(document.body.textContent).not.toContain("\u202E");
  });

  it("leaves for the timed-out page, coming back here, when the session expired during an upload", async () => {
    renderMessagingPage(Conversation, "thread", pageData(), { path: "/en/messages/41" });
    await choose(fileOf("lausunto.pdf", 2000));
    uploads[0]?.finish({ kind: "session", expired: true });
    await waitFor(() => expect(vi.mocked(loadDocument)).toHaveBeenCalledTimes(1));
    expect(vi.mocked(loadDocument).mock.calls[0]?.[0]).toContain(encodeURIComponent("/en/messages/41"));
  });
});

describe("attachments of a new conversation", () => {
  it("posts the uploaded keys with the subject and the message", async () => {
    const { posted, action } = recordingAction(redirect("/en/messages/41"));
    renderMessagingPage(NewConversation, "newMessage", { state: "form", subjectMaxLength: 70, announcement: null, teamAbsences: [] }, { action });
    fireEvent.change(await screen.findByRole("textbox", { name: /Subject/ }), { target: { value: "Lausunto" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Message" }), { target: { value: "Liitteenä lausunto." } });
    await choose(fileOf("lausunto.pdf", 2000));
    const send = screen.getByRole("button", { name: "Send" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    uploads[0]?.finish({ kind: "ok", key: KEY });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(posted).toEqual([
        { csrfToken: "csrf-1", intent: "send", subject: "Lausunto", message: "Liitteenä lausunto.", "attachments[0].key": KEY, "attachments[0].fileName": "lausunto.pdf" },
      ]),
    );
  });
});

describe("an attachment in a message", () => {
  it("downloads through a short-lived address, or says it could not", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderMessagingPage(Conversation, "thread", pageData(), { path: "/en/messages/41" });
    download.mockResolvedValueOnce({ kind: "ok", data: "/api/customer-messaging/attachments/7?expires=1&signature=s" });
    fireEvent.click(await screen.findByRole("button", { name: "Download ohje.pdf" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/customer-messaging/attachments/7?expires=1&signature=s"));
    expect(download).toHaveBeenCalledWith(7, { csrfToken: "csrf-1" });
    download.mockResolvedValueOnce({ kind: "ok", data: null });
    fireEvent.click(screen.getByRole("button", { name: "Download ohje.pdf" }));
    expect(await screen.findByText("The attachment could not be downloaded. Please try again.")).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
