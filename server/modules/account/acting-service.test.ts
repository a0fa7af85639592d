import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatCalendarDate, helsinkiCalendarDate, parseCalendarDate } from "#domain/helsinki-time";
import { makeIdentityCode } from "#domain/identity-code";
import { addCalendarDays } from "#server/db/demo-data/clock";
import { type PersonaKey, personaIdentityCode, REGISTER_CHILDREN, requirePersona } from "#server/db/demo-data/personas";
import { auditEvents, mandates, patients, populationRegisterGuardianships, sessions } from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { useTestDatabase } from "#tests/db/test-database";
import { useTestServices } from "#tests/services";
import {
  type ActForChoice,
  type ActingRegisters,
  actorsForOthers,
  actorsForOthersOf,
  chooseActingPerson,
  listActingPersons,
  recheckActingMandate,
} from "./acting-service";
import { UNREGISTERED_CHILD_KEY } from "#server/modules/profile/registration-service";
import { loadSession, type Person, type Session, setActingPatient } from "./session-service";

const now = TEST_NOW;
const database = useTestDatabase({ demoDataNow: now });
const services = useTestServices(database);
const registers = (): ActingRegisters => services().integrations;

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
  return (await logInForTest(database.db, key, { authenticatedAt: now, now, data: { identification: { acr: "fi:bank:op" } } })).session;
}

function auditActorFor(patientId: number | null): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address: "192.0.2.1", requestId: "test-request" };
}

/** The birth date of someone who turns `years` old `offsetDays` from today (Helsinki). */
function birthDateTurning(years: number, offsetDays = 0): string {
  const day = parseCalendarDate(addCalendarDays(helsinkiCalendarDate(now), offsetDays))!;
  return formatCalendarDate(day.year - years, day.month, day.day);
}

/** A new child of the guardian in the population register; with a patient record unless `registered` is false. */
async function addChild(guardianKey: PersonaKey, firstName: string, birthDate: string, individualNumber: number, { registered = true } = {}) {
  const identityCode = makeIdentityCode(birthDate, individualNumber);
  await database.db.insert(populationRegisterGuardianships).values({
    guardianIdentityCode: personaIdentityCode(requirePersona(guardianKey)),
    childIdentityCode: identityCode,
    childFirstName: firstName,
    childLastName: "Nieminen",
  });
  if (!registered) return { identityCode, patientId: null };
  const [child] = await database.db
    .insert(patients)
    .values({ identityCode, firstName, lastName: "Nieminen", birthDate })
    .returning({ id: patients.id });
  return { identityCode, patientId: child!.id };
}

async function sessionRow(id: string) {
  const [row] = await database.db
    .select({ actingPatientId: sessions.actingPatientId, actingRole: sessions.actingRole })
    .from(sessions)
    .where(eq(sessions.id, sessionKeyOf(id)));
  return row;
}

async function reload(session: Session): Promise<Session> {
  const loaded = await loadSession(database.db, session.id, TEST_NOW);
  if (!loaded) throw new Error("session gone");
  return loaded;
}

/** Mikko's children as listed to `session` (which only gives the keys). */
async function listChildren(session: Session, person: Person = personOf("mikko")) {
  return listActingPersons(database.db, registers(), {
    person,
    session,
    actor: "child",
    brand: "kids",
    now,
    auditActor: auditActorFor(session.patientId),
  });
}

const aada = REGISTER_CHILDREN.find((child) => child.key === "aada")!;

describe("acting for a child (guardian, children's brand)", () => {
  it("lists the guardian's children aged 11 or under, oldest first, a child without a record by an opaque key", async () => {
    const session = await logIn("mikko");
    const result = await listChildren(session);
    const [eetu, helmi] = [await personaId("eetu"), await personaId("helmi")];
    expect(result).toEqual({
      type: "success",
      persons: [
        { choice: String(eetu), patientId: eetu, firstName: "Eetu", lastName: "Nieminen", birthDate: "2017-04-09" },
        { choice: String(helmi), patientId: helmi, firstName: "Helmi", lastName: "Nieminen", birthDate: "2020-10-17" },
        { choice: expect.stringMatching(/^child-[\w-]{22}$/), patientId: null, firstName: "Aada", lastName: "Nieminen", birthDate: aada.birthDate },
      ],
    });
    // Nothing listed carries the identity code, and the key means nothing in another session.
    expect(JSON.stringify(result)).not.toContain(personaIdentityCode(aada));
    const again = await listChildren(session);
    const other = await listChildren(await logIn("mikko"));
    const keyOf = (listed: typeof result) => (listed.type === "success" ? listed.persons[2]?.choice : undefined);
    expect(keyOf(again)).toBe(keyOf(result));
    expect(keyOf(other)).not.toBe(keyOf(result));
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
    const eleven = (await addChild("mikko", "Onni", birthDateTurning(12, 1), 903)).patientId!;
    const twelve = (await addChild("mikko", "Veeti", birthDateTurning(12), 904)).patientId!;
    await addChild("mikko", "Ilona", birthDateTurning(12), 906, { registered: false });
    const session = await logIn("mikko");
    const listed = await listChildren(session);
    const names = listed.type === "success" ? listed.persons.map((person) => person.firstName) : [];
    const ids = listed.type === "success" ? listed.persons.map((person) => person.patientId) : [];
    expect(ids).toContain(eleven);
    expect(ids).not.toContain(twelve);
    expect(names).not.toContain("Ilona");

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
    const aino = await listChildren(await logIn("aino"), personOf("aino"));
    expect(aino).toEqual({ type: "disallowed" });
    const session = await logIn("mikko");
    const adultBrand = await listActingPersons(database.db, registers(), {
      person: personOf("mikko"),
      session,
      actor: "child",
      brand: "adult",
      now,
      auditActor: auditActorFor(null),
    });
    expect(adultBrand).toEqual({ type: "disallowed" });

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

describe("acting for a child who has no patient record yet", () => {
  async function chooseAada(session: Session, key?: string) {
    const listed = await listChildren(session);
    const listedKey = listed.type === "success" ? listed.persons.find((person) => person.patientId === null)?.choice : undefined;
    return chooseActingPerson(database.db, registers(), {
      session,
      actor: "child",
      brand: "kids",
      now,
      choice: { kind: "unregisteredChild", key: key ?? listedKey ?? "" },
      auditActor: auditActorFor(session.patientId),
    });
  }

  it("acts for nobody, keeps the child from the register in the session data and audits the choice", async () => {
    const session = await logIn("mikko");
    expect(await chooseAada(session)).toEqual({ type: "success", actingPatientId: null, actingRole: "guardian" });
    const reloaded = await reload(session);
    expect(reloaded).toMatchObject({ patientId: session.patientId, actingPatientId: null, actingRole: "guardian" });
    // The login's own data stays next to the child.
    expect(reloaded.data).toEqual({
      identification: { acr: "fi:bank:op" },
      [UNREGISTERED_CHILD_KEY]: { identityCode: personaIdentityCode(aada), firstName: "Aada", lastName: "Nieminen" },
    });
    const audits = await database.db
      .select({ actor: auditEvents.actorPatientId, actingFor: auditEvents.actingForPatientId, entity: auditEvents.entity, entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "act-for"), eq(auditEvents.actorPatientId, session.patientId!), eq(auditEvents.entity, "unregistered-child")));
    expect(audits).toContainEqual({ actor: session.patientId, actingFor: null, entity: "unregistered-child", entityId: personaIdentityCode(aada) });
  });

  it("refuses a key of another session, a made-up key, and the key under a mandate login", async () => {
    const session = await logIn("mikko");
    const other = await listChildren(await logIn("mikko"));
    const otherKey = other.type === "success" ? other.persons.find((person) => person.patientId === null)!.choice : "";
    expect(await chooseAada(session, otherKey)).toEqual({ type: "disallowed" });
    expect(await chooseAada(session, `child-${"A".repeat(22)}`)).toEqual({ type: "disallowed" });
    const listed = await listChildren(session);
    const key = listed.type === "success" ? listed.persons.find((person) => person.patientId === null)!.choice : "";
    const asAgent = await chooseActingPerson(database.db, registers(), {
      session,
      actor: "mandate",
      brand: "kids",
      now,
      choice: { kind: "unregisteredChild", key },
      auditActor: auditActorFor(session.patientId),
    });
    expect(asAgent).toEqual({ type: "disallowed" });
    const reloaded = await reload(session);
    expect(reloaded).toMatchObject({ actingPatientId: session.patientId, actingRole: "self" });
    expect(reloaded.data[UNREGISTERED_CHILD_KEY]).toBeUndefined();
  });

  it("forgets the child when the guardian chooses another child or their own matters", async () => {
    const session = await logIn("mikko");
    await chooseAada(session);
    const eetu = await personaId("eetu");
    const choose = async (choice: ActForChoice) =>
      chooseActingPerson(database.db, registers(), {
        session: await reload(session),
        actor: "child",
        brand: "kids",
        now,
        choice,
        auditActor: auditActorFor(session.patientId),
      });
    expect(await choose({ kind: "person", patientId: eetu })).toEqual({ type: "success", actingPatientId: eetu, actingRole: "guardian" });
    expect((await reload(session)).data[UNREGISTERED_CHILD_KEY]).toBeUndefined();

    await chooseAada(await reload(session));
    expect((await reload(session)).data[UNREGISTERED_CHILD_KEY]).toBeDefined();
    expect(await choose({ kind: "self" })).toEqual({ type: "success", actingPatientId: session.patientId, actingRole: "self" });
    expect((await reload(session)).data[UNREGISTERED_CHILD_KEY]).toBeUndefined();
  });
});

describe("acting under a mandate", () => {
  it("lets the agent act for a principal with a mandate valid today", async () => {
    const raili = await personaId("raili");
    const session = await logIn("aino");
    const listed = await listActingPersons(database.db, registers(), {
      person: personOf("aino"),
      session,
      actor: "mandate",
      brand: "adult",
      now,
      auditActor: auditActorFor(null),
    });
    expect(listed).toEqual({
      type: "success",
      persons: [{ choice: String(raili), patientId: raili, firstName: "Raili", lastName: "Hämäläinen", birthDate: "1952-01-27" }],
    });

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
    const session = await logIn("jari");
    const listed = await listActingPersons(database.db, registers(), {
      person: jari,
      session,
      actor: "mandate",
      brand: "adult",
      now,
      auditActor: auditActorFor(null),
    });
    expect(listed).toEqual({ type: "disallowed" });

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

  it("refuses a mandate whose scope is not health matters (Pekka for Aino, tax matters only)", async () => {
    const aino = await personaId("aino");
    const session = await logIn("pekka");
    const listed = await listActingPersons(database.db, registers(), {
      person: personOf("pekka"),
      session,
      actor: "mandate",
      brand: "adult",
      now,
      auditActor: auditActorFor(session.patientId),
    });
    expect(listed).toEqual({ type: "disallowed" });
    const result = await chooseActingPerson(database.db, registers(), {
      session,
      actor: "mandate",
      brand: "adult",
      now,
      choice: { kind: "person", patientId: aino },
      auditActor: auditActorFor(session.patientId),
    });
    expect(result).toEqual({ type: "disallowed" });
    expect(await sessionRow(session.id)).toEqual({ actingPatientId: session.patientId, actingRole: "self" });
    expect(await actorsForOthers(database.db, registers(), { person: personOf("pekka"), brand: "adult", now })).toEqual([]);
  });

  it("accepts each health scope code and nothing else, a principal with both listed once", async () => {
    const today = helsinkiCalendarDate(now);
    const jari = personOf("jari");
    const [timo, kalle, tuula] = [await personaId("timo"), await personaId("kalle"), await personaId("tuula")];
    const mandate = (principalPatientId: number, scope: string) => ({
      principalPatientId,
      agentIdentityCode: jari.identityCode,
      agentName: "Jari Laine",
      scope,
      validFrom: addCalendarDays(today, -10),
      validUntil: null,
    });
    await database.db
      .insert(mandates)
      .values([
        mandate(timo, "tax-matters"),
        mandate(timo, "healthcare-services"),
        mandate(kalle, "HEALTHCARE-SERVICES"),
        mandate(kalle, " healthcare-services"),
        mandate(tuula, "healthcare"),
        mandate(tuula, ""),
      ]);
    const session = await logIn("jari");
    const listed = await listActingPersons(database.db, registers(), {
      person: jari,
      session,
      actor: "mandate",
      brand: "adult",
      now,
      auditActor: auditActorFor(session.patientId),
    });
    expect(listed.type === "success" ? listed.persons.map((person) => person.patientId) : listed).toEqual([timo]);
    for (const patientId of [kalle, tuula]) {
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

describe("a session acting under a mandate, asked again on each request", () => {
  async function actingFor(session: Session, key: PersonaKey, actingRole: "mandate" | "guardian" = "mandate") {
    await setActingPatient(database.db, session.id, { actingPatientId: await personaId(key), actingRole });
    return reload(session);
  }

  const recheck = (session: Session) =>
    recheckActingMandate(database.db, registers(), { session, now, auditActor: () => auditActorFor(session.patientId) });

  it("keeps acting for a principal whose health mandate holds", async () => {
    const session = await actingFor(await logIn("aino"), "raili");
    expect(await recheck(session)).toBe("holds");
    expect(await sessionRow(session.id)).toEqual({ actingPatientId: await personaId("raili"), actingRole: "mandate" });
  });

  it("acts for the user again when the only mandate is outside health matters, and audits the refusal", async () => {
    // A session that chose Aino before her tax-matters mandate was checked for its scope.
    const session = await actingFor(await logIn("pekka"), "aino");
    const aino = await personaId("aino");
    expect(await recheck(session)).toBe("ended");
    expect(await sessionRow(session.id)).toEqual({ actingPatientId: session.patientId, actingRole: "self" });
    const audits = await database.db
      .select({ actor: auditEvents.actorPatientId, actingFor: auditEvents.actingForPatientId, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "act-for"), eq(auditEvents.actorPatientId, session.patientId!)));
    expect(audits).toEqual([{ actor: session.patientId, actingFor: aino, outcome: "refused" }]);
  });

  it("acts for the user again when the mandate has ended since the choice", async () => {
    const today = helsinkiCalendarDate(now);
    const johan = personOf("johan");
    await database.db.insert(mandates).values({
      principalPatientId: await personaId("marko"),
      agentIdentityCode: johan.identityCode,
      agentName: "Johan Lindqvist",
      scope: "healthcare-services",
      validFrom: addCalendarDays(today, -30),
      validUntil: null,
    });
    const session = await actingFor(await logIn("johan"), "marko");
    expect(await recheck(session)).toBe("holds");
    await database.db
      .update(mandates)
      .set({ validUntil: addCalendarDays(today, -1) })
      .where(eq(mandates.agentIdentityCode, johan.identityCode));
    expect(await recheck(session)).toBe("ended");
    expect(await sessionRow(session.id)).toEqual({ actingPatientId: session.patientId, actingRole: "self" });
  });

  it("leaves a session acting for the user or for a child alone", async () => {
    const own = await logIn("pekka");
    expect(await recheck(own)).toBe("holds");
    const guardian = await actingFor(await logIn("mikko"), "eetu", "guardian");
    expect(await recheck(guardian)).toBe("holds");
    expect(await sessionRow(guardian.id)).toEqual({ actingPatientId: await personaId("eetu"), actingRole: "guardian" });
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

describe("whom a user may act for, whatever they chose at login (the header's person switcher)", () => {
  it("finds the guardian login in the children's brand and the mandate in any brand", async () => {
    expect(await actorsForOthers(database.db, registers(), { person: personOf("mikko"), brand: "kids", now })).toEqual(["child"]);
    expect(await actorsForOthers(database.db, registers(), { person: personOf("mikko"), brand: "adult", now })).toEqual([]);
    expect(await actorsForOthers(database.db, registers(), { person: personOf("aino"), brand: "adult", now })).toEqual(["mandate"]);
    expect(await actorsForOthers(database.db, registers(), { person: personOf("venla"), brand: "kids", now })).toEqual([]);
  });

  it("reads the actors back from the session data, ignoring anything else", () => {
    expect(actorsForOthersOf({ data: { actorsForOthers: ["child"] } })).toEqual(["child"]);
    expect(actorsForOthersOf({ data: { actorsForOthers: ["self", "mandate", 3] } })).toEqual(["mandate"]);
    expect(actorsForOthersOf({ data: { actorsForOthers: "child" } })).toEqual([]);
    expect(actorsForOthersOf({ data: {} })).toEqual([]);
  });
});
