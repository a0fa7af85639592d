// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Lang } from "#domain/routes/route-table";
import { axeViolations, renderInRoot, useFetchStub } from "#app/ui/test-utils";
import { type OnboardingEnd, SmsOnboardingFlow } from "./sms-onboarding-flow";

// The SMS login onboarding (spec part 1 §4, §5, §9) against a scripted fetch: the phone rule and
// Enter, "Just a moment...", the four inputs' focus rules, each answer's toast and the end.

const fetchMock = useFetchStub();
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

function renderFlow({ codeSentTo = null, lang = "en" }: { codeSentTo?: string | null; lang?: Lang } = {}) {
  const onEnd = vi.fn<(end: OnboardingEnd) => void>();
  const view = renderInRoot(<SmsOnboardingFlow phoneNumber="+358401234501" codeSentTo={codeSentTo} returnTo={`/${lang}`} onEnd={onEnd} />, {
    lang,
    sessionState: { csrfToken: "token-1", isSessionValid: true, features: ["mfa"] },
  });
  return { ...view, onEnd };
}

const digits = () => [1, 2, 3, 4].map((index) => screen.getByLabelText(`Digit ${index} of 4`) as HTMLInputElement);
/** The phone input by its label (English), or by its name in another language. */
const phoneInput = () => (screen.queryByLabelText("Phone number for SMS codes") ?? document.querySelector('input[name="phoneNumber"]')) as HTMLInputElement;
const confirmButton = () => phoneInput().form!.querySelector<HTMLButtonElement>('button[type="submit"]')!;

async function toCodeStep() {
  fetchMock.mockReturnValueOnce(json({ type: "mfa-code-sent", maskedPhone: "+358 40 *** **01", expiresAt: "2026-11-24T08:05:00.000Z" }));
  const view = renderFlow();
  fireEvent.submit(phoneInput().form!);
  await waitFor(() => expect(digits()).toHaveLength(4));
  return view;
}

function typeCode(code: string) {
  const inputs = digits();
  for (const [index, digit] of [...code].entries()) fireEvent.keyDown(inputs[index]!, { key: digit });
}

describe("SmsOnboardingFlow: phone entry", () => {
  it("keeps confirm disabled until the number has an optional + and at least six digits (no message)", () => {
    renderFlow();
    expect(phoneInput().value).toBe("+358401234501");
    expect(confirmButton().disabled).toBe(false);
    for (const [value, enabled] of [["12345", false], [" 12 34 56 ", true], ["+12345", false], ["+123456", true], ["12-3456", false], ["", false]] as const) {
      fireEvent.change(phoneInput(), { target: { value } });
      expect(confirmButton().disabled, value).toBe(!enabled);
    }
  });

  it("sends the number on Enter (form submit) with lang and csrfToken, and reads 'Just a moment...' while pending", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderFlow({ lang: "sv" });
    fireEvent.change(phoneInput(), { target: { value: " 040 765 4321 " } });
    fireEvent.submit(phoneInput().form!);
    await waitFor(() => expect(confirmButton().textContent).toBe("Ett ögonblick..."));
    expect(confirmButton().disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/mfa-onboarding?lang=sv&csrfToken=token-1");
    expect(init).toMatchObject({ method: "POST", body: JSON.stringify({ phoneNumber: "040 765 4321" }) });
    // A second Enter while pending sends nothing.
    fireEvent.submit(phoneInput().form!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(new Response(JSON.stringify({ type: "mfa-code-sent", maskedPhone: "+358 40 *** **21", expiresAt: "x" }))));
    await waitFor(() => expect(screen.getByText(/Vi skickade en kod till \+358 40 \*\*\* \*\*21/)).toBeTruthy());
  });

  it("ends with the too-many toast saying when SMS login can be turned on again", async () => {
    fetchMock.mockReturnValueOnce(json({ type: "too-many-onboarding-attempts", nextAttempt: "2026-11-24T09:00:00.000Z" }));
    const { onEnd } = renderFlow();
    fireEvent.submit(phoneInput().form!);
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith({ outcome: "tooMany", nextAttempt: "2026-11-24T09:00:00.000Z" }));
    const toast = await screen.findByText("Too many retries");
    expect(toast.parentElement?.textContent).toContain("You can retry again later. You can turn on SMS login again on 24.11.2026 at 11:00.");
  });

  it("cancels the request when the flow is closed", async () => {
    fetchMock.mockImplementationOnce((_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))));
    const { unmount } = renderFlow();
    fireEvent.submit(phoneInput().form!);
    const signal = fetchMock.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});

describe("SmsOnboardingFlow: code entry", () => {
  it("focuses the first of four one-digit inputs; focus moves forward on a digit and back on Backspace; other keys are ignored", async () => {
    await toCodeStep();
    const inputs = digits();
    await waitFor(() => expect(document.activeElement).toBe(inputs[0]));
    fireEvent.keyDown(inputs[0]!, { key: "a" });
    expect(inputs[0]!.value).toBe("");
    fireEvent.keyDown(inputs[0]!, { key: "1" });
    expect(document.activeElement).toBe(inputs[1]);
    fireEvent.keyDown(inputs[1]!, { key: "2" });
    expect(document.activeElement).toBe(inputs[2]);
    fireEvent.keyDown(inputs[2]!, { key: "Backspace" });
    expect(document.activeElement).toBe(inputs[1]);
    expect(inputs[1]!.value).toBe("");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends the code at once when all four are filled, with the inputs disabled while checking", async () => {
    await toCodeStep();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    typeCode("1234");
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe("/api/mfa-onboarding?csrfToken=token-1");
    expect(init).toMatchObject({ method: "PUT", body: JSON.stringify({ challengeResponseFromUser: "1234" }) });
    await waitFor(() => expect(digits().every((input) => input.disabled)).toBe(true));
    await act(async () => answer(new Response(JSON.stringify({ type: "mfa-ok" }))));
    await waitFor(() => expect(screen.getByText("SMS authorization is now enabled")).toBeTruthy());
  });

  it("mfa-challenge-failed: the error toast, the inputs marked red and the focus on the last input", async () => {
    await toCodeStep();
    fetchMock.mockReturnValueOnce(json({ type: "mfa-challenge-failed" }));
    typeCode("0000");
    expect(await screen.findAllByText(/Identification failed/)).not.toHaveLength(0);
    expect(screen.getAllByText(/Try to identify yourself again/).length).toBeGreaterThan(0);
    await waitFor(() => expect(digits().every((input) => input.getAttribute("aria-invalid") === "true")).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(digits()[3]));
  });

  it("mfa-ok: the success toast and the end of the flow", async () => {
    const { onEnd } = await toCodeStep();
    fetchMock.mockReturnValueOnce(json({ type: "mfa-ok" }));
    typeCode("4321");
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith({ outcome: "enabled" }));
    expect(screen.getByText("SMS authorization is now enabled")).toBeTruthy();
  });

  it("too-many-mfa-attempts: 'Too many retries / You can retry again later' and the end of the flow", async () => {
    const { onEnd } = await toCodeStep();
    fetchMock.mockReturnValueOnce(json({ type: "too-many-mfa-attempts", nextAttempt: "2026-11-24T09:00:00.000Z" }));
    typeCode("9999");
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith({ outcome: "tooMany", nextAttempt: "2026-11-24T09:00:00.000Z" }));
    expect(screen.getByText("Too many retries")).toBeTruthy();
  });

  it("opens on the code step when a code waits (the page after a post without JavaScript), and is accessible", async () => {
    const { container } = renderFlow({ codeSentTo: "+358 40 *** **01" });
    expect(screen.getByText(/We sent a code to \+358 40 \*\*\* \*\*01/)).toBeTruthy();
    expect(digits()).toHaveLength(4);
    expect(await axeViolations(container)).toEqual([]);
  });
});
