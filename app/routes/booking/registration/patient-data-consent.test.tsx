// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { redirect } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createPatientDataConsentSchema } from "#domain/registration-inputs";
import { parseForm } from "#app/form.server";
import { axeViolations } from "#app/ui/test-utils";
import type { ConsentPageData } from "./patient-data-consent.server";
import PatientDataConsent from "./patient-data-consent";
import { renderRoute } from "./test-render";

afterEach(cleanup);

const consentSchema = createPatientDataConsentSchema({ occupationalConsent: true, firstTime: false });

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
  forBooking: false,
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

  it("says why a booking stopped when the consent interrupted one", async () => {
    const text = "Your booking is waiting: the appointment can be booked once you have answered these questions. After saving you return to the booking.";
    const { container } = renderRoute(PatientDataConsent, "patientDataConsent", { loaderData: { ...firstTime, nextPath: "/en/available-appointments/101", forBooking: true } });
    expect(screen.getByText(text)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    renderRoute(PatientDataConsent, "patientDataConsent", { loaderData: firstTime });
    expect(screen.queryByText(text)).toBeNull();
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

  it("posts the choices with the intent, the csrfToken and privacyPolicyRead to the page's action, locking the form while it saves", async () => {
    let posted: FormData | null = null;
    let answer!: (response: Response) => void;
    renderRoute(PatientDataConsent, "patientDataConsent", {
      loaderData: firstTime,
      path: "/en/data-processing?nextPath=%2Fen%2Fnew-customer",
      action: async ({ request }) => {
        posted = await request.formData();
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    fireEvent.click(screen.getByLabelText(/All the units|all the units/));
    fireEvent.click(screen.getByLabelText(/confirmations and reminders by text message/));
    openPolicy();
    fireEvent.click(save());
    await waitFor(() => expect(save().disabled).toBe(true));
    expect((screen.getAllByRole("checkbox")[0] as HTMLInputElement).closest("fieldset")?.disabled).toBe(true);
    await waitFor(() => expect(posted).not.toBeNull());
    expect(Object.fromEntries(posted!)).toEqual({
      csrfToken: "csrf-1",
      intent: "saveConsent",
      privacyPolicyRead: "on",
      allowsCommonRegistry: "on",
      allowsBookingSms: "on",
    });
    answer(redirect("/en/new-customer"));
    expect(await screen.findByRole("heading", { name: "New customer page" })).toBeTruthy();
  });

  it("says so when the consent could not be saved, keeping the choices", async () => {
    renderRoute(PatientDataConsent, "patientDataConsent", {
      loaderData: firstTime,
      action: async ({ request }) => ({ result: parseForm(await request.formData(), consentSchema).reply(), failed: true }),
    });
    fireEvent.click(screen.getByLabelText(/confirmations and reminders by text message/));
    openPolicy();
    fireEvent.click(save());
    expect(await screen.findByText("Something went wrong, please try again")).toBeTruthy();
    expect(save().disabled).toBe(false);
    expect((screen.getByLabelText(/confirmations and reminders by text message/) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the action's validation message with the privacy policy open, which then counts as read", async () => {
    renderRoute(PatientDataConsent, "patientDataConsent", {
      loaderData: firstTime,
      action: async ({ request }) => ({
        result: parseForm(await request.formData(), consentSchema).reply({
          fieldErrors: { privacyPolicyRead: [{ path: "privacyPolicyRead", message: "registration.validation.privacyPolicyNotRead" }] },
        }),
      }),
    });
    openPolicy();
    fireEvent.click(save());
    expect(await screen.findByText("Read the privacy policy before saving your choices")).toBeTruthy();
    expect(save().disabled).toBe(false);
  });
});
