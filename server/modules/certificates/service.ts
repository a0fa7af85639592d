import type { CertificateListItem } from "#domain/records";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, listViewEntry, recordAudit } from "#server/modules/audit/audit-service";
import { findCertificates } from "./repository";

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
