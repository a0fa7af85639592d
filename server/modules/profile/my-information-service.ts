import { and, asc, eq, gt } from "drizzle-orm";
import type { ContactInfo, Guardian } from "#domain/contact-info";
import type { Language } from "#domain/enums";
import { ageOn } from "#domain/identity-code";
import { ADULT_AGE, type GuardianValues } from "#domain/my-information";
import { maskIdentityCode } from "#domain/registration";
import type { ValidationDetail } from "#domain/validation-details";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import type { DatabaseOrTransaction } from "#server/db/client";
import { guardians, patients } from "#server/db/schema";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";

// My information (spec part 1 §2 "My information", §3 "Contact info" and "Guardian", §5, §7 POST
// /api/user, §9 "Guardians max 2"): the acting patient's contact details, language and, for a
// minor, up to two contact guardians. Every read and write takes the acting patient's id from the
// session, never from the request, and is audited (entity "patient-contact-info").

export interface MyInformationGuardian extends GuardianValues {
  /** The first guardian's identity code with the individual part hidden ("010190-****"); null for others. */
  obfuscatedIdentityCode: string | null;
  /** The first guardian cannot be removed (spec part 1 §5 "Guardian"). */
  removable: boolean;
}

export interface MyInformation {
  firstName: string;
  lastName: string;
  streetAddress: string;
  zipCode: string;
  postOffice: string;
  phoneNumber: string;
  emailAddress: string;
  language: Language;
  /** Under 18 today: the contact guardians are shown and may be edited (decision 205). */
  isMinor: boolean;
  guardians: MyInformationGuardian[];
}

async function findMyInformation(db: DatabaseOrTransaction, patientId: number, now: Date): Promise<MyInformation | null> {
  const [patient] = await db
    .select({
      firstName: patients.firstName,
      lastName: patients.lastName,
      birthDate: patients.birthDate,
      streetAddress: patients.streetAddress,
      postalCode: patients.postalCode,
      postOffice: patients.postOffice,
      phone: patients.phone,
      email: patients.email,
      language: patients.language,
    })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  if (!patient) return null;
  const rows = await db.select().from(guardians).where(eq(guardians.patientId, patientId)).orderBy(asc(guardians.position));
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    streetAddress: patient.streetAddress ?? "",
    zipCode: patient.postalCode ?? "",
    postOffice: patient.postOffice ?? "",
    phoneNumber: patient.phone ?? "",
    emailAddress: patient.email ?? "",
    language: patient.language,
    isMinor: ageOn(patient.birthDate, now) < ADULT_AGE,
    guardians: rows.map((row) => ({
      name: row.name,
      phone: row.phone ?? "",
      emailAddress: row.email ?? "",
      isGuardianHasSameAddress: row.hasSameAddress,
      streetAddress: row.hasSameAddress ? "" : (row.streetAddress ?? ""),
      zipCode: row.hasSameAddress ? "" : (row.postalCode ?? ""),
      postOffice: row.hasSameAddress ? "" : (row.postOffice ?? ""),
      obfuscatedIdentityCode: row.position === 1 && row.identityCode ? maskIdentityCode(row.identityCode) : null,
      removable: row.position !== 1,
    })),
  };
}

/** The acting patient's information; null when there is no such patient. The read is audited. */
export async function loadMyInformation(
  db: DatabaseOrTransaction,
  { patientId, now, actor }: { patientId: number; now: Date; actor: AuditActor },
): Promise<MyInformation | null> {
  const information = await findMyInformation(db, patientId, now);
  if (information) await recordAudit(db, actor, { action: "read", entity: "patient-contact-info", entityId: patientId });
  return information;
}

export type SaveMyInformationResult =
  | { type: "success"; information: MyInformation }
  | { type: "ValidationError"; details: ValidationDetail[] }
  | { type: "customerNotFound" };

const guardianRemovalRefused: ValidationDetail = { path: "guardians", message: VALIDATION_KEYS.invalidValue };

function guardianColumns(guardian: Guardian) {
  const own = guardian.isGuardianHasSameAddress ? null : guardian;
  return {
    name: guardian.name,
    phone: guardian.phone,
    email: guardian.emailAddress,
    hasSameAddress: guardian.isGuardianHasSameAddress,
    streetAddress: own?.streetAddress ?? null,
    postalCode: own?.zipCode ?? null,
    postOffice: own?.postOffice ?? null,
  };
}

/**
 * Saves the contact details, the language and the guardians (validated by the caller with
 * ContactInfoSchema) and audits the change, in one transaction. The guardians take positions 1
 * and 2 in the order given; the first stored guardian keeps its identity code and cannot be
 * removed, and an adult lists no guardians (both refused as a ValidationError on "guardians").
 */
export async function saveMyInformation(
  db: DatabaseOrTransaction,
  { patientId, information, now, actor }: { patientId: number; information: ContactInfo; now: Date; actor: AuditActor },
): Promise<SaveMyInformationResult> {
  return db.transaction(async (tx) => {
    const current = await findMyInformation(tx, patientId, now);
    if (!current) return { type: "customerNotFound" } as const;
    const listed = information.guardians;
    if (!current.isMinor && listed.length > 0) return { type: "ValidationError", details: [guardianRemovalRefused] } as const;
    if (current.guardians.length > 0 && current.isMinor && listed.length === 0) {
      return { type: "ValidationError", details: [guardianRemovalRefused] } as const;
    }
    await tx
      .update(patients)
      .set({
        streetAddress: information.streetAddress,
        postalCode: information.zipCode,
        postOffice: information.postOffice,
        phone: information.phoneNumber,
        email: information.emailAddress,
        language: information.language,
        updatedAt: now,
      })
      .where(eq(patients.id, patientId));
    if (current.isMinor) {
      for (const [index, guardian] of listed.entries()) {
        const position = index + 1;
        await tx
          .insert(guardians)
          .values({ patientId, position, ...guardianColumns(guardian) })
          .onConflictDoUpdate({ target: [guardians.patientId, guardians.position], set: guardianColumns(guardian) });
      }
      await tx.delete(guardians).where(and(eq(guardians.patientId, patientId), gt(guardians.position, Math.max(listed.length, 1))));
    }
    await recordAudit(tx, actor, { action: "update", entity: "patient-contact-info", entityId: patientId });
    const saved = await findMyInformation(tx, patientId, now);
    return saved ? ({ type: "success", information: saved } as const) : ({ type: "customerNotFound" } as const);
  });
}
