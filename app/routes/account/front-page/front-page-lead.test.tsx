// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AppointmentSummary, FrontPageState } from "#server/modules/account/front-page-service";
import type { Lang } from "#domain/routes/route-table";
import { BRANDS } from "#app/brands";
import { buildMenu, type MenuPatient } from "#app/ui/shell/menu";
import { quickActionsOf } from "./quick-actions";
import { axeViolations, renderInRoot } from "#app/ui/test-utils";
import { FrontPage } from "./front-page";

afterEach(cleanup);

/** Tuesday 24 November 2026 10:00 in Helsinki (UTC+2). */
const START = new Date("2026-11-24T08:00:00Z");

const NEXT: AppointmentSummary = {
  id: 7,
  startsAt: START,
  durationMinutes: 30,
  isSpecificTime: true,
  locationType: "physicalLocation",
  isRemote: false,
  title: "Yleislääkärin vastaanotto",
  specialtyName: "Yleislääketiede",
  practitionerName: "Anna Salminen",
  clinicName: "Hoiva Kamppi",
  selfCheckInStatus: "allowed",
};

const PATIENT: MenuPatient = { firstName: "Aino", lastName: "Virtanen", hasOccupationalCare: false, hasPatientData: true, unreadThreadCount: 1, hasMessagingUser: false, openInvoiceCount: 0 };

const NOTHING_NEEDED: FrontPageState["attention"] = {
  unreadThreadCount: 0,
  openInvoices: { count: 0, overdueCount: 0, totalCents: 0, firstDueDate: null },
  newLabResults: [],
  questionnairesToAnswer: [],
  renewalDecisionCount: 0,
};

function state(overrides: Partial<FrontPageState> = {}): FrontPageState {
  return {
    customer: { firstName: "Aino" },
    actingFor: null,
    hasPatientData: true,
    mfaOnboardingParam: null,
    user: { csrfToken: "token" },
    conversationSummaries: [],
    appointmentSummaries: [NEXT, { ...NEXT, id: 8, startsAt: new Date(START.getTime() + 86_400_000), selfCheckInStatus: "tooEarly" }],
    visitSummaries: [],
    prescriptions: [],
    canRenewPrescriptions: true,
    labResultSummaries: [],
    questionnaireSummaries: [],
    imagingSummaries: [],
    attention: NOTHING_NEEDED,
    ...overrides,
  };
}

function renderPage(pageState: FrontPageState, lang: Lang = "en") {
  // As the loader decides them (home.server.ts).
  const quickActions = quickActionsOf({
    menu: buildMenu({ lang, brand: BRANDS.adult, features: [], patient: PATIENT }),
    messagingAllowed: pageState.conversationSummaries !== null,
    canRenewPrescriptions: pageState.canRenewPrescriptions,
    unreadThreadCount: PATIENT.unreadThreadCount,
  });
  return renderInRoot(<FrontPage state={pageState} quickActions={quickActions} />, { lang, patient: PATIENT, sessionState: { csrfToken: "csrf-1", isSessionValid: true }, path: `/${lang}` });
}

const nextCard = () => screen.getByRole("region", { name: "Next appointment" });

describe("The front page's lead", () => {
  it("leads with what needs the patient now: messages, unpaid invoices with the amount, new results, questionnaires and answered renewals", () => {
    renderPage(
      state({
        attention: {
          unreadThreadCount: 1,
          openInvoices: { count: 2, overdueCount: 1, totalCents: 16180, firstDueDate: "2026-11-10" },
          newLabResults: [{ id: 31, date: "2026-11-23", isReady: true, testCount: 2, testNames: ["Krea", "TSH"] }],
          questionnairesToAnswer: [{ id: 51, title: "Health survey", invitedAt: START, answeredAt: null }],
          renewalDecisionCount: 1,
        },
      }),
    );
    const now = screen.getByRole("region", { name: "Needs your attention" });
    const links = within(now).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["1 unread message", "/en/messages"],
      ["2 unpaid invoices: €161.801 is overdue", "/en/invoices"],
      ["New laboratory results23.11.2026", "/en/laboratoryresult/2026-11-23"],
      ["1 questionnaire to answerHealth survey", "/en/questionnaires/51"],
      ["Your renewal request has been answered", "/en/prescriptions"],
    ]);
    // It comes before the quick actions and the sections.
    const quick = screen.getByRole("navigation", { name: "Quick actions" });
    expect(now.compareDocumentPosition(quick) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says when nothing needs the patient, and the SMS login offer comes after every section", () => {
    renderPage(state({ mfaOnboardingParam: { phoneNumber: "+358401234501", codeSentTo: null } }));
    expect(within(screen.getByRole("region", { name: "Needs your attention" })).getByText("Nothing needs your attention right now.")).toBeTruthy();
    const regions = screen.getAllByRole("region").map((region) => region.getAttribute("aria-labelledby"));
    expect(regions[regions.length - 1]).toBe("front-page-sms-onboarding");
  });

  it("says plainly whose matters a guardian handles", () => {
    renderPage(state({ actingFor: { firstName: "Eetu" } }));
    expect(screen.getByText("You are handling Eetu's matters").closest(".front-page__acting-for")).toBeTruthy();
  });

  it("starts with the next appointment: date and time in the spec's format, kind, practitioner and clinic", () => {
    renderPage(state());
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(["Next appointment", "Needs your attention", "Quick actions"]);
    const card = nextCard();
    expect(within(card).getByText("Tue 24.11.2026 at 10:00")).toBeTruthy();
    expect(within(card).getByRole("heading", { level: 3, name: "Yleislääkärin vastaanotto" })).toBeTruthy();
    expect(within(card).getByText("Anna Salminen")).toBeTruthy();
    expect(within(card).getByText("Hoiva Kamppi")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "View appointment: Yleislääkärin vastaanotto" }).getAttribute("href")).toBe("/en/appointments/7");
  });

  it("uses the Finnish date format and words in Finnish", () => {
    renderPage(state(), "fi");
    const card = screen.getByRole("region", { name: "Seuraava aika" });
    expect(within(card).getByText("ti 24.11.2026 klo 10:00")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Ilmoittaudu" })).toBeTruthy();
  });

  it("offers check-in while it is open, as a form post to the appointment page's action", () => {
    renderPage(state());
    const button = within(nextCard()).getByRole("button", { name: "Check in" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/en/appointments/7");
    const fields = Object.fromEntries(new FormData(form).entries());
    expect(fields).toEqual({ csrfToken: "csrf-1", intent: "checkIn", appointmentId: "7" });
  });

  it("offers no check-in before it opens, for a remote appointment or after checking in", () => {
    for (const selfCheckInStatus of ["tooEarly", "statusNotAvailable", "onlyAtReception", "checkedIn"] as const) {
      const { unmount } = renderPage(state({ appointmentSummaries: [{ ...NEXT, selfCheckInStatus }] }));
      expect(within(nextCard()).queryByRole("button", { name: "Check in" })).toBeNull();
      expect(within(nextCard()).queryByText("You have checked in.") !== null).toBe(selfCheckInStatus === "checkedIn");
      unmount();
    }
  });

  it("names the way of meeting instead of the clinic for a video appointment", () => {
    renderPage(state({ appointmentSummaries: [{ ...NEXT, locationType: "videoAppointment", isRemote: true, selfCheckInStatus: "statusNotAvailable" }] }));
    expect(within(nextCard()).getByText("Video appointment")).toBeTruthy();
    expect(within(nextCard()).queryByText("Hoiva Kamppi")).toBeNull();
  });

  it("says there is no coming appointment and offers booking", () => {
    renderPage(state({ appointmentSummaries: [] }));
    const card = nextCard();
    expect(within(card).getByText("No appointments")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Book an appointment" }).getAttribute("href")).toBe("/en/booking");
  });

  it("gives quick actions as icon buttons to what the menu allows, messages with the unread count", () => {
    renderPage(state());
    const quick = screen.getByRole("navigation", { name: "Quick actions" });
    const links = within(quick).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Book an appointment", "/en/booking"],
      ["Messages11 unread", "/en/messages"],
      ["Renew a prescription", "/en/prescriptions"],
      ["Results", "/en/laboratory"],
      ["Invoices", "/en/invoices"],
    ]);
    expect(quick.querySelectorAll(".shell-icon[aria-hidden='true']")).toHaveLength(5);
  });

  it("leaves out messages and renewal when the person may not use them", () => {
    renderPage(state({ conversationSummaries: null, canRenewPrescriptions: false }));
    const quick = screen.getByRole("navigation", { name: "Quick actions" });
    expect(within(quick).getAllByRole("link").map((link) => link.textContent)).toEqual(["Book an appointment", "Results", "Invoices"]);
  });

  it.each(["en", "fi", "sv"] as const)("has no accessibility violations (%s), with and without an appointment", async (lang) => {
    const { container, unmount } = renderPage(state(), lang);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const empty = renderPage(state({ appointmentSummaries: [] }), lang);
    expect(await axeViolations(empty.container)).toEqual([]);
  });
});
