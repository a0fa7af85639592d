// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ONBOARDING_FADE_OUT_MS } from "#domain/sms-login";
import { axeViolations, renderInRoot, useFetchStub } from "#app/ui/test-utils";
import { SmsOnboardingPanel } from "./sms-onboarding-panel";

// The front page's onboarding panel (spec part 1 §4, §9): fades out over 500 ms and hides after
// the code is accepted or on too many attempts; "Not now" closes it.

const fetchMock = useFetchStub();
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

function renderPanel(codeSentTo: string | null = "+358 40 *** **01") {
  return renderInRoot(<SmsOnboardingPanel phoneNumber="+358401234501" codeSentTo={codeSentTo} />, {
    sessionState: { csrfToken: "token-1", isSessionValid: true, features: ["mfa"] },
  });
}

/** Types the code once the flow's code (loaded after the page) has arrived. */
async function typeCode(code: string) {
  await screen.findByLabelText("Digit 1 of 4");
  for (const [index, digit] of [...code].entries()) fireEvent.keyDown(screen.getByLabelText(`Digit ${index + 1} of 4`), { key: digit });
}

describe("SmsOnboardingPanel", () => {
  it("fades out over 500 ms and hides once the code is accepted, with the toast", async () => {
    renderPanel();
    fetchMock.mockReturnValueOnce(json({ type: "mfa-ok" }));
    await typeCode("1234");
    const panel = screen.getByRole("region", { name: "Turn on SMS login" });
    await waitFor(() => expect(panel.className).toContain("sms-onboarding--fading"));
    const fadingSince = Date.now();
    expect(screen.getByText("SMS authorization is now enabled")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Turn on SMS login" })).toBeNull(), { timeout: 2000 });
    expect(Date.now() - fadingSince).toBeGreaterThanOrEqual(ONBOARDING_FADE_OUT_MS - 50);
  });

  it("fades out and hides on too many attempts, with 'Too many retries'", async () => {
    renderPanel();
    fetchMock.mockReturnValueOnce(json({ type: "too-many-mfa-attempts", nextAttempt: "2026-11-24T09:00:00.000Z" }));
    await typeCode("0000");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Turn on SMS login" })).toBeNull(), { timeout: 2000 });
    expect(screen.getByText("Too many retries")).toBeTruthy();
  });

  it("closes on 'Not now'", () => {
    renderPanel(null);
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: "Turn on SMS login" })).toBeNull();
  });

  it("has no accessibility violations on the phone and the code step", async () => {
    const phone = renderPanel(null);
    await screen.findByLabelText("Phone number for SMS codes");
    expect(await axeViolations(phone.container)).toEqual([]);
    phone.unmount();
    const code = renderPanel();
    await screen.findByLabelText("Digit 1 of 4");
    expect(await axeViolations(code.container)).toEqual([]);
  });
});
