import type { AppLoadContext } from "react-router";
import { type PagedList, pageRunOf, singlePage } from "#domain/list-paging";
import { VACCINATION_PAGE_SIZE, type VaccinationListItem } from "#domain/records";
import { listVaccinationPage } from "#server/modules/vaccinations/service";
import { requireValidSession } from "#app/session.server";

export interface VaccinationsPageData {
  /** The pages shown (25 vaccinations a page; decision 306). */
  vaccinations: PagedList<VaccinationListItem>;
  /** The server's time of the load (ISO), for the validity hints. */
  now: string;
}

/** Vaccinations /{lang}/{rokotukset|vaccinationer|vaccinations}?page=&from= (spec part 1 §2, §9): the acting patient's vaccinations. */
export async function loadVaccinationsPage(request: Request, context: AppLoadContext): Promise<VaccinationsPageData> {
  const session = requireValidSession(request, context);
  const now = context.scope.now.toISOString();
  if (session.actingPatientId === null) return { vaccinations: singlePage([], VACCINATION_PAGE_SIZE), now };
  const vaccinations = await listVaccinationPage(context.scope.db, {
    actingPatientId: session.actingPatientId,
    run: pageRunOf(new URL(request.url).searchParams),
    actor: context.scope.actor,
  });
  return { vaccinations, now };
}
