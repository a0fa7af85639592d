import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import { z } from "zod";
import { isOneOf, LANGUAGES, type Language } from "#domain/enums";
import {
  isProfessionalPath,
  PROFESSIONAL_PAGE_KEYS,
  PROFESSIONAL_PREFIX,
  PROFESSIONAL_SESSION_EXTEND_PATH,
  professionalHref,
  professionalPathPattern,
} from "#domain/routes/professional-route-table";
import { contextOf } from "#server/http/request-context";
import { isForeignOrigin, isLocalHost } from "#server/http/session";
import type { IdentityIntegration } from "#server/integrations/identity";
import { recordAudit } from "#server/modules/audit/audit-service";
import type { Services } from "#server/services";
import { formatTime } from "#domain/date-display";
import { professionalActor } from "./inbox-service";
import {
  destroyProfessionalSession,
  establishProfessionalSession,
  findProfessionalByEmail,
  isProfessionalCsrfToken,
  type ProfessionalSession,
  setProfessionalSignInFlow,
  SIGN_IN_FLOW_MS,
  startProfessionalSignIn,
} from "./session-service";
import { readThreadAttachment } from "./thread-service";
import { idleSettingsOf, professionalSessionCookie, professionalSessionOfCookie } from "./session-cookie";
import { closeAfterAnswer, filesOf, multipartForm, wasLeftUnread } from "./uploads";
import { scopeOf } from "#server/http/service-scope";

// The professional workspace over HTTP (issue 15, decision 243): its own sign-in through the staff
// identity provider (OpenID Connect, the same relying party code as the patients' login), its own
// session cookie, the sign-out, the attachments' downloads and the guard of its posts (decision
// 282). Its pages under /{lang}/{ammattilainen|vardpersonal|professional}/ are the app's
// (app/routes/professional). A patient session opens none of it: only this cookie is read here,
// and the patient side never reads it.

export const PROFESSIONAL_OAUTH_PATH = "/professional/oauth";

/**
 * A sign-in's flow state, with the language it was started in (a session it waits in may have
 * another); `expiresAt` forgets one left at the identity provider (SIGN_IN_FLOW_MS).
 */
const FlowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUri: z.url(),
  lang: z.enum(LANGUAGES),
  expiresAt: z.iso.datetime(),
});

/** The sign-in in progress the session carries, if any and not too old. */
function signInFlowOf(session: ProfessionalSession | null, now: Date): z.output<typeof FlowSchema> | null {
  if (!session?.flow) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(session.flow);
  } catch {
    return null;
  }
  const parsed = FlowSchema.safeParse(stored);
  return parsed.success && Date.parse(parsed.data.expiresAt) > now.getTime() ? parsed.data : null;
}

type Valid = Extract<ProfessionalSession, { status: "valid" }>;

function sessionCookie(req: Request, value: string, maxAge?: number): string {
  return professionalSessionCookie({ secure: !isLocalHost(req.hostname), value, ...(maxAge === undefined ? {} : { maxAge }) });
}

function languageOf(value: unknown): Language {
  return isOneOf(LANGUAGES, value) ? value : "fi";
}

const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export function professionalWorkspaceRouter(services: Services, identity: IdentityIntegration): Router {
  const router = express.Router();
  const db = services.database.db;
  const now = () => services.clock.now();
  /** The idle timeout (decision 284). */
  const { idleMs } = idleSettingsOf(services.config);

  const sessions = new WeakMap<Request, ProfessionalSession | null>();
  const loadSession: RequestHandler = async (req, _res, next) => {
    try {
      sessions.set(req, await professionalSessionOfCookie(db, req.headers.cookie, now(), idleMs));
      next();
    } catch (error) {
      next(error);
    }
  };
  const sessionOf = (req: Request) => sessions.get(req) ?? null;
  const requestInfo = (res: Response) => ({ address: contextOf(res).clientAddress, requestId: contextOf(res).requestId, at: scopeOf(res).now });
  /** A session the idle timeout ended goes to the sign-in, which says why (decision 284). */
  const toSignInAfterIdle = (req: Request, res: Response, lang: Language) => {
    res.append("Set-Cookie", sessionCookie(req, "", 0));
    res.setHeader("cache-control", "no-store");
    res.redirect(303, professionalHref("signIn", lang, {}, { expired: "idle" }));
  };

  // The idle warning's "stay signed in" (decision 284): loading the session has already moved the
  // idle end on; the answer says where to, for the page's script.
  router.post(PROFESSIONAL_SESSION_EXTEND_PATH, loadSession, express.urlencoded({ extended: false, limit: "1kb" }), (req, res) => {
    const session = sessionOf(req);
    res.setHeader("cache-control", "no-store");
    const token = (req.body as Record<string, unknown> | undefined)?.csrfToken;
    if (session?.status !== "valid" || isForeignOrigin(req) || !isProfessionalCsrfToken(session, token)) {
      return void res.status(session?.status === "valid" ? 403 : 401).json({ type: "signedOut" });
    }
    res.json({ signedOutAt: session.expiresAt.toISOString(), time: formatTime(session.expiresAt), remainingMs: Math.max(0, session.expiresAt.getTime() - now().getTime()) });
  });

  // Sign-in: to the staff identity provider and back.
  router.get(`${PROFESSIONAL_OAUTH_PATH}/authenticate`, loadSession, async (req, res, next) => {
    const lang = languageOf(req.query.lang);
    try {
      if (!identity.professionalRelyingParty) {
        services.logger.error("no staff identity provider configured (PROFESSIONAL_OIDC_ISSUER)");
        return void res.redirect(303, professionalHref("signIn", lang, {}, { error: "failed" }));
      }
      const { url, checks } = await identity.professionalRelyingParty.startLogin({
        redirectUri: identity.professionalRedirectUriFor(req.hostname),
        acrValues: null,
        uiLocales: lang,
      });
      const flow = JSON.stringify({ ...checks, lang, expiresAt: new Date(now().getTime() + SIGN_IN_FLOW_MS).toISOString() });
      // A GET never ends the session it finds (a link from another site could otherwise sign the
      // professional out): the flow waits in it until a successful callback replaces it.
      const previous = sessionOf(req);
      if (previous?.status === "valid") {
        await setProfessionalSignInFlow(db, previous.id, flow);
      } else {
        if (previous) await destroyProfessionalSession(db, previous.id);
        const id = await startProfessionalSignIn(db, { lang, flow, now: now() });
        res.append("Set-Cookie", sessionCookie(req, id));
      }
      res.setHeader("cache-control", "no-store");
      res.redirect(303, url);
    } catch (error) {
      next(error);
    }
  });

  router.get(`${PROFESSIONAL_OAUTH_PATH}/callback`, loadSession, async (req, res, next) => {
    const session = sessionOf(req);
    const flow = signInFlowOf(session, now());
    const lang = flow?.lang ?? session?.lang ?? "fi";
    const fail = async (reason: string) => {
      services.logger.warn({ requestId: contextOf(res).requestId, reason }, "professional sign-in refused");
      // The flow is single use; a signed-in session the sign-in found stays.
      if (session?.status === "valid") {
        if (session.flow !== null) await setProfessionalSignInFlow(db, session.id, null);
      } else {
        if (session) await destroyProfessionalSession(db, session.id);
        res.append("Set-Cookie", sessionCookie(req, "", 0));
      }
      res.setHeader("cache-control", "no-store");
      res.redirect(303, professionalHref("signIn", lang, {}, { error: "failed" }));
    };
    try {
      if (!session || !flow || !identity.professionalRelyingParty) return await fail("no sign-in in progress");
      let claims: Record<string, unknown>;
      try {
        const callbackUrl = new URL(flow.redirectUri);
        callbackUrl.search = new URL(req.originalUrl, "http://callback.invalid").search;
        claims = await identity.professionalRelyingParty.completeLogin(callbackUrl, flow);
      } catch (error) {
        return await fail(`callback not accepted: ${error instanceof Error ? error.message : String(error)}`);
      }
      const email = typeof claims.email === "string" ? claims.email : null;
      const professional = email ? await findProfessionalByEmail(db, email) : null;
      if (!professional) return await fail("not a professional of ours");
      const id = await db.transaction(async (tx) => {
        const established = await establishProfessionalSession(tx, { previousId: session.id, professionalId: professional.id, lang, now: now(), idleMs });
        await recordAudit(tx, professionalActor(professional, requestInfo(res), null), { action: "login", entity: "professional-session" });
        return established;
      });
      res.append("Set-Cookie", sessionCookie(req, id));
      res.setHeader("cache-control", "no-store");
      res.redirect(303, professionalHref("inbox", lang));
    } catch (error) {
      next(error);
    }
  });

  /**
   * A post the workspace refuses (decision 282): the app answers it as the workspace's "not found"
   * with 403, rendered as a page load (the body, if any, is not the app's to read).
   */
  const refuse = (req: Request, res: Response, next: NextFunction) => {
    contextOf(res).workspaceRefused = true;
    req.method = "GET";
    next("router");
  };

  for (const lang of LANGUAGES) {
    const signInPath = professionalHref("signIn", lang);
    /** A write needs the session's token from a page of this site. */
    const checkWrite = (req: Request): Valid | null => {
      const session = sessionOf(req);
      const token = (req.body as Record<string, unknown> | undefined)?.csrfToken;
      return session?.status !== "valid" || isForeignOrigin(req) || !isProfessionalCsrfToken(session, token) ? null : session;
    };
    const form = express.urlencoded({ extended: false, limit: "64kb" });
    /**
     * A post's body is read only for a signed-in professional from a page of this site (decision
     * 282): anyone else is refused before a byte of it is read, and the connection closes.
     */
    const beforeBody: RequestHandler = (req, res, next) => {
      const session = sessionOf(req);
      if (session?.status === "valid" && !isForeignOrigin(req)) return next();
      closeAfterAnswer(req, res);
      if (session?.status === "idleExpired" && !isForeignOrigin(req)) return toSignInAfterIdle(req, res, lang);
      refuse(req, res, next);
    };
    /** A multipart form's token must come before its files; reading stops at the first file otherwise. */
    const multipart = multipartForm((req, fields) => isProfessionalCsrfToken(sessionOf(req), fields.csrfToken));
    /** Over the 9 MiB of files 422 (decision 274); past the body cap, with the rest unread, 413. */
    const tooLargeStatus = (req: Request) => (wasLeftUnread(req) ? 413 : 422);

    router.post(professionalPathPattern("signOut", lang), loadSession, beforeBody, form, async (req, res, next) => {
      try {
        const session = checkWrite(req);
        if (!session) return refuse(req, res, next);
        await destroyProfessionalSession(db, session.id);
        res.append("Set-Cookie", sessionCookie(req, "", 0));
        res.redirect(303, signInPath);
      } catch (error) {
        next(error);
      }
    });

    router.get(professionalPathPattern("attachment", lang), loadSession, async (req, res, next) => {
      try {
        const session = sessionOf(req);
        if (session?.status === "idleExpired") return toSignInAfterIdle(req, res, lang);
        if (session?.status !== "valid") {
          res.setHeader("cache-control", "no-store");
          return res.redirect(303, signInPath);
        }
        const threadId = IdSchema.safeParse(req.params.threadId);
        const attachmentId = IdSchema.safeParse(req.params.attachmentId);
        const file =
          threadId.success && attachmentId.success
            ? await readThreadAttachment(db, services.integrations.fileStorage, {
                professional: session.professional,
                threadId: threadId.data,
                attachmentId: attachmentId.data,
                now: now(),
                request: requestInfo(res),
              })
            : null;
        // None, or not the professional's to read: the app's workspace "not found" (404).
        if (!file) return next("router");
        res.setHeader("Content-Type", file.contentType);
        res.setHeader("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
        res.setHeader("Cache-Control", "no-store");
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.end(Buffer.from(file.bytes));
      } catch (error) {
        next(error);
      }
    });

    // Every other path under the workspace's prefix is the app's (app/routes/professional: its
    // pages and its "not found"); a post reaches it only from a signed-in professional on a page
    // of this site, checked before the body (decision 282). The forms with files (a conversation's
    // reply, a new conversation) are read here as they stream (decisions 274, 282): the token
    // before the files, files over the 9 MiB dropped with the text kept, the body capped; the
    // page's action gets the fields, files and size status in the request's context, checks the
    // token again and parses the fields with the page's schema.
    const toPageAction: RequestHandler = (req, res, next) => {
      if (!checkWrite(req)) return refuse(req, res, next);
      contextOf(res).workspaceForm = { fields: (req.body ?? {}) as Record<string, string | string[]>, files: filesOf(req), tooLargeStatus: tooLargeStatus(req) };
      next("router");
    };
    const readsFiles = (req: Request) => isProfessionalPath("thread", req.path) || isProfessionalPath("newThread", req.path);
    router.post(`/${lang}/${PROFESSIONAL_PREFIX[lang]}{/*rest}`, loadSession, beforeBody, (req, res, next) => {
      if (!readsFiles(req)) return next("router");
      const chain: RequestHandler[] = [form, multipart, toPageAction];
      const run = (index: number, error?: unknown): void => {
        if (error !== undefined) return next(error);
        const handler = chain[index];
        if (!handler) return next();
        void handler(req, res, (value?: unknown) => (value === "router" ? next("router") : run(index + 1, value)));
      };
      run(0);
    });
  }
  return router;
}

export { PROFESSIONAL_PAGE_KEYS };
