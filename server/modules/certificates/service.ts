import type { CertificateListItem } from "#domain/records";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, listViewEntry, recordAudit } from "#server/modules/audit/audit-service";
import { findCertificateDocument, findCertificates } from "./repository";

// Sick-leave certificates of the acting patient (spec part 1 §2 "Certificates"): types
// medicalCertificateA and nurse, only those created since 1.1.2022, newest first. The read is
// audited as one "certificate-list" event naming the certificates shown (decision 305).

export interface CertificatesReadInput {
  actingPatientId: number;
  actor: AuditActor;
}

export async function listCertificates(db: DatabaseOrTransaction, { actingPatientId, actor }: CertificatesReadInput): Promise<CertificateListItem[]> {
  const rows = await findCertificates(db, actingPatientId);
  await recordAudit(db, actor, listViewEntry("certificate-list", { certificate: rows.map((row) => row.id) }));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    startDate: row.startDate,
    endDate: row.endDate,
    practitionerName: row.practitionerName,
  }));
}

export type CertificateDocument = NonNullable<Awaited<ReturnType<typeof findCertificateDocument>>>;

/**
 * One certificate for its PDF, audited as a "certificate-pdf" read; another patient's id, or one
 * written before the listing starts, is not found and the refusal is audited.
 */
export async function getCertificateDocument(
  db: DatabaseOrTransaction,
  { actingPatientId, certificateId, actor }: CertificatesReadInput & { certificateId: number },
): Promise<CertificateDocument | null> {
  const row = await findCertificateDocument(db, actingPatientId, certificateId);
  await recordAudit(db, actor, { action: "read", entity: "certificate-pdf", entityId: certificateId, outcome: row ? "allowed" : "refused" });
  return row;
}
