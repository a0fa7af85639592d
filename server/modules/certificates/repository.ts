import { TZDate } from "@date-fns/tz";
import { and, desc, eq, gte } from "drizzle-orm";
import { HELSINKI_TIME_ZONE, parseCalendarDate } from "#domain/helsinki-time";
import { CERTIFICATES_LISTED_SINCE } from "#domain/records";
import type { DatabaseOrTransaction } from "#server/db/client";
import { patients, practitioners, sickLeaveCertificates } from "#server/db/schema";

// The acting patient's sick-leave certificates. Filtered by the acting patient id; index
// sick_leave_certificates_patient_id_created_at_idx serves the list.

/** Midnight of 1.1.2022 in Helsinki: certificates written before it are not listed. */
function listedSince(): Date {
  const { year, month, day } = parseCalendarDate(CERTIFICATES_LISTED_SINCE)!;
  return new Date(new TZDate(year, month - 1, day, HELSINKI_TIME_ZONE).getTime());
}

/** What the list and the document both show of a certificate. */
const LISTED_COLUMNS = {
  id: sickLeaveCertificates.id,
  type: sickLeaveCertificates.type,
  createdAt: sickLeaveCertificates.createdAt,
  startDate: sickLeaveCertificates.startDate,
  endDate: sickLeaveCertificates.endDate,
  practitionerName: practitioners.name,
};

/** The acting patient's certificates that are listed: created since 1.1.2022. */
function listedOf(actingPatientId: number) {
  return and(eq(sickLeaveCertificates.patientId, actingPatientId), gte(sickLeaveCertificates.createdAt, listedSince()));
}

/** The patient's certificates created since 1.1.2022, newest first. */
export async function findCertificates(db: DatabaseOrTransaction, actingPatientId: number) {
  return db
    .select(LISTED_COLUMNS)
    .from(sickLeaveCertificates)
    .leftJoin(practitioners, eq(practitioners.id, sickLeaveCertificates.practitionerId))
    .where(listedOf(actingPatientId))
    .orderBy(desc(sickLeaveCertificates.createdAt), desc(sickLeaveCertificates.id));
}

/** One listed certificate of the patient, with what its document shows; none for another patient's id. */
export async function findCertificateDocument(db: DatabaseOrTransaction, actingPatientId: number, certificateId: number) {
  const [row] = await db
    .select({
      ...LISTED_COLUMNS,
      practitionerTitle: practitioners.title,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      patientIdentityCode: patients.identityCode,
    })
    .from(sickLeaveCertificates)
    .innerJoin(patients, eq(patients.id, sickLeaveCertificates.patientId))
    .leftJoin(practitioners, eq(practitioners.id, sickLeaveCertificates.practitionerId))
    .where(and(eq(sickLeaveCertificates.id, certificateId), listedOf(actingPatientId)));
  return row ?? null;
}
