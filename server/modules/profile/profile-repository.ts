import { eq } from "drizzle-orm";
import type { Language } from "#domain/enums";
import type { CalendarDate } from "#domain/helsinki-time";
import type { PatientDataConsent } from "#domain/registration";
import type { DatabaseOrTransaction } from "#server/db/client";
import { guardians, guardianships, patients } from "#server/db/schema";

// The patient register as registration, the consent form and the contact edit see it. Every read
// and write takes the acting patient's id; the identity-code lookups are only for registration,
// where the code comes from the session's strong identification, never from the request.

export interface NewPatient {
  identityCode: string;
  firstName: string;
  lastName: string;
  birthDate: CalendarDate;
  language: Language;
  email: string;
  phone: string;
  streetAddress: string;
  postalCode: string;
  postOffice: string;
}

/** Inserts a patient; null when one with the identity code exists already (unique index). */
export async function insertPatient(db: DatabaseOrTransaction, patient: NewPatient): Promise<number | null> {
  const [row] = await db
    .insert(patients)
    .values(patient)
    .onConflictDoNothing({ target: patients.identityCode })
    .returning({ id: patients.id });
  return row?.id ?? null;
}

export async function findPatientIdByIdentityCode(db: DatabaseOrTransaction, identityCode: string): Promise<number | null> {
  const [row] = await db.select({ id: patients.id }).from(patients).where(eq(patients.identityCode, identityCode)).limit(1);
  return row?.id ?? null;
}

export interface NewContactGuardian {
  name: string;
  phone: string;
  email: string;
  identityCode: string;
}

/** The first contact guardian of a newly registered child (same address as the child). */
export async function insertFirstContactGuardian(db: DatabaseOrTransaction, childPatientId: number, guardian: NewContactGuardian): Promise<void> {
  await db
    .insert(guardians)
    .values({ patientId: childPatientId, position: 1, hasSameAddress: true, ...guardian })
    .onConflictDoNothing({ target: [guardians.patientId, guardians.position] });
}

/** Records a guardianship the population register confirmed (guardian login for a child). */
export async function insertGuardianship(
  db: DatabaseOrTransaction,
  { guardianPatientId, childPatientId, verifiedAt }: { guardianPatientId: number; childPatientId: number; verifiedAt: Date },
): Promise<void> {
  await db
    .insert(guardianships)
    .values({ guardianPatientId, childPatientId, type: "parent", verifiedAt })
    .onConflictDoNothing({ target: [guardianships.guardianPatientId, guardianships.childPatientId] });
}

export interface ConsentRow extends PatientDataConsent {
  patientDataConsentFormUpdated: Date | null;
}

export async function findConsent(db: DatabaseOrTransaction, patientId: number): Promise<ConsentRow | null> {
  const [row] = await db
    .select({
      allowsCommonRegistry: patients.allowsCommonRegistry,
      allowsViewingOccupationalInformation: patients.allowsViewingOccupationalInformation,
      allowsMarketingMail: patients.allowsMarketingMail,
      allowsTreatmentInstructionsMail: patients.allowsTreatmentInstructionsMail,
      allowsBookingSms: patients.allowsBookingSms,
      patientDataConsentFormUpdated: patients.patientDataConsentFormUpdated,
    })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  return row ?? null;
}

/** Saves the consent and its time; false when the patient does not exist. */
export async function updateConsent(
  db: DatabaseOrTransaction,
  patientId: number,
  consent: Partial<PatientDataConsent>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(patients)
    .set({ ...consent, patientDataConsentFormUpdated: now, updatedAt: now })
    .where(eq(patients.id, patientId))
    .returning({ id: patients.id });
  return rows.length > 0;
}

/** The patient's contact details with the field names of PUT /api/user. */
export interface PatientContactRow {
  streetAddress: string | null;
  postalCode: string | null;
  postOffice: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
}

const contactColumns = {
  streetAddress: patients.streetAddress,
  postalCode: patients.postalCode,
  postOffice: patients.postOffice,
  emailAddress: patients.email,
  phoneNumber: patients.phone,
};

export async function findContact(db: DatabaseOrTransaction, patientId: number): Promise<PatientContactRow | null> {
  const [row] = await db.select(contactColumns).from(patients).where(eq(patients.id, patientId)).limit(1);
  return row ?? null;
}

export async function updateContact(
  db: DatabaseOrTransaction,
  patientId: number,
  contact: { streetAddress: string; postalCode: string; postOffice: string; emailAddress: string; phoneNumber: string },
  now: Date,
): Promise<PatientContactRow | null> {
  const [row] = await db
    .update(patients)
    .set({
      streetAddress: contact.streetAddress,
      postalCode: contact.postalCode,
      postOffice: contact.postOffice,
      email: contact.emailAddress,
      phone: contact.phoneNumber,
      updatedAt: now,
    })
    .where(eq(patients.id, patientId))
    .returning(contactColumns);
  return row ?? null;
}
