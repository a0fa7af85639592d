import { inArray } from "drizzle-orm";
import { auditEvents, messagingUsers } from "../schema/index";
import type { DemoContext } from "./context";
import { emailLocalPart } from "./names";

// Professionals' reads and changes of Aino's, Jari's and Eetu's data in the audit trail, as the
// professional workspace records them: what "who has viewed my data" lists (issue 15). Loaded
// after messaging, whose professional users they are; Eetu's paediatrician, who has no
// conversations, gets her professional user here. Times fit the demo's visits and messages.

type Professional = "salminen" | "saarinen" | "rantanen" | "ojala" | "lehtonen" | "koskela" | "karjalainen";
type Action = "read" | "create" | "update";

interface Access {
  professional: Professional;
  day: number;
  time: string;
  action: Action;
  entity: string;
}

const ACCESSES: Record<"aino" | "jari" | "eetu", Access[]> = {
  aino: [
    { professional: "salminen", day: -90, time: "13:10", action: "read", entity: "vaccination" },
    { professional: "salminen", day: -31, time: "16:05", action: "read", entity: "lab-result" },
    { professional: "salminen", day: -30, time: "09:26", action: "read", entity: "appointment" },
    { professional: "salminen", day: -30, time: "09:34", action: "read", entity: "prescription" },
    { professional: "salminen", day: -30, time: "09:58", action: "create", entity: "visit" },
    { professional: "salminen", day: -30, time: "10:02", action: "create", entity: "care-plan" },
    { professional: "saarinen", day: -10, time: "11:20", action: "read", entity: "thread" },
    { professional: "saarinen", day: -10, time: "11:24", action: "create", entity: "message" },
    { professional: "salminen", day: -5, time: "14:31", action: "read", entity: "lab-result" },
    { professional: "salminen", day: -5, time: "14:36", action: "read", entity: "thread" },
    { professional: "salminen", day: -5, time: "14:40", action: "create", entity: "message" },
    { professional: "salminen", day: -1, time: "08:52", action: "read", entity: "prescription" },
    { professional: "salminen", day: -1, time: "08:57", action: "update", entity: "prescription" },
    { professional: "saarinen", day: -1, time: "09:12", action: "read", entity: "thread" },
    { professional: "saarinen", day: -1, time: "09:15", action: "create", entity: "message" },
  ],
  jari: [
    { professional: "lehtonen", day: -100, time: "10:52", action: "read", entity: "occupational-contract" },
    { professional: "lehtonen", day: -100, time: "11:40", action: "create", entity: "visit" },
    { professional: "rantanen", day: -25, time: "08:24", action: "read", entity: "appointment" },
    { professional: "rantanen", day: -25, time: "08:27", action: "read", entity: "visit" },
    { professional: "rantanen", day: -25, time: "09:05", action: "create", entity: "visit" },
    { professional: "lehtonen", day: -24, time: "12:22", action: "read", entity: "lab-result" },
    { professional: "lehtonen", day: -24, time: "12:30", action: "create", entity: "message" },
    { professional: "rantanen", day: -11, time: "08:58", action: "read", entity: "thread" },
    { professional: "rantanen", day: -11, time: "09:02", action: "create", entity: "message" },
    { professional: "koskela", day: -7, time: "13:45", action: "read", entity: "certificate" },
    { professional: "ojala", day: -1, time: "10:41", action: "read", entity: "thread" },
    { professional: "ojala", day: -1, time: "10:43", action: "read", entity: "visit" },
    { professional: "ojala", day: -1, time: "10:48", action: "create", entity: "message" },
  ],
  eetu: [
    { professional: "karjalainen", day: -50, time: "14:52", action: "read", entity: "appointment" },
    { professional: "karjalainen", day: -50, time: "14:55", action: "read", entity: "vaccination" },
    { professional: "karjalainen", day: -50, time: "15:40", action: "create", entity: "visit" },
    { professional: "karjalainen", day: -49, time: "10:15", action: "update", entity: "visit" },
    { professional: "karjalainen", day: -2, time: "16:20", action: "read", entity: "visit" },
  ],
};

/** The workspace's addresses are the clinics' internal network. */
const WORKSTATION_ADDRESS = "10.40.12.7";

export async function loadProfessionalAccesses({ db, clock, catalog, people }: DemoContext): Promise<void> {
  const practitionerOf = (key: Professional) => {
    const practitioner = catalog.practitioners.get(key);
    if (!practitioner) throw new Error(`Unknown practitioner ${key}`);
    return practitioner;
  };
  const paediatrician = practitionerOf("karjalainen");
  const [firstName = "", lastName = ""] = paediatrician.data.name.split(" ");
  await db.insert(messagingUsers).values({
    userType: "ProfessionalUser",
    practitionerId: paediatrician.id,
    firstName,
    lastName,
    title: paediatrician.data.title.fi,
    emailAddress: `${emailLocalPart(firstName, lastName)}@hoiva.example.com`,
    dhUserNames: [`${lastName.slice(0, 5).toUpperCase()}${firstName.slice(0, 1).toUpperCase()}`],
  });

  const keys = [...new Set(Object.values(ACCESSES).flatMap((accesses) => accesses.map((access) => access.professional)))];
  const users = await db
    .select({ id: messagingUsers.id, practitionerId: messagingUsers.practitionerId, title: messagingUsers.title })
    .from(messagingUsers)
    .where(inArray(messagingUsers.practitionerId, keys.map((key) => practitionerOf(key).id)));
  const userOf = (key: Professional) => {
    const user = users.find((row) => row.practitionerId === practitionerOf(key).id);
    if (!user) throw new Error(`No professional user for ${key}`);
    return user;
  };

  let sequence = 0;
  await db.insert(auditEvents).values(
    (Object.keys(ACCESSES) as (keyof typeof ACCESSES)[]).flatMap((persona) =>
      ACCESSES[persona].map((access) => {
        const user = userOf(access.professional);
        sequence += 1;
        return {
          at: clock.at(access.day, access.time),
          actorPatientId: null,
          actorProfessionalId: user.id,
          actorRole: user.title,
          actingForPatientId: people.persona[persona],
          action: access.action,
          entity: access.entity,
          address: WORKSTATION_ADDRESS,
          requestId: `demo-professional-access-${sequence}`,
        };
      }),
    ),
  );
}
