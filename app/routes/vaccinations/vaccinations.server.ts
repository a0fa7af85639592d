import type { AppLoadContext } from "react-router";
import { listPageOf, type VaccinationListItem } from "#domain/records";
import { auditActorOf } from "#server/http/audit";
import { listVaccinationPage } from "#server/modules/vaccinations/service";
import { requireValidSession } from "#app/session.server";

export interface VaccinationsPageData {
  vaccinations: VaccinationListItem[];
  /** 1-based page shown and the number of pages (25 vaccinations a page). */
  page: number;
  pageCount: number;
  /** The server's time of the load (ISO), for the validity hints. */
  now: string;
}

/** Vaccinations /{lang}/{rokotukset|vaccinationer|vaccinations}?page= (spec part 1 §2, §9): the acting patient's vaccinations. */
export async function loadVaccinationsPage(request: Request, context: AppLoadContext): Promise<VaccinationsPageData> {
  const session = requireValidSession(request, context);
  const now = context.services.clock.now().toISOString();
  if (session.actingPatientId === null) return { vaccinations: [], page: 1, pageCount: 1, now };
  const result = await listVaccinationPage(context.services.database.db, {
    actingPatientId: session.actingPatientId,
    page: listPageOf(new URL(request.url).searchParams.get("page")),
    actor: auditActorOf(context),
  });
  return { vaccinations: result.vaccinations, page: result.page, pageCount: result.pageCount, now };
}
