import { type AppLoadContext, redirect } from "react-router";
import { type PagedList, pageRunOf, PRESCRIPTION_PAGE_SIZE, singlePage } from "#domain/list-paging";
import { PRESCRIPTION_SELECTION_PARAMETER, prescriptionIdsParam } from "#domain/prescription-renewal";
import { parsePrescriptionIds } from "#domain/prescription-renewal-inputs";
import { href } from "#domain/routes/href";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import { canRenewPrescriptions } from "#server/modules/prescriptions/renewal-service";
import { listPrescriptions, type Prescription } from "#server/modules/prescriptions/service";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

export type { Prescription };

export interface PrescriptionsPageData {
  /** The pages shown (twenty a page; decision 306). */
  prescriptions: PagedList<Prescription>;
  /** Renewal is offered in this environment: customer messaging enabled and allowed. */
  isPrescriptionRenewalEnabled: boolean;
  /** The patient can send renewal requests: a messaging user and a renewable prescription. */
  canRenewPrescriptions: boolean;
  /** Today in Helsinki, for each prescription's validity (valid, expiring, expired). */
  today: CalendarDate;
}

/** Whether renewal is enabled in this environment: requests travel as customer conversations. */
export function isPrescriptionRenewalEnabled(context: AppLoadContext): boolean {
  const features = context.scope.features;
  return features.includes("customer-messaging-enabled") && features.includes("customer-messaging-allowed");
}

/**
 * Prescriptions /{lang}/{reseptit|recept|prescriptions} (spec part 2 §2, §4 "Prescription
 * selection"): the acting patient's prescriptions and whether they may be selected for renewal.
 * The selection is a GET form to this page (`?prescription=1&prescription=2`), which sends the
 * browser on to the renewal page of those ids, so it works without JavaScript (decision 200).
 */
export async function loadPrescriptionsPage(request: Request, context: AppLoadContext): Promise<PrescriptionsPageData> {
  const session = requireValidSession(request, context);
  const today = helsinkiCalendarDate(context.scope.now);
  const none = {
    prescriptions: singlePage<Prescription>([], PRESCRIPTION_PAGE_SIZE),
    isPrescriptionRenewalEnabled: false,
    canRenewPrescriptions: false,
    today,
  };
  if (session.actingPatientId === null) return none;
  const url = new URL(request.url);
  const enabled = isPrescriptionRenewalEnabled(context);
  const selected = parsePrescriptionIds(url.searchParams.getAll(PRESCRIPTION_SELECTION_PARAMETER).join(","));
  if (enabled && selected) {
    throw redirect(href("prescriptionRenewal", langOfPath(url.pathname), { ids: prescriptionIdsParam(selected) }));
  }
  const db = context.scope.db;
  const [prescriptions, canRenew] = await Promise.all([
    listPrescriptions(db, { actingPatientId: session.actingPatientId, actor: context.scope.actor, run: pageRunOf(url.searchParams) }),
    enabled ? canRenewPrescriptions(db, session.actingPatientId) : Promise.resolve(false),
  ]);
  return { prescriptions, isPrescriptionRenewalEnabled: enabled, canRenewPrescriptions: canRenew, today };
}
