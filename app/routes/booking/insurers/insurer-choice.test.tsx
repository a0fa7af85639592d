// @vitest-environment jsdom
import { useState } from "react";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_INSURER_CHOICE, type InsurerChoiceContext, type InsurerChoiceValue, isInsurerChoiceComplete } from "#domain/insurers";
import { json, renderComponent } from "#app/routes/booking/registration/test-render";
import { axeViolations, useFetchStub } from "#app/ui/test-utils";
import { InsurerChoice, PERMIT_STATE_KEY } from "./insurer-choice";

const fetchMock = useFetchStub();
afterEach(() => {
  window.history.replaceState(null, "", "/");
  window.sessionStorage.clear();
});

/** The state a tab kept when it left for the insurer. */
const STATE = "k".repeat(22);
const keepState = () => window.sessionStorage.setItem(PERMIT_STATE_KEY, STATE);

const FLOW: InsurerChoiceContext = { lahiTapiolaFlow: true, underageCustomer: false };
const PERMIT = { symptom: "Nilkan nyrjähdys", bodyPart: "Oikea nilkka", validTo: "2030-03-05", contentHash: "a".repeat(64) };

let current: InsurerChoiceValue = EMPTY_INSURER_CHOICE;

function Harness({ context, showErrors }: { context: InsurerChoiceContext; showErrors?: boolean }) {
  const [value, setValue] = useState<InsurerChoiceValue>(EMPTY_INSURER_CHOICE);
  current = value;
  return (
    <>
      <InsurerChoice lang="en" appointmentId={42} appointmentDate="2030-01-15" context={context} value={value} onChange={setValue} showErrors={showErrors} />
      <p data-testid="complete">{String(isInsurerChoiceComplete(value, context))}</p>
    </>
  );
}

function renderChoice(context: InsurerChoiceContext = FLOW, options: { path?: string; showErrors?: boolean } = {}) {
  current = EMPTY_INSURER_CHOICE;
  return renderComponent(<Harness context={context} showErrors={options.showErrors} />, { path: options.path ?? "/en/available-appointments/insurance/42", features: ["lahitapiola-insurance-flow"] });
}

const complete = () => screen.getByTestId("complete").textContent === "true";

describe("InsurerChoice: the picker and If", () => {
  it("offers If, LähiTapiola, Pohjola (OP) and Other", async () => {
    const { container } = renderChoice();
    const group = screen.getByRole("group", { name: "Insurance company" });
    expect([...group.querySelectorAll("label")].map((label) => label.textContent)).toEqual(["If", "LähiTapiola", "Pohjola (OP)", "Other"]);
    expect(complete()).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("If needs a reimbursement option; use-reimbursement also the direct-compensation consent (concept 90157)", async () => {
    const { container } = renderChoice(FLOW, { showErrors: true });
    expect(screen.getByText("Choose your insurance company")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("If"));
    expect(window.dataLayer).toContainEqual({ event: "insurerFlow", action: "insurerSelected", insurer: "IF" });
    expect(screen.getByText("Choose how the visit is reimbursed")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Direct compensation: the clinic bills the insurance company"));
    expect(current).toMatchObject({ insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT", conceptCode: "90157", consent: false });
    expect(complete()).toBe(false);
    expect(screen.getByText("Direct compensation needs your consent")).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/I consent to Hoiva giving If the information/));
    expect(complete()).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByLabelText("My employer's company insurance"));
    expect(current).toMatchObject({ reimbursementOption: "COMPANY_REIMBURSEMENT", conceptCode: "758236", consent: false });
    expect(screen.queryByLabelText(/I consent to Hoiva giving If/)).toBeNull();
    expect(complete()).toBe(true);
  });

  it("Other is complete at once without a concept", () => {
    renderChoice();
    fireEvent.click(screen.getByLabelText("Other"));
    expect(screen.getByText("Pay the visit yourself and claim the reimbursement from your insurance company.")).toBeTruthy();
    expect(current).toMatchObject({ insurer: "OTHER", conceptCode: null, reimbursementOption: null });
    expect(complete()).toBe(true);
  });
});

describe("InsurerChoice: LähiTapiola", () => {
  it("asks for consent, checks the policy and permits, and uses the chosen permit (90021 + hash); removing it clears the choice", async () => {
    fetchMock.mockReturnValueOnce(json({ type: "success", hasHealthcarePolicy: true })).mockReturnValueOnce(json({ type: "success", directCompensationPermits: [PERMIT] }));
    const { container } = renderChoice();
    fireEvent.click(screen.getByLabelText("LähiTapiola"));
    const continueButton = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/asking LähiTapiola about my health insurance/));
    expect(continueButton.disabled).toBe(false);
    fireEvent.click(continueButton);
    const permit = await screen.findByLabelText("Nilkan nyrjähdys, Oikea nilkka, valid until 5.3.2030");
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/insurance/lahitapiola-policy-check",
      "/api/insurance/lahitapiola-direct-compensation-permits/en",
    ]);
    expect(complete()).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(permit);
    expect(current).toMatchObject({ insurer: "LAHITAPIOLA", reimbursementOption: "USE_REIMBURSEMENT", conceptCode: "90021", dcpContentHash: PERMIT.contentHash });
    expect(complete()).toBe(true);
    expect(screen.getByText("Direct compensation permit in use")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove the permit" }));
    expect(current).toEqual(EMPTY_INSURER_CHOICE);
    expect((screen.getByLabelText("LähiTapiola") as HTMLInputElement).checked).toBe(false);
  });

  it("insurance found without permits: the apply-permit navigation returns to this page", async () => {
    fetchMock.mockReturnValueOnce(json({ type: "success", hasHealthcarePolicy: true })).mockReturnValueOnce(json({ type: "success", directCompensationPermits: [] }));
    renderChoice();
    fireEvent.click(screen.getByLabelText("LähiTapiola"));
    fireEvent.click(screen.getByLabelText(/asking LähiTapiola/));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Insurance found, but no permits")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Apply for a permit at LähiTapiola" });
    const href = new URL(link.getAttribute("href")!, "http://x");
    expect(href.pathname).toBe("/api/insurance/lahitapiola-apply-permit");
    const state = href.searchParams.get("state")!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Object.fromEntries(href.searchParams)).toEqual({ redirectTo: "/en/available-appointments/insurance/42", channel: "w", lang: "en", state, csrfToken: "csrf-1" });
    // Leaving keeps the state in the tab for the return.
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(window.sessionStorage.getItem(PERMIT_STATE_KEY)).toBe(state);
    // Booking stays possible by paying oneself.
    expect(current).toMatchObject({ lahiTapiolaStatus: "insurance_found_no_permits", conceptCode: null, reimbursementOption: "PAY_AND_REIMBURSE" });
    expect(complete()).toBe(true);
  });

  it("no insurance found; an error offers a retry", async () => {
    fetchMock.mockReturnValueOnce(json({ type: "error" })).mockReturnValueOnce(json({ type: "success", hasHealthcarePolicy: false }));
    renderChoice();
    fireEvent.click(screen.getByLabelText("LähiTapiola"));
    fireEvent.click(screen.getByLabelText(/asking LähiTapiola/));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Something went wrong")).toBeTruthy();
    expect(complete()).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No insurance found")).toBeTruthy();
    expect(complete()).toBe(true);
  });

  it("a customer under 18 without a guardian is underageCustomer at once", () => {
    renderChoice({ lahiTapiolaFlow: true, underageCustomer: true });
    fireEvent.click(screen.getByLabelText("LähiTapiola"));
    expect(screen.getByText("Direct compensation needs a guardian")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(complete()).toBe(true);
  });

  it("reads the insurer's return: allowed fetches the permits again and cleans the address", async () => {
    keepState();
    const path = `/en/available-appointments/insurance/42?x=1&state=${STATE}&referrer=lahitapiola&status=directcompensationallowed`;
    window.history.replaceState(null, "", path);
    fetchMock.mockReturnValueOnce(json({ type: "success", directCompensationPermits: [PERMIT] }));
    renderChoice(FLOW, { path });
    expect(await screen.findByLabelText("Nilkan nyrjähdys, Oikea nilkka, valid until 5.3.2030")).toBeTruthy();
    expect(window.location.search).toBe("?x=1");
    expect(current).toMatchObject({ insurer: "LAHITAPIOLA", consent: true, lahiTapiolaStatus: "insurance_found_with_permits" });
    // The state is single use.
    expect(window.sessionStorage.getItem(PERMIT_STATE_KEY)).toBeNull();
  });

  it.each([
    ["no state", "", true],
    ["another state", `state=${"z".repeat(22)}&`, true],
    ["a state this tab never kept", `state=${STATE}&`, false],
  ])("ignores a return with %s (a link someone else made): nothing is chosen, nothing fetched", (_name, state, kept) => {
    if (kept) keepState();
    const path = `/en/available-appointments/insurance/42?${state}referrer=lahitapiola&status=directcompensationallowed`;
    window.history.replaceState(null, "", path);
    renderChoice(FLOW, { path });
    expect(window.location.search).toBe("");
    expect(current.insurer).toBeNull();
    expect(current.consent).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.dataLayer).toContainEqual({ event: "insurerFlow", action: "lahiTapiolaReturn", status: "ignored" });
  });

  it.each([
    ["directcompensationdenied", "Permit denied"],
    ["cancel", "Search cancelled"],
    ["error", "Something went wrong"],
  ])("reads the insurer's return %s", async (status, text) => {
    keepState();
    window.history.replaceState(null, "", `/en/x?state=${STATE}&referrer=lahitapiola&status=${status}`);
    renderChoice(FLOW, { path: `/en/x?state=${STATE}&referrer=lahitapiola&status=${status}` });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(window.location.search).toBe("");
    expect(current.insurer).toBe("LAHITAPIOLA");
  });

  it("without the feature flag LähiTapiola is pay-and-reimburse, and a return is ignored", () => {
    window.history.replaceState(null, "", "/en/x?referrer=lahitapiola&status=cancel");
    renderChoice({ lahiTapiolaFlow: false, underageCustomer: false }, { path: "/en/x?referrer=lahitapiola&status=cancel" });
    expect(current.insurer).toBeNull();
    fireEvent.click(screen.getByLabelText("LähiTapiola"));
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(current).toMatchObject({ reimbursementOption: "PAY_AND_REIMBURSE", conceptCode: null });
    expect(complete()).toBe(true);
  });
});

describe("InsurerChoice: Pohjola", () => {
  it("verifies on the appointment day: found, cancel, back, verify again", async () => {
    fetchMock.mockReturnValueOnce(json({ type: "success", hasInsurance: true })).mockReturnValueOnce(json({ type: "success", hasInsurance: false }));
    const { container } = renderChoice();
    fireEvent.click(screen.getByLabelText("Pohjola (OP)"));
    expect(current).toMatchObject({ insurer: "OP", conceptCode: "999503", reimbursementOption: "PAY_AND_REIMBURSE" });
    expect(screen.getByText(/you consent to Hoiva checking your insurance from Pohjola/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Verify insurance" }));
    expect(await screen.findByText("Insurance found")).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/insurance/pohjola-check/2030-01-15");
    expect(current.pohjolaStatus).toBe("found");
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Don't use the insurance" }));
    expect(screen.getByText("Insurance check cancelled")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(current.pohjolaStatus).toBe("unverified");
    fireEvent.click(screen.getByRole("button", { name: "Verify insurance" }));
    expect(await screen.findByText("Insurance not found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Verify again" })).toBeTruthy();
  });

  it("shows a failed check with a retry", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    renderChoice();
    fireEvent.click(screen.getByLabelText("Pohjola (OP)"));
    fireEvent.click(screen.getByRole("button", { name: "Verify insurance" }));
    expect(await screen.findByText("The insurance check failed.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy());
  });
});
