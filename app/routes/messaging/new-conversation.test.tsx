// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { redirect } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { lazyModulesLoaded } from "#app/ui/lazy-module";
import { axeViolations, recordingAction, useAnalyticsStub } from "#app/ui/test-utils";
import NewConversation from "./new-conversation";
import type { NewConversationActionData, NewConversationPageData } from "./new-conversation.server";
import { renderMessagingPage } from "./test-fixtures";

useAnalyticsStub();

const form: NewConversationPageData = { state: "form", subjectMaxLength: 70, announcement: null, teamAbsences: [] };

const renderNew = (options: Parameters<typeof renderMessagingPage>[3] = {}, data: NewConversationPageData = form) =>
  renderMessagingPage(NewConversation, "newMessage", data, options);

// The forms' code comes after the page's first load (decision 264); these tests use them once it is there.
beforeAll(lazyModulesLoaded);

describe("new conversation page", () => {
  it("has subject (at most 70) and message, a back link, and passes axe", async () => {
    const { container } = renderNew();
    expect(await screen.findByRole("heading", { level: 1, name: "New conversation" })).toBeTruthy();
    const subject = screen.getByRole("textbox", { name: "Subject" }) as HTMLInputElement;
    expect(subject.maxLength).toBe(70);
    expect(screen.getByText("At most 70 characters")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Message" })).toBeTruthy();
    expect(screen.getByText("Your message goes to your care team.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to messages" }).getAttribute("href")).toBe("/en/messages");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("warns of an absent occupational health care team member and the substitute before the form, in Finnish too", async () => {
    const away: NewConversationPageData = {
      ...form,
      teamAbsences: [
        { name: "Minna Rantanen", title: "Occupational health nurse", lastDay: "2026-12-12", substitutes: [{ name: "Kaisa Ojala", title: "Occupational health nurse", practitionerId: 5 }] },
        { name: "Antti Koskela", title: "Occupational health doctor", lastDay: "2026-12-01", substitutes: [] },
      ],
    };
    const { container } = renderNew({}, away);
    const notice = await screen.findByRole("region", { name: "Away from your occupational health care team" });
    expect(notice.textContent).toContain(
      "Minna Rantanen (Occupational health nurse) is away until 12.12.2026. Substitute: Kaisa Ojala (Occupational health nurse).",
    );
    expect(notice.textContent).toContain("Antti Koskela (Occupational health doctor) is away until 1.12.2026. Another team member handles your message.");
    // Before the patient writes: the warning comes before the subject field.
    const subject = await screen.findByRole("textbox", { name: "Subject" });
    expect(notice.compareDocumentPosition(subject) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps Send enabled: a try with a blank subject or message sends nothing and lists them in the focused summary, then posts", async () => {
    const { posted, action } = recordingAction(redirect("/en/messages/77"));
    renderNew({ action });
    const send = (await screen.findByRole("button", { name: "Send" })) as HTMLButtonElement;
    // Nothing is listed before a try (the GOV.UK pattern).
    expect(screen.queryByText("Please check the following fields:")).toBeNull();
    expect(send.disabled).toBe(false);
    fireEvent.change(screen.getByRole("textbox", { name: "Subject" }), { target: { value: "Selkä" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Message" }), { target: { value: "  " } });
    fireEvent.click(send);
    const summary = (await screen.findByText("Please check the following fields:")).closest("div");
    expect(screen.getByRole("link", { name: "Message" }).getAttribute("href")).toMatch(/-message$/);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByRole("textbox", { name: "Message" }), { target: { value: "Kipeä taas." } });
    fireEvent.click(send);
    await waitFor(() => expect(posted).toEqual([{ csrfToken: "csrf-1", intent: "send", subject: "Selkä", message: "Kipeä taas." }]));
    expect(await screen.findByRole("heading", { level: 1, name: "A conversation" })).toBeTruthy();
  });

  it("says 'Sending the message failed. Try again.' and keeps what was typed", async () => {
    const answer: NewConversationActionData = { intent: "send", outcome: "sendFailed", result: { status: "error", initialValue: { subject: "Selkä", message: "Kipeä taas." }, error: {} } };
    const { action } = recordingAction(answer);
    renderNew({ action });
    fireEvent.change(await screen.findByRole("textbox", { name: "Subject" }), { target: { value: "Selkä" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Message" }), { target: { value: "Kipeä taas." } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByText("Sending the message failed. Try again.")).getAttribute("role")).toBe("alert");
    expect((screen.getByRole("textbox", { name: "Subject" }) as HTMLInputElement).value).toBe("Selkä");
    expect((screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe("Kipeä taas.");
  });

  it("shows the server's errors next to the fields and in the summary, in Swedish", async () => {
    const answer: NewConversationActionData = {
      intent: "send",
      outcome: "ValidationError",
      result: {
        status: "error",
        initialValue: { subject: "x".repeat(71), message: "" },
        error: { subject: [{ path: "subject", message: "validation.maxLength", values: { n: 70 } }], message: [{ path: "message", message: "validation.threadMessage.required" }] },
      },
    };
    const { action } = recordingAction(answer);
    renderNew({ action, lang: "sv" });
    fireEvent.change(await screen.findByRole("textbox", { name: "Ämne" }), { target: { value: "Fråga" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Meddelande" }), { target: { value: "Hej" } });
    fireEvent.click(screen.getByRole("button", { name: "Skicka" }));
    expect(await screen.findByText("Kontrollera följande fält:")).toBeTruthy();
    expect(screen.getByText("Maximalt antal tecken är 70")).toBeTruthy();
    expect(screen.getByText("Skriv ett meddelande")).toBeTruthy();
  });

  it("is blank without messaging", async () => {
    renderNew({}, { state: "blank" });
    expect(await screen.findByRole("heading", { level: 1, name: "New conversation" })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("new conversation page's announcement and maintenance", () => {
  it("shows the announcement's heading and its Markdown description safely, styled by its type, and passes axe", async () => {
    const data: NewConversationPageData = {
      ...form,
      announcement: { heading: "We answer messages on weekdays", description: "We answer within **1-3 business days**. <b>not html</b>", type: "warning" },
    };
    const { container } = renderNew({}, data);
    const banner = await screen.findByRole("region", { name: "We answer messages on weekdays" });
    expect(banner.className).toContain("notice--warning");
    expect(banner.querySelector("strong")?.textContent).toBe("1-3 business days");
    expect(banner.querySelector("b")).toBeNull();
    expect(banner.textContent).toContain("<b>not html</b>");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("is the maintenance page while messaging is switched off", async () => {
    renderNew({}, { state: "maintenance" });
    expect(await screen.findByText(/^Messaging is currently offline\./)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
