// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations, useFetchStub } from "#app/ui/test-utils";
import AnonymousAppointment from "./anonymous-appointment";
import type { AnonymousAppointmentPageData } from "./anonymous-appointment.server";
import { type appointmentFixture, jsonResponse, publicAppointmentFixture, renderPage } from "#tests/fixtures/appointments";

const TOKEN = "MTAxX2FiY2RlZjAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5";
const PATH = `/en/appointment/${TOKEN}`;

const fetchMock = useFetchStub();

function found(overrides: Parameters<typeof appointmentFixture>[0] = {}, sessionMayCancel = false): AnonymousAppointmentPageData {
  return {
    state: "found",
    appointment: publicAppointmentFixture(overrides),
    appointmentId: TOKEN,
    sessionMayCancel,
    deadlineHours: 24,
  };
}

function endPartInputs(): HTMLInputElement[] {
  return [1, 2, 3, 4].map((index) => screen.getByLabelText(`Character ${index} of 4`) as HTMLInputElement);
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function openEndPartInput() {
  fireEvent.click(await screen.findByRole("button", { name: "Check in" }));
  const inputs = endPartInputs();
  expect(document.activeElement).toBe(inputs[0]);
  return inputs;
}

describe("booking-link page", () => {
  it("shows the appointment with the check-in button, and passes axe", async () => {
    const { container } = renderPage(AnonymousAppointment, "anonymousAppointment", found(), { path: PATH });
    expect(await screen.findByRole("heading", { level: 1, name: "Your appointment" })).toBeTruthy();
    expect(screen.getByText("Doctor's appointment 30 min")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Check in" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Preliminary information" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("is not found: 'make a new appointment' or log in", async () => {
    renderPage(AnonymousAppointment, "anonymousAppointment", { state: "notFound", deadlineHours: 24 }, { path: PATH });
    expect(await screen.findByRole("heading", { level: 1, name: "The appointment could not be found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Make a new appointment" }).getAttribute("href")).toBe("/en/booking");
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/en/login?nextPath=%2Fen%2Fappointments");
  });

  it("is cancelled: 'Would you like to make a new appointment?'", async () => {
    renderPage(AnonymousAppointment, "anonymousAppointment", { state: "cancelled", deadlineHours: 24 }, { path: PATH });
    expect(await screen.findByText("This appointment has been cancelled.")).toBeTruthy();
    expect(screen.getByText(/Would you like to make a new appointment\?/)).toBeTruthy();
  });
});

describe("check-in with the identity code's end part", () => {
  it("accepts digits in 1-3 and a digit or check character in 4, upper-cased, moving focus; Backspace goes back", async () => {
    renderPage(AnonymousAppointment, "anonymousAppointment", found(), { path: PATH });
    const inputs = await openEndPartInput();
    const [first, second, third, fourth] = inputs as [HTMLInputElement, HTMLInputElement, HTMLInputElement, HTMLInputElement];
    type(first, "a");
    expect(first.value).toBe("");
    type(first, "2");
    expect(first.value).toBe("2");
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: "Backspace" });
    expect(first.value).toBe("");
    expect(document.activeElement).toBe(first);
    type(first, "2");
    type(second, "4");
    type(third, "6");
    type(fourth, "g"); // G is never a check character
    expect(fourth.value).toBe("");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the four characters once filled; a mismatch clears the inputs with the error; the right one checks in", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "ssnEndPartMismatch" })).mockReturnValueOnce(jsonResponse({ type: "success" }));
    const { container } = renderPage(AnonymousAppointment, "anonymousAppointment", found(), { path: PATH });
    let inputs = await openEndPartInput();
    fireEvent.paste(inputs[0]!, { clipboardData: { getData: () => "246-9" } });
    expect(fetchMock).toHaveBeenCalledWith("/api/anon/check-in", expect.objectContaining({ method: "POST", body: JSON.stringify({ appointmentId: TOKEN, ssnEndPart: "2469" }) }));
    const error = await screen.findByText("The final part of the personal identity code is incorrect. Please check and try again.");
    inputs = endPartInputs();
    expect(inputs.map((input) => input.value)).toEqual(["", "", "", ""]);
    await waitFor(() => expect(document.activeElement).toBe(inputs[0]));
    expect(inputs[0]!.getAttribute("aria-describedby")).toContain(error.id);
    expect(await axeViolations(container)).toEqual([]);

    "246k".split("").forEach((char, index) => type(endPartInputs()[index]!, char));
    expect(fetchMock).toHaveBeenLastCalledWith("/api/anon/check-in", expect.objectContaining({ body: JSON.stringify({ appointmentId: TOKEN, ssnEndPart: "246K" }) }));
    expect(await screen.findByText("You have checked in.")).toBeTruthy();
    expect(screen.getByText("Please see the reception for where to go.")).toBeTruthy();
    expect(window.dataLayer?.map((entry) => entry.event)).toContain("registerAtReception");
  });

  it.each(["confidentialityFormNotFilled", "confidentialityFormNotFilledAsAdult"])("needs consent on %s: log in to the consent form", async (result) => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type: result }));
    renderPage(AnonymousAppointment, "anonymousAppointment", found(), { path: PATH });
    const inputs = await openEndPartInput();
    "246K".split("").forEach((char, index) => type(inputs[index]!, char));
    expect(await screen.findByText("Fill out the patient consent form before checking in")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Log in to fill out the consent form" });
    const next = new URL(link.getAttribute("href") ?? "", "http://x").searchParams.get("nextPath");
    expect(next).toBe("/en/my-information?saveAction=go-to-view-appointment-page&appointmentId=101&tab=consent");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("button", { name: "Check in" })).toBeTruthy();
  });

  it("shows a check-in failure for any other answer, and a network error when the request fails", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "unknownError" }, 429)).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderPage(AnonymousAppointment, "anonymousAppointment", found(), { path: PATH });
    let inputs = await openEndPartInput();
    "2460".split("").forEach((char, index) => type(inputs[index]!, char));
    expect(await screen.findByText("Check-in failed. Please see the receptionist nurse when checking in to your appointment.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    inputs = await openEndPartInput();
    "2460".split("").forEach((char, index) => type(inputs[index]!, char));
    expect(await screen.findByText("Network error. Please try again.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("button", { name: "Check in" })).toBeTruthy();
  });

  it("disables the check-in button while too early, and hides it when checking in is not possible", async () => {
    renderPage(AnonymousAppointment, "anonymousAppointment", found({ selfCheckInStatus: "tooEarly" }), { path: PATH });
    expect(((await screen.findByRole("button", { name: "Check in" })) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderPage(AnonymousAppointment, "anonymousAppointment", found({ selfCheckInStatus: "onlyAtReception" }), { path: PATH });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "Check in" })).toBeNull();
  });
});

describe("cancel from the booking link", () => {
  const cancellable = { mayCancel: true, isInsideCancellationDeadline: false, selfCheckInStatus: "tooEarly" as const };

  it("needs strong login first, coming back to this page", async () => {
    renderPage(AnonymousAppointment, "anonymousAppointment", found(cancellable), { path: PATH });
    expect(await screen.findByText("You can cancel the appointment online until 4.3.2030 at 9:30. Cancelling requires strong identification.")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Cancel appointment" });
    expect(link.getAttribute("href")).toBe(`/en/login?nextPath=${encodeURIComponent(PATH)}`);
  });

  it("cancels after login: confirmation, 'Appointment canceled'", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "success" }));
    renderPage(AnonymousAppointment, "anonymousAppointment", found(cancellable, true), { path: PATH, csrfToken: "csrf-2" });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel the appointment" }));
    expect(await screen.findByText("Appointment canceled")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith("/api/appointments/101?csrfToken=csrf-2", expect.objectContaining({ method: "DELETE" }));
    expect(screen.getByRole("link", { name: "Make a new appointment" })).toBeTruthy();
  });

  it.each([
    ["deadlineExceeded", "The appointment can no longer be canceled"],
    ["appointmentNotFound", "An error occurred while canceling the appointment"],
  ])("says so on %s", async (type, message) => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type }));
    renderPage(AnonymousAppointment, "anonymousAppointment", found(cancellable, true), { path: PATH });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel the appointment" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
