import type { AppLoadContext } from "react-router";
import type { LabResultDay, Referral } from "#domain/health-records";
import { auditActorOf } from "#server/http/audit";
import { listLaboratory } from "#server/modules/results/service";
import { langOfPath } from "#app/root-data.server";
import { requireValidSession } from "#app/session.server";

export interface LaboratoryPageData {
  days: LabResultDay[];
  referrals: Referral[];
  /** The server's time of the load (ISO), for the validity hints. */
  now: string;
}

/**
 * Laboratory list /{lang}/{laboratorio|laboratorium|laboratory} (spec part 2 §2): the acting
 * patient's result days (Ready or Pending) and laboratory referrals (valid or expired).
 */
export async function loadLaboratoryPage(request: Request, context: AppLoadContext): Promise<LaboratoryPageData> {
  const session = requireValidSession(request, context);
  const now = context.services.clock.now();
  if (session.actingPatientId === null) return { days: [], referrals: [], now: now.toISOString() };
  const overview = await listLaboratory(context.services.database.db, {
    actingPatientId: session.actingPatientId,
    lang: langOfPath(new URL(request.url).pathname),
    now,
    actor: auditActorOf(context),
  });
  return { ...overview, now: now.toISOString() };
}
