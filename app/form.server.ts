import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { issuesToValidationDetails, type ValidationDetail } from "#domain/validation-details";
import { isSessionCsrfToken, type Session } from "#server/modules/account/session-service";

// The server half of a page's write (docs/decisions, "One way for pages to write"): an action reads
// the posted form, checks the session's CSRF token for a logged-in user, and parses the fields with
// the same zod schema the browser validated with. Conform's submission carries the errors back to
// the form together with everything the user typed.

/** The CSRF token travels as a hidden field of every form a logged-in user posts. */
export const CSRF_FIELD = "csrfToken";

/** What a browser's form posts: urlencoded fields, or a multipart form. */
const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The posted form's fields. A body that is no form is the client's mistake, never a failure of
 * ours (decision 280): another content type (JSON, text, none) answers 415 and a form that cannot be
 * read (a cut or boundless multipart body) 400, both thrown, so the route's error boundary renders
 * the page with that status.
 */
export async function readFormBody(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_CONTENT_TYPES.includes(contentType)) throw data({ type: "unsupportedMediaType" }, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data({ type: "badRequest" }, { status: 400 });
  }
}

/**
 * The posted form (readFormBody); for a session, only with the session's CSRF token (403 otherwise).
 * A login still under way is no session yet: its pages post as anonymous visitors do.
 */
export async function readForm(request: Request, session: Session | null): Promise<FormData> {
  const form = await readFormBody(request);
  if (session && session.status !== "login" && !isSessionCsrfToken(session, form.get(CSRF_FIELD))) {
    throw data({ type: "csrfTokenInvalid" }, { status: 403 });
  }
  return form;
}

/**
 * The form's fields parsed with the page's schema: `status` "success" with `value`, or errors as
 * validation details (message key and limit), the same shape the API's 400 answer has.
 */
export function parseForm<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  return parseWithZod(form, { schema, formatError: issuesToValidationDetails });
}

/** What an action answers a form with: its fields as posted and their errors, for `useSchemaForm`'s `lastResult`. */
export type FormReply = SubmissionResult<ValidationDetail[]>;

/**
 * The submission's reply with the errors a service found after the schema passed (its ValidationError
 * details), each under its field's name in the form ("guardians.1.name" is "guardians[1].name").
 */
export function replyWithDetails(submission: Submission<unknown, ValidationDetail[]>, details: readonly ValidationDetail[]): FormReply {
  const fieldErrors: Record<string, ValidationDetail[]> = {};
  for (const detail of details) (fieldErrors[fieldNameOfPath(detail.path)] ??= []).push(detail);
  return submission.reply({ fieldErrors });
}

function fieldNameOfPath(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/** The form library's own post (a list's Add or Remove without JavaScript) names its intent in this field. */
const FORM_LIBRARY_INTENT = "__intent__";

/** Whether the post is the form library's own intent (a list item added or removed), not a submit. */
export function isFormLibraryIntent(form: FormData): boolean {
  return form.has(FORM_LIBRARY_INTENT);
}
