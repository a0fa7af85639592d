import { createHmac, timingSafeEqual } from "node:crypto";
import { UNREGISTERED_CHILD_CHOICE_PREFIX } from "#domain/act-for";
import { isLoginActor, isMinor, LOGIN_ACTORS, type LoginActor, logsInThemselves } from "#domain/identification-providers";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import { parseIdentityCode } from "#domain/identity-code";
import type { BrandId } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { ActingRole } from "#server/db/schema";
import type { MandateRegistry } from "#server/integrations/mandate-registry/mandate-registry";
import type { PopulationRegister } from "#server/integrations/population-register/population-register";
import { type AuditActor, type AuditEntry, recordAudit } from "#server/modules/audit/audit-service";
import { withUnregisteredChild } from "#server/modules/profile/registration-service";
import { findPatientsByIdentityCodes } from "./acting-repository";
import { type Person, type Session, setActingPatient, updateSessionData } from "./session-service";

// Acting for someone else (spec part 1 §1, §6). After a strong login with actor=child (guardian,
// children's brand) or actor=mandate, the user picks whose matters the session handles:
// - a child from the population register, aged 11 or under (12 and over log in themselves), with
//   or without a patient record: a child without one is registered next (registration-service);
// - a principal from the mandate service whose mandate is valid today and covers health matters
//   (HEALTH_MANDATE_SCOPES, decision 277), with a patient record;
// - or their own matters.
// The registers are asked again when the choice is made, so a person not (or no longer) on the
// list is refused ("disallowed") whatever the request says, and on every request of a session
// acting under a mandate (recheckActingMandate), so a mandate that has ended or never covered
// health matters stops serving the principal's data at once. A child without a record is chosen by
// an opaque key (an HMAC of the identity code under the session id), so the page never carries
// the identity code and a key copied from another session matches nobody.

/**
 * The mandate scopes (the mandate service's issue codes, compared exactly) that cover the health
 * matters this portal handles (decision 277). A mandate for anything else, tax matters say, gives
 * the agent nothing here.
 */
export const HEALTH_MANDATE_SCOPES: ReadonlySet<string> = new Set(["healthcare-services"]);

export interface ActingRegisters {
  populationRegister: PopulationRegister;
  mandateRegistry: MandateRegistry;
}

/** A person the user may act for, as the page lists them. */
export interface ActingPerson {
  /** What the form sends back: the patient id, or for a child without a record an opaque key. */
  choice: string;
  /** Our patient record; null for a child the population register names who is not our customer yet. */
  patientId: number | null;
  firstName: string;
  lastName: string;
  birthDate: CalendarDate;
}

/** A listed person with the identity code the register gave, which stays on the server. */
type EligiblePerson = ActingPerson & { identityCode: string };

export interface ActingContext {
  /** The strongly identified user. */
  person: Person;
  actor: LoginActor;
  brand: BrandId;
  now: Date;
}

export type ListActingPersonsResult = { type: "success"; persons: ActingPerson[] } | { type: "disallowed" };

/**
 * The persons the user may act for with this actor; "disallowed" when there is nobody (no child
 * aged 11 or under, no valid mandate, or a child login outside the children's brand). The read
 * of register data is audited.
 */
export async function listActingPersons(
  db: DatabaseOrTransaction,
  registers: ActingRegisters,
  input: ActingContext & { session: Pick<Session, "id">; auditActor: AuditActor },
): Promise<ListActingPersonsResult> {
  const eligible = await eligiblePersons(db, registers, input, input.session.id);
  if (eligible.length === 0) return { type: "disallowed" };
  await recordAudit(db, input.auditActor, { action: "read", entity: "acting-persons", entityId: input.actor });
  const persons = eligible.map(({ identityCode: _identityCode, ...person }) => person);
  return { type: "success", persons };
}

export type ActForChoice =
  | { kind: "self" }
  | { kind: "person"; patientId: number }
  /** A listed child without a patient record, by the key the list gave. */
  | { kind: "unregisteredChild"; key: string };

export type ChooseActingPersonResult =
  | { type: "success"; actingPatientId: number | null; actingRole: ActingRole }
  | { type: "disallowed" };

/**
 * Makes the session act for the chosen person (or for the user again) and writes the "act-for"
 * audit event in the same transaction. A person not on the user's list is "disallowed". A child
 * without a patient record leaves the session acting for nobody (actingPatientId null, role
 * "guardian") with the child in the session data for the registration page; any other choice
 * removes that child again.
 */
export async function chooseActingPerson(
  db: DatabaseOrTransaction,
  registers: ActingRegisters,
  input: Omit<ActingContext, "person"> & { session: Session; choice: ActForChoice; auditActor: AuditActor },
): Promise<ChooseActingPersonResult> {
  const { session, choice, actor } = input;
  if (!session.person) return { type: "disallowed" };

  let target: { actingPatientId: number | null; actingRole: ActingRole };
  let unregisteredChild: Person | null = null;
  if (choice.kind === "self") {
    target = { actingPatientId: session.patientId, actingRole: "self" };
  } else {
    const persons = await eligiblePersons(db, registers, { ...input, person: session.person }, session.id);
    const chosen = persons.find((person) =>
      choice.kind === "person" ? person.patientId === choice.patientId : person.patientId === null && sameKey(person.choice, choice.key),
    );
    if (!chosen) return { type: "disallowed" };
    target = { actingPatientId: chosen.patientId, actingRole: actor === "child" ? "guardian" : "mandate" };
    if (chosen.patientId === null) {
      unregisteredChild = { identityCode: chosen.identityCode, firstName: chosen.firstName, lastName: chosen.lastName };
    }
  }

  await db.transaction(async (tx) => {
    await setActingPatient(tx, session.id, { ...target, now: input.now });
    await updateSessionData(tx, session.id, withUnregisteredChild(session.data, unregisteredChild));
    // A child without a record has no patient id yet: the trail names them by identity code.
    const entry: AuditEntry = unregisteredChild
      ? { action: "act-for", entity: "unregistered-child", entityId: unregisteredChild.identityCode }
      : { action: "act-for", entity: "patient", entityId: target.actingPatientId };
    await recordAudit(tx, { ...input.auditActor, actingForPatientId: target.actingPatientId }, entry);
  });
  return { type: "success", ...target };
}

async function eligiblePersons(
  db: DatabaseOrTransaction,
  registers: ActingRegisters,
  { person, actor, brand, now }: ActingContext,
  sessionId: string,
): Promise<EligiblePerson[]> {
  const named = actor === "child" ? await youngChildrenOf(registers, person, brand, now) : await principalsOf(registers, person, now);
  const others = named.filter((other) => other.identityCode !== person.identityCode);
  const records = await findPatientsByIdentityCodes(db, others.map((other) => other.identityCode));
  // Keep the register's order. A principal without a patient record has no data to act on; a
  // child without one is listed so that the guardian can register them.
  return others.flatMap((other): EligiblePerson[] => {
    const record = records.find((candidate) => candidate.identityCode === other.identityCode);
    if (record) {
      const { id, identityCode, firstName, lastName, birthDate } = record;
      return [{ choice: String(id), patientId: id, identityCode, firstName, lastName, birthDate }];
    }
    const parsed = parseIdentityCode(other.identityCode);
    if (actor !== "child" || !parsed.ok) return [];
    const choice = unregisteredChildChoice(sessionId, other.identityCode);
    return [{ ...other, birthDate: parsed.birthDate, choice, patientId: null }];
  });
}

export type ActingMandateCheck = "holds" | "ended";

/**
 * Asked on every request (decision 277): whether a session acting under a mandate may still act
 * for its principal, i.e. the principal is still among the agent's principals (mandate valid
 * today, scope covering health matters). When not, the session acts for the user again and the
 * refusal is audited in the same transaction: "ended". Any other session "holds" without asking
 * the registry.
 */
export async function recheckActingMandate(
  db: DatabaseOrTransaction,
  registers: ActingRegisters,
  { session, now, auditActor }: { session: Session; now: Date; /** Asked only when the mandate has ended. */ auditActor: () => AuditActor },
): Promise<ActingMandateCheck> {
  if (session.status !== "valid" || session.actingRole !== "mandate") return "holds";
  const principalId = session.actingPatientId;
  const agent = session.person;
  if (agent && principalId !== null) {
    const principals = (await principalsOf(registers, agent, now)).filter((other) => other.identityCode !== agent.identityCode);
    const records = await findPatientsByIdentityCodes(db, principals.map((principal) => principal.identityCode));
    if (records.some((record) => record.id === principalId)) return "holds";
  }
  await db.transaction(async (tx) => {
    await setActingPatient(tx, session.id, { actingPatientId: session.patientId, actingRole: "self", now });
    await recordAudit(
      tx,
      { ...auditActor(), actingForPatientId: principalId },
      { action: "act-for", entity: "patient", entityId: principalId, outcome: "refused" },
    );
  });
  return "ended";
}

/** The session data key of the actors the user may act for others with (decision 176). */
export const ACTORS_FOR_OTHERS_KEY = "actorsForOthers";

/**
 * The login actors with which the person may act for somebody now, whatever they chose at login:
 * "child" for a guardian of a child the guardian login covers (children's brand), "mandate" for
 * an agent with a principal who is our customer. Read once at login into the session data, so
 * the header offers the person switcher; choosing a person asks the registers again.
 */
export async function actorsForOthers(
  db: DatabaseOrTransaction,
  registers: ActingRegisters,
  { person, brand, now }: Omit<ActingContext, "actor">,
): Promise<LoginActor[]> {
  const actors: LoginActor[] = [];
  for (const actor of LOGIN_ACTORS) {
    // No session yet: the opaque keys of children without a record are not used here.
    if ((await eligiblePersons(db, registers, { person, actor, brand, now }, "")).length > 0) actors.push(actor);
  }
  return actors;
}

/** The actors the session's login found (actorsForOthers); none for a session from before. */
export function actorsForOthersOf(session: Pick<Session, "data">): LoginActor[] {
  const stored = session.data[ACTORS_FOR_OTHERS_KEY];
  return Array.isArray(stored) ? stored.filter(isLoginActor) : [];
}

/** A minor whose invoices the user may pay as their guardian. */
export interface PayableChild {
  patientId: number;
  firstName: string;
  lastName: string;
}

/**
 * The patient records of the user's children who are minors today (under 18), as the population
 * register names them, asked on every call (spec part 2 §2, §6; decision 294). A guardian may pay
 * their invoices, and only that: the session does not act for them, so nothing else of theirs
 * opens. Either brand: the invoice may be either brand's.
 */
export async function payableChildrenOf(registers: Pick<ActingRegisters, "populationRegister">, db: DatabaseOrTransaction, guardian: Person, now: Date): Promise<PayableChild[]> {
  const children = await registers.populationRegister.childrenOfGuardian(guardian.identityCode);
  const minors = children.filter((child) => {
    const parsed = parseIdentityCode(child.identityCode);
    return parsed.ok && isMinor(parsed.birthDate, now) && child.identityCode !== guardian.identityCode;
  });
  const records = await findPatientsByIdentityCodes(db, minors.map((child) => child.identityCode));
  return minors.flatMap((child) => {
    const record = records.find((candidate) => candidate.identityCode === child.identityCode);
    return record ? [{ patientId: record.id, firstName: record.firstName, lastName: record.lastName }] : [];
  });
}

/** Children's brand only: the guardian's children aged 11 or under today (Helsinki). */
async function youngChildrenOf(registers: ActingRegisters, guardian: Person, brand: BrandId, now: Date): Promise<Person[]> {
  if (brand !== "kids") return [];
  const children = await registers.populationRegister.childrenOfGuardian(guardian.identityCode);
  return children.filter((child) => {
    const parsed = parseIdentityCode(child.identityCode);
    // The same rule as the callback's: whoever does not log in themselves has a guardian do it.
    return parsed.ok && !logsInThemselves(parsed.birthDate, now);
  });
}

/**
 * The principals whose mandate to the user is valid today (Helsinki) and covers health matters;
 * both checked here, whatever the registry answered.
 */
async function principalsOf(registers: ActingRegisters, agent: Person, now: Date): Promise<Person[]> {
  const today = helsinkiCalendarDate(now);
  const mandates = await registers.mandateRegistry.mandatesOfAgent(agent.identityCode, today);
  const valid = mandates.filter(
    (mandate) =>
      HEALTH_MANDATE_SCOPES.has(mandate.scope) &&
      mandate.validFrom <= today &&
      (mandate.validUntil === null || mandate.validUntil >= today),
  );
  const byCode = new Map(
    valid.map((mandate) => [
      mandate.principalIdentityCode,
      { identityCode: mandate.principalIdentityCode, firstName: mandate.principalFirstName, lastName: mandate.principalLastName },
    ]),
  );
  return [...byCode.values()];
}

/** The opaque choice of a child without a record: 132 bits of an HMAC keyed by the session id. */
function unregisteredChildChoice(sessionId: string, identityCode: string): string {
  const mac = createHmac("sha256", sessionId).update(identityCode).digest("base64url");
  return `${UNREGISTERED_CHILD_CHOICE_PREFIX}${mac.slice(0, 22)}`;
}

function sameKey(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
