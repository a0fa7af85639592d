import { type AppLoadContext, data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { Language } from "#domain/enums";
import { ACCESS_REASON_MAX_LENGTH, ACCESS_REASON_VALID_HOURS, AccessReasonSchema } from "#domain/professional-inbox";
import { professionalHref } from "#domain/routes/professional-route-table";
import type { ValidationDetail } from "#domain/validation-details";
import { isProfessionalCsrfToken } from "#server/modules/professional/session-service";
import { openThreadWithReason, threadAccessOf } from "#server/modules/professional/thread-service";
import { CSRF_FIELD, parseForm, readFormBody } from "#app/form.server";
import { requestInfoOf, requireProfessional } from "./workspace.server";

// The reason to open a conversation outside the professional's care relationships (decision 330,
// "break the glass"). The page shows nothing of the patient or the conversation; the reason goes
// to the audit trail, which the patient reads on "who has viewed my data", and opens the
// conversation for ACCESS_REASON_VALID_HOURS. A conversation the professional may open anyway
// goes straight to it; one they may not open at all (or none) is not found.

export interface ThreadAccessPageData {
  threadId: number;
  reasonMaxLength: number;
  validHours: number;
}

export interface ThreadAccessActionData {
  result: SubmissionResult<ValidationDetail[]>;
}

const ThreadIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

function notFound(): never {
  throw data({ type: "notFound" }, { status: 404 });
}

export async function loadThreadAccessPage(request: Request, context: AppLoadContext, lang: Language, threadIdParam: string | undefined): Promise<ThreadAccessPageData> {
  const session = await requireProfessional(request, context, lang);
  const threadId = ThreadIdSchema.safeParse(threadIdParam);
  if (!threadId.success) notFound();
  const access = await threadAccessOf(context.scope.db, { professional: session.professional, threadId: threadId.data, now: context.scope.now });
  if (access === "open") throw redirect(professionalHref("thread", lang, { threadId: threadId.data }), { status: 303, headers: { "Cache-Control": "no-store" } });
  if (access === "notFound") notFound();
  return { threadId: threadId.data, reasonMaxLength: ACCESS_REASON_MAX_LENGTH, validHours: ACCESS_REASON_VALID_HOURS };
}

/** The form's post (intent openWithReason): the reason recorded, then the conversation. */
export async function submitThreadAccessAction(request: Request, context: AppLoadContext, lang: Language, threadIdParam: string | undefined) {
  const session = await requireProfessional(request, context, lang);
  const threadId = ThreadIdSchema.safeParse(threadIdParam);
  if (!threadId.success) notFound();
  const form = await readFormBody(request);
  if (!isProfessionalCsrfToken(session, form.get(CSRF_FIELD))) throw data({ type: "csrfTokenInvalid" }, { status: 403 });
  const submission = parseForm(form, AccessReasonSchema);
  if (submission.status !== "success") return data<ThreadAccessActionData>({ result: submission.reply() }, { status: 400 });
  const opened = await openThreadWithReason(context.scope.db, {
    professional: session.professional,
    threadId: threadId.data,
    now: context.scope.now,
    request: requestInfoOf(context),
    reason: submission.value.reason,
  });
  if (opened.type === "threadNotFound") notFound();
  throw redirect(professionalHref("thread", lang, { threadId: threadId.data }), { status: 303, headers: { "Cache-Control": "no-store" } });
}
