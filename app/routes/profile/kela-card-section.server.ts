import type { AppLoadContext } from "react-router";
import { getKelaCard } from "#server/modules/profile/kela-card-service";
import { requireActingPatient } from "#app/session.server";
import type { KelaCardSectionData } from "./kela-card-section";

/** The Kela card section of the contact tab of My information (spec part 1 §3 "Kela card"); null: not shown. */
export async function loadKelaCardSection(request: Request, context: AppLoadContext): Promise<KelaCardSectionData | null> {
  const session = requireActingPatient(request, context);
  try {
    const { db, now, actor } = context.scope;
    const { imageUrl } = await getKelaCard(db, { actingPatientId: session.actingPatientId, sessionId: session.id, now, actor });
    return { status: "loaded", imageUrl };
  } catch (error) {
    // The rest of the page still renders; the section says so (part 1 §8).
    context.services.logger.error({ err: error }, "Kela card could not be read");
    return { status: "failed" };
  }
}
