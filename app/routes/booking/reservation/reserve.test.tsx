// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReservationFormState } from "#server/modules/booking/reservation-service";
import { axeViolations, useFetchStub } from "#app/ui/test-utils";
import Reserve from "./reserve";
import type { ReservationFormExtras, ReservePageData } from "./reserve.server";
import { formStateFixture, jsonResponse, renderReservationPage, reservationAppointmentFixture } from "./test-fixtures";

// The logged-in reservation pages (spec part 2 §2, §4 "Logged-in reservation", §5, §6, §8).

const fetchMock = useFetchStub();

function available(overrides: Partial<ReservationFormState & ReservationFormExtras> = {}): ReservePageData {
  return { state: "available", deadlineHours: 24, ...formStateFixture(overrides) };
}

function renderReserve(data: ReservePageData, options: { sessionScope?: "inAppBooking" | null; path?: string } = {}) {
  return renderReservationPage(Reserve, "reservePrivate", data, { csrfToken: "csrf-1", ...options });
}

const bookButton = () => screen.getByRole("button", { name: "Book appointment" }) as HTMLButtonElement;
/** The booking button looks and is announced disabled (aria-disabled) until everything is in place. */
const bookable = () => bookButton().getAttribute("aria-disabled") !== "true" && !bookButton().disabled;

const SUCCESS = {
  type: "success",
  reservationDetails: {
    appointmentId: 101,
    startDate: "2030-03-05T07:30:00.000Z",
    healthCareType: "private",
    emailAddress: "aino.virtanen@example.com",
    phone: "+358401234501",
    bookingLinkPath: null,
  },
};

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
    expect(await axeViolations(container)).toEqual([]);
  });

  it("names the guardian who books", async () => {
    renderReserve(available({ user: { firstName: "Mikko", lastName: "Nieminen", role: "guardian" } }));
    expect(await screen.findByText("Mikko Nieminen (guardian)")).toBeTruthy();
  });

  it("enables booking only when the binding reservation is acknowledged", async () => {
    renderReserve(available({ appointment: reservationAppointmentFixture({ withinBindingWindow: true }) }));
    await screen.findByText(/so the reservation is binding/);
    expect(bookable()).toBe(false);
    expect(screen.getByText("Fill in and confirm the details above to book.")).toBeTruthy();
    fireEvent.click(bookButton());
    expect(screen.getByText("Please confirm that you understand the reservation is binding")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText("I understand that the reservation is binding"));
    expect(bookable()).toBe(true);
  });

  it("needs complete contact details and no unsaved edit", async () => {
    renderReserve(available({ contact: { streetAddress: null, postalCode: null, postOffice: null, emailAddress: "aino.virtanen@example.com", phoneNumber: null } }));
    expect(await screen.findByText("Your contact information is incomplete. Complete it with Edit to book the appointment.")).toBeTruthy();
    expect(bookable()).toBe(false);
    cleanup();
    renderReserve(available());
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    expect(bookButton().disabled).toBe(true);
  });

  it("asks the occupational confirmation by specialty (TPSG: referral only)", async () => {
    renderReserve(available({ healthCareType: "occupational", occupationalConfirmation: "referralOnly" }));
    const box = await screen.findByLabelText("This appointment can only be booked with a referral from occupational health care. I confirm that I have a referral.");
    expect(bookable()).toBe(false);
    fireEvent.click(box);
    expect(bookable()).toBe(true);
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

  it("books with the csrf token, then shows success with arrival reason, cancel button and cancellation notice", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse(SUCCESS));
    const { container } = renderReserve(available());
    await screen.findByRole("button", { name: "Book appointment" });
    fireEvent.click(bookButton());
    expect(await screen.findByRole("heading", { level: 1, name: "Your appointment has been booked" })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/reserve-appointment?csrfToken=csrf-1");
    expect(JSON.parse(String(init?.body))).toEqual({
      internalOrganization: "adult",
      appointmentId: 101,
      healthCareType: "private",
      emailAddress: "aino.virtanen@example.com",
      phone: "+358401234501",
      bindingAcknowledged: false,
      occupationalConfirmed: false,
    });
    expect(screen.getByText("A confirmation has been sent to aino.virtanen@example.com and +358401234501.")).toBeTruthy();
    expect(screen.getByText("You can cancel the appointment free of charge until 24 hours before it starts.")).toBeTruthy();
    expect(screen.getByLabelText("Preliminary information")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel appointment" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show the appointment" }).getAttribute("href")).toBe("/en/appointments/101");
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(["reservationStart", "reservationSuccess"]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hides the cancel button in an in-app booking session", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse(SUCCESS));
    renderReserve(available(), { sessionScope: "inAppBooking" });
    await screen.findByRole("button", { name: "Book appointment" });
    fireEvent.click(bookButton());
    expect(await screen.findByRole("heading", { level: 1, name: "Your appointment has been booked" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel appointment" })).toBeNull();
  });

  it.each([
    ["noPatient", "/en/registration?nextPath=%2Fen%2Favailable-appointments%2F101"],
    ["patientDataConsentRequired", "/en/data-processing?nextPath=%2Fen%2Favailable-appointments%2F101"],
  ])("goes to the right form on %s, coming back here", async (type, target) => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type }));
    renderReserve(available());
    await screen.findByRole("button", { name: "Book appointment" });
    fireEvent.click(bookButton());
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe(target));
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(["reservationStart", "reservationError"]);
  });

  it("shows 'Booking interrupted' with the billing contacts on notCreditworthy", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "notCreditworthy" }));
    renderReserve(available());
    await screen.findByRole("button", { name: "Book appointment" });
    fireEvent.click(bookButton());
    expect(await screen.findByRole("heading", { level: 1, name: "Booking interrupted" })).toBeTruthy();
    expect(screen.getByText(/You may have outstanding invoices/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "010 555 1090" }).getAttribute("href")).toBe("tel:+358105551090");
    expect(screen.getByRole("link", { name: "laskutus@hoiva.example" }).getAttribute("href")).toBe("mailto:laskutus@hoiva.example");
  });

  it.each([
    ["tooManyReservations", "You have too many reservations. Cancel one of them, after which you can reserve a new appointment."],
    ["treatmentChainCreationFailed", "Booking using direct reimbursement failed. Choose another payment method or try booking again later."],
    ["unknownError", "Something went wrong. Please try again."],
  ])("keeps the form with the message on %s", async (type, text) => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type }));
    renderReserve(available());
    await screen.findByRole("button", { name: "Book appointment" });
    fireEvent.click(bookButton());
    expect(await screen.findByText(text)).toBeTruthy();
    expect(bookable()).toBe(true);
  });

  it("shows 'appointment no longer available' with Back to the list of the type", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "appointmentNotAvailable" }));
    renderReserve(available({ healthCareType: "insurance" }));
    await screen.findByRole("button", { name: "Book appointment" });
    fireEvent.click(bookButton());
    expect(await screen.findByRole("heading", { level: 1, name: "Appointment no longer available" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/en/booking/insurance");
  });

  it("asks for the insurer, posts If's direct-compensation concept, then reserves with the choice", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "success" })).mockReturnValueOnce(jsonResponse({ ...SUCCESS, reservationDetails: { ...SUCCESS.reservationDetails, healthCareType: "insurance" } }));
    const { container } = renderReserve(available({ healthCareType: "insurance", insurerContext: { lahiTapiolaFlow: false, underageCustomer: false } }));
    expect(await screen.findByText("Insurance company")).toBeTruthy();
    expect(bookable()).toBe(false);
    fireEvent.click(bookButton());
    expect(await screen.findByText("Choose your insurance company")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("If"));
    fireEvent.click(screen.getByLabelText("Direct compensation: the clinic bills the insurance company"));
    expect(bookable()).toBe(false);
    fireEvent.click(screen.getByLabelText(/I consent to Hoiva giving If the information/));
    expect(bookable()).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(bookButton());
    expect(await screen.findByRole("heading", { level: 1, name: "Your appointment has been booked" })).toBeTruthy();
    const [conceptUrl, conceptInit] = fetchMock.mock.calls[0]!;
    expect(conceptUrl).toBe("/api/concepts?csrfToken=csrf-1");
    expect(JSON.parse(String(conceptInit?.body))).toEqual({ code: "90157" });
    const [reserveUrl, reserveInit] = fetchMock.mock.calls[1]!;
    expect(reserveUrl).toBe("/api/reserve-appointment?csrfToken=csrf-1");
    expect(JSON.parse(String(reserveInit?.body))).toMatchObject({
      healthCareType: "insurance",
      conceptCode: "90157",
      dcpContentHash: null,
      insurerChoice: { insurer: "IF", reimbursementOption: "USE_REIMBURSEMENT", conceptCode: "90157", consent: true },
    });
  });

  it("says 'Something went wrong' when the concept cannot be added, and books nothing", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "conceptOnlineUpdateNotAllowed" }));
    renderReserve(available({ healthCareType: "insurance", insurerContext: { lahiTapiolaFlow: false, underageCustomer: false } }));
    fireEvent.click(await screen.findByLabelText("Pohjola (OP)"));
    fireEvent.click(bookButton());
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
