// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { IDENTITY_CODE_LENGTH } from "#domain/identity-code";
import { MESSAGE_CONTENT_MAX_LENGTH, THREAD_SUBJECT_MAX_LENGTH } from "#domain/messaging";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import { axeViolations, renderUi, useAnalyticsStub } from "#app/ui/test-utils";
import type { NewThreadActionData, NewThreadPageData } from "./new-thread.server";
import { NewThreadView } from "./new-thread";

useAnalyticsStub();

// Starting a conversation (decision 248): the identity code first, then the message to the patient
// found; a refused step keeps what was typed and says what is wrong; the limits are the domain's.

const data: NewThreadPageData = {
  limits: { identityCode: IDENTITY_CODE_LENGTH, title: THREAD_SUBJECT_MAX_LENGTH, content: MESSAGE_CONTENT_MAX_LENGTH },
  accept: ".pdf,.jpg",
};

const patient = { name: "Jari Laine", age: 51, identityCode: "180975-291L" };

const composeRefused = (problem: NewThreadActionData["problem"], error: Record<string, { path: string; message: string }[]> = {}): NewThreadActionData => ({
  step: "compose",
  result: { status: "error", initialValue: { intent: "send", identityCode: patient.identityCode, title: "Kutsu <b>", content: "" }, error },
  problem,
  patient,
});

describe("workspace new conversation", () => {
  it.each(LANGUAGES)("asks for the identity code, and keeps a wrong one with why, accessible in %s", { timeout: 30_000 }, async (lang) => {
    const first = renderUi(<NewThreadView data={data} lang={lang} csrfToken="token" />, { lang, path: `/${lang}/x` });
    const input = (await screen.findByRole("textbox")) as HTMLInputElement;
    expect(input.getAttribute("maxlength")).toBe(String(IDENTITY_CODE_LENGTH));
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();

    const wrong: NewThreadActionData = { step: "find", result: { status: "error", initialValue: { intent: "find", identityCode: "180975-12" } }, problem: "invalidIdentityCode", retryAt: null };
    const { container } = renderUi(<NewThreadView data={data} lang={lang} csrfToken="token" />, { lang, path: `/${lang}/x`, actionData: wrong });
    const typed = (await screen.findByRole("textbox")) as HTMLInputElement;
    expect(typed.value).toBe("180975-12");
    expect(typed.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("identityCode-error")?.textContent).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when to search again after too many lookups", async () => {
    const blocked: NewThreadActionData = { step: "find", result: { status: "error", initialValue: { intent: "find", identityCode: "140386-246K" } }, problem: null, retryAt: "10:15" };
    renderUi(<NewThreadView data={data} lang="en" csrfToken="token" />, { path: "/en/professional/messages/new", actionData: blocked });
    expect((await screen.findByRole("alert")).textContent).toBe("Too many searches by identity code. You can search again at 10:15.");
  });

  it.each(LANGUAGES)("writes to the patient found, and keeps the text of a refused message with why, accessible in %s", { timeout: 30_000 }, async (lang) => {
    const { container } = renderUi(<NewThreadView data={data} lang={lang} csrfToken="token" />, {
      lang,
      path: `/${lang}/x`,
      actionData: composeRefused(null, { content: [{ path: "content", message: VALIDATION_KEYS.threadMessageRequired }] }),
    });
    expect(await screen.findByText(/^Jari Laine, 51/)).toBeTruthy();
    const title = container.querySelector<HTMLInputElement>("input[name=title]")!;
    expect(title.value).toBe("Kutsu <b>");
    expect(title.getAttribute("maxlength")).toBe(String(THREAD_SUBJECT_MAX_LENGTH));
    const content = container.querySelector("textarea[name=content]")!;
    expect(content.getAttribute("maxlength")).toBe(String(MESSAGE_CONTENT_MAX_LENGTH));
    expect(content.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("content-error")?.textContent).toBeTruthy();
    expect(container.querySelector("form[enctype='multipart/form-data'] input[name=identityCode]")?.getAttribute("value")).toBe(patient.identityCode);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says why files were refused and asks for them again", async () => {
    renderUi(<NewThreadView data={data} lang="en" csrfToken="token" />, { path: "/en/professional/messages/new", actionData: composeRefused("attachmentsTooLarge") });
    expect((await screen.findByRole("alert")).textContent).toBe("Attachment file is too large. Maximum attachment size is 9MB.");
    expect(screen.getByText(/Choose the attachments again before sending\./)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Subject (optional)" })).toBeTruthy();
  });

  it("names the domain's limits when the fields are refused as a whole", async () => {
    renderUi(<NewThreadView data={data} lang="en" csrfToken="token" />, { path: "/en/professional/messages/new", actionData: composeRefused("invalid") });
    expect((await screen.findByRole("alert")).textContent).toBe(
      `Please check the fields: the subject may have at most ${THREAD_SUBJECT_MAX_LENGTH} and the message ${MESSAGE_CONTENT_MAX_LENGTH.toLocaleString("en")} characters.`,
    );
  });
});
