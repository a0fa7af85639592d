// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations, useFetchStub } from "#app/ui/test-utils";
import type { ConsentPageData } from "./patient-data-consent.server";
import PatientDataConsent from "./patient-data-consent";
import { json, renderRoute } from "./test-render";

const fetchMock = useFetchStub();

const unanswered = {
  allowsCommonRegistry: false,
  allowsViewingOccupationalInformation: false,
  allowsMarketingMail: false,
  allowsTreatmentInstructionsMail: false,
  allowsBookingSms: false,
};

const firstTime: ConsentPageData = {
  form: {
    fields: ["allowsCommonRegistry", "allowsViewingOccupationalInformation", "allowsMarketingMail", "allowsTreatmentInstructionsMail", "allowsBookingSms"],
    values: unanswered,
    patientDataConsentFormUpdated: null,
  },
  nextPath: "/en/new-customer",
};

const save = () => screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
const openPolicy = () => {
  const details = screen.getByText("Privacy policy").closest("details")!;
  details.open = true;
  fireEvent(details, new Event("toggle"));
};

describe("patient data consent page", () => {
  it("shows the five consents of the adult brand, unticked, and enables Save only after the privacy policy is opened", async () => {
    const { container } = renderRoute(PatientDataConsent, "patientDataConsent", { loaderData: firstTime });
    expect(screen.getByRole("heading", { level: 1, name: "Patient data processing" })).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(5);
    expect(screen.getAllByRole("checkbox").every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByLabelText(/My patient data may be used in all the units of Hoiva/)).toBeTruthy();
    expect(save().disabled).toBe(true);
    expect(save().getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Open and read the privacy policy before saving.")).toBeTruthy();
    openPolicy();
    expect(save().disabled).toBe(false);
    expect(screen.queryByText("Open and read the privacy policy before saving.")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("has no occupational consent in the children's brand", () => {
    renderRoute(PatientDataConsent, "patientDataConsent", {
      brandId: "kids",
      loaderData: { ...firstTime, form: { ...firstTime.form, fields: firstTime.form.fields.filter((field) => field !== "allowsViewingOccupationalInformation") } },
    });
    expect(screen.getAllByRole("checkbox")).toHaveLength(4);
    expect(screen.queryByLabelText(/occupational health care data/)).toBeNull();
  });

  it("does not ask for the privacy policy again on later saves", () => {
    renderRoute(PatientDataConsent, "patientDataConsent", {
      loaderData: { ...firstTime, form: { ...firstTime.form, values: { ...unanswered, allowsBookingSms: true }, patientDataConsentFormUpdated: "2025-03-05T10:00:00.000Z" } },
    });
    expect(save().disabled).toBe(false);
    expect((screen.getByLabelText(/confirmations and reminders by text message/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Last saved 5.3.2025")).toBeTruthy();
  });

  it("saves the choices with csrfToken and lang, locks the form, and goes to the next path", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderRoute(PatientDataConsent, "patientDataConsent", { loaderData: firstTime, path: "/en/data-processing?nextPath=%2Fen%2Fnew-customer" });
    fireEvent.click(screen.getByLabelText(/All the units|all the units/));
    fireEvent.click(screen.getByLabelText(/confirmations and reminders by text message/));
    openPolicy();
    fireEvent.click(save());
    await waitFor(() => expect(save().disabled).toBe(true));
    expect((screen.getAllByRole("checkbox")[0] as HTMLInputElement).closest("fieldset")?.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/user/consent?lang=en&csrfToken=csrf-1");
    expect(JSON.parse(String(init?.body))).toEqual({
      ...unanswered,
      allowsCommonRegistry: true,
      allowsBookingSms: true,
      privacyPolicyRead: true,
      nextPath: "/en/new-customer",
    });
    answer(new Response(JSON.stringify({ type: "success", patientDataConsentFormUpdated: "x", nextPath: "/en/new-customer" })));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/en/new-customer"));
    expect(await screen.findByText("Your choices have been saved")).toBeTruthy();
  });

  it("unlocks the form with an error on failure", async () => {
    fetchMock.mockReturnValueOnce(json({ type: "customerNotFound" })).mockRejectedValueOnce(new TypeError("offline"));
    renderRoute(PatientDataConsent, "patientDataConsent", { loaderData: firstTime });
    openPolicy();
    fireEvent.click(save());
    expect(await screen.findByText("Something went wrong, please try again")).toBeTruthy();
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText("Network error. Please try again.")).toBeTruthy();
  });

  it("shows the server's validation message", async () => {
    fetchMock.mockReturnValueOnce(json({ type: "ValidationError", details: [{ path: "privacyPolicyRead", message: "registration.validation.privacyPolicyNotRead" }] }, 400));
    renderRoute(PatientDataConsent, "patientDataConsent", { loaderData: firstTime });
    openPolicy();
    fireEvent.click(save());
    expect(await screen.findByText("Read the privacy policy before saving your choices")).toBeTruthy();
  });
});
