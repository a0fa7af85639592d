// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { takeContactDraft } from "#app/ui/form/contact-draft";
import { axeViolations, recordingAction, useAnalyticsStub } from "#app/ui/test-utils";
import ReserveAnonymous from "./reserve-anonymous";
import type { AnonymousReservePageData } from "./reserve.server";
import { renderReservationPage, reservationAppointmentFixture } from "./test-fixtures";

// The anonymous reservation page (spec part 2 §2, §4 "Anonymous reservation", §5, §8).

useAnalyticsStub();

/** What the action answers back as typed (conform's reply). */
const JOHAN_TYPED = {
  status: "success" as const,
  initialValue: {
    intent: "reserve",
    firstName: "Johan",
    lastName: "Lindqvist",
    ssn: "220879Y357J",
    phone: "+358401234502",
    emailAddress: "johan.lindqvist@example.com",
    termsAccepted: "on",
  },
};

function available(overrides: Partial<ReturnType<typeof reservationAppointmentFixture>> = {}): AnonymousReservePageData {
  return { state: "available", appointment: reservationAppointmentFixture(overrides), internalOrganization: "adult", healthCareType: "private" };
}

function renderAnonymous(data: AnonymousReservePageData, action?: (form: FormData) => unknown) {
  return renderReservationPage(ReserveAnonymous, "reserveAnonymous", data, { action });
}

function fillIn(values: Partial<Record<"First name" | "Last name" | "Personal identity code" | "Phone number" | "Email", string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label, { exact: false });
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
}

function fillInJohan() {
  fillIn({
    "First name": "Johan",
    "Last name": "Lindqvist",
    "Personal identity code": "220879Y357J",
    "Phone number": "+358401234502",
    Email: "johan.lindqvist@example.com",
  });
  fireEvent.click(screen.getByLabelText("I accept the terms of use"));
}

const bookButton = () => screen.getByRole("button", { name: "Book appointment" }) as HTMLButtonElement;
const submit = () => fireEvent.click(bookButton());
/** Enter in a field submits the form. */
const pressEnter = () => fireEvent.submit(bookButton().closest("form")!);

// The form comes after the page's first load; in a browser long before anyone types. Its
// module's first import here (transformed on the fly) must not eat the first test's waits.
beforeAll(async () => {
  await import("./anonymous-form");
});

describe("anonymous reservation page", () => {
  it("shows the appointment with its price and the form, and passes axe", async () => {
    const { container } = renderAnonymous(available({ notices: [{ source: "kind", text: "Bring your Kela card." }] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Book an appointment" })).toBeTruthy();
    expect(screen.getByText("Doctor's appointment 30 min")).toBeTruthy();
    expect(screen.getByText("Price estimate")).toBeTruthy();
    expect(screen.getByText(/^From /)).toBeTruthy();
    expect(screen.getByText("Bring your Kela card.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Terms of use/ }).getAttribute("href")).toBe("/en/eula");
    expect(screen.queryByLabelText("I understand that the reservation is binding")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says up front that it is for existing customers and leads a new one to identify first", async () => {
    renderAnonymous(available());
    expect(await screen.findByText(/^Existing customers can book without logging in/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "New customer? Identify yourself first: you register and book in one go." }).getAttribute("href")).toBe(
      "/en/login?nextPath=%2Fen%2Favailable-appointments%2F101",
    );
  });

  it("shows no errors before a try, keeps Book enabled, then lists the invalid fields with the spec's messages, focuses the summary and books nothing", async () => {
    const { posted, action } = recordingAction(null);
    renderAnonymous(available(), action);
    await screen.findByRole("button", { name: "Book appointment" });
    // The GOV.UK pattern: nothing red before the user has typed or tried.
    expect(screen.queryByText("Please check the following fields:")).toBeNull();
    expect(bookButton().disabled).toBe(false);
    fillIn({ "Personal identity code": "010190-123X", "Phone number": "12", Email: "x@y" });
    expect(screen.queryByText("Please check the following fields:")).toBeNull();
    expect(bookButton().disabled).toBe(false);
    submit();
    const summary = (await screen.findByText("Please check the following fields:")).closest("div") as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(bookButton().getAttribute("aria-describedby")).toBe(summary.id);
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "First name",
      "Last name",
      "Personal identity code",
      "Phone number",
      "Email",
      "I accept the terms of use",
    ]);
    expect(screen.getByText("Please enter your first name")).toBeTruthy();
    expect(screen.getByText("Please enter your last name")).toBeTruthy();
    expect(screen.getByText("Please check your identity number")).toBeTruthy();
    expect(screen.getByText("Please enter your phone number, eg. +358401234567")).toBeTruthy();
    expect(screen.getByText("Please enter your email, eg. name@example.com")).toBeTruthy();
    expect(screen.getByText("Please accept the terms of use")).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("warns that phone and e-mail are needed once either field is left empty", async () => {
    renderAnonymous(available());
    const phone = await screen.findByLabelText("Phone number", { exact: false });
    expect(screen.queryByText("Your phone number and email are needed for confirmation messages.")).toBeNull();
    fireEvent.focus(phone);
    fireEvent.blur(phone);
    expect(screen.getByText("Your phone number and email are needed for confirmation messages.")).toBeTruthy();
  });

  it("asks for the binding acknowledgement inside the binding window", async () => {
    const { posted, action } = recordingAction(null);
    renderAnonymous(available({ withinBindingWindow: true, bindingHours: 24 }), action);
    expect(await screen.findByText(/starts in less than 24 hours, so the reservation is binding/)).toBeTruthy();
    fillInJohan();
    expect(bookButton().disabled).toBe(false);
    pressEnter();
    const summary = (await screen.findByText("Please check the following fields:")).closest("div") as HTMLElement;
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual(["I understand that the reservation is binding"]);
    expect(await screen.findByText("Please confirm that you understand the reservation is binding")).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByLabelText("I understand that the reservation is binding"));
    expect(screen.queryByText("Please check the following fields:")).toBeNull();
  });

  it("books, pushes the start and success events, and shows the booked view with the booking link", async () => {
    const { posted, action } = recordingAction({
      kind: "success",
      appointment: reservationAppointmentFixture(),
      details: {
        appointmentId: 101,
        startDate: "2030-03-05T07:30:00.000Z",
        healthCareType: "private",
        emailAddress: "johan.lindqvist@example.com",
        phone: "+358401234502",
        bookingLinkPath: "/en/appointment/MTAxX2FiYw",
      },
    });
    const { container } = renderAnonymous(available(), action);
    await screen.findByRole("button", { name: "Book appointment" });
    fillInJohan();
    submit();
    expect(await screen.findByRole("heading", { level: 1, name: "Your appointment has been booked" })).toBeTruthy();
    expect(posted).toEqual([
      {
        intent: "reserve",
        firstName: "Johan",
        lastName: "Lindqvist",
        ssn: "220879Y357J",
        phone: "+358401234502",
        emailAddress: "johan.lindqvist@example.com",
        termsAccepted: "on",
      },
    ]);
    expect(screen.getByText("A confirmation has been sent to johan.lindqvist@example.com and +358401234502.")).toBeTruthy();
    expect(screen.getByText("You can cancel the appointment free of charge until 24 hours before it starts.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View, check in to or cancel the appointment" }).getAttribute("href")).toBe("/en/appointment/MTAxX2FiYw");
    expect(screen.queryByRole("button", { name: "Cancel appointment" })).toBeNull();
    await waitFor(() => expect(window.dataLayer?.map((entry) => entry.event)).toEqual(["reservationStart", "reservationSuccess"]));
    expect(window.dataLayer?.[0]).toMatchObject({ healthCareType: "private", anonymous: true, kindId: "VO30" });
    expect(JSON.stringify(window.dataLayer)).not.toContain("220879");
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ["noPatient", "You are a new customer. Register as a customer by identifying yourself; then you can book the appointment."],
    ["patientDataConsentRequired", "Before booking, please fill out the patient data consent form. Identify yourself to continue."],
    ["patientInfoConflict", "The details you entered do not match our customer register. Identify yourself to book the appointment."],
  ])("turns the form into the login prompt on %s", async (type, text) => {
    // No draft left over from an earlier case: the answer's effect writes it after the render.
    takeContactDraft();
    renderAnonymous(available(), recordingAction({ kind: "error", type, result: JOHAN_TYPED }).action);
    await screen.findByRole("button", { name: "Book appointment" });
    fillInJohan();
    submit();
    expect(await screen.findByRole("heading", { level: 2, name: "Identify yourself to book" })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(
      screen.getByText("In order to make an appointment, you will need to identify yourself using your bank credentials or your mobile certificate."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Identify yourself" }).getAttribute("href")).toBe(
      "/en/login?nextPath=%2Fen%2Favailable-appointments%2F101",
    );
    expect(screen.queryByText("New customer") !== null).toBe(type === "noPatient");
    await waitFor(() => expect(window.dataLayer?.map((entry) => entry.event)).toEqual(["reservationStart", "reservationError"]));
    // A new customer's phone and e-mail wait in this tab for the registration form.
    if (type === "noPatient") await waitFor(() => expect(takeContactDraft()).toEqual({ phoneNumber: JOHAN_TYPED.initialValue.phone, emailAddress: JOHAN_TYPED.initialValue.emailAddress }));
    else expect(takeContactDraft()).toBeNull();
    expect(window.dataLayer?.[1]).toMatchObject({ error: type });
  });

  it("shows 'appointment no longer available' with Back when someone else was faster", async () => {
    renderAnonymous(available(), recordingAction({ kind: "error", type: "appointmentNotAvailable", result: JOHAN_TYPED }).action);
    await screen.findByRole("button", { name: "Book appointment" });
    fillInJohan();
    submit();
    expect(await screen.findByRole("heading", { level: 1, name: "Appointment no longer available" })).toBeTruthy();
    expect(screen.getByText("The appointment has already been reserved. Please choose another appointment.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/en/booking/private-customer");
  });

  it.each([
    ["tooManyReservations", "You have too many reservations. Cancel one of them, after which you can reserve a new appointment."],
    ["unknownError", "Something went wrong. Please try again."],
    ["tooManyRequests", "Too many booking attempts. Please try again later."],
  ])("keeps the form and says so on %s", async (type, text) => {
    renderAnonymous(available(), recordingAction({ kind: "error", type, result: JOHAN_TYPED }).action);
    await screen.findByRole("button", { name: "Book appointment" });
    fillInJohan();
    submit();
    expect(await screen.findByText(text)).toBeTruthy();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Johan");
  });

  it("shows server validation details next to the fields", async () => {
    const error = { bindingAcknowledged: [{ path: "bindingAcknowledged", message: "validation.bindingReservation.required" }] };
    renderAnonymous(available(), recordingAction({ kind: "invalid", result: { ...JOHAN_TYPED, status: "error", error } }).action);
    await screen.findByRole("button", { name: "Book appointment" });
    fillInJohan();
    submit();
    const summary = (await screen.findByText("Please check the following fields:")).closest("div") as HTMLElement;
    await waitFor(() => expect(summary.textContent).toContain("I understand that the reservation is binding"));
  });

  it("shows only the login prompt when the time requires strong identification", async () => {
    renderAnonymous({ state: "loginRequired", reason: "requiresAuthToReserve", appointment: reservationAppointmentFixture(), healthCareType: "private" });
    expect(await screen.findByText("This appointment can only be booked after strong identification.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Book appointment" })).toBeNull();
  });

  it("sends a kela65 visitor to log in for the kela65 page", async () => {
    renderAnonymous({ state: "loginRequired", reason: "healthCareType", appointment: reservationAppointmentFixture(), healthCareType: "kela65" });
    expect(await screen.findByRole("link", { name: "Identify yourself" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Identify yourself" }).getAttribute("href")).toBe(
      "/en/login?nextPath=%2Fen%2Favailable-appointments%2Fkela65%2F101",
    );
  });

  it("has not-found and already-reserved states", async () => {
    renderAnonymous({ state: "notFound", healthCareType: "private" });
    expect(await screen.findByRole("heading", { level: 1, name: "The appointment could not be found" })).toBeTruthy();
    cleanup();
    renderAnonymous({ state: "alreadyReserved", healthCareType: "private" });
    expect(await screen.findByRole("heading", { level: 1, name: "This appointment has already been reserved" })).toBeTruthy();
  });
});
