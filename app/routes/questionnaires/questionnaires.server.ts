import type { AppLoadContext } from "react-router";
import { listQuestionnaires, type QuestionnaireListItem } from "#server/modules/questionnaires/service";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

export type { QuestionnaireListItem };

/** The page state of the spec: status, newTaskItems, answerItems. */
export type QuestionnairesPageData =
  | { status: "maintenance-mode"; newTaskItems: []; answerItems: [] }
  | { status: "normal"; newTaskItems: QuestionnaireListItem[]; answerItems: QuestionnaireListItem[] };

/**
 * Questionnaires /{lang}/{kyselyt|rundfraga|questionnaires} (spec part 2 §2): the acting patient's
 * new tasks and answered questionnaires; maintenance mode while customer messaging, which delivers
 * and receives questionnaires, is not enabled (decision 198). Nothing is read in maintenance mode.
 */
export async function loadQuestionnairesPage(request: Request, context: AppLoadContext): Promise<QuestionnairesPageData> {
  const session = requireValidSession(request, context);
  const features = context.scope.features;
  if (!features.includes("customer-messaging-enabled")) return { status: "maintenance-mode", newTaskItems: [], answerItems: [] };
  if (session.actingPatientId === null) return { status: "normal", newTaskItems: [], answerItems: [] };
  const list = await listQuestionnaires(context.scope.db, {
    actingPatientId: session.actingPatientId,
    lang: langOfPath(new URL(request.url).pathname),
    actor: context.scope.actor,
  });
  return { status: "normal", ...list };
}
