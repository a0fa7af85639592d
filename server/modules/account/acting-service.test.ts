import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatCalendarDate, helsinkiCalendarDate, parseCalendarDate } from "#domain/helsinki-time";
import { makeIdentityCode } from "#domain/identity-code";
import { addCalendarDays } from "#server/db/demo-data/clock";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { auditEvents, guardianships, mandates, patients, sessions } from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { useTestDatabase } from "#tests/db/test-database";
import { type ActingRegisters, chooseActingPerson, defaultActingRegisters, listActingPersons } from "./acting-service";
import { establishLogin, type Person } from "./session-service";

const now = new Date();
const database = useTestDatabase({ demoDataNow: now });
const registers = (): ActingRegisters => defaultActingRegisters(database.db);

function personOf(key: PersonaKey): Person {
  const persona = requirePersona(key);
  return { identityCode: personaIdentityCode(persona), firstName: persona.firstName, lastName: persona.lastName };
}

async function patientIdOf(identityCode: string): Promise<number> {
  const [row] = await database.db.select({ id: patients.id }).from(patients).where(eq(patients.identityCode, identityCode));
  if (!row) throw new Error(`no patient ${identityCode}`);
  return row.id;
}

const personaId = (key: PersonaKey) => patientIdOf(personaIdentityCode(requirePersona(key)));

async function logIn(key: PersonaKey) {
  return establishLogin(database.db, {
    previousSessionId: null,
    person: personOf(key),
    authenticatedAt: now,
    authTokenTimeout: { amount: 60, unit: "minutes" },
    lang: "fi",
    mfaAvailable: false,
    now,
  });
}

function auditActorFor(patientId: number | null): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address: "192.0.2.1", requestId: "test-request" };
}

/** The birth date of someone who turns `years` old `offsetDays` from today (Helsinki). */
function birthDateTurning(years: number, offsetDays = 0): string {
  const day = parseCalendarDate(addCalendarDays(helsinkiCalendarDate(now), offsetDays))!;
  return formatCalendarDate(day.year - years, day.month, day.day);
}

/** A new child patient of the guardian (a register entry as in the demo data). */
async function addChild(guardianKey: PersonaKey, firstName: string, birthDate: string, individualNumber: number) {
  const identityCode = makeIdentityCode(birthDate, individualNumber);
  const [child] = await database.db
    .insert(patients)
    .values({ identityCode, firstName, lastName: "Nieminen", birthDate })
    .returning({ id: patients.id });
  await database.db.insert(guardianships).values({
    guardianPatientId: await personaId(guardianKey),
    childPatientId: child!.id,
    type: "parent",
    verifiedAt: now,
  });
  return child!.id;
}

async function sessionRow(id: string) {
  const [row] = await database.db
    .select({ actingPatientId: sessions.actingPatientId, actingRole: sessions.actingRole })
    .from(sessions)
    .where(eq(sessions.id, id));
  return row;
}

describe("acting for a child (guardian, children's brand)", () => {
  it("lists the guardian's children aged 11 or under, oldest first", async () => {
    const result = await listActingPersons(database.db, registers(), {
      person: personOf("mikko"),
      actor: "child",
      brand: "kids",
      now,
      auditActor: auditActorFor(await personaId("mikko")),
    });
    expect(result).toEqual({
      type: "success",
      persons: [
        { patientId: await personaId("eetu"), firstName: "Eetu", lastName: "Nieminen", birthDate: "2017-04-09" },
        { patientId: await personaId("helmi"), firstName: "Helmi", lastName: "Nieminen", birthDate: "2020-10-17" },
      ],
    });
  });

  it("lets the guardian choose a child aged 11 or under, and audits it", async () => {
    const session = await logIn("mikko");
    const eetu = await personaId("eetu");
    const result = await chooseActingPerson(database.db, registers(), {
      session,
      actor: "child",
      brand: "kids",
      now,
      choice: { kind: "person", patientId: eetu },
      auditActor: auditActorFor(session.patientId),
    });
    expect(result).toEqual({ type: "success", actingPatientId: eetu, actingRole: "guardian" });
    expect(await sessionRow(session.id)).toEqual({ actingPatientId: eetu, actingRole: "guardian" });
    const audits = await database.db
      .select({ actor: auditEvents.actorPatientId, actingFor: auditEvents.actingForPatientId, entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "act-for"), eq(auditEvents.actingForPatientId, eetu)));
    expect(audits).toEqual([{ actor: session.patientId, actingFor: eetu, entityId: String(eetu) }]);
  });

  it("still allows a child the day before their twelfth birthday, and refuses a child of 12", async () => {
    const eleven = await addChild("mikko", "Onni", birthDateTurning(12, 1), 903);
    const twelve = await addChild("mikko", "Aada", birthDateTurning(12), 904);
    const listed = await listActingPersons(database.db, registers(), {
      person: personOf("mikko"),
      actor: "child",
      brand: "kids",
      now,
      auditActor: auditActorFor(null),
    });
    const ids = listed.type === "success" ? listed.persons.map((person) => person.patientId) : [];
    expect(ids).toContain(eleven);
    expect(ids).not.toContain(twelve);

    const session = await logIn("mikko");
    const choose = (patientId: number) =>
      chooseActingPerson(database.db, registers(), {
        session,
        actor: "child",
        brand: "kids",
        now,
        choice: { kind: "person", patientId },
        auditActor: auditActorFor(session.patientId),
      });
    expect(await choose(twelve)).toEqual({ type: "disallowed" });
    expect(await sessionRow(session.id)).toEqual({ actingPatientId: session.patientId, actingRole: "self" });
    expect((await choose(eleven)).type).toBe("success");
  });

  it("refuses a child of another guardian", async () => {
    const session = await logIn("mikko");
    const venla = await personaId("venla");
    const result = await chooseActingPerson(database.db, registers(), {
      session,
      actor: "child",
      brand: "kids",
      now,
      choice: { kind: "person", patientId: venla },
      auditActor: auditActorFor(session.patientId),
    });
    expect(result).toEqual({ type: "disallowed" });
    expect(await sessionRow(session.id)).toEqual({ actingPatientId: session.patientId, actingRole: "self" });
  });

  it("finds nobody for a person who is no guardian, and nobody in the adult brand", async () => {
    const aino = await listActingPersons(database.db, registers(), {
      person: personOf("aino"),
      actor: "child",
      brand: "kids",
      now,
      auditActor: auditActorFor(null),
    });
    expect(aino).toEqual({ type: "disallowed" });
    const adultBrand = await listActingPersons(database.db, registers(), {
      person: personOf("mikko"),
      actor: "child",
      brand: "adult",
      now,
      auditActor: auditActorFor(null),
    });
    expect(adultBrand).toEqual({ type: "disallowed" });

    const session = await logIn("mikko");
    const result = await chooseActingPerson(database.db, registers(), {
      session,
      actor: "child",
      brand: "adult",
      now,
      choice: { kind: "person", patientId: await personaId("eetu") },
      auditActor: auditActorFor(session.patientId),
    });
    expect(result).toEqual({ type: "disallowed" });
  });
});

describe("acting under a mandate", () => {
  it("lets the agent act for a principal with a mandate valid today", async () => {
    const raili = await personaId("raili");
    const listed = await listActingPersons(database.db, registers(), {
      person: personOf("aino"),
      actor: "mandate",
      brand: "adult",
      now,
      auditActor: auditActorFor(null),
    });
    expect(listed).toEqual({
      type: "success",
      persons: [{ patientId: raili, firstName: "Raili", lastName: "Hämäläinen", birthDate: "1952-01-27" }],
    });

    const session = await logIn("aino");
    const result = await chooseActingPerson(database.db, registers(), {
      session,
      actor: "mandate",
      brand: "adult",
      now,
      choice: { kind: "person", patientId: raili },
      auditActor: auditActorFor(session.patientId),
    });
    expect(result).toEqual({ type: "success", actingPatientId: raili, actingRole: "mandate" });
    expect(await sessionRow(session.id)).toEqual({ actingPatientId: raili, actingRole: "mandate" });
  });

  it("refuses an expired mandate and one not yet in force", async () => {
    const today = helsinkiCalendarDate(now);
    const timo = await personaId("timo");
    const kalle = await personaId("kalle");
    const jari = personOf("jari");
    await database.db.insert(mandates).values([
      {
        principalPatientId: timo,
        agentIdentityCode: jari.identityCode,
        agentName: "Jari Laine",
        scope: "healthcare-services",
        validFrom: addCalendarDays(today, -400),
        validUntil: addCalendarDays(today, -1),
      },
      {
        principalPatientId: kalle,
        agentIdentityCode: jari.identityCode,
        agentName: "Jari Laine",
        scope: "healthcare-services",
        validFrom: addCalendarDays(today, 1),
        validUntil: null,
      },
    ]);
    const listed = await listActingPersons(database.db, registers(), {
      person: jari,
      actor: "mandate",
      brand: "adult",
      now,
      auditActor: auditActorFor(null),
    });
    expect(listed).toEqual({ type: "disallowed" });

    const session = await logIn("jari");
    for (const patientId of [timo, kalle]) {
      const result = await chooseActingPerson(database.db, registers(), {
        session,
        actor: "mandate",
        brand: "adult",
        now,
        choice: { kind: "person", patientId },
        auditActor: auditActorFor(session.patientId),
      });
      expect(result).toEqual({ type: "disallowed" });
    }
  });

  it("does not let a mandate stand in for a guardianship", async () => {
    const session = await logIn("aino");
    const result = await chooseActingPerson(database.db, registers(), {
      session,
      actor: "child",
      brand: "kids",
      now,
      choice: { kind: "person", patientId: await personaId("raili") },
      auditActor: auditActorFor(session.patientId),
    });
    expect(result).toEqual({ type: "disallowed" });
  });
});

describe("own matters", () => {
  it("returns a session that acts for someone to the user's own record", async () => {
    const session = await logIn("aino");
    await chooseActingPerson(database.db, registers(), {
      session,
      actor: "mandate",
      brand: "adult",
      now,
      choice: { kind: "person", patientId: await personaId("raili") },
      auditActor: auditActorFor(session.patientId),
    });
    const result = await chooseActingPerson(database.db, registers(), {
      session,
      actor: "mandate",
      brand: "adult",
      now,
      choice: { kind: "self" },
      auditActor: auditActorFor(session.patientId),
    });
    expect(result).toEqual({ type: "success", actingPatientId: session.patientId, actingRole: "self" });
    expect(await sessionRow(session.id)).toEqual({ actingPatientId: session.patientId, actingRole: "self" });
  });
});
