import { type AppLoadContext, data, redirect } from "react-router";
import type { Language } from "#domain/enums";
import { formatTime } from "#domain/date-display";
import { professionalHref } from "#domain/routes/professional-route-table";
import { isLocalHost } from "#server/http/session";
import { idleSettingsOf, professionalSessionCookie, professionalSessionOfCookie } from "#server/modules/professional/session-cookie";
import type { ProfessionalSession } from "#server/modules/professional/session-service";
import { langOfPath } from "#domain/routes/route-table";

// The workspace's session in its React pages (decision 243): only the professional cookie is read
// here, never the patient session, so a patient session opens nothing of the workspace. Loading
// it moves the idle end on (decision 284), once per request however many loaders ask.

export type SignedIn = Extract<ProfessionalSession, { status: "valid" }>;

const sessionOfRequest = new WeakMap<AppLoadContext, Promise<ProfessionalSession | null>>();

export function professionalSessionOf(request: Request, context: AppLoadContext): Promise<ProfessionalSession | null> {
  // A post the workspace's router refused before or after its body (decision 282): no page, 403.
  if (context.workspaceRefused) throw data({ type: "forbidden" }, { status: 403, headers: { "Cache-Control": "no-store" } });
  let session = sessionOfRequest.get(context);
  if (!session) {
    const { idleMs } = idleSettingsOf(context.services.config);
    session = professionalSessionOfCookie(context.scope.db, request.headers.get("cookie"), context.scope.now, idleMs);
    sessionOfRequest.set(context, session);
  }
  return session;
}

/** The signed-in professional; anyone else goes to the sign-in (which says so after the idle timeout). */
export async function requireProfessional(request: Request, context: AppLoadContext, lang: Language): Promise<SignedIn> {
  const session = await professionalSessionOf(request, context);
  if (session?.status === "valid") return session;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (session?.status === "idleExpired") {
    headers.append("Set-Cookie", professionalSessionCookie({ secure: !isLocalHost(new URL(request.url).hostname), value: "", maxAge: 0 }));
    throw redirect(professionalHref("signIn", lang, {}, { expired: "idle" }), { status: 303, headers });
  }
  throw redirect(professionalHref("signIn", lang), { status: 303, headers });
}

/** Who the workspace's header shows, with the sign-out form's token and the idle end. */
export interface WorkspaceViewer {
  name: string;
  csrfToken: string;
  idle: { signedOutAt: string; time: string; remainingMs: number; warnMs: number };
}

export function viewerOf(session: SignedIn, context: AppLoadContext): WorkspaceViewer {
  const { warnMs } = idleSettingsOf(context.services.config);
  return {
    name: `${session.professional.firstName} ${session.professional.lastName}`,
    csrfToken: session.csrfToken,
    idle: {
      signedOutAt: session.expiresAt.toISOString(),
      time: formatTime(session.expiresAt),
      remainingMs: Math.max(0, session.expiresAt.getTime() - context.scope.now.getTime()),
      warnMs,
    },
  };
}

/** A form the workspace's router read (its fields) as FormData, for the schema (conform's parse). */
export function formDataOf(fields: Readonly<Record<string, string | string[]>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  return form;
}

/** The audit's view of this request (address, request id, time). */
export function requestInfoOf(context: AppLoadContext) {
  return { address: context.clientAddress, requestId: context.requestId, at: context.scope.now };
}

/** The sign-in page: why the previous session ended, if it says; signed in already, the inbox. */
export async function loadSignInPage(request: Request, context: AppLoadContext): Promise<{ failed: boolean; idleMinutes: number | null }> {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const session = await professionalSessionOf(request, context);
  if (session?.status === "valid") throw redirect(professionalHref("inbox", lang), { status: 303, headers: { "Cache-Control": "no-store" } });
  return {
    failed: url.searchParams.get("error") === "failed",
    idleMinutes: url.searchParams.get("expired") === "idle" ? idleSettingsOf(context.services.config).minutes : null,
  };
}
