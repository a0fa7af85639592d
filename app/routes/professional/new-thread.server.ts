import { type AppLoadContext, data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { Language } from "#domain/enums";
import { formatTime } from "#domain/date-display";
import { IDENTITY_CODE_LENGTH, isValidIdentityCode } from "#domain/identity-code";
import { ATTACHMENT_EXTENSIONS, MESSAGE_CONTENT_MAX_LENGTH, THREAD_SUBJECT_MAX_LENGTH } from "#domain/messaging";
import { NewThreadActionSchema } from "#domain/professional-inbox";
import { professionalHref } from "#domain/routes/professional-route-table";
import type { ValidationDetail } from "#domain/validation-details";
import { findPatientForNewThread, mayStartThreads, startThreadWithPatient } from "#server/modules/professional/new-thread-service";
import { isProfessionalCsrfToken } from "#server/modules/professional/session-service";
import type { FileProblem } from "#server/modules/professional/uploads";
import { CSRF_FIELD, parseForm } from "#app/form.server";
import { formDataOf, requestInfoOf, requireProfessional } from "./workspace.server";

// Starting a conversation with a patient (issue 15, decision 248): first the patient is found by
// the whole identity code (each lookup audited and rate-limited, decision 283), then the subject,
// the message and files go to them. The post is read by the workspace's router first, as a
// conversation's is (decisions 274 and 282: the session before the body, the token before the
// files, files over 9 MiB dropped with the text kept, the body capped) and handed over in the
// request's context; this action checks the token, parses the fields with NewThreadActionSchema
// (the form library's server half) and calls the services. Sent: the new conversation. Refused:
// the step again with what was typed and why.

export type NewThreadProblem = "invalidIdentityCode" | "patientNotFound" | "invalid" | FileProblem;

export interface NewThreadPatientData {
  name: string;
  age: number;
  identityCode: string;
}

export interface NewThreadPageData {
  limits: { identityCode: number; title: number; content: number };
  /** The file input's accept list, from the domain's allowed extensions. */
  accept: string;
}

/** The step an answered post shows: finding the patient again, or writing to the one found. */
export type NewThreadActionData =
  | { step: "find"; result: SubmissionResult<ValidationDetail[]>; problem: NewThreadProblem | null; retryAt: string | null }
  | { step: "compose"; result: SubmissionResult<ValidationDetail[]>; problem: NewThreadProblem | null; patient: NewThreadPatientData };

function notFound(): never {
  throw data({ type: "notFound" }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export async function loadNewThreadPage(request: Request, context: AppLoadContext, lang: Language): Promise<NewThreadPageData> {
  const session = await requireProfessional(request, context, lang);
  // HR users work in their HR conversations only.
  if (!mayStartThreads(session.professional)) notFound();
  return {
    limits: { identityCode: IDENTITY_CODE_LENGTH, title: THREAD_SUBJECT_MAX_LENGTH, content: MESSAGE_CONTENT_MAX_LENGTH },
    accept: ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(","),
  };
}

export async function submitNewThreadAction(request: Request, context: AppLoadContext, lang: Language) {
  const session = await requireProfessional(request, context, lang);
  if (!mayStartThreads(session.professional)) notFound();
  // Read by the workspace's router (workspace-routes.ts); a post that did not pass it has no form.
  const posted = context.workspaceForm;
  if (!posted) throw data({ type: "badRequest" }, { status: 400 });
  if (!isProfessionalCsrfToken(session, posted.fields[CSRF_FIELD])) throw data({ type: "csrfTokenInvalid" }, { status: 403 });
  const db = context.scope.db;
  const submission = parseForm(formDataOf(posted.fields), NewThreadActionSchema);
  const result = submission.reply();
  const typed = (name: string) => {
    const value = posted.fields[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const find = (status: number, problem: NewThreadProblem | null, retryAt: Date | null = null) =>
    data<NewThreadActionData>({ step: "find", result, problem, retryAt: retryAt && formatTime(retryAt) }, { status });

  const identityCode = typed("identityCode");
  if (!isValidIdentityCode(identityCode)) return find(422, "invalidIdentityCode");
  const scope = { professional: session.professional, now: context.scope.now, request: requestInfoOf(context) };
  const lookup = await findPatientForNewThread(db, { ...scope, identityCode, auditHashKey: context.services.config.AUDIT_HASH_KEY });
  if (lookup.type === "tooManyLookups") return find(429, null, lookup.retryAt);
  if (lookup.type === "patientNotFound") return find(422, "patientNotFound");
  const patient = lookup.patient;
  const compose = (status: number, problem: NewThreadProblem | null) =>
    data<NewThreadActionData>(
      { step: "compose", result, problem, patient: { name: patient.name, age: patient.age, identityCode: patient.identityCode } },
      { status },
    );
  // Typed fields come back with their errors; a post no form of the page sends is "invalid".
  if (submission.status !== "success") return compose(422, typed("intent") === "send" ? null : "invalid");
  const input = submission.value;
  if (input.intent === "find") return compose(200, null);
  // Over the 9 MiB the files were dropped as they came: the form comes back with its text.
  if (posted.files === "tooLarge") return compose(posted.tooLargeStatus, "attachmentsTooLarge");
  const started = await startThreadWithPatient(db, {
    ...scope,
    patient,
    title: input.title,
    content: input.content,
    files: posted.files,
    storage: context.services.integrations.fileStorage,
    notifier: context.services.integrations.messageNotifier,
  });
  if (started.type === "success") {
    throw redirect(professionalHref("thread", lang, { threadId: started.threadId }, { done: "started" }), { status: 303, headers: { "Cache-Control": "no-store" } });
  }
  if (started.type === "patientNotFound") return find(422, "patientNotFound");
  return compose(422, started.type);
}
