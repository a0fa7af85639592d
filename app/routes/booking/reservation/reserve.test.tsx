// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReservationDetails } from "#domain/reservation";
import type { ReservationFormState } from "#server/modules/booking/reservation-service";
import { axeViolations, recordingAction, useAnalyticsStub } from "#app/ui/test-utils";
import Reserve from "./reserve";
import type { ReservationFormExtras, ReservePageData } from "./reserve.server";
import { formStateFixture, renderReservationPage, reservationAppointmentFixture } from "./test-fixtures";

// The logged-in reservation pages (spec part 2 §2, §4 "Logged-in reservation", §5, §6, §8): the
// form posts to the page's action (tests/integration/reservation-page-actions.test.ts covers the
// server half); here the action is a recording stand-in.

useAnalyticsStub();

function available(overrides: Partial<ReservationFormState & ReservationFormExtras> = {}): ReservePageData {
  return { state: "available", deadlineHours: 24, ...formStateFixture(overrides) };
}

function renderReserve(data: ReservePageData, options: { sessionScope?: "inAppBooking" | null; action?: (form: FormData) => unknown } = {}) {
  return renderReservationPage(Reserve, "reservePrivate", data, { csrfToken: "csrf-1", ...options });
}

const bookButton = () => screen.getByRole("button", { name: "Book appointment" }) as HTMLButtonElement;
const bookable = () => !bookButton().disabled;
/** The list under "Please check the following fields:" that says, after a try, what keeps the booking from being sent. */
const missingList = () => (screen.queryByText("Please check the following fields:")?.parentElement as HTMLElement | undefined) ?? null;

const DETAILS: ReservationDetails = {
  appointmentId: 101,
  startDate: "2030-03-05T07:30:00.000Z",
  healthCareType: "private",
  emailAddress: "aino.virtanen@example.com",
  phone: "+358401234501",
  bookingLinkPath: null,
};
/** Nothing ticked, as the action answers it back (conform's reply). */
const NOT_TICKED = { status: "success" as const, initialValue: { intent: "reserve" } };
const success = (details: ReservationDetails = DETAILS) => ({ intent: "reserve", kind: "success", details, appointment: reservationAppointmentFixture() });
const failure = (type: string) => ({ intent: "reserve", kind: "error", type, result: NOT_TICKED });

/** Books through the page's form; the action records what was posted and answers `answer`. */
async function book(answer: unknown, data: ReservePageData = available()) {
  const { posted, action } = recordingAction(answer);
  const view = renderReserve(data, { action });
  await screen.findByRole("button", { name: "Book appointment" });
  fireEvent.click(bookButton());
  return { posted, view };
}

// The form comes after the page's first load; in a browser long before anyone types. Its
// module's first import here (transformed on the fly) must not eat the first test's waits.
beforeAll(async () => {
  await import("./reservation-form");
});

describe("logged-in reservation page", () => {
  it("shows the appointment, the patient with the masked identity code and the contacts, and passes axe", async () => {
    const { container } = renderReserve(available());
    expect(await screen.findByRole("heading", { level: 1, name: "Book an appointment" })).toBeTruthy();
    expect(screen.getByText("140386-****")).toBeTruthy();
    expect(screen.getByText("Aino")).toBeTruthy();
    expect(screen.getByText("Virtanen")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Contact information" })).toBeTruthy();
    expect(screen.getByText("aino.virtanen@example.com")).toBeTruthy();
    expect(screen.getByText("Mannerheimintie 41 B 12")).toBeTruthy();
    expect(screen.getByText("Price estimate")).toBeTruthy();
    expect(bookable()).toBe(true);
    expect(missingList()).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("names the guardian who books", async () => {
    renderReserve(available({ user: { firstName: "Mikko", lastName: "Nieminen", role: "guardian" } }));
    expect(await screen.findByText("Mikko Nieminen (guardian)")).toBeTruthy();
  });

  it("books only when the binding reservation is acknowledged: Book stays enabled, a try lists what is missing and focuses the list", async () => {
    const { posted, action } = recordingAction(null);
    renderReserve(available({ appointment: reservationAppointmentFixture({ withinBindingWindow: true }) }), { action });
    await screen.findByText(/so the reservation is binding/);
    expect(bookable()).toBe(true);
    expect(missingList()).toBeNull();
    fireEvent.click(bookButton());
    expect(within(missingList()!).getByRole("link", { name: "I understand that the reservation is binding" }).getAttribute("href")).toBe("#reservation-binding");
    await waitFor(() => expect(document.activeElement).toBe(missingList()));
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByLabelText("I understand that the reservation is binding"));
    expect(missingList()).toBeNull();
  });

  it("needs complete contact details and no unsaved edit", async () => {
    renderReserve(available({ contact: { streetAddress: null, postalCode: null, postOffice: null, emailAddress: "aino.virtanen@example.com", phoneNumber: null } }));
    expect(await screen.findByText("Your contact information is incomplete. Complete it with Edit to book the appointment.")).toBeTruthy();
    expect(missingList()).toBeNull();
    fireEvent.click(bookButton());
    expect(within(missingList()!).getByRole("link", { name: "Contact information" }).getAttribute("href")).toBe("#reservation-contact");
    cleanup();
    renderReserve(available());
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    fireEvent.click(bookButton());
    expect(within(missingList()!).getByRole("link", { name: "Contact information" })).toBeTruthy();
  });

  it("asks the occupational confirmation by specialty (TPSG: referral only)", async () => {
    renderReserve(available({ healthCareType: "occupational", occupationalConfirmation: "referralOnly" }));
    const box = await screen.findByLabelText("This appointment can only be booked with a referral from occupational health care. I confirm that I have a referral.");
    fireEvent.click(bookButton());
    expect(within(missingList()!).getByRole("link", { name: /I confirm that I have a referral/ })).toBeTruthy();
    fireEvent.click(box);
    expect(missingList()).toBeNull();
  });

  it("shows the kela65 notice for someone under 65 and the reservation notices", async () => {
    renderReserve(
      available({
        healthCareType: "kela65",
        kela65Eligible: false,
        appointment: reservationAppointmentFixture({ practitionerRate: null, notices: [{ source: "specialty", text: "Bring your medication list." }] }),
      }),
    );
    expect(await screen.findByText("The Kela65 price is for customers aged 65 or over. Your visit will be charged according to the normal price list.")).toBeTruthy();
    expect(screen.getByText("Bring your medication list.")).toBeTruthy();
    expect(screen.queryByText("Price estimate")).toBeNull();
  });

  it("posts the page's form with the csrf token, then shows success with arrival reason, cancel button and cancellation notice", async () => {
    const { posted, view } = await book(success());
    expect(await screen.findByRole("heading", { level: 1, name: "Your appointment has been booked" })).toBeTruthy();
    expect(posted).toEqual([{ csrfToken: "csrf-1", intent: "reserve" }]);
    expect(screen.getByText("A confirmation has been sent to aino.virtanen@example.com and +358401234501.")).toBeTruthy();
    expect(screen.getByText("You can cancel the appointment free of charge until 24 hours before it starts.")).toBeTruthy();
    expect(screen.getByLabelText("Preliminary information")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel appointment" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show the appointment" }).getAttribute("href")).toBe("/en/appointments/101");
    await waitFor(() => expect(window.dataLayer?.map((entry) => entry.event)).toEqual(["reservationStart", "reservationSuccess"]));
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it("says a booking made inside the binding window is binding, promising no free cancellation", async () => {
    const inWindow = reservationAppointmentFixture({ withinBindingWindow: true });
    const { action } = recordingAction({ ...success(), appointment: inWindow });
    renderReserve(available({ appointment: inWindow }), { action });
    fireEvent.click(await screen.findByLabelText("I understand that the reservation is binding"));
    fireEvent.click(bookButton());
    expect(await screen.findByText("The booking is binding and can no longer be cancelled free of charge.")).toBeTruthy();
    expect(screen.queryByText(/free of charge until/)).toBeNull();
  });

  it("hides the cancel button in an in-app booking session", async () => {
    const { action } = recordingAction(success());
    renderReserve(available(), { sessionScope: "inAppBooking", action });
    fireEvent.click(await screen.findByRole("button", { name: "Book appointment" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your appointment has been booked" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel appointment" })).toBeNull();
  });

  it("shows 'Booking interrupted' with the billing contacts on notCreditworthy", async () => {
    await book(failure("notCreditworthy"));
    expect(await screen.findByRole("heading", { level: 1, name: "Booking interrupted" })).toBeTruthy();
    expect(screen.getByText(/You may have outstanding invoices/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "010 555 1090" }).getAttribute("href")).toBe("tel:+358105551090");
    expect(screen.getByRole("link", { name: "laskutus@hoiva.example" }).getAttribute("href")).toBe("mailto:laskutus@hoiva.example");
    // Not a dead end: the way to the invoices that stopped the booking.
    expect(screen.getByRole("link", { name: "See your open invoices" }).getAttribute("href")).toBe("/en/invoices");
  });

  it.each([
    ["tooManyReservations", "You have too many reservations. Cancel one of them, after which you can reserve a new appointment."],
    ["treatmentChainCreationFailed", "Booking using direct reimbursement failed. Choose another payment method or try booking again later."],
    ["unknownError", "Something went wrong. Please try again."],
  ])("keeps the form with the message on %s", async (type, text) => {
    await book(failure(type));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(bookable()).toBe(true);
    await waitFor(() => expect(window.dataLayer?.map((entry) => entry.event)).toEqual(["reservationStart", "reservationError"]));
  });

  it("shows 'appointment no longer available' with Back to the list of the type", async () => {
    await book(failure("appointmentNotAvailable"), available({ healthCareType: "insurance" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Appointment no longer available" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/en/booking/insurance");
  });

  it("asks for the insurer, then posts the choice with the booking", async () => {
    const { posted, action } = recordingAction(success({ ...DETAILS, healthCareType: "insurance" }));
    const { container } = renderReserve(available({ healthCareType: "insurance", insurerContext: { lahiTapiolaFlow: false, underageCustomer: false } }), { action });
    expect(await screen.findByRole("group", { name: "Insurance company" })).toBeTruthy();
    expect(missingList()).toBeNull();
    fireEvent.click(bookButton());
    expect(within(missingList()!).getByRole("link", { name: "Insurance company" }).getAttribute("href")).toBe("#reservation-insurer");
    fireEvent.click(screen.getByLabelText("If"));
    fireEvent.click(screen.getByLabelText("Direct compensation: the clinic bills the insurance company"));
    expect(missingList()).not.toBeNull();
    fireEvent.click(screen.getByLabelText(/I consent to Hoiva giving If the information/));
    expect(missingList()).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(bookButton());
    expect(await screen.findByRole("heading", { level: 1, name: "Your appointment has been booked" })).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(JSON.parse(String(posted[0]!.insurerChoice))).toMatchObject({ insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT", conceptCode: "90157", consent: true });
  });

  it("lists what the server asks to check", async () => {
    const error = { phone: [{ path: "phone", message: "validation.phone.invalid" }] };
    await book({ intent: "reserve", kind: "invalid", result: { ...NOT_TICKED, status: "error", error } });
    expect(await screen.findByText("Please check the following fields:")).toBeTruthy();
    expect(within(missingList()!).getByRole("link", { name: "Contact information" })).toBeTruthy();
  });

  it("renders the page states of the loader", async () => {
    renderReserve({ state: "bookingInterrupted", appointment: reservationAppointmentFixture(), healthCareType: "private", deadlineHours: 24 });
    expect(await screen.findByRole("heading", { level: 1, name: "Booking interrupted" })).toBeTruthy();
    cleanup();
    renderReserve({ state: "alreadyReserved", ownAppointmentId: 101, healthCareType: "private", deadlineHours: 24 });
    expect((await screen.findByRole("link", { name: "Show the appointment" })).getAttribute("href")).toBe("/en/appointments/101");
    cleanup();
    renderReserve({ state: "noOccupationalHealthcare", healthCareType: "occupational", deadlineHours: 24 });
    expect(await screen.findByText(/We couldn't find your occupational health agreement/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book as a private customer" })).toBeTruthy();
    cleanup();
    renderReserve({ state: "webReservationNotAllowed", healthCareType: "occupational", deadlineHours: 24 });
    expect(await screen.findByRole("link", { name: "010 555 1000" })).toBeTruthy();
    cleanup();
    renderReserve({ state: "notFound", healthCareType: "private", deadlineHours: 24 });
    expect(await screen.findByRole("heading", { level: 1, name: "The appointment could not be found" })).toBeTruthy();
  });
});
