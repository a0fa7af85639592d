import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import {
  absences,
  absenceSubstitutes,
  customerMessagingAnnouncements,
  messageAttachments,
  messageQuestionnaireInvitations,
  messages,
  messagingThreads,
  messagingUsers,
  prescriptionRenewalItems,
  prescriptionRenewalRequests,
  prescriptions,
  threadAssignments,
  threadParticipants,
  threadReadStatuses,
} from "../schema/index";
import type { Catalog } from "./catalog";
import type { DemoClock } from "./clock";
import type { DemoContext } from "./context";
import { HR_USER, MESSAGING_PROFESSIONALS, type MessagingProfessionalKey, professionalEmail } from "./staff";
import type { People } from "./people";
import { requirePersona } from "./personas";
import type { QuestionnaireInvitationIds } from "./questionnaires";

// Secure messaging: Aino's and Jari's conversations with professionals (each has exactly one
// unread thread), professionals' absences with substitutes, an HR user and the announcement
// banner of the new-conversation page.

const PROFESSIONALS = MESSAGING_PROFESSIONALS;
type ProfessionalKey = MessagingProfessionalKey;
/** The care team and the employer's HR user ("virta"), who writes in HR threads. */
type StaffKey = ProfessionalKey | "virta";
type Author = "customer" | StaffKey;

interface MessageData {
  author: Author;
  day: number;
  time: string;
  content: string;
  deleted?: { by: Author; reason: string };
  attachment?: { fileName: string; contentType: string; sizeBytes: number };
  withQuestionnaire?: boolean;
}

interface ThreadData {
  customer: "aino" | "jari";
  title: string | null;
  /** An HR thread is between the employer's HR user and the employee (customer by default). */
  threadType?: "hr";
  isActive?: boolean;
  professionals: StaffKey[];
  /** Earlier assignments end when the next one starts; the last one is current. */
  assignees: { professional: StaffKey; day: number }[];
  messages: MessageData[];
  /** When the customer last opened the thread; earlier than a reply makes it unread. */
  customerReadAt: { day: number; time: string };
  /** When the staff last opened it; by default at its latest message (read). */
  staffReadAt?: { day: number; time: string };
  isRenewalRequest?: boolean;
}

const THREADS: ThreadData[] = [
  {
    customer: "aino",
    title: "Kysymys kolesterolituloksesta",
    professionals: ["salminen"],
    assignees: [{ professional: "salminen", day: -6 }],
    messages: [
      { author: "customer", day: -6, time: "10:12", content: "Hei! Kolesteroliarvoni oli hieman koholla. Tarvitaanko uusi näyte vai riittääkö ruokavalion muutos?" },
      { author: "salminen", day: -5, time: "14:40", content: "Hei Aino, arvo on vain lievästi koholla. Suosittelen ruokavaliomuutoksia ja uutta paastonäytettä noin kolmen kuukauden päästä. Lähete on jo voimassa." },
      { author: "customer", day: -5, time: "18:03", content: "Kiitos, varaan ajan laboratorioon." },
    ],
    customerReadAt: { day: -5, time: "18:03" },
  },
  {
    customer: "aino",
    title: "Reseptin uusimispyyntö",
    professionals: ["saarinen"],
    assignees: [{ professional: "saarinen", day: -2 }],
    isRenewalRequest: true,
    messages: [
      {
        author: "customer",
        day: -2,
        time: "21:17",
        content: "Levotyroksiini 100 mikrog: lääke on loppumassa, noin viikon annokset jäljellä. Ei haittavaikutuksia. Muut lääkkeet: ei muita säännöllisiä lääkkeitä.",
      },
      { author: "saarinen", day: -1, time: "09:15", content: "Hei, lääkäri on uusinut reseptisi. Voit hakea lääkkeen apteekista Kela-kortilla." },
    ],
    customerReadAt: { day: -2, time: "21:17" },
  },
  {
    customer: "aino",
    title: "Esitiedot gynekologin käyntiä varten",
    professionals: ["saarinen"],
    assignees: [{ professional: "saarinen", day: -10 }],
    messages: [
      {
        author: "saarinen",
        day: -10,
        time: "13:05",
        content: "Hei, täytäthän esitietolomakkeen ennen tulevaa käyntiäsi. Liitteenä ohje näytteenottoon valmistautumisesta.",
        attachment: { fileName: "Ohje_irtosolunayte.pdf", contentType: "application/pdf", sizeBytes: 48_213 },
        withQuestionnaire: true,
      },
      {
        author: "saarinen",
        day: -10,
        time: "13:07",
        content: "Tämä viesti lähti vahingossa väärään keskusteluun.",
        deleted: { by: "saarinen", reason: "Lähetetty väärään keskusteluun" },
      },
      { author: "customer", day: -9, time: "07:48", content: "Kiitos, täytän lomakkeen tällä viikolla." },
    ],
    customerReadAt: { day: -9, time: "07:48" },
  },
  {
    customer: "jari",
    title: "Selkävaivat ja työergonomia",
    professionals: ["rantanen", "ojala"],
    assignees: [
      { professional: "rantanen", day: -12 },
      { professional: "ojala", day: -3 },
    ],
    messages: [
      { author: "customer", day: -12, time: "16:20", content: "Hei, selkä on taas kipeytynyt nostotöiden jälkeen. Voisiko työpisteelle tehdä ergonomiakartoituksen?" },
      { author: "rantanen", day: -11, time: "09:02", content: "Hei Jari, sovitaan työpaikkakäynti fysioterapeutin kanssa. Ilmoitan ajan, kun se on vahvistunut." },
      { author: "customer", day: -2, time: "07:35", content: "Kipu palasi viikonloppuna. Onko käynnille jo aikaa?" },
      { author: "ojala", day: -1, time: "10:48", content: "Hei, sijaistan Minna Rantasta. Fysioterapeutti Olli Mattila tulee työmaalle ensi viikon tiistaina. Varaa tarvittaessa aika työterveyslääkärille." },
    ],
    customerReadAt: { day: -2, time: "07:35" },
  },
  {
    customer: "jari",
    title: "Työterveystarkastuksen tulokset",
    isActive: false,
    professionals: ["lehtonen"],
    assignees: [{ professional: "lehtonen", day: -24 }],
    messages: [
      { author: "lehtonen", day: -24, time: "12:30", content: "Hei, laboratoriotuloksesi olivat viitealueella. Seuraava tarkastus kolmen vuoden kuluttua." },
      { author: "customer", day: -23, time: "17:10", content: "Kiitos tiedosta!" },
    ],
    customerReadAt: { day: -23, time: "17:10" },
  },
  // HR threads of Jari's employer: open (Jari's answer unread by HR) and closed, for the HR inbox.
  {
    customer: "jari",
    title: "Työhön paluun suunnitelma",
    threadType: "hr",
    professionals: ["virta"],
    assignees: [{ professional: "virta", day: -4 }],
    messages: [
      { author: "virta", day: -4, time: "13:05", content: "Hei Jari, sovitaan työhön paluun suunnitelmasta ennen sairausloman päättymistä. Sopiiko työkykyneuvottelu ensi viikon torstaina klo 13?" },
      { author: "customer", day: -3, time: "08:40", content: "Torstai sopii. Voiko työterveyshoitaja olla mukana neuvottelussa?" },
    ],
    customerReadAt: { day: -3, time: "08:40" },
    staffReadAt: { day: -4, time: "13:05" },
  },
  {
    customer: "jari",
    title: "Työterveyskäynnit työaikana",
    threadType: "hr",
    isActive: false,
    professionals: ["virta"],
    assignees: [{ professional: "virta", day: -40 }],
    messages: [
      { author: "customer", day: -40, time: "15:12", content: "Saako työterveyshuollon käynnit tehdä työaikana?" },
      { author: "virta", day: -39, time: "09:30", content: "Saa. Merkitse käynti työaikakirjanpitoon koodilla TTH, niin palkka maksetaan normaalisti." },
    ],
    customerReadAt: { day: -39, time: "09:30" },
  },
];

const ABSENCES: { absentee: ProfessionalKey; fromDay: number; toDay: number; substitutes: ProfessionalKey[]; note: string }[] = [
  { absentee: "rantanen", fromDay: -3, toDay: 18, substitutes: ["ojala"], note: "Vuosiloma. Kiireelliset asiat Kaisa Ojalalle." },
  { absentee: "koskela", fromDay: 20, toDay: 27, substitutes: ["lehtonen"], note: "Koulutus." },
  { absentee: "salminen", fromDay: -60, toDay: -53, substitutes: ["saarinen"], note: "Loma." },
];

export async function loadMessaging(
  { db, catalog, people, clock }: DemoContext,
  related: { questionnaires: QuestionnaireInvitationIds; employerId: number },
): Promise<void> {
  const { questionnaires } = related;
  const users = await loadUsers(db, catalog, people, related.employerId);
  const userOf = (customer: "aino" | "jari", author: Author) => (author === "customer" ? users.customers[customer] : users.professionals[author]);

  for (const thread of THREADS) {
    const patientId = people.persona[thread.customer];
    const first = thread.messages[0];
    const [inserted] = await db
      .insert(messagingThreads)
      .values({
        patientId,
        title: thread.title,
        threadType: thread.threadType ?? "customer",
        isActive: thread.isActive ?? true,
        createdAt: first ? clock.at(first.day, first.time) : clock.now,
      })
      .returning({ id: messagingThreads.id });
    if (!inserted) throw new Error("Thread insert returned nothing");
    const threadId = inserted.id;
    const participantIds = [users.customers[thread.customer], ...thread.professionals.map((key) => users.professionals[key])];
    await db.insert(threadParticipants).values(
      participantIds.map((userId) => ({ threadId, userId, joinedAt: first ? clock.at(first.day, first.time) : clock.now })),
    );
    await db.insert(threadAssignments).values(
      thread.assignees.map((assignee, index) => {
        const next = thread.assignees[index + 1];
        return {
          threadId,
          assigneeUserId: users.professionals[assignee.professional],
          assignedAt: clock.at(assignee.day, "08:00"),
          endedAt: next ? clock.at(next.day, "08:00") : null,
        };
      }),
    );
    const messageIds = await db
      .insert(messages)
      .values(
        thread.messages.map((message) => ({
          threadId,
          patientId,
          authorUserId: userOf(thread.customer, message.author),
          content: message.content,
          createdAt: clock.at(message.day, message.time),
          deletedAt: message.deleted ? clock.at(message.day, message.time) : null,
          deletedByUserId: message.deleted ? userOf(thread.customer, message.deleted.by) : null,
          deletedReason: message.deleted?.reason ?? null,
        })),
      )
      .returning({ id: messages.id });
    await loadMessageExtras(db, thread, messageIds, { threadId, patientId, userOf, questionnaires });

    const last = thread.messages.at(-1);
    const lastAt = last ? clock.at(last.day, last.time) : clock.now;
    await db.insert(threadReadStatuses).values([
      { threadId, readByUserId: users.customers[thread.customer], readAt: clock.at(thread.customerReadAt.day, thread.customerReadAt.time) },
      ...thread.professionals.map((key) => ({
        threadId,
        readByUserId: users.professionals[key],
        readAt: thread.staffReadAt ? clock.at(thread.staffReadAt.day, thread.staffReadAt.time) : lastAt,
      })),
    ]);
    if (thread.isRenewalRequest) await loadRenewalRequest(db, patientId, threadId, lastAt);
  }

  await loadAbsences(db, users.professionals, clock);
  await db.insert(customerMessagingAnnouncements).values({
    heading: { fi: "Vastaamme viesteihin arkisin", sv: "Vi svarar på meddelanden på vardagar", en: "We answer messages on weekdays" },
    description: {
      fi: "Vastaamme viesteihin **1-3 arkipäivän** kuluessa. Kiireellisissä asioissa soita asiakaspalveluumme.",
      sv: "Vi svarar på meddelanden inom **1-3 vardagar**. I brådskande ärenden, ring vår kundtjänst.",
      en: "We answer messages within **1-3 business days**. For urgent matters, please call our customer service.",
    },
    announcementType: "info",
  });
}

interface MessagingUsers {
  customers: Record<"aino" | "jari", number>;
  professionals: Record<StaffKey, number>;
}

async function loadUsers(db: Database, catalog: Catalog, people: People, employerId: number): Promise<MessagingUsers> {
  const customers = (["aino", "jari"] as const).map((key) => {
    const persona = requirePersona(key);
    return {
      userType: "CustomerUser" as const,
      patientId: people.persona[key],
      firstName: persona.firstName,
      lastName: persona.lastName,
      emailAddress: persona.email,
    };
  });
  const professionals = PROFESSIONALS.map((key) => {
    const practitioner = catalog.practitioners.get(key);
    if (!practitioner) throw new Error(`Unknown practitioner ${key}`);
    const [firstName = "", lastName = ""] = practitioner.data.name.split(" ");
    return {
      userType: "ProfessionalUser" as const,
      practitionerId: practitioner.id,
      firstName,
      lastName,
      title: practitioner.data.title.fi,
      emailAddress: professionalEmail(firstName, lastName),
      dhUserNames: [`${lastName.slice(0, 5).toUpperCase()}${firstName.slice(0, 1).toUpperCase()}`],
    };
  });
  const inserted = await db
    .insert(messagingUsers)
    .values([...customers, ...professionals])
    .returning({ id: messagingUsers.id });
  const ids = inserted.map((row) => row.id);
  const idAt = (index: number) => {
    const id = ids[index];
    if (id === undefined) throw new Error("Messaging user insert returned too few rows");
    return id;
  };
  const [hrUser] = await db
    .insert(messagingUsers)
    .values({
      userType: "HrUser",
      employerId,
      firstName: HR_USER.firstName,
      lastName: HR_USER.lastName,
      title: HR_USER.title,
      emailAddress: HR_USER.email,
    })
    .returning({ id: messagingUsers.id });
  if (!hrUser) throw new Error("HR user insert returned nothing");
  const careTeam = Object.fromEntries(PROFESSIONALS.map((key, index) => [key, idAt(customers.length + index)])) as Record<ProfessionalKey, number>;
  return {
    customers: { aino: idAt(0), jari: idAt(1) },
    professionals: { ...careTeam, virta: hrUser.id },
  };
}

interface ThreadContext {
  threadId: number;
  patientId: number;
  userOf: (customer: "aino" | "jari", author: Author) => number;
  questionnaires: QuestionnaireInvitationIds;
}

async function loadMessageExtras(db: Database, thread: ThreadData, messageIds: { id: number }[], context: ThreadContext) {
  for (const [index, message] of thread.messages.entries()) {
    const messageId = messageIds[index]?.id;
    if (messageId === undefined) throw new Error("Message insert returned too few rows");
    if (message.attachment) {
      const key = `demo-attachment-${context.threadId}-${index}`;
      await db.insert(messageAttachments).values({
        key,
        messageId,
        patientId: context.patientId,
        uploadedByUserId: context.userOf(thread.customer, message.author),
        ...message.attachment,
        storagePath: `attachments/demo/${key}`,
      });
    }
    if (message.withQuestionnaire) {
      await db.insert(messageQuestionnaireInvitations).values({ messageId, invitationId: context.questionnaires.ainoPreVisit });
    }
  }
}

async function loadRenewalRequest(db: Database, patientId: number, threadId: number, createdAt: Date) {
  const prescription = await db.query.prescriptions.findFirst({
    columns: { id: true },
    where: and(eq(prescriptions.patientId, patientId), eq(prescriptions.medicineName, "Levotyroksiini")),
  });
  if (!prescription) throw new Error("The renewal request needs Aino's levothyroxine prescription");
  const [request] = await db
    .insert(prescriptionRenewalRequests)
    .values({ patientId, otherMedicines: "Ei muita säännöllisiä lääkkeitä.", threadId, createdAt })
    .returning({ id: prescriptionRenewalRequests.id });
  if (!request) throw new Error("Renewal request insert returned nothing");
  await db.insert(prescriptionRenewalItems).values({
    requestId: request.id,
    prescriptionId: prescription.id,
    reason: "Lääke on loppumassa.",
    isMedicineFinished: false,
    hasSideEffects: false,
    followUp: "Noin viikon annokset jäljellä.",
  });
}

async function loadAbsences(db: Database, professionals: Record<ProfessionalKey, number>, clock: DemoClock) {
  const inserted = await db
    .insert(absences)
    .values(
      ABSENCES.map((absence) => ({
        absenteeUserId: professionals[absence.absentee],
        startsAt: clock.at(absence.fromDay, "0:00"),
        endsAt: clock.at(absence.toDay + 1, "0:00"),
        internalMessage: absence.note,
      })),
    )
    .returning({ id: absences.id });
  await db.insert(absenceSubstitutes).values(
    ABSENCES.flatMap((absence, index) => {
      const absenceId = inserted[index]?.id;
      if (absenceId === undefined) throw new Error("Absence insert returned too few rows");
      return absence.substitutes.map((key) => ({ absenceId, substituteUserId: professionals[key] }));
    }),
  );
}
