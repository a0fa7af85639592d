import { type AppLoadContext, data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { Language } from "#domain/enums";
import { formatShortDate } from "#domain/date-display";
import { ABSENCE_MESSAGE_MAX_LENGTH, AbsenceActionSchema } from "#domain/professional-inbox";
import { professionalHref } from "#domain/routes/professional-route-table";
import type { ValidationDetail } from "#domain/validation-details";
import { deleteAbsence, listOwnAbsences, recordAbsence } from "#server/modules/professional/absence-service";
import { isProfessionalCsrfToken } from "#server/modules/professional/session-service";
import { CSRF_FIELD, parseForm, readFormBody } from "#app/form.server";
import { requireProfessional } from "./workspace.server";

// A professional's own absences (issue 15, decision 246): the current and upcoming ones with their
// substitutes, each with its delete button, and the form that records one. Posts to this page's
// action with an intent (create, delete); the router has checked the session before the body
// (decision 282) and the action checks the token. Done: a redirect with `done`; refused: the
// form's reply (what was typed, each field's error) and the reason, as the patient pages do.

export const ABSENCE_DONE = ["recorded", "deleted"] as const;
export const ABSENCE_PROBLEMS = ["invalid", "invalidPeriod", "substituteNotFound", "absenceNotFound"] as const;
export type AbsenceDone = (typeof ABSENCE_DONE)[number];
export type AbsenceProblem = (typeof ABSENCE_PROBLEMS)[number];

export interface AbsencesPageData {
  absences: { id: number; periodLabel: { from: string; to: string }; internalMessage: string | null; substitutes: string[] }[];
  colleagues: { id: number; name: string; title: string | null }[];
  done: AbsenceDone | null;
  limits: { internalMessage: number };
}

/** A refused post: the form's reply (what was typed, the errors) and why. */
export interface AbsencesActionData {
  intent: "create" | "delete";
  result: SubmissionResult<ValidationDetail[]>;
  problem: AbsenceProblem | null;
}

const DoneSchema = z.object({ done: z.enum(ABSENCE_DONE) });

export async function loadAbsencesPage(request: Request, context: AppLoadContext, lang: Language): Promise<AbsencesPageData> {
  const session = await requireProfessional(request, context, lang);
  const { absences, colleagues } = await listOwnAbsences(context.scope.db, session.professional, context.scope.now);
  const done = DoneSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    absences: absences.map((absence) => ({
      id: absence.id,
      // The last day is the one before the end (whole Helsinki days, the end exclusive).
      periodLabel: { from: formatShortDate(absence.startsAt, lang), to: formatShortDate(new Date(absence.endsAt.getTime() - 1), lang) },
      internalMessage: absence.internalMessage,
      substitutes: absence.substitutes,
    })),
    colleagues,
    done: done.success ? done.data.done : null,
    limits: { internalMessage: ABSENCE_MESSAGE_MAX_LENGTH },
  };
}

export async function submitAbsencesAction(request: Request, context: AppLoadContext, lang: Language) {
  const session = await requireProfessional(request, context, lang);
  const form = await readFormBody(request);
  if (!isProfessionalCsrfToken(session, form.get(CSRF_FIELD))) throw data({ type: "csrfTokenInvalid" }, { status: 403 });
  const submission = parseForm(form, AbsenceActionSchema);
  const intent = form.get("intent") === "delete" ? "delete" : "create";
  const refuse = (problem: AbsenceProblem | null, status: number) => data<AbsencesActionData>({ intent, result: submission.reply(), problem }, { status });
  // Typed fields come back with their errors and the summary of what to check.
  if (submission.status !== "success") return refuse("invalid", 400);
  const input = submission.value;
  const db = context.scope.db;
  const result =
    input.intent === "create"
      ? await recordAbsence(db, {
          professional: session.professional,
          now: context.scope.now,
          firstDay: input.firstDay,
          lastDay: input.lastDay,
          substituteIds: input.substituteIds,
          internalMessage: input.internalMessage,
        })
      : await deleteAbsence(db, { professional: session.professional, absenceId: input.absenceId });
  if (result.type !== "success") return refuse(result.type, 422);
  throw redirect(professionalHref("absences", lang, {}, { done: input.intent === "create" ? "recorded" : "deleted" }), { status: 303, headers: { "Cache-Control": "no-store" } });
}
