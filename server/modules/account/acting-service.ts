import type { LoginActor } from "#domain/identification-providers";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import { ageOn, parseIdentityCode } from "#domain/identity-code";
import type { BrandId } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { ActingRole } from "#server/db/schema";
import { createDemoMandateRegistry } from "#server/integrations/mandate-registry/demo-registry";
import type { MandateRegistry } from "#server/integrations/mandate-registry/mandate-registry";
import { createDemoPopulationRegister } from "#server/integrations/population-register/demo-register";
import type { PopulationRegister } from "#server/integrations/population-register/population-register";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { findPatientsByIdentityCodes } from "./acting-repository";
import { type Person, type Session, setActingPatient } from "./session-service";

// Acting for someone else (spec part 1 §1, §6). After a strong login with actor=child (guardian,
// children's brand) or actor=mandate, the user picks whose matters the session handles:
// - a child from the population register, aged 11 or under (12 and over log in themselves);
// - a principal from the mandate service whose mandate is valid today;
// - or their own matters.
// The registers are asked again when the choice is made, so a person not (or no longer) on the
// list is refused ("disallowed") whatever the request says.

/** Guardian login is for children aged 11 or under (spec part 1 §1). */
export const GUARDIAN_LOGIN_MAX_CHILD_AGE = 11;

export interface ActingRegisters {
  populationRegister: PopulationRegister;
  mandateRegistry: MandateRegistry;
}

/** The default (demo) registers, reading the register tables of our own database. */
export function defaultActingRegisters(db: DatabaseOrTransaction): ActingRegisters {
  return { populationRegister: createDemoPopulationRegister(db), mandateRegistry: createDemoMandateRegistry(db) };
}

/** A person the user may act for: our patient record, as the page lists it. */
export interface ActingPerson {
  patientId: number;
  firstName: string;
  lastName: string;
  birthDate: CalendarDate;
}

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
  input: ActingContext & { auditActor: AuditActor },
): Promise<ListActingPersonsResult> {
  const persons = await eligiblePersons(db, registers, input);
  if (persons.length === 0) return { type: "disallowed" };
  await recordAudit(db, input.auditActor, { action: "read", entity: "acting-persons", entityId: input.actor });
  return { type: "success", persons };
}

export type ActForChoice = { kind: "self" } | { kind: "person"; patientId: number };

export type ChooseActingPersonResult =
  | { type: "success"; actingPatientId: number | null; actingRole: ActingRole }
  | { type: "disallowed" };

/**
 * Makes the session act for the chosen person (or for the user again) and writes the "act-for"
 * audit event in the same transaction. A person not on the user's list is "disallowed".
 */
export async function chooseActingPerson(
  db: DatabaseOrTransaction,
  registers: ActingRegisters,
  input: Omit<ActingContext, "person"> & { session: Session; choice: ActForChoice; auditActor: AuditActor },
): Promise<ChooseActingPersonResult> {
  const { session, choice, actor } = input;
  if (!session.person) return { type: "disallowed" };

  let target: { actingPatientId: number | null; actingRole: ActingRole };
  if (choice.kind === "self") {
    target = { actingPatientId: session.patientId, actingRole: "self" };
  } else {
    const persons = await eligiblePersons(db, registers, { ...input, person: session.person });
    const chosen = persons.find((person) => person.patientId === choice.patientId);
    if (!chosen) return { type: "disallowed" };
    target = { actingPatientId: chosen.patientId, actingRole: actor === "child" ? "guardian" : "mandate" };
  }

  await db.transaction(async (tx) => {
    await setActingPatient(tx, session.id, target);
    await recordAudit(
      tx,
      { ...input.auditActor, actingForPatientId: target.actingPatientId },
      { action: "act-for", entity: "patient", entityId: target.actingPatientId },
    );
  });
  return { type: "success", ...target };
}

async function eligiblePersons(
  db: DatabaseOrTransaction,
  registers: ActingRegisters,
  { person, actor, brand, now }: ActingContext,
): Promise<ActingPerson[]> {
  const identityCodes = actor === "child" ? await youngChildrenOf(registers, person, brand, now) : await principalsOf(registers, person, now);
  const codes = identityCodes.filter((code) => code !== person.identityCode);
  const records = await findPatientsByIdentityCodes(db, codes);
  // Keep the register's order; a person without a patient record has no data to act on.
  return codes.flatMap((code) => {
    const record = records.find((candidate) => candidate.identityCode === code);
    return record
      ? [{ patientId: record.id, firstName: record.firstName, lastName: record.lastName, birthDate: record.birthDate }]
      : [];
  });
}

/** Children's brand only: the guardian's children aged 11 or under today (Helsinki). */
async function youngChildrenOf(registers: ActingRegisters, guardian: Person, brand: BrandId, now: Date): Promise<string[]> {
  if (brand !== "kids") return [];
  const children = await registers.populationRegister.childrenOfGuardian(guardian.identityCode);
  return children
    .filter((child) => {
      const parsed = parseIdentityCode(child.identityCode);
      return parsed.ok && ageOn(parsed.birthDate, now) <= GUARDIAN_LOGIN_MAX_CHILD_AGE;
    })
    .map((child) => child.identityCode);
}

/** The principals whose mandate to the user is valid today (Helsinki); checked here again. */
async function principalsOf(registers: ActingRegisters, agent: Person, now: Date): Promise<string[]> {
  const today = helsinkiCalendarDate(now);
  const mandates = await registers.mandateRegistry.mandatesOfAgent(agent.identityCode, today);
  const valid = mandates.filter(
    (mandate) => mandate.validFrom <= today && (mandate.validUntil === null || mandate.validUntil >= today),
  );
  return [...new Set(valid.map((mandate) => mandate.principalIdentityCode))];
}
