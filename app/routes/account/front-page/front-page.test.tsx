// @vitest-environment jsdom
import { ToastProvider } from "#app/ui/toast-provider";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FrontPageState } from "#server/modules/account/front-page-service";
import type { Lang } from "#domain/routes/route-table";
import { axeViolations, renderUi } from "#app/ui/test-utils";
import { FrontPage } from "./front-page";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** 5 March 2030 09:30 in Helsinki (UTC+2). */
const APPOINTMENT_START = new Date("2030-03-05T07:30:00Z");

const NOTHING_NEEDED: FrontPageState["attention"] = {
  unreadThreadCount: 0,
  openInvoices: { count: 0, overdueCount: 0, totalCents: 0, firstDueDate: null },
  newLabResults: [],
  questionnairesToAnswer: [],
  renewalDecisionCount: 0,
};

function fullState(overrides: Partial<FrontPageState> = {}): FrontPageState {
  return {
    customer: { firstName: "Aino" },
    actingFor: null,
    hasPatientData: true,
    mfaOnboardingParam: null,
    user: { csrfToken: "token" },
    conversationSummaries: [
      {
        id: 41,
        title: null,
        latestActivityAt: daysAgo(1.5),
        latestExcerpt: "Hei, lääkäri on uusinut reseptisi.",
        latestAuthor: { kind: "person", name: "Elina Saarinen" },
        isUnread: true,
      },
    ],
    appointmentSummaries: [
      {
        id: 7,
        startsAt: APPOINTMENT_START,
        durationMinutes: 30,
        isSpecificTime: true,
        locationType: "physicalLocation",
        isRemote: false,
        title: "Yleislääkärin vastaanotto",
        specialtyName: "Yleislääketiede",
        practitionerName: "Anna Salminen",
        clinicName: "Hoiva Kamppi",
        selfCheckInStatus: "tooEarly",
      },
      {
        id: 8,
        startsAt: new Date(APPOINTMENT_START.getTime() + DAY_MS),
        durationMinutes: 20,
        isSpecificTime: true,
        locationType: "videoAppointment",
        isRemote: true,
        title: "Videovastaanotto",
        specialtyName: "Yleislääketiede",
        practitionerName: "Mikael Koskinen",
        clinicName: "Hoiva Kamppi",
        selfCheckInStatus: "statusNotAvailable",
      },
    ],
    visitSummaries: [
      {
        id: 12,
        dateTime: daysAgo(30),
        visitKind: "healthCare",
        visitType: "private",
        practitionerName: "Anna Salminen",
        specialtyName: "Yleislääketiede",
        clinicName: "Hoiva Kamppi",
      },
    ],
    prescriptions: [
      { id: 21, medicineName: "Levotyroksiini", strength: "100 mikrog", medicineType: "tabletti", issuedDate: "2030-02-01", isRenewable: true },
      { id: 22, medicineName: "Amoksisilliini", strength: "500 mg", medicineType: "kapseli", issuedDate: "2030-01-15", isRenewable: false },
    ],
    canRenewPrescriptions: true,
    labResultSummaries: [
      { id: 31, date: "2030-02-03", isReady: true, testCount: 5, testNames: ["Perusverenkuva", "CRP", "Glukoosi"] },
      { id: 32, date: "2030-02-20", isReady: false, testCount: 1, testNames: ["TSH"] },
    ],
    questionnaireSummaries: [{ id: 51, title: "Health survey", invitedAt: daysAgo(10), answeredAt: null }],
    imagingSummaries: [{ id: 61, imagingDate: "2030-01-10", examinationName: "Keuhkojen röntgen" }],
    attention: NOTHING_NEEDED,
    ...overrides,
  };
}

function emptyState(overrides: Partial<FrontPageState> = {}): FrontPageState {
  return fullState({
    conversationSummaries: [],
    appointmentSummaries: [],
    visitSummaries: [],
    prescriptions: [],
    canRenewPrescriptions: false,
    labResultSummaries: [],
    questionnaireSummaries: [],
    imagingSummaries: [],
    attention: NOTHING_NEEDED,
    ...overrides,
  });
}

function renderFrontPage(state: FrontPageState, lang: Lang = "en") {
  return renderUi(
    <ToastProvider>
      <FrontPage state={state} />
    </ToastProvider>,
    { lang },
  );
}

const SECTION_TITLES: Record<Lang, string[]> = {
  en: ["Messages", "Appointments", "Visits", "Prescriptions", "Laboratory results", "Questionnaires", "Imaging"],
  fi: ["Viestit", "Ajanvaraukset", "Käynnit", "Reseptit", "Laboratoriotulokset", "Kyselyt", "Kuvantaminen"],
  sv: ["Meddelanden", "Tidsbokningar", "Besök", "Recept", "Laboratorieresultat", "Enkäter", "Bildbehandling"],
};

/** The next-appointment card leads the page, before the spec's sections. */
const ATTENTION_TITLE: Record<Lang, string> = { en: "Needs your attention", fi: "Vaatii huomiotasi", sv: "Behöver din uppmärksamhet" };
const NEXT_TITLE: Record<Lang, string> = { en: "Next appointment", fi: "Seuraava aika", sv: "Nästa tid" };

/** The "All" link of each section, in section order, with the localised path of the route table. */
const ALL_LINKS: Record<Lang, { word: string; paths: string[] }> = {
  en: {
    word: "All",
    paths: ["/en/messages", "/en/appointments", "/en/visits", "/en/prescriptions", "/en/laboratory", "/en/questionnaires", "/en/imaging"],
  },
  fi: {
    word: "Kaikki",
    paths: ["/fi/viestit", "/fi/ajat", "/fi/kaynnit", "/fi/reseptit", "/fi/laboratorio", "/fi/kyselyt", "/fi/kuvantaminen"],
  },
  sv: {
    word: "Alla",
    paths: ["/sv/meddelanden", "/sv/tider", "/sv/besoken", "/sv/recept", "/sv/laboratorium", "/sv/rundfraga", "/sv/bildbehandling"],
  },
};

const EMPTY_TEXTS: Record<Lang, Record<string, string>> = {
  en: { messages: "No messages", appointments: "No appointments", visits: "No visits", prescriptions: "No prescriptions", results: "No results" },
  fi: { messages: "Ei viestejä", appointments: "Ei ajanvarauksia", visits: "Ei käyntejä", prescriptions: "Ei reseptejä", results: "Ei tuloksia" },
  sv: { messages: "Inga meddelanden", appointments: "Inga bokade tider", visits: "Inga besök", prescriptions: "Inga recept", results: "Inga resultat" },
};

describe.each(["en", "fi", "sv"] as const)("FrontPage in %s", (lang) => {
  it("shows the sections in the spec's order, each with its 'All' link to the localised list page", () => {
    renderFrontPage(fullState(), lang);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([NEXT_TITLE[lang], ATTENTION_TITLE[lang], ...SECTION_TITLES[lang]]);
    SECTION_TITLES[lang].forEach((title, index) => {
      const section = screen.getByRole("region", { name: title });
      const all = within(section).getByRole("link", { name: `${ALL_LINKS[lang].word} – ${title}` });
      expect(all.getAttribute("href")).toBe(ALL_LINKS[lang].paths[index]);
    });
  });

  it("shows each section's empty text and leaves out questionnaires when there are none", () => {
    renderFrontPage(emptyState(), lang);
    const [messages, appointments, visits, prescriptions, labResults, questionnaires, imaging] = SECTION_TITLES[lang];
    const texts = EMPTY_TEXTS[lang];
    expect(within(screen.getByRole("region", { name: messages })).getByText(texts.messages!)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: appointments })).getByText(texts.appointments!)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: visits })).getByText(texts.visits!)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: prescriptions })).getByText(texts.prescriptions!)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: labResults })).getByText(texts.results!)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: imaging })).getByText(texts.results!)).toBeTruthy();
    expect(screen.queryByRole("region", { name: questionnaires })).toBeNull();
  });

  it("has no accessibility violations", async () => {
    const { container } = renderFrontPage(fullState({ mfaOnboardingParam: { phoneNumber: "+358401234501", codeSentTo: null } }), lang);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("FrontPage", () => {
  it("greets the user and says whose matters a guardian is handling", () => {
    renderFrontPage(fullState({ customer: { firstName: "Mikko" }, actingFor: { firstName: "Eetu" } }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Hello Mikko");
    expect(screen.getByText("You are handling Eetu's matters")).toBeTruthy();
  });

  it("does not mention acting for anyone when the user handles their own matters", () => {
    renderFrontPage(fullState(), "fi");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Hei Aino");
    expect(screen.queryByText(/asioita/)).toBeNull();
  });

  it("shows appointment times in Helsinki time as H:mm with the short date of the language", () => {
    const { unmount } = renderFrontPage(fullState(), "fi");
    expect(within(screen.getByRole("region", { name: "Ajanvaraukset" })).getByText("ti 05.03.2030 klo 9:30")).toBeTruthy();
    unmount();
    renderFrontPage(fullState(), "en");
    const appointments = screen.getByRole("region", { name: "Appointments" });
    expect(within(appointments).getByText("Tue 5.3.2030 at 9:30")).toBeTruthy();
    expect(within(appointments).getByRole("link", { name: "Yleislääkärin vastaanotto" }).getAttribute("href")).toBe("/en/appointments/7");
    expect(within(appointments).getByText("Anna Salminen · Hoiva Kamppi")).toBeTruthy();
    expect(within(appointments).getByText("Mikael Koskinen · Video appointment")).toBeTruthy();
  });

  it("offers the new conversation button and marks unread conversations", () => {
    renderFrontPage(fullState());
    const messages = screen.getByRole("region", { name: "Messages" });
    expect(within(messages).getByRole("link", { name: "New conversation" }).getAttribute("href")).toBe("/en/messages/new");
    expect(within(messages).getByRole("link", { name: "Conversation" }).getAttribute("href")).toBe("/en/messages/41");
    expect(within(messages).getByText("Unread")).toBeTruthy();
    expect(within(messages).getByText("Yesterday")).toBeTruthy();
  });

  it("leaves out conversations when customer messaging is not allowed", () => {
    renderFrontPage(fullState({ conversationSummaries: null }));
    expect(screen.queryByRole("region", { name: "Messages" })).toBeNull();
  });

  it("links renewable prescriptions to renewal only when renewal is allowed", () => {
    const { unmount } = renderFrontPage(fullState());
    let prescriptions = screen.getByRole("region", { name: "Prescriptions" });
    const renew = within(prescriptions).getByRole("link", { name: "Renew prescription: Levotyroksiini 100 mikrog" });
    expect(renew.getAttribute("href")).toBe("/en/prescription-renewal/21");
    expect(within(prescriptions).getByText("Non-renewable prescription")).toBeTruthy();
    expect(within(prescriptions).getAllByRole("link", { name: /Renew/ })).toHaveLength(1);
    unmount();
    renderFrontPage(fullState({ canRenewPrescriptions: false }));
    prescriptions = screen.getByRole("region", { name: "Prescriptions" });
    expect(within(prescriptions).queryByRole("link", { name: /Renew/ })).toBeNull();
  });

  it("shows lab result days as Ready or Pending, linked by date", () => {
    renderFrontPage(fullState());
    const lab = screen.getByRole("region", { name: "Laboratory results" });
    expect(within(lab).getByRole("link", { name: "3.2.2030" }).getAttribute("href")).toBe("/en/laboratoryresult/2030-02-03");
    expect(within(lab).getByText("Ready")).toBeTruthy();
    expect(within(lab).getByText("Pending")).toBeTruthy();
    expect(within(lab).getByText("Perusverenkuva, CRP, Glukoosi and 2 others")).toBeTruthy();
    const imaging = screen.getByRole("region", { name: "Imaging" });
    expect(within(imaging).getByRole("link", { name: "Keuhkojen röntgen" }).getAttribute("href")).toBe("/en/imaging/2030-01-10");
  });

  it("shows the SMS login onboarding only with onboarding data, the phone number prefilled", async () => {
    const { unmount } = renderFrontPage(fullState({ mfaOnboardingParam: { phoneNumber: "+358401234501", codeSentTo: null } }));
    const panel = screen.getByRole("region", { name: "Turn on SMS login" });
    expect(((await within(panel).findByLabelText("Phone number for SMS codes")) as HTMLInputElement).value).toBe("+358401234501");
    unmount();
    renderFrontPage(fullState());
    expect(screen.queryByRole("region", { name: "Turn on SMS login" })).toBeNull();
  });

  it("shows a plain notice instead of the sections when there is no patient record", () => {
    renderFrontPage(emptyState({ hasPatientData: false, conversationSummaries: null }));
    expect(screen.getByRole("heading", { level: 2, name: "No patient information yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book an appointment" }).getAttribute("href")).toBe("/en/booking");
    expect(screen.queryByText("No appointments")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(1);
  });
});
