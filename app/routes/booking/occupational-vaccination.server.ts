import type { AppLoadContext } from "react-router";
import { BRANDS } from "#app/brands";
import { type OccupationalVaccinationState, loadOccupationalVaccinations } from "#server/modules/booking/occupational-vaccination-service";

// Occupational vaccination /{lang}/{tyoterveys/rokotukset|foretagshalsovard/vaccinationer|
// occupational-healthcare/vaccinations} (spec part 2 §2; anonymous page): without a valid session
// the status is "unauthorized" (sign-in prompt), otherwise the acting patient's contract decides.

export type OccupationalVaccinationPageData = OccupationalVaccinationState;

export async function loadOccupationalVaccinationPage(_request: Request, context: AppLoadContext): Promise<OccupationalVaccinationPageData> {
  const session = context.session;
  if (session?.status !== "valid") return { status: "unauthorized" };
  const { db, brand, now, actor } = context.scope;
  return loadOccupationalVaccinations(db, {
    patientId: session.actingPatientId,
    brandHasOccupationalCare: BRANDS[brand].capabilities.occupationalCare,
    now,
    actor,
  });
}
