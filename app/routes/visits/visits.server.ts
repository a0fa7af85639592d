import type { AppLoadContext } from "react-router";
import type { VisitListItem } from "#domain/health-records";
import { auditActorOf } from "#server/http/audit";
import { listVisits } from "#server/modules/visits/service";
import { langOfPath } from "#app/root-data.server";
import { requireValidSession } from "#app/session.server";

export interface VisitsPageData {
  visits: VisitListItem[];
}

/** Visits /{lang}/{kaynnit|besoken|visits} (spec part 2 §2): the acting patient's past visits. */
export async function loadVisitsPage(request: Request, context: AppLoadContext): Promise<VisitsPageData> {
  const session = requireValidSession(request, context);
  if (session.actingPatientId === null) return { visits: [] };
  const visits = await listVisits(context.services.database.db, {
    actingPatientId: session.actingPatientId,
    lang: langOfPath(new URL(request.url).pathname),
    now: context.services.clock.now(),
    actor: auditActorOf(context),
  });
  return { visits };
}
