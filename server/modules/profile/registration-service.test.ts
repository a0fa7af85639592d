import { TEST_NOW } from "#tests/clock";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Registration } from "#domain/registration-inputs";
import { auditEvents, guardians, guardianships, patients } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { useTestServices } from "#tests/services";
import { chooseActingPerson, listActingPersons } from "#server/modules/account/acting-service";
import { UNREGISTERED_CHILD_KEY, loadRegistrationForm, registerPatient, registrationSubjectOf, withUnregisteredChild } from "./registration-service";
import { NEW_PEOPLE, actorOf, logIn, logInAsGuardianOfUnregisteredChild, patientIdOf, personaPerson, reload } from "./test-sessions";

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const services = useTestServices(database);

const form: Registration = {
  firstName: "Ville",
  lastName: "Uusi",
  streetAddress: "Testikatu 1",
  zipCode: "00100",
  postOffice: "Helsinki",
  phoneNumber: "+358401112233",
  emailAddress: "ville.uusi@example.com",
};

describe("registrationSubjectOf", () => {
  it("is the identified person for a login without a patient record, nobody for a customer", async () => {
    const newcomer = await logIn(database.db, NEW_PEOPLE.adult);
    expect(registrationSubjectOf(newcomer)).toEqual({ kind: "self", person: NEW_PEOPLE.adult });
    expect(registrationSubjectOf(await logIn(database.db, personaPerson("aino")))).toBeNull();
  });

  it("is the child for a guardian acting for a child without a record", async () => {
    const session = await logInAsGuardianOfUnregisteredChild(database.db, personaPerson("mikko"), NEW_PEOPLE.child);
    expect(registrationSubjectOf(session)).toEqual({
      kind: "child",
      child: NEW_PEOPLE.child,
      guardian: personaPerson("mikko"),
      guardianPatientId: await patientIdOf(database.db, "mikko"),
    });
  });

  it("ignores a malformed child in the session data", async () => {
    const session = await logInAsGuardianOfUnregisteredChild(database.db, personaPerson("mikko"), { ...NEW_PEOPLE.child, identityCode: "050510A9063" });
    expect(registrationSubjectOf(session)).toBeNull();
  });
});

describe("loadRegistrationForm", () => {
  it("shows a newcomer's masked identity code and names from the identification", async () => {
    const session = await logIn(database.db, NEW_PEOPLE.adult);
    const page = await loadRegistrationForm(database.db, { subject: registrationSubjectOf(session)!, actor: actorOf(session) });
    expect(page).toEqual({ kind: "self", maskedIdentityCode: "150685-****", firstName: "Ville", lastName: "Uusi", prefill: null });
  });

  it("shows a guardian the child's details and starts from the guardian's own contact details", async () => {
    const session = await logInAsGuardianOfUnregisteredChild(database.db, personaPerson("mikko"), NEW_PEOPLE.child);
    const page = await loadRegistrationForm(database.db, { subject: registrationSubjectOf(session)!, actor: actorOf(session) });
    expect(page).toMatchObject({ kind: "child", maskedIdentityCode: "050510A****", firstName: "Onni", lastName: "Uusi" });
    expect(page.prefill).toMatchObject({ emailAddress: "mikko.nieminen@example.com" });
  });
});

describe("registerPatient", () => {
  it("creates the patient from the form and the identification, attaches it to the session and audits it", async () => {
    const session = await logIn(database.db, NEW_PEOPLE.adult);
    const result = await registerPatient(database.db, { session, registration: form, language: "sv", now: TEST_NOW, actor: actorOf(session) });
    expect(result.type).toBe("success");
    const patientId = (result as { patientId: number }).patientId;
    const [row] = await database.db.select().from(patients).where(eq(patients.id, patientId));
    expect(row).toMatchObject({
      identityCode: "150685-902J",
      firstName: "Ville",
      lastName: "Uusi",
      birthDate: "1985-06-15",
      language: "sv",
      email: "ville.uusi@example.com",
      phone: "+358401112233",
      streetAddress: "Testikatu 1",
      postalCode: "00100",
      postOffice: "Helsinki",
      patientDataConsentFormUpdated: null,
    });
    expect(await reload(database.db, session)).toMatchObject({ patientId, actingPatientId: patientId, actingRole: "self" });
    const audit = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "patient"), eq(auditEvents.entityId, String(patientId))));
    expect(audit).toMatchObject([{ action: "create", actorPatientId: patientId, actingForPatientId: patientId }]);
  });

  it("answers userAlreadyExists for a session that has a patient", async () => {
    const session = await logIn(database.db, personaPerson("kalle"));
    const result = await registerPatient(database.db, { session, registration: form, language: "fi", now: TEST_NOW, actor: actorOf(session) });
    expect(result).toEqual({ type: "userAlreadyExists", patientId: await patientIdOf(database.db, "kalle") });
  });

  it("uses the record another session created meanwhile (userAlreadyExists), never a second one", async () => {
    const first = await logIn(database.db, NEW_PEOPLE.other);
    const second = await logIn(database.db, NEW_PEOPLE.other);
    const created = await registerPatient(database.db, { session: first, registration: form, language: "fi", now: TEST_NOW, actor: actorOf(first) });
    const again = await registerPatient(database.db, { session: second, registration: { ...form, firstName: "Toinen" }, language: "fi", now: TEST_NOW, actor: actorOf(second) });
    expect(again).toEqual({ type: "userAlreadyExists", patientId: (created as { patientId: number }).patientId });
    expect(await reload(database.db, second)).toMatchObject({ patientId: (created as { patientId: number }).patientId });
    const rows = await database.db.select({ firstName: patients.firstName }).from(patients).where(eq(patients.identityCode, NEW_PEOPLE.other.identityCode));
    expect(rows).toEqual([{ firstName: "Ville" }]);
  });

  it("registers a guardian's child: the child's record, the guardian as contact guardian and guardianship, acting for the child", async () => {
    const mikko = await patientIdOf(database.db, "mikko");
    const session = await logInAsGuardianOfUnregisteredChild(database.db, personaPerson("mikko"), NEW_PEOPLE.child);
    const result = await registerPatient(database.db, {
      session,
      registration: { ...form, firstName: "Onni" },
      language: "fi",
      now: TEST_NOW,
      actor: actorOf(session),
    });
    expect(result.type).toBe("success");
    const childId = (result as { patientId: number }).patientId;
    const [child] = await database.db.select().from(patients).where(eq(patients.id, childId));
    expect(child).toMatchObject({ identityCode: NEW_PEOPLE.child.identityCode, firstName: "Onni", birthDate: "2010-05-05" });
    expect(await database.db.select().from(guardians).where(eq(guardians.patientId, childId))).toMatchObject([
      { position: 1, name: "Mikko Nieminen", phone: form.phoneNumber, email: form.emailAddress, hasSameAddress: true },
    ]);
    expect(await database.db.select().from(guardianships).where(eq(guardianships.childPatientId, childId))).toMatchObject([
      { guardianPatientId: mikko, type: "parent" },
    ]);
    // The guardian's own record stays the session's; the child is whom it acts for.
    const after = await reload(database.db, session);
    expect(after).toMatchObject({ patientId: mikko, actingPatientId: childId, actingRole: "guardian" });
    expect(after.data[UNREGISTERED_CHILD_KEY]).toBeUndefined();
    const audit = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "patient"), eq(auditEvents.entityId, String(childId))));
    expect(audit).toMatchObject([{ action: "create", actorPatientId: mikko, actingForPatientId: childId }]);
  });

  it("registers the newborn the guardian chose on the choose-person page, who is then listed as a customer", async () => {
    const mikko = await patientIdOf(database.db, "mikko");
    const session = await logIn(database.db, personaPerson("mikko"));
    const registers = services().integrations;
    const context = { actor: "child", brand: "kids", now: TEST_NOW, person: personaPerson("mikko"), auditActor: actorOf(session) } as const;
    const listAada = async (listedTo: typeof session) => {
      const listed = await listActingPersons(database.db, registers, { ...context, session: listedTo });
      return listed.type === "success" ? listed.persons.find((person) => person.firstName === "Aada") : undefined;
    };
    const listed = await listAada(session);
    expect(listed).toMatchObject({ patientId: null });
    await chooseActingPerson(database.db, registers, { ...context, session, choice: { kind: "unregisteredChild", key: listed!.choice } });

    const acting = await reload(database.db, session);
    const subject = registrationSubjectOf(acting)!;
    expect(subject).toMatchObject({ kind: "child", child: { firstName: "Aada", lastName: "Nieminen" }, guardianPatientId: mikko });
    const page = await loadRegistrationForm(database.db, { subject, actor: actorOf(acting) });
    expect(page).toMatchObject({ kind: "child", maskedIdentityCode: "180426A****", firstName: "Aada", lastName: "Nieminen" });

    const result = await registerPatient(database.db, {
      session: acting,
      registration: { ...form, firstName: "Aada", lastName: "Nieminen" },
      language: "fi",
      now: TEST_NOW,
      actor: actorOf(acting),
    });
    expect(result.type).toBe("success");
    const aadaId = (result as { patientId: number }).patientId;
    expect(await database.db.select({ birthDate: patients.birthDate }).from(patients).where(eq(patients.id, aadaId))).toEqual([{ birthDate: "2026-04-18" }]);
    expect(await database.db.select({ name: guardians.name }).from(guardians).where(eq(guardians.patientId, aadaId))).toEqual([{ name: "Mikko Nieminen" }]);
    expect(await reload(database.db, session)).toMatchObject({ actingPatientId: aadaId, actingRole: "guardian", data: {} });
    // From now on the register's child is a customer: listed by patient id.
    expect(await listAada(await logIn(database.db, personaPerson("mikko")))).toMatchObject({ choice: String(aadaId), patientId: aadaId });
  });
});

describe("withUnregisteredChild", () => {
  it("sets or removes the child and keeps the rest of the session data", () => {
    const data = { identification: { acr: "fi:bank:op" } };
    const withChild = withUnregisteredChild(data, NEW_PEOPLE.child);
    expect(withChild).toEqual({ ...data, [UNREGISTERED_CHILD_KEY]: NEW_PEOPLE.child });
    expect(withUnregisteredChild(withChild, null)).toEqual(data);
    expect(data).toEqual({ identification: { acr: "fi:bank:op" } });
  });
});
