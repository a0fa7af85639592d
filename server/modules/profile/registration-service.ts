import type { Language } from "#domain/enums";
import { parseIdentityCode } from "#domain/identity-code";
import { maskIdentityCode } from "#domain/registration";
import { type Registration } from "#domain/registration-inputs";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type Person, type Session, attachPatient, setActingPatient, updateSessionData } from "#server/modules/account/session-service";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import {
  type PatientContactRow,
  findContact,
  findPatientIdByIdentityCode,
  insertFirstContactGuardian,
  insertGuardianship,
  insertPatient,
} from "./profile-repository";

// Registration at booking (spec part 2 §2 "Registration", §4 "Logged-in reservation"): a strongly
// identified person without a patient record becomes a customer. Who is registered comes from the
// session, never from the request:
// - acting for oneself without a record: the identified person;
// - a guardian acting for a child who has no record yet: the child, named by the population
//   register. The choose-person step keeps that child in the session's data under
//   UNREGISTERED_CHILD_KEY (with actingRole "guardian" and no acting patient); the form then shows
//   the title row "Child's details" and the guardian becomes the child's first contact guardian.

/** Session data key: the child (from the population register) a guardian acts for before the child has a record. */
export const UNREGISTERED_CHILD_KEY = "unregisteredChild";

export type RegistrationSubject =
  | { kind: "self"; person: Person }
  | { kind: "child"; child: Person; guardian: Person; guardianPatientId: number | null };

function personOf(value: unknown): Person | null {
  if (typeof value !== "object" || value === null) return null;
  const { identityCode, firstName, lastName } = value as Record<string, unknown>;
  if (typeof identityCode !== "string" || typeof firstName !== "string" || typeof lastName !== "string") return null;
  if (!parseIdentityCode(identityCode).ok) return null;
  return { identityCode, firstName, lastName };
}

/**
 * The session data with the unregistered child set (a guardian chose them) or removed (any other
 * choice, or the child is registered), keeping everything else.
 */
export function withUnregisteredChild(data: Record<string, unknown>, child: Person | null): Record<string, unknown> {
  const { [UNREGISTERED_CHILD_KEY]: _previous, ...rest } = data;
  return child ? { ...rest, [UNREGISTERED_CHILD_KEY]: child } : rest;
}

/** Whom this session would register; null when there is nobody to register (already a customer). */
export function registrationSubjectOf(session: Session): RegistrationSubject | null {
  if (!session.person) return null;
  if (session.actingRole === "self") {
    return session.patientId === null ? { kind: "self", person: session.person } : null;
  }
  if (session.actingRole === "guardian" && session.actingPatientId === null) {
    const child = personOf(session.data[UNREGISTERED_CHILD_KEY]);
    return child ? { kind: "child", child, guardian: session.person, guardianPatientId: session.patientId } : null;
  }
  return null;
}

/** The registration page's state (part 2 §3 "Registration inputs"). */
export interface RegistrationForm {
  /** "child" shows the title row "Child's details". */
  kind: RegistrationSubject["kind"];
  maskedIdentityCode: string;
  firstName: string;
  lastName: string;
  /** A guardian's own contact details (to start from); empty for a new customer registering themselves. */
  prefill: PatientContactRow | null;
}

export async function loadRegistrationForm(
  db: DatabaseOrTransaction,
  { subject, actor }: { subject: RegistrationSubject; actor: AuditActor },
): Promise<RegistrationForm> {
  if (subject.kind === "self") {
    const { person } = subject;
    return { kind: "self", maskedIdentityCode: maskIdentityCode(person.identityCode), firstName: person.firstName, lastName: person.lastName, prefill: null };
  }
  const prefill = subject.guardianPatientId === null ? null : await findContact(db, subject.guardianPatientId);
  if (prefill) await recordAudit(db, actor, { action: "read", entity: "patient-contact-info", entityId: subject.guardianPatientId });
  const { child } = subject;
  return { kind: "child", maskedIdentityCode: maskIdentityCode(child.identityCode), firstName: child.firstName, lastName: child.lastName, prefill };
}

export type RegisterPatientResult =
  | { type: "success"; patientId: number }
  /** A record with the identity code existed already; the session now uses it (part 1 §8 "insert user"). */
  | { type: "userAlreadyExists"; patientId: number | null };

export interface RegisterPatientInput {
  session: Session;
  registration: Registration;
  /** The new customer's language (the page's). */
  language: Language;
  now: Date;
  actor: AuditActor;
}

/**
 * Creates the patient record, links it to the session (attachPatient for oneself, acting patient
 * for a guardian's child) and audits the creation, all in one transaction.
 */
export async function registerPatient(db: DatabaseOrTransaction, input: RegisterPatientInput): Promise<RegisterPatientResult> {
  const { session, registration, language, now } = input;
  const subject = registrationSubjectOf(session);
  if (!subject) return { type: "userAlreadyExists", patientId: session.actingPatientId };
  const identityCode = subject.kind === "self" ? subject.person.identityCode : subject.child.identityCode;
  const parsed = parseIdentityCode(identityCode);
  if (!parsed.ok) throw new Error("registration subject without a valid identity code");

  return db.transaction(async (tx) => {
    const patientId = await insertPatient(tx, {
      identityCode,
      firstName: registration.firstName,
      lastName: registration.lastName,
      birthDate: parsed.birthDate,
      language,
      email: registration.emailAddress,
      phone: registration.phoneNumber,
      streetAddress: registration.streetAddress,
      postalCode: registration.zipCode,
      postOffice: registration.postOffice,
    });
    const existing = patientId === null ? await findPatientIdByIdentityCode(tx, identityCode) : null;
    const recordId = patientId ?? existing;
    if (recordId === null) throw new Error("patient neither inserted nor found");

    if (subject.kind === "self") {
      await attachPatient(tx, session.id, recordId);
    } else {
      await setActingPatient(tx, session.id, { actingPatientId: recordId, actingRole: "guardian", now });
      await updateSessionData(tx, session.id, withUnregisteredChild(session.data, null));
      if (patientId !== null) {
        await insertFirstContactGuardian(tx, recordId, {
          name: `${subject.guardian.firstName} ${subject.guardian.lastName}`,
          phone: registration.phoneNumber,
          email: registration.emailAddress,
          identityCode: subject.guardian.identityCode,
        });
      }
      if (subject.guardianPatientId !== null) {
        await insertGuardianship(tx, { guardianPatientId: subject.guardianPatientId, childPatientId: recordId, verifiedAt: now });
      }
    }

    const actor: AuditActor = {
      ...input.actor,
      actorPatientId: subject.kind === "self" ? recordId : input.actor.actorPatientId,
      actingForPatientId: recordId,
    };
    if (patientId === null) {
      await recordAudit(tx, actor, { action: "read", entity: "patient", entityId: recordId });
      return { type: "userAlreadyExists", patientId: recordId };
    }
    await recordAudit(tx, actor, { action: "create", entity: "patient", entityId: recordId });
    return { type: "success", patientId: recordId };
  });
}
