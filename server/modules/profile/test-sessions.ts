import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import type { Database } from "#server/db/client";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import {
  type Person,
  type Session,
  loadSession,
  setActingPatient,
  updateSessionData,
} from "#server/modules/account/session-service";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { UNREGISTERED_CHILD_KEY } from "./registration-service";

// Test helpers of the profile and insurer tests: sessions as a strong login leaves them.

/** Valid identity codes that no demo person has (individual numbers 900+ are never generated). */
export const NEW_PEOPLE = {
  adult: { identityCode: "150685-902J", firstName: "Ville", lastName: "Uusi" },
  other: { identityCode: "030288-904D", firstName: "Sanna", lastName: "Toinen" },
  child: { identityCode: "050510A9062", firstName: "Onni", lastName: "Uusi" },
} as const satisfies Record<string, Person>;

export function personaPerson(key: PersonaKey): Person {
  const persona = requirePersona(key);
  return { identityCode: personaIdentityCode(persona), firstName: persona.firstName, lastName: persona.lastName };
}

/** A demo persona's patient id (shared by every area's tests). */
export { patientIdOf } from "#tests/db/personas";

export async function logIn(db: Database, person: Person, { lang = "fi" as const } = {}): Promise<Session> {
  return (await logInForTest(db, person, { lang })).session;
}

/** A guardian's session acting for a child who has no patient record yet (the child named by the register). */
export async function logInAsGuardianOfUnregisteredChild(db: Database, guardian: Person, child: Person): Promise<Session> {
  const session = await logIn(db, guardian);
  await setActingPatient(db, session.id, { actingPatientId: null, actingRole: "guardian" });
  await updateSessionData(db, session.id, { [UNREGISTERED_CHILD_KEY]: child });
  return reload(db, session);
}

export async function reload(db: Database, session: Session): Promise<Session> {
  const loaded = await loadSession(db, session.id, TEST_NOW);
  if (!loaded) throw new Error("session gone");
  return loaded;
}

export function actorOf(session: Pick<Session, "patientId" | "actingPatientId">): AuditActor {
  return { actorPatientId: session.patientId, actingForPatientId: session.actingPatientId, address: "192.0.2.7", requestId: "test-request" };
}
