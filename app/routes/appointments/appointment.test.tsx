// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadDocument } from "#app/ui/load-document";
import { axeViolations, recordingAction, renderUi, useAnalyticsStub } from "#app/ui/test-utils";
import Appointment from "./appointment";
import { AppointmentDetails } from "#app/ui/appointments/appointment-details";
import type { AppointmentPageData } from "./appointment.server";
import { appointmentFixture, renderPage } from "#tests/fixtures/appointments";

vi.mock("#app/ui/load-document", () => ({ loadDocument: vi.fn() }));

useAnalyticsStub();
afterEach(() => {
  vi.mocked(loadDocument).mockReset();
});

function pageData(overrides: Partial<AppointmentPageData> = {}): AppointmentPageData {
  return { appointments: [appointmentFixture()], checkInConsent: null, deadlineHours: 24, waitlist: null, ...overrides };
}

describe("appointment page", () => {
  it("shows the practitioner, the rows, the location with map link and arrival instructions, and passes axe", async () => {
    const { container } = renderPage(Appointment, "appointment", pageData(), { path: "/en/appointments/101" });
    expect(await screen.findByRole("heading", { level: 1, name: "Your appointment" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Anna Salminen" })).toBeTruthy();
    const rows = container.querySelector("dl") as HTMLElement;
    expect(within(rows).getByText("Doctor's appointment 30 min")).toBeTruthy();
    expect(within(rows).getByText("30 min")).toBeTruthy();
    expect(within(rows).getByText("Tue 5.3.2030 at 9:30")).toBeTruthy();
    // Reserved: no price estimate (spec §2).
    expect(within(rows).queryByText("Price estimate")).toBeNull();
    const map = screen.getByRole("link", { name: /^Show on map\s+\(opens in a new tab\)$/ });
    expect(map.getAttribute("href")).toContain("Runeberginkatu%2012");
    expect(map.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText("Arrival instructions").tagName).toBe("SUMMARY");
    expect(screen.getByRole("link", { name: "All appointments" }).getAttribute("href")).toBe("/en/appointments");
    const calendar = screen.getByRole("link", { name: "Add to calendar" });
    expect(calendar.getAttribute("href")).toBe("/api/appointments/101/calendar.ics?lang=en");
    expect(calendar.hasAttribute("download")).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("titles phone and video appointments by type", async () => {
    renderPage(Appointment, "appointment", pageData({ appointments: [appointmentFixture({ locationType: "videoAppointment", isRemote: true })] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your video appointment" })).toBeTruthy();
    expect(screen.getByText(/^The appointment is held as a video call. The link to the call is sent to your phone by text message/)).toBeTruthy();
    cleanup();
    renderPage(Appointment, "appointment", pageData({ appointments: [appointmentFixture({ locationType: "phone", isRemote: true })] }), { lang: "fi" });
    expect(await screen.findByRole("heading", { level: 1, name: "Puhelinaikasi" })).toBeTruthy();
  });

  it("shows 'The appointment could not be found' with a link to reserve another", async () => {
    const { container } = renderPage(Appointment, "appointment", pageData({ appointments: [] }));
    expect(await screen.findByRole("heading", { level: 1, name: "The appointment could not be found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reserve another appointment" }).getAttribute("href")).toBe("/en/booking");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says first that a cancelled appointment is cancelled, offers a new time of the same service and drops the map and arrival", async () => {
    renderPage(
      Appointment,
      "appointment",
      pageData({ appointments: [appointmentFixture({ isCancelled: true, hasAppointeeCanceled: true, mayCancel: false, selfCheckInStatus: "statusNotAvailable" })] }),
    );
    const notice = await screen.findByText("You have cancelled this appointment.");
    const article = screen.getByRole("article");
    // The notice comes before the appointment's facts.
    const practitioner = within(article).getByRole("heading", { level: 2 });
    expect(notice.compareDocumentPosition(practitioner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/Would you like to make a new appointment\?/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a new time" }).getAttribute("href")).toBe("/en/booking/private-customer?specialtyIds=YL");
    expect(screen.queryByRole("link", { name: /Show on map/ })).toBeNull();
    expect(screen.queryByText("Arrival instructions")).toBeNull();
    expect(within(article).getByText("Hoiva Kamppi")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

const answerOf = (intent: string, outcome: string) => ({ intent, appointmentId: 101, outcome });

describe("self check-in", () => {
  async function checkInWith(outcome: string) {
    const { posted, action } = recordingAction(answerOf("checkIn", outcome));
    renderPage(Appointment, "appointment", pageData(), { csrfToken: "csrf-1", path: "/en/appointments/101", action });
    fireEvent.click(await screen.findByRole("button", { name: "Check in" }));
    await waitFor(() => expect(posted).toEqual([{ csrfToken: "csrf-1", intent: "checkIn", appointmentId: "101" }]));
  }

  it("posts the page's form and shows the room, or a prompt to see reception, after success, and tells analytics", async () => {
    await checkInWith("success");
    expect(await screen.findByText("You have checked in.")).toBeTruthy();
    expect(screen.getByText("Please see the reception for where to go.")).toBeTruthy();
    // The event is pushed by an effect of the answer, which may run after the answer shows.
    await waitFor(() => expect(window.dataLayer?.map((entry) => entry.event)).toContain("registerAtReception"));
  });

  it("shows the room once the appointment is checked in", async () => {
    renderPage(Appointment, "appointment", pageData({ appointments: [appointmentFixture({ selfCheckInStatus: "checkedIn", room: { location: "2. krs, huone 214" } })] }));
    expect(await screen.findByText("Your room: 2. krs, huone 214")).toBeTruthy();
  });

  it.each([
    ["alreadyCheckedIn", "You already have checked in for this appointment."],
    ["tooEarly", "Check-in is not yet available. Please try again 30 minutes prior to the scheduled appointment."],
    ["checkInOnlyAtReception", "Check-in failed. Please see the receptionist nurse when checking in to your appointment."],
    ["customerNotFound", "Check-in failed. Please see the receptionist nurse when checking in to your appointment."],
    ["unknownError", "Check-in failed. Please see the receptionist nurse when checking in to your appointment."],
  ])("maps %s to its message, with focus on it", async (type, message) => {
    await checkInWith(type);
    const alert = (await screen.findByText(message)).closest("[role=alert]");
    expect(alert?.textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it.each(["confidentialityFormNotFilled", "confidentialityFormNotFilledAsAdult"])("asks for the consent form on %s", async (type) => {
    await checkInWith(type);
    expect(await screen.findByText("Fill out the patient consent form before checking in")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Fill out the consent form" }).getAttribute("href")).toBe(
      "/en/my-information?saveAction=go-to-view-appointment-page&appointmentId=101&tab=consent",
    );
  });

  it("says when check-in opens instead of a disabled button while too early", async () => {
    renderPage(Appointment, "appointment", pageData({ appointments: [appointmentFixture({ selfCheckInStatus: "tooEarly" })] }));
    // 9:30 in Helsinki: check-in opens half an hour before.
    expect(await screen.findByText("Check-in opens on 5.3.2030 at 9:00.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check in" })).toBeNull();
  });

  it("says before trying that the consent form is missing", async () => {
    renderPage(Appointment, "appointment", pageData({ checkInConsent: "confidentialityFormNotFilledAsAdult" }));
    expect(await screen.findByText("Fill out the patient consent form before checking in")).toBeTruthy();
  });
});

describe("cancel", () => {
  const cancellable = () => pageData({ appointments: [appointmentFixture({ mayCancel: true, isInsideCancellationDeadline: false, selfCheckInStatus: "tooEarly" })] });

  it("asks for confirmation; No returns focus to the button", async () => {
    const { posted, action } = recordingAction(null);
    renderPage(Appointment, "appointment", cancellable(), { action });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    const question = screen.getByText("Do you want to cancel this appointment?");
    expect(document.activeElement).toBe(question);
    fireEvent.click(screen.getByRole("button", { name: "No, keep it" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel appointment" })));
    expect(posted).toEqual([]);
  });

  it("opens the question from the address, as a page without JavaScript does", async () => {
    renderPage(Appointment, "appointment", cancellable(), { path: "/en/appointments/101?cancel=101" });
    expect(await screen.findByText("Do you want to cancel this appointment?")).toBeTruthy();
    expect(screen.getByRole("button", { name: "No, keep it" }).getAttribute("href")).toBe("/en/appointments/101");
  });

  it("on success tells analytics first, and follows the action to the front page", async () => {
    const { posted, action } = recordingAction(redirect("/en"));
    renderPage(Appointment, "appointment", cancellable(), { csrfToken: "csrf-1", path: "/en/appointments/101", action });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel the appointment" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/en"));
    expect(posted).toEqual([{ csrfToken: "csrf-1", intent: "cancel", appointmentId: "101" }]);
    expect(window.dataLayer?.find((entry) => entry.event === "reservationCancel")).toMatchObject({
      clinicName: "Hoiva Kamppi",
      practitionerName: "Anna Salminen",
      durationMinutes: 30,
    });
  });

  it("says the appointment is too soon when the deadline has passed", async () => {
    const { action } = recordingAction(answerOf("cancel", "deadlineExceeded"));
    renderPage(Appointment, "appointment", cancellable(), { path: "/en/appointments/101", action });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel the appointment" }));
    const alert = (await screen.findByText(/^Failed to cancel appointment/)).closest("[role=alert]") as HTMLElement;
    expect(alert.textContent).toBe(
      "Failed to cancel appointment. The appointment is in less than 24 hours. Please call our customer service 010 555 1000.",
    );
    expect(within(alert).getByRole("link", { name: "010 555 1000" }).getAttribute("href")).toBe("tel:+358105551000");
    expect(screen.queryByRole("button", { name: "Cancel appointment" })).toBeNull();
  });

  it("says only to call customer service for any other failure", async () => {
    const { action } = recordingAction(answerOf("cancel", "appointmentNotFound"));
    renderPage(Appointment, "appointment", cancellable(), { path: "/en/appointments/101", action });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel the appointment" }));
    const alert = (await screen.findByText(/^Failed to cancel appointment/)).closest("[role=alert]");
    expect(alert?.textContent).toBe("Failed to cancel appointment. Please call our customer service 010 555 1000.");
  });

  it("is not offered inside the deadline, which is explained instead", async () => {
    renderPage(Appointment, "appointment", pageData());
    expect(
      await screen.findByText(/The appointment is in less than 24 hours, so it can no longer be cancelled online\. To cancel it, please call our customer service/),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel appointment" })).toBeNull();
  });
});

describe("arrival reason", () => {
  it("counts characters, and beyond 300 turns red, disables saving and says 'Character limit exceeded'", async () => {
    renderPage(Appointment, "appointment", pageData());
    const field = (await screen.findByRole("textbox", { name: "Preliminary information" })) as HTMLTextAreaElement;
    const save = screen.getByRole("button", { name: "Save preliminary information" }) as HTMLButtonElement;
    expect(screen.getByText("0 / 300")).toBeTruthy();
    fireEvent.change(field, { target: { value: "😀".repeat(300) } });
    expect(screen.getByText("300 / 300")).toBeTruthy();
    expect(save.disabled).toBe(false);
    fireEvent.change(field, { target: { value: "x".repeat(301) } });
    expect(screen.getByText("301 / 300")).toBeTruthy();
    expect(screen.getByText("Character limit exceeded")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(save.disabled).toBe(true);
  });

  it("posts the text, and on a failure keeps it and shows the spec's toast for 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { posted, action } = recordingAction(answerOf("arrivalReason", "appointmentNotFound"));
      renderPage(Appointment, "appointment", pageData(), { csrfToken: "csrf-1", path: "/en/appointments/101", action });
      const field = await screen.findByRole("textbox", { name: "Preliminary information" });
      fireEvent.change(field, { target: { value: "Knee pain" } });
      fireEvent.click(screen.getByRole("button", { name: "Save preliminary information" }));
      expect(await screen.findByText("Failed to save preliminary information. Please try again.")).toBeTruthy();
      expect(posted).toEqual([{ csrfToken: "csrf-1", intent: "arrivalReason", appointmentId: "101", arrivalReason: "Knee pain" }]);
      expect((screen.getByRole("textbox", { name: "Preliminary information" }) as HTMLTextAreaElement).value).toBe("Knee pain");
      await act(() => vi.advanceTimersByTimeAsync(5_100));
      expect(screen.queryByText("Failed to save preliminary information. Please try again.")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("price estimate", () => {
  const free = { isReserved: false };

  it("shows 'From' the rate with fees for private care, with the breakdown behind price-details", async () => {
    renderUi(<AppointmentDetails appointment={appointmentFixture(free)} healthCareType="private" showPriceDetails />);
    expect(await screen.findByText("From €103.90")).toBeTruthy();
    expect(screen.getByText("Price details").tagName).toBe("SUMMARY");
    expect(screen.getByRole("rowheader", { name: "Office fee" })).toBeTruthy();
  });

  it("shows the fixed 28.20 € without 'From' and without fees for Kela65 kinds", async () => {
    const kela = appointmentFixture({ ...free, kindId: "Y65P" });
    renderUi(<AppointmentDetails appointment={kela} healthCareType="kela65" showPriceDetails />, { lang: "fi" });
    // The estimate, the rate row and the total: the fixed rate, no "alkaen".
    expect(await screen.findAllByText("28,20 €")).toHaveLength(3);
    expect(screen.queryByText(/alkaen/)).toBeNull();
    expect(screen.queryByRole("rowheader", { name: "Office fee" })).toBeNull();
  });

  it("shows no estimate for occupational care, nor without the price-details breakdown", async () => {
    renderUi(<AppointmentDetails appointment={appointmentFixture(free)} healthCareType="occupational" showPriceDetails />);
    expect(await screen.findByText("Anna Salminen")).toBeTruthy();
    expect(screen.queryByText("Price estimate")).toBeNull();
    cleanup();
    renderUi(<AppointmentDetails appointment={appointmentFixture(free)} healthCareType="private" showPriceDetails={false} />);
    expect(await screen.findByText("From €103.90")).toBeTruthy();
    expect(screen.queryByText("Price details")).toBeNull();
  });
});
