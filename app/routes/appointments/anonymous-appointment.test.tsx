// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations, useAnalyticsStub } from "#app/ui/test-utils";
import AnonymousAppointment, { clientAction } from "./anonymous-appointment";
import type { AnonymousAppointmentAnswer } from "./anonymous-actions";
import type { AnonymousAppointmentPageData } from "./anonymous-appointment.server";
import { type appointmentFixture, publicAppointmentFixture, renderPage } from "#tests/fixtures/appointments";

const TOKEN = "MTAxX2FiY2RlZjAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5";
const PATH = `/en/appointment/${TOKEN}`;

useAnalyticsStub();

/** The page's action for a test: records each posted form and answers the next of `answers`. */
function answering(...answers: AnonymousAppointmentAnswer[]) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  return {
    posted,
    action: (form: FormData) => {
      posted.push(Object.fromEntries(form));
      return answers.shift() ?? null;
    },
  };
}

const checkInAnswer = (outcome: Extract<AnonymousAppointmentAnswer, { intent: "checkIn" }>["outcome"]): AnonymousAppointmentAnswer => ({ intent: "checkIn", outcome });
const cancelAnswer = (outcome: Extract<AnonymousAppointmentAnswer, { intent: "cancel" }>["outcome"]): AnonymousAppointmentAnswer => ({ intent: "cancel", outcome });

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
  });

  it("posts the four characters once filled; a mismatch clears the inputs with the error; the right one checks in", async () => {
    const { posted, action } = answering(checkInAnswer("ssnEndPartMismatch"), checkInAnswer("success"));
    const { container } = renderPage(AnonymousAppointment, "anonymousAppointment", found(), { path: PATH, action });
    let inputs = await openEndPartInput();
    fireEvent.paste(inputs[0]!, { clipboardData: { getData: () => "246-9" } });
    const error = await screen.findByText("The final part of the personal identity code is incorrect. Please check and try again.");
    // In the form body, never in the address.
    expect(posted).toEqual([{ intent: "checkIn", ssnEndPart: "2469" }]);
    expect(screen.getByTestId("location").textContent).toBe(PATH);
    await waitFor(() => expect(document.activeElement).toBe(endPartInputs()[0]));
    inputs = endPartInputs();
    expect(inputs.map((input) => input.value)).toEqual(["", "", "", ""]);
    expect(inputs[0]!.getAttribute("aria-describedby")).toContain(error.id);
    expect(await axeViolations(container)).toEqual([]);

    "246k".split("").forEach((char, index) => type(endPartInputs()[index]!, char));
    expect(await screen.findByText("You have checked in.")).toBeTruthy();
    expect(posted[1]).toEqual({ intent: "checkIn", ssnEndPart: "246K" });
    expect(screen.getByText("Please see the reception for where to go.")).toBeTruthy();
    // The event is pushed by an effect of the answer, which may run after the answer shows.
    await waitFor(() => expect(window.dataLayer?.map((entry) => entry.event)).toContain("registerAtReception"));
  });

  it.each(["confidentialityFormNotFilled", "confidentialityFormNotFilledAsAdult"] as const)("needs consent on %s: log in to the consent form", async (result) => {
    const { action } = answering(checkInAnswer(result));
    renderPage(AnonymousAppointment, "anonymousAppointment", found(), { path: PATH, action });
    const inputs = await openEndPartInput();
    "246K".split("").forEach((char, index) => type(inputs[index]!, char));
    expect(await screen.findByText("Fill out the patient consent form before checking in")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Log in to fill out the consent form" });
    const next = new URL(link.getAttribute("href") ?? "", "http://x").searchParams.get("nextPath");
    expect(next).toBe("/en/my-information?saveAction=go-to-view-appointment-page&appointmentId=101&tab=consent");
    fireEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(screen.getByRole("button", { name: "Check in" })).toBeTruthy();
  });

  it("shows a check-in failure for any other answer, and a network error when the request fails", async () => {
    const { action } = answering(checkInAnswer("unknownError"), { intent: "checkIn", outcome: "networkError" });
    renderPage(AnonymousAppointment, "anonymousAppointment", found(), { path: PATH, action });
    let inputs = await openEndPartInput();
    "2460".split("").forEach((char, index) => type(inputs[index]!, char));
    expect(await screen.findByText("Check-in failed. Please see the receptionist nurse when checking in to your appointment.")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Back" }));
    inputs = await openEndPartInput();
    "2460".split("").forEach((char, index) => type(inputs[index]!, char));
    expect(await screen.findByText("Network error. Please try again.")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Try again" }));
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
    const { posted, action } = answering(cancelAnswer("success"));
    renderPage(AnonymousAppointment, "anonymousAppointment", found(cancellable, true), { path: PATH, csrfToken: "csrf-2", action });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    expect(screen.getByTestId("location").textContent).toBe(PATH);
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel the appointment" }));
    expect(await screen.findByText("Appointment canceled")).toBeTruthy();
    expect(posted).toEqual([{ csrfToken: "csrf-2", intent: "cancel" }]);
    expect(screen.getByRole("link", { name: "Make a new appointment" })).toBeTruthy();
    // The event is pushed by an effect of the answer, which may run after the answer shows.
    await waitFor(() => expect(window.dataLayer?.map((entry) => entry.event)).toContain("reservationCancel"));
  });

  it("asks the question of ?cancel=1 (without JavaScript), and 'No' leads back to the page", async () => {
    renderPage(AnonymousAppointment, "anonymousAppointment", found(cancellable, true), { path: `${PATH}?cancel=1`, csrfToken: "csrf-2" });
    expect(await screen.findByText("Do you want to cancel this appointment?")).toBeTruthy();
    expect(screen.getByRole("button", { name: "No, keep it" }).getAttribute("href")).toBe(PATH);
  });

  it.each([
    ["deadlineExceeded", "The appointment can no longer be canceled"],
    ["appointmentNotFound", "An error occurred while canceling the appointment"],
  ] as const)("says so on %s", async (outcome, message) => {
    const { action } = answering(cancelAnswer(outcome));
    renderPage(AnonymousAppointment, "anonymousAppointment", found(cancellable, true), { path: PATH, action });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel the appointment" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe("the page's client action", () => {
  const post = (intent: string) => new Request(`http://localhost${PATH}`, { method: "POST", body: new URLSearchParams({ intent }) });

  it("passes the server's answer on, and makes a post that got no answer the network error", async () => {
    const answer = cancelAnswer("success");
    expect(await clientAction({ request: post("cancel"), serverAction: () => Promise.resolve(answer) } as never)).toBe(answer);
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await clientAction({ request: post("checkIn"), serverAction: offline } as never)).toEqual({ intent: "checkIn", outcome: "networkError" });
    const refused = new Error("refused");
    await expect(clientAction({ request: post("cancel"), serverAction: () => Promise.reject(refused) } as never)).rejects.toBe(refused);
  });
});
