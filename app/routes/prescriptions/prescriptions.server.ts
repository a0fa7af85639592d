import type { AppLoadContext } from "react-router";
import { auditActorOf } from "#server/http/audit";
import { listPrescriptions, type Prescription } from "#server/modules/prescriptions/service";
import { requireValidSession } from "#app/session.server";

export type { Prescription };

export interface PrescriptionsPageData {
  prescriptions: Prescription[];
}

/**
 * Prescriptions /{lang}/{reseptit|recept|prescriptions} (spec part 2 §2): the acting patient's
 * prescriptions. The renewal selection comes with the renewal page (decision 197).
 */
export async function loadPrescriptionsPage(request: Request, context: AppLoadContext): Promise<PrescriptionsPageData> {
  const session = requireValidSession(request, context);
  if (session.actingPatientId === null) return { prescriptions: [] };
  const prescriptions = await listPrescriptions(context.services.database.db, {
    actingPatientId: session.actingPatientId,
    actor: auditActorOf(context),
  });
  return { prescriptions };
}
