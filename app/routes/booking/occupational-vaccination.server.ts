import type { AppLoadContext } from "react-router";
import { BRANDS } from "#app/brands";
import { auditActorOf } from "#server/http/audit";
import { type OccupationalVaccinationState, loadOccupationalVaccinations } from "#server/modules/booking/occupational-vaccination-service";

// Occupational vaccination /{lang}/{tyoterveys/rokotukset|foretagshalsovard/vaccinationer|
// occupational-healthcare/vaccinations} (spec part 2 §2; anonymous page): without a valid session
// the status is "unauthorized" (sign-in prompt), otherwise the acting patient's contract decides.

export type OccupationalVaccinationPageData = OccupationalVaccinationState;

export async function loadOccupationalVaccinationPage(_request: Request, context: AppLoadContext): Promise<OccupationalVaccinationPageData> {
  const session = context.session;
  if (session?.status !== "valid") return { status: "unauthorized" };
  return loadOccupationalVaccinations(context.services.database.db, {
    patientId: session.actingPatientId,
    brandHasOccupationalCare: BRANDS[context.brand].capabilities.occupationalCare,
    now: context.services.clock.now(),
    actor: auditActorOf(context),
  });
}
