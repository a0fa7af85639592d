// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MfaStatus } from "#domain/sms-login";
import { axeViolations, renderInRoot, useFetchStub } from "#app/ui/test-utils";
import { SmsLoginSetting, type SmsLoginSettingData } from "./sms-login-setting";

// The SMS login setting of My information (spec part 1 §3 MFA status, §4 SMS login toggle): every
// status in words, the toggle through POST /api/mfa, and user-wants-to-enable-mfa starting the
// verification at once.

const fetchMock = useFetchStub();
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

function renderSetting(mfaStatus: MfaStatus, codeSentTo: string | null = null) {
  const setting: SmsLoginSettingData = { mfaStatus, phoneNumber: "+358401234501", codeSentTo };
  return renderInRoot(<SmsLoginSetting setting={setting} />, {
    path: "/en/my-information",
    sessionState: { csrfToken: "token-1", isSessionValid: true, features: ["mfa"] },
  });
}

describe("SmsLoginSetting", () => {
  it("shows nothing without a setting", () => {
    const { container } = renderInRoot(<SmsLoginSetting setting={null} />);
    expect(container.querySelector(".sms-login-setting")).toBeNull();
  });

  it.each([
    [{ status: "enabled", phoneNumber: "+358401234502" }, "On: after identifying yourself you enter a code sent to +358401234502.", "Turn off SMS login"],
    [{ status: "user-has-no-verified-mfa-device" }, "Off: you log in with your bank credentials or mobile certificate only.", "Turn on SMS login"],
    [{ status: "user-wants-to-enable-mfa" }, "Turned on, waiting for your phone number to be confirmed.", "Turn off SMS login"],
    [{ status: "too-many-onboarding-attempts", nextAttempt: "2026-11-24T09:00:00.000Z" }, "Too many retries. You can turn on SMS login again on 24.11.2026 at 11:00.", null],
    [{ status: "environment-has-mfa-disabled" }, "SMS login is not in use in this service.", null],
  ] as [MfaStatus, string, string | null][])("status %j", async (status, text, button) => {
    const { container } = renderSetting(status);
    expect(screen.getByRole("region", { name: "SMS login" })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    if (button) expect(screen.getByRole("button", { name: button })).toBeTruthy();
    else expect(screen.queryByRole("button", { name: /SMS login/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("turning on without a confirmed phone starts the verification at once: the code inputs, the code already sent", async () => {
    renderSetting({ status: "user-has-no-verified-mfa-device" });
    fetchMock.mockReturnValueOnce(json({ mfaStatus: { status: "user-wants-to-enable-mfa" }, codeSentTo: "+358 40 *** **01" }));
    fireEvent.click(screen.getByRole("button", { name: "Turn on SMS login" }));
    await waitFor(() => expect(screen.getByText("Turned on, waiting for your phone number to be confirmed.")).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/mfa?lang=en&csrfToken=token-1");
    expect(init).toMatchObject({ method: "POST", body: JSON.stringify({ action: "enable" }) });
    expect(screen.getByText(/We sent a code to \+358 40 \*\*\* \*\*01/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Digit 1 of 4")));

    // The right code: the status is read again and says on.
    fetchMock.mockReturnValueOnce(json({ type: "mfa-ok" })).mockReturnValueOnce(json({ mfaStatus: { status: "enabled", phoneNumber: "+358401234501" } }));
    for (const [index, digit] of [..."1234"].entries()) fireEvent.keyDown(screen.getByLabelText(`Digit ${index + 1} of 4`), { key: digit });
    await waitFor(() => expect(screen.getByText("On: after identifying yourself you enter a code sent to +358401234501.")).toBeTruthy());
    expect(screen.getByText("SMS authorization is now enabled")).toBeTruthy();
    expect(screen.queryByLabelText("Digit 1 of 4")).toBeNull();
  });

  it("turning off answers the new status with a toast", async () => {
    renderSetting({ status: "enabled", phoneNumber: "+358401234502" });
    fetchMock.mockReturnValueOnce(json({ mfaStatus: { status: "user-has-no-verified-mfa-device" }, codeSentTo: null }));
    fireEvent.click(screen.getByRole("button", { name: "Turn off SMS login" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Turn on SMS login" })).toBeTruthy());
    expect(screen.getByText("SMS login has been turned off")).toBeTruthy();
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ body: JSON.stringify({ action: "disable" }) });
  });

  it("opens on the code step when a code of this session waits", () => {
    renderSetting({ status: "user-wants-to-enable-mfa" }, "+358 40 *** **01");
    expect(screen.getByLabelText("Digit 1 of 4")).toBeTruthy();
  });
});
