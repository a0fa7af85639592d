import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { recheckActingMandate } from "#server/modules/account/acting-service";
import { isSessionCsrfToken, loadSession, type Session } from "#server/modules/account/session-service";
import type { Services } from "#server/services";
import { ApiAnswer } from "./api-errors";
import { auditActorOf } from "./audit";
import { contextOf } from "./request-context";

// The session cookie, the CSRF rule and the session requirements of API routes
// (spec part 1 §6 roles, §7 "All calls marked 'csrf' carry query parameter csrfToken").

export const SESSION_COOKIE = "hoiva_session";

/** Cookies are Secure everywhere but on the developer's own machine (plain http://localhost). */
export function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** HttpOnly, SameSite=Lax, Secure outside localhost; lives as long as the browser session. */
export function setSessionCookie(req: Request, res: Response, sessionId: string): void {
  res.append(
    "Set-Cookie",
    serializeCookie(SESSION_COOKIE, sessionId, {
      httpOnly: true,
      sameSite: "lax",
      secure: !isLocalHost(req.hostname),
      path: "/",
    }),
  );
}

/** The Set-Cookie header value that ends the session cookie on `hostname` (same attributes, no value). */
export function clearedSessionCookie(hostname: string): string {
  return serializeCookie(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: !isLocalHost(hostname), path: "/", maxAge: 0 });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append("Set-Cookie", clearedSessionCookie(req.hostname));
}

/** Session ids are 32 random bytes in base64url (session-service newSessionId). */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The session id of the cookie; a value that cannot be one (forged, truncated, %00) is no session. */
export function sessionIdOf(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const id = parseCookies(header)[SESSION_COOKIE];
  return id !== undefined && SESSION_ID.test(id) ? id : null;
}

/**
 * Loads the session named by the cookie into the request context (null when there is none). A
 * session acting under a mandate is asked again whether the mandate still covers the person
 * (decision 277); when it does not, the session acts for the user again and the request is marked
 * `actingEnded`, which the API refuses and the pages turn into the "disallowed" toast.
 */
export function sessionMiddleware(services: Services): RequestHandler {
  return async (req, res, next) => {
    const context = contextOf(res);
    const id = sessionIdOf(req);
    try {
      const db = services.database.db;
      const now = services.clock.now();
      // A session made in the other brand is no session here; it stays for its own host (decision 287).
      const session = id ? await loadSession(db, id, now, context.brand) : null;
      context.session = session;
      if (session && (await recheckActingMandate(db, services.integrations, { session, now, auditActor: () => auditActorOf(context) })) === "ended") {
        context.session = await loadSession(db, session.id, now, context.brand);
        context.actingEnded = true;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * API and GraphQL: a request that found its session's mandate no longer covering the person it
 * acted for is answered 403 `{ type: "disallowed" }`, so nothing it asked is done for anybody; the
 * next request acts for the user.
 */
export function refuseEndedActing(): RequestHandler {
  return (_req, res, next) => {
    if (contextOf(res).actingEnded) {
      res.status(403).json({ type: "disallowed" });
      return;
    }
    next();
  };
}

/** True when the request's `csrfToken` query parameter is the session's token. */
export function hasValidCsrfToken(req: Request, session: Session | null): boolean {
  return isSessionCsrfToken(session, req.query.csrfToken);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A browser names the page that sent a request in `Origin`; a write from another site is refused
 * even with a valid token (defence in depth). Clients that send no Origin (not browsers) pass.
 */
export function isForeignOrigin(req: Request): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true; // "null" (a sandboxed or privacy-sensitive context) or garbage
  }
}

/**
 * Upload addresses the server hands out signed for the session and usable once: the spec's client
 * PUTs the file to the address as given, with no token of its own (part 2 §7 CreateAttachmentUpload).
 * The signature is the proof a forged request cannot have, and the handler checks it before
 * reading anything (decision 296).
 */
export const SIGNED_UPLOAD_PATHS = ["/customer-messaging/uploads/"] as const;

/**
 * Every mutating API call of a logged-in user carries the session's csrfToken (anonymous calls
 * under /api/anon carry none, per spec, nor does a PUT to a signed upload address), from a page of
 * this site. Refused with 403 before any handler runs.
 */
export function csrfProtection(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (isForeignOrigin(req)) {
      res.status(403).json({ type: "csrfTokenInvalid", message: "Cross-site request" });
      return;
    }
    if (req.path.startsWith("/anon/")) return next();
    if (req.method === "PUT" && SIGNED_UPLOAD_PATHS.some((path) => req.path.startsWith(path))) return next();
    if (!hasValidCsrfToken(req, contextOf(res).session)) {
      res.status(403).json({ type: "csrfTokenInvalid", message: "Missing or invalid csrfToken" });
      return;
    }
    next();
  };
}

/** For GET calls the spec marks 'csrf' (they return patient data). */
export function requireCsrfToken(req: Request, res: Response, next: NextFunction): void {
  if (!hasValidCsrfToken(req, contextOf(res).session)) {
    res.status(403).json({ type: "csrfTokenInvalid", message: "Missing or invalid csrfToken" });
    return;
  }
  next();
}

export interface SessionRequirement {
  /** Also accept a session whose SMS code is still to be entered (the MFA page's own calls). */
  allowMfaPending?: boolean;
}

/**
 * An API route for logged-in users. No session → 401 unauthorized; expired → 401 sessionExpired
 * (the browser then shows the timed-out page); SMS code not yet entered → 401 mfaRequired.
 */
export function requireSession({ allowMfaPending = false }: SessionRequirement = {}): RequestHandler {
  return (_req, res, next) => {
    const session = contextOf(res).session;
    if (!session || session.status === "login") {
      res.status(401).json({ type: "unauthorized" });
      return;
    }
    if (session.status === "expired") {
      res.status(401).json({ type: "sessionExpired" });
      return;
    }
    if (session.status === "mfaPending" && !allowMfaPending) {
      res.status(401).json({ type: "mfaRequired" });
      return;
    }
    next();
  };
}

/** The session of a route behind requireSession(). */
export function sessionOf(res: Response): Session {
  const session = contextOf(res).session;
  if (!session) throw new Error("sessionOf() used on a route without requireSession()");
  return session;
}

/** What a route answers a session that acts for nobody: the spec's result code for that route. */
export type NoActingPatientAnswer = "appointmentNotFound" | "customerNotFound";

/**
 * The acting patient of a route behind requireSession(). A person without a patient record (a new
 * customer, a guardian whose child is not registered yet) acts for nobody: the route answers its
 * result code `otherwise` (HTTP 200 unless `status` says otherwise) and the handler stops there.
 * Call it where the route checked before, so input errors keep coming first where they did.
 */
export function requireActingPatient(res: Response, otherwise: NoActingPatientAnswer, { status = 200 }: { status?: number } = {}): number {
  const { actingPatientId } = sessionOf(res);
  if (actingPatientId === null) throw new ApiAnswer(status, { type: otherwise });
  return actingPatientId;
}
