// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ATTACHMENTS_MAX_COUNT, ATTACHMENTS_MAX_TOTAL_BYTES } from "#domain/messaging";
import { axeViolations, renderUi, useAnalyticsStub } from "#app/ui/test-utils";
import type { InboxPageData } from "./inbox.server";
import { neighboursIn, type ThreadPageData } from "./thread.server";
import { ThreadView } from "./thread";

useAnalyticsStub();

// The conversation page (issue 32, decision 331): the timeline, the patient beside it, the
// grouped actions, the assign list starting empty with the viewer's team first, the deletion's
// confirmation with its reason, and the domain's limits on the fields.

const row = (id: number, at: string, title: string): InboxPageData["conversations"][number] => ({
  id,
  title,
  isActive: true,
  isUnread: false,
  mayOpen: true,
  lastActivityAt: at,
  lastActivityLabel: "22.11.2026 9:00",
  patientName: "Jari Laine",
  assigneeName: null,
  latest: { at, fromPatient: true, preview: "Hei" },
});

const list: InboxPageData = {
  categories: ["assignedToMe", "unassigned", "substitutions", "participant", "others", "closed"],
  category: "unassigned",
  query: { category: "unassigned", q: "", sort: "waiting" },
  searching: false,
  searchMaxLength: 100,
  after: null,
  counts: {},
  countCap: 100,
  conversations: [row(11, "2026-11-20T07:00:00.000Z", "Vanhin"), row(12, "2026-11-22T07:00:00.000Z", "Selkävaivat <b>"), row(13, "2026-11-23T07:00:00.000Z", "Uusin")],
  nextCursor: null,
  mayStartThreads: true,
  now: "2026-11-24T08:00:00.000Z",
};

const data = (overrides: Partial<ThreadPageData> = {}): ThreadPageData => ({
  threadId: 12,
  title: "Selkävaivat <b>",
  isActive: true,
  threadType: "customer",
  viewerId: 3,
  patient: { id: 7, name: "Jari Laine", age: 51 },
  assignee: { id: 4, name: "Minna Rantanen" },
  messages: [
    { id: 1, authorName: "Jari Laine", authorTitle: null, fromPatient: true, at: "2026-11-22T07:00:00.000Z", atLabel: "22.11.2026 9:00", content: "Kipu palasi <script>", deletedReason: null, attachments: [], carriesUnansweredQuestionnaire: false },
    {
      id: 2,
      authorName: "Minna Rantanen",
      authorTitle: "Työterveyshoitaja",
      fromPatient: false,
      at: "2026-11-23T07:00:00.000Z",
      atLabel: "23.11.2026 9:00",
      content: "Täytäthän kyselyn.",
      deletedReason: null,
      attachments: [{ id: 7, fileName: "Ohje.pdf", href: "/en/professional/messages/12/attachments/7" }],
      carriesUnansweredQuestionnaire: true,
    },
    { id: 3, authorName: "Minna Rantanen", authorTitle: null, fromPatient: false, at: "2026-11-23T08:00:00.000Z", atLabel: "23.11.2026 10:00", content: null, deletedReason: "Väärä potilas", attachments: [], carriesUnansweredQuestionnaire: false },
  ],
  invitations: [{ id: 9, messageId: 2, title: "Terveyskysely", answeredAt: null, answeredLabel: null, sections: [] }],
  renewals: [],
  colleagues: [
    { id: 5, name: "Aaro Aalto", title: "Yleislääkäri", sameTeam: false },
    { id: 6, name: "Sari Lehtonen", title: "Työterveyslääkäri", sameTeam: true },
  ],
  forms: [{ id: 1, title: "Terveyskysely" }],
  context: {
    upcoming: [{ id: 40, at: "2026-11-28T07:00:00.000Z", label: "28.11.2026 9:00", practitioner: "Sari Lehtonen", clinic: "Hoiva Pasila", kind: "Työterveystarkastus" }],
    recent: [],
    openRenewals: [],
    currentPrescriptions: [{ id: 31, medicine: "Levotyroksiini 50 mikrog", dosage: "1 tabletti aamulla", validUntilLabel: "3.2.2028" }],
    questionnaires: [{ id: 9, title: "Terveyskysely", sentLabel: "23.11.2026", answeredLabel: null }],
  },
  notice: null,
  confirmDelete: null,
  limits: { content: 10000, deleteReason: 500 },
  accept: ".pdf,.jpg",
  list,
  listSearch: "",
  previousId: 11,
  nextId: 13,
  ...overrides,
});

describe("workspace conversation", () => {
  it("shows the messages as a timeline, the patient beside them and the grouped actions, and passes axe", async () => {
    const { container } = renderUi(<ThreadView data={data()} lang="en" csrfToken="token" />, { path: "/en/professional/messages/12" });
    expect(await screen.findByRole("heading", { level: 1, name: "Selkävaivat <b>" })).toBeTruthy();
    const timeline = screen.getByRole("region", { name: "Messages" });
    const [patient, team, deleted] = within(timeline).getAllByRole("listitem").filter((item) => item.classList.contains("ws-bubble"));
    expect(patient!.className).toContain("ws-bubble--patient");
    expect(within(patient!).getByText("Kipu palasi <script>")).toBeTruthy();
    expect(team!.className).toContain("ws-bubble--team");
    expect(within(team!).getByRole("link", { name: "Ohje.pdf" }).getAttribute("href")).toBe("/en/professional/messages/12/attachments/7");
    expect(within(team!).getByText("Not answered")).toBeTruthy();
    expect(within(deleted!).getByText("This message has been deleted.")).toBeTruthy();
    // Deleting asks first: a link to the confirmation, only on the care team's messages still shown.
    expect(within(team!).getByRole("link", { name: "Delete message…" }).getAttribute("href")).toBe("/en/professional/messages/12?delete=2#delete-2");
    expect(within(patient!).queryByRole("link", { name: "Delete message…" })).toBeNull();
    expect(within(deleted!).queryByRole("link", { name: "Delete message…" })).toBeNull();

    const panel = screen.getByRole("complementary", { name: "Customer" });
    expect(within(panel).getByText("Jari Laine, 51 years")).toBeTruthy();
    expect(within(panel).getByText(/Työterveystarkastus, Sari Lehtonen, Hoiva Pasila/)).toBeTruthy();
    expect(within(panel).getByText("No appointments in the last 18 months.")).toBeTruthy();
    expect(within(panel).getByText("Terveyskysely: sent 23.11.2026, Not answered")).toBeTruthy();
    expect(within(panel).getByRole("heading", { level: 3, name: "Current prescriptions" })).toBeTruthy();
    expect(within(panel).getByText("Levotyroksiini 50 mikrog, 1 tabletti aamulla (valid until 3.2.2028)")).toBeTruthy();
    const records = within(panel).getByRole("navigation", { name: "Patient's records" });
    expect(within(records).getByRole("link", { name: "Laboratory results" }).getAttribute("href")).toBe("/en/professional/patients/7/lab-results");
    expect(within(records).getAllByRole("link").map((link) => link.textContent)).toEqual(["Upcoming appointments", "Visits", "Laboratory results", "Prescriptions"]);

    expect((screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).maxLength).toBe(10000);
    expect(screen.getByLabelText("Attachments (optional)").getAttribute("accept")).toBe(".pdf,.jpg");
    // The hint's limits are the domain's, formatted into the catalog's text.
    expect(screen.getByText(new RegExp(`^Up to ${ATTACHMENTS_MAX_COUNT} files, ${ATTACHMENTS_MAX_TOTAL_BYTES / (1024 * 1024)} MB together:`))).toBeTruthy();
    expect(screen.getByRole("button", { name: "Assign to me" })).toBeTruthy();
    const more = screen.getByText("More actions").closest("details")!;
    const assign = within(more).getByRole("combobox", { name: "Assign to a colleague" }) as HTMLSelectElement;
    expect(assign.value).toBe("");
    expect([...assign.options].map((option) => option.textContent)).toEqual(["Choose a colleague", "Sari Lehtonen, Työterveyslääkäri", "Aaro Aalto, Yleislääkäri"]);
    expect(within(more).getByRole("group", { name: "Your team" })).toBeTruthy();
    expect(within(more).getByRole("button", { name: "Send questionnaire" })).toBeTruthy();
    expect(within(more).getByRole("button", { name: "Close conversation" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks to confirm a deletion with its reason, saying the questionnaire goes with it (fi)", async () => {
    const { container } = renderUi(<ThreadView data={data({ confirmDelete: 2, notice: { kind: "done", key: "assigned" } })} lang="fi" csrfToken="token" />, {
      lang: "fi",
      path: "/fi/ammattilainen/viestit/12?delete=2",
    });
    const confirm = await screen.findByRole("region", { name: "Poistetaanko viesti?" });
    const reason = within(confirm).getByRole("textbox", { name: "Poiston syy" }) as HTMLInputElement;
    expect(reason.maxLength).toBe(500);
    expect(reason.getAttribute("aria-describedby")).toBe("withdraws-2");
    expect(within(confirm).getByRole("button", { name: "Poista viesti" })).toBeTruthy();
    expect(within(confirm).getByRole("link", { name: "Peruuta" }).getAttribute("href")).toBe("/fi/ammattilainen/viestit/12");
    expect(screen.getByRole("status").textContent).toBe("Käsittelijä vaihdettu.");
    expect(screen.queryByRole("button", { name: "Ota käsiteltäväksi" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says a closed conversation takes no reply, and offers to reopen it (sv)", async () => {
    renderUi(<ThreadView data={data({ isActive: false, assignee: { id: 3, name: "Kaisa Ojala" } })} lang="sv" csrfToken="token" />, { lang: "sv", path: "/sv/vardpersonal/meddelanden/12" });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Meddelande" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Send questionnaire|Skicka rundfrågan/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Öppna diskussionen igen" })).toBeTruthy();
  });
});

describe("questionnaires in the conversation", () => {
  it("lists an answered questionnaire's question and answer pairs, and a deleted message's unanswered one as withdrawn", async () => {
    const answered = {
      id: 20,
      messageId: 2,
      title: "Pre-visit information",
      answeredAt: "2026-11-24T08:30:00.000Z",
      answeredLabel: "24.11.2026 10:30",
      sections: [
        { title: "Background", answers: [{ label: "Contraception", answer: "Contraceptive pill" }, { label: "Number of pregnancies", answer: null }] },
        { title: "Symptoms", answers: [{ label: "Other symptoms <i>", answer: "Ache <script>" }] },
      ],
    };
    const withdrawn = { id: 21, messageId: 3, title: "Health survey", answeredAt: null, answeredLabel: null, sections: [] };
    renderUi(<ThreadView data={data({ invitations: [answered, withdrawn] })} lang="en" csrfToken="token" />, { path: "/en/professional/messages/12" });
    const [first, second] = (await screen.findAllByRole("heading", { level: 3 })).filter((heading) => ["Pre-visit information", "Health survey"].includes(heading.textContent ?? ""));
    const box = first!.parentElement!;
    expect(within(box).getByText("Answered 24.11.2026 10:30")).toBeTruthy();
    expect([...box.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling!.textContent])).toEqual([
      ["Contraception", "Contraceptive pill"],
      ["Number of pregnancies", "No answer"],
      ["Other symptoms <i>", "Ache <script>"],
    ]);
    expect([...box.querySelectorAll("h4")].map((heading) => heading.textContent)).toEqual(["Background", "Symptoms"]);
    expect(within(second!.parentElement!).getByText("Withdrawn: the message was deleted")).toBeTruthy();
  });
});

describe("the list beside the conversation", () => {
  it("shows the list it was opened from with this one current, and steps to the previous and next with their shortcuts", async () => {
    const { container } = renderUi(<ThreadView data={data({ listSearch: "?category=unassigned&sort=waiting" })} lang="en" csrfToken="token" />, {
      path: "/en/professional/messages/12?category=unassigned&sort=waiting",
    });
    const side = await screen.findByRole("navigation", { name: "Unassigned" });
    expect(within(side).getByRole("link", { current: "page" }).textContent).toBe("Selkävaivat <b>");
    const previous = screen.getByRole("link", { name: "Previous conversation" });
    const next = screen.getByRole("link", { name: "Next conversation" });
    expect(previous.getAttribute("aria-keyshortcuts")).toBe("Alt+ArrowUp");
    expect(next.getAttribute("aria-keyshortcuts")).toBe("Alt+ArrowDown");
    expect(next.getAttribute("href")).toBe(`/en/professional/messages/13?category=unassigned&sort=waiting&at=${Date.parse("2026-11-23T07:00:00.000Z")}.13`);
    expect(screen.getByRole("link", { name: "Back to messages" }).getAttribute("href")).toBe("/en/professional/messages?category=unassigned&sort=waiting");
    // The page's forms and the deletion's link keep the list.
    expect(screen.getByRole("button", { name: "Assign to me" }).closest("form")!.getAttribute("action")).toBe("/en/professional/messages/12?category=unassigned&sort=waiting");
    expect(screen.getAllByRole("link", { name: "Delete message…" })[0]!.getAttribute("href")).toBe("/en/professional/messages/12?category=unassigned&sort=waiting&delete=2#delete-2");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("finds the neighbours by the place the conversation had, also when it has left the list", () => {
    const place = (at: string, id: number) => ({ at: new Date(at), id });
    expect(neighboursIn(list, place("2026-11-22T07:00:00.000Z", 12))).toEqual({ previousId: 11, nextId: 13 });
    expect(neighboursIn({ ...list, conversations: list.conversations.filter((item) => item.id !== 12) }, place("2026-11-22T07:00:00.000Z", 12))).toEqual({ previousId: 11, nextId: 13 });
    expect(neighboursIn(list, place("2026-11-20T07:00:00.000Z", 11))).toEqual({ previousId: null, nextId: 12 });
    const newest = { ...list, query: { ...list.query, sort: "newest" as const }, conversations: [...list.conversations].reverse() };
    expect(neighboursIn(newest, place("2026-11-22T07:00:00.000Z", 12))).toEqual({ previousId: 13, nextId: 11 });
  });
});
