import type { AppLoadContext } from "react-router";
import type { CertificateListItem } from "#domain/records";
import { listCertificates } from "#server/modules/certificates/service";
import { requireValidSession } from "#app/session.server";

export interface CertificatesPageData {
  certificates: CertificateListItem[];
}

/** Certificates /{lang}/{todistukset|certifikat|certificates} (spec part 1 §2): the acting patient's sick-leave certificates. */
export async function loadCertificatesPage(request: Request, context: AppLoadContext): Promise<CertificatesPageData> {
  const session = requireValidSession(request, context);
  if (session.actingPatientId === null) return { certificates: [] };
  const certificates = await listCertificates(context.scope.db, {
    actingPatientId: session.actingPatientId,
    actor: context.scope.actor,
  });
  return { certificates };
}
