import { type AppLoadContext, data } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseNumericId } from "#domain/numeric-id";
import { questionnaireFormSchema } from "#domain/questionnaire";
import type { ValidationDetail } from "#domain/validation-details";
import { answerQuestionnaire, loadQuestionnaire, type QuestionnaireView } from "#server/modules/questionnaires/service";
import { parseForm, readForm } from "#app/form.server";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

export type { QuestionnaireView };

/** The page state of the spec: maintenance-mode, not-found or ok. */
export type QuestionnairePageData = { status: "maintenance-mode" } | { status: "not-found" } | { status: "ok"; questionnaire: QuestionnaireView };

export type QuestionnaireActionData =
  | { outcome: "saved" }
  | { outcome: "ValidationError" | "failed"; result: SubmissionResult<ValidationDetail[]> };


function isMaintenance(context: AppLoadContext): boolean {
  const features = context.scope.features;
  return !features.includes("customer-messaging-enabled");
}

/**
 * A questionnaire /{lang}/{kyselyt|rundfraga|questionnaires}/{invitation id} (spec part 2 §2, §4
 * "Questionnaire"): maintenance mode while messaging is off (as the list, decision 198);
 * "not-found" (HTTP 404) for a malformed, missing or someone else's id; otherwise the form in the
 * page's language with any answers, read-only once they exist.
 */
export async function loadQuestionnairePage(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const session = requireValidSession(request, context);
  if (isMaintenance(context)) return data<QuestionnairePageData>({ status: "maintenance-mode" });
  const notFound = data<QuestionnairePageData>({ status: "not-found" }, { status: 404 });
  const invitationId = parseNumericId(idParam);
  if (invitationId === null || session.actingPatientId === null) return notFound;
  const questionnaire = await loadQuestionnaire(context.scope.db, {
    actingPatientId: session.actingPatientId,
    invitationId,
    lang: langOfPath(new URL(request.url).pathname),
    actor: context.scope.actor,
  });
  return questionnaire ? data<QuestionnairePageData>({ status: "ok", questionnaire }) : notFound;
}

/**
 * Answer (intent answer; spec part 2 §7 AnswerQuestionnaire through the same service): the fields
 * `answers.<question id>` parsed with the schema built from the questionnaire's own definition, as
 * in the browser. Saved: the page loads again read-only with the saved notice; otherwise the
 * fields' errors (400) or the error notice, keeping what was typed.
 */
export async function submitQuestionnaireAnswers(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const session = requireValidSession(request, context);
  const form = await readForm(request, session);
  const invitationId = parseNumericId(idParam);
  if (isMaintenance(context) || invitationId === null || session.actingPatientId === null) {
    throw data<QuestionnairePageData>({ status: "not-found" }, { status: 404 });
  }
  const db = context.scope.db;
  const actor = context.scope.actor;
  const questionnaire = await loadQuestionnaire(db, { actingPatientId: session.actingPatientId, invitationId, lang: langOfPath(new URL(request.url).pathname), actor });
  if (!questionnaire) throw data<QuestionnairePageData>({ status: "not-found" }, { status: 404 });
  const submission = parseForm(form, questionnaireFormSchema(questionnaire.sections));
  if (form.get("intent") !== "answer" || submission.status !== "success") {
    return data<QuestionnaireActionData>({ outcome: "ValidationError", result: submission.reply() }, { status: 400 });
  }
  const result = await answerQuestionnaire(db, {
    actingPatientId: session.actingPatientId,
    invitationId,
    answers: submission.value.answers,
    now: context.scope.now,
    actor,
  });
  if (result.type === "success") return data<QuestionnaireActionData>({ outcome: "saved" });
  if (result.type === "questionnaireNotFound") throw data<QuestionnairePageData>({ status: "not-found" }, { status: 404 });
  return data<QuestionnaireActionData>({ outcome: "failed", result: submission.reply() });
}
