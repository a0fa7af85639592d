import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { z } from "zod";
import { isOneOf, LANGUAGES, type Language } from "#domain/enums";
import { isValidIdentityCode } from "#domain/identity-code";
import { AbsenceActionSchema, NewThreadActionSchema } from "#domain/professional-inbox";
import { isWorkspaceAppPath, PROFESSIONAL_PAGE_KEYS, PROFESSIONAL_PREFIX, professionalHref, professionalPathPattern } from "#domain/routes/professional-route-table";
import { contextOf } from "#server/http/request-context";
import { isForeignOrigin, isLocalHost } from "#server/http/session";
import type { IdentityIntegration } from "#server/integrations/identity";
import { recordAudit } from "#server/modules/audit/audit-service";
import type { Services } from "#server/services";
import { formatTime } from "#domain/date-display";
import { SESSION_EXTEND_PATH, WORKSPACE_SCRIPT, WORKSPACE_SCRIPT_PATH, WORKSPACE_STYLESHEET, WORKSPACE_STYLESHEET_PATH } from "./html";
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
import { findPatientForNewThread, mayStartThreads, startThreadWithPatient } from "./new-thread-service";
import { idleSettingsOf, professionalSessionCookie, professionalSessionOfCookie } from "./session-cookie";
import { closeAfterAnswer, filesOf, multipartForm, wasLeftUnread } from "./uploads";
import {
  type AbsenceNotice,
  absencesPage,
  newThreadPage,
  type NewThreadStep,
  notFoundPage,
  type Viewer,
} from "./views";
import { deleteAbsence, listOwnAbsences, recordAbsence } from "./absence-service";

// The professional workspace over HTTP (issue 15, decision 243): its own sign-in through the staff
// identity provider (OpenID Connect, the same relying party code as the patients' login), its own
// session cookie, and its pages under /{lang}/{ammattilainen|vardpersonal|professional}/. A patient
// session opens none of it: only this cookie is read here, and the patient side never reads it.

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

function sendHtml(res: Response, status: number, body: string): void {
  res.status(status).type("html").setHeader("cache-control", "no-store");
  res.send(body);
}

export function professionalWorkspaceRouter(services: Services, identity: IdentityIntegration): Router {
  const router = express.Router();
  const db = services.database.db;
  const now = () => services.clock.now();
  /** The idle timeout (decision 284), and the warning shown 5 minutes before it (half of a shorter one). */
  const { idleMs, warnMs: idleWarnMs } = idleSettingsOf(services.config);

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
  const requestInfo = (res: Response) => ({ address: contextOf(res).clientAddress, requestId: contextOf(res).requestId, at: services.clock.now() });
  const viewerOf = (session: Valid): Viewer => ({
    id: session.professional.id,
    name: `${session.professional.firstName} ${session.professional.lastName}`,
    csrfToken: session.csrfToken,
    idle: { signedOutAt: session.expiresAt, remainingMs: Math.max(0, session.expiresAt.getTime() - now().getTime()), warnMs: idleWarnMs },
  });
  /** A session the idle timeout ended goes to the sign-in, which says why (decision 284). */
  const toSignInAfterIdle = (req: Request, res: Response, lang: Language) => {
    res.append("Set-Cookie", sessionCookie(req, "", 0));
    res.setHeader("cache-control", "no-store");
    res.redirect(303, professionalHref("signIn", lang, {}, { expired: "idle" }));
  };

  router.get(WORKSPACE_STYLESHEET_PATH, (_req, res) => {
    res.type("text/css").setHeader("cache-control", "public, max-age=300");
    res.send(WORKSPACE_STYLESHEET);
  });
  router.get(WORKSPACE_SCRIPT_PATH, (_req, res) => {
    res.type("text/javascript").setHeader("cache-control", "public, max-age=300");
    res.send(WORKSPACE_SCRIPT);
  });

  // The idle warning's "stay signed in" (decision 284): loading the session has already moved the
  // idle end on; the answer says where to, for the page's script.
  router.post(SESSION_EXTEND_PATH, loadSession, express.urlencoded({ extended: false, limit: "1kb" }), (req, res) => {
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

  for (const lang of LANGUAGES) {
    const signInPath = professionalHref("signIn", lang);
    /** A workspace page needs a valid professional session; anyone else goes to the sign-in. */
    const requireProfessional = (req: Request, res: Response): Valid | null => {
      const session = sessionOf(req);
      if (session?.status === "valid") return session;
      if (session?.status === "idleExpired") {
        toSignInAfterIdle(req, res, lang);
        return null;
      }
      res.setHeader("cache-control", "no-store");
      res.redirect(303, signInPath);
      return null;
    };
    /** A write needs the session's token from a page of this site. */
    const requireWrite = (req: Request, res: Response): Valid | null => {
      const session = sessionOf(req);
      const token = (req.body as Record<string, unknown> | undefined)?.csrfToken;
      if (session?.status !== "valid" || isForeignOrigin(req) || !isProfessionalCsrfToken(session, token)) {
        sendHtml(res, 403, notFoundPage({ lang, viewer: null }));
        return null;
      }
      return session;
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
      sendHtml(res, 403, notFoundPage({ lang, viewer: null }));
    };
    /** A multipart form's token must come before its files; reading stops at the first file otherwise. */
    const multipart = multipartForm((req, fields) => isProfessionalCsrfToken(sessionOf(req), fields.csrfToken));
    /** Over the 9 MiB of files 422 (decision 274); past the body cap, with the rest unread, 413. */
    const tooLargeStatus = (req: Request) => (wasLeftUnread(req) ? 413 : 422);

    router.post(professionalPathPattern("signOut", lang), loadSession, beforeBody, form, async (req, res, next) => {
      try {
        const session = requireWrite(req, res);
        if (!session) return;
        await destroyProfessionalSession(db, session.id);
        res.append("Set-Cookie", sessionCookie(req, "", 0));
        res.redirect(303, signInPath);
      } catch (error) {
        next(error);
      }
    });

    const threadIdOf = (req: Request) => {
      const parsed = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).safeParse(req.params.threadId);
      return parsed.success ? parsed.data : null;
    };

    // Starting a conversation (decision 248): registered before the thread's own path.
    router.get(professionalPathPattern("newThread", lang), loadSession, (req, res) => {
      const session = requireProfessional(req, res);
      if (!session) return;
      if (!mayStartThreads(session.professional)) return sendHtml(res, 404, notFoundPage({ lang, viewer: viewerOf(session) }));
      sendHtml(res, 200, newThreadPage({ lang, viewer: viewerOf(session), step: { kind: "find", identityCode: "", problem: null } }));
    });

    router.post(professionalPathPattern("newThread", lang), loadSession, beforeBody, form, multipart, async (req, res, next) => {
      try {
        const files = filesOf(req);
        const session = requireWrite(req, res);
        if (!session) return;
        const viewer = viewerOf(session);
        if (!mayStartThreads(session.professional)) return sendHtml(res, 404, notFoundPage({ lang, viewer }));
        const show = (status: number, step: NewThreadStep) => sendHtml(res, status, newThreadPage({ lang, viewer, step }));
        const body = req.body as Record<string, unknown>;
        const text = (name: string) => (typeof body[name] === "string" ? body[name].trim() : "");
        const identityCode = text("identityCode");
        if (!isValidIdentityCode(identityCode)) return show(422, { kind: "find", identityCode, problem: "invalidIdentityCode" });
        const scope = { professional: session.professional, now: now(), request: requestInfo(res) };
        const lookup = await findPatientForNewThread(db, { ...scope, identityCode, auditHashKey: services.config.AUDIT_HASH_KEY });
        if (lookup.type === "tooManyLookups") return show(429, { kind: "tooManyLookups", identityCode, retryAt: lookup.retryAt });
        if (lookup.type === "patientNotFound") return show(422, { kind: "find", identityCode, problem: "patientNotFound" });
        const patient = lookup.patient;
        const compose = (status: number, problem: Extract<NewThreadStep, { kind: "compose" }>["problem"]) =>
          show(status, { kind: "compose", patient, title: text("title"), content: text("content"), problem });
        const parsed = NewThreadActionSchema.safeParse(body);
        if (!parsed.success) return compose(422, "invalid");
        if (parsed.data.intent === "find") return compose(200, null);
        // Over the 9 MiB the files were dropped as they came: the form comes back with its text.
        if (files === "tooLarge") return compose(tooLargeStatus(req), "attachmentsTooLarge");
        if (!parsed.data.content) return compose(422, "contentRequired");
        const result = await startThreadWithPatient(db, {
          ...scope,
          patient,
          title: parsed.data.title,
          content: parsed.data.content,
          files,
          storage: services.integrations.fileStorage,
          notifier: services.integrations.messageNotifier,
        });
        if (result.type === "success") return void res.redirect(303, professionalHref("thread", lang, { threadId: result.threadId }, { done: "started" }));
        if (result.type === "patientNotFound") return show(422, { kind: "find", identityCode, problem: "patientNotFound" });
        compose(422, result.type);
      } catch (error) {
        next(error);
      }
    });

    // A conversation's posts: the page is the app's (app/routes/professional/thread.tsx), whose
    // action gets the form as read here, as it streams (decisions 274, 282): the session before
    // the body, the token before the files, files over the 9 MiB dropped with the text kept, the
    // body capped. The action checks the token again and parses the fields with the page's schema.
    const toThreadAction: RequestHandler = (req, res, next) => {
      const session = requireWrite(req, res);
      if (!session) return;
      contextOf(res).workspaceForm = { fields: (req.body ?? {}) as Record<string, string | string[]>, files: filesOf(req), tooLargeStatus: tooLargeStatus(req) };
      next("router");
    };
    const threadPrefix = professionalPathPattern("thread", lang).replace(":threadId", "");
    const isThreadPost = (req: Request) => req.method === "POST" && req.path.startsWith(threadPrefix) && /^\d{1,15}(\.data)?$/.test(req.path.slice(threadPrefix.length));

    router.get(professionalPathPattern("attachment", lang), loadSession, async (req, res, next) => {
      try {
        const session = requireProfessional(req, res);
        if (!session) return;
        const threadId = threadIdOf(req);
        const attachmentId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).safeParse(req.params.attachmentId);
        const file =
          threadId && attachmentId.success
            ? await readThreadAttachment(db, services.integrations.fileStorage, {
                professional: session.professional,
                threadId,
                attachmentId: attachmentId.data,
                now: now(),
                request: requestInfo(res),
              })
            : null;
        if (!file) return sendHtml(res, 404, notFoundPage({ lang, viewer: viewerOf(session) }));
        res.setHeader("Content-Type", file.contentType);
        res.setHeader("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
        res.setHeader("Cache-Control", "no-store");
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.end(Buffer.from(file.bytes));
      } catch (error) {
        next(error);
      }
    });

    router.get(professionalPathPattern("absences", lang), loadSession, async (req, res, next) => {
      try {
        const session = requireProfessional(req, res);
        if (!session) return;
        const { absences, colleagues } = await listOwnAbsences(db, session.professional, now());
        const notice = AbsenceNoticeSchema.safeParse(req.query);
        sendHtml(res, 200, absencesPage({ lang, viewer: viewerOf(session), absences, colleagues, notice: notice.success ? notice.data : null }));
      } catch (error) {
        next(error);
      }
    });

    router.post(professionalPathPattern("absences", lang), loadSession, beforeBody, form, async (req, res, next) => {
      try {
        const session = requireWrite(req, res);
        if (!session) return;
        const back = (search: Record<string, string>) => res.redirect(303, professionalHref("absences", lang, {}, search));
        const parsed = AbsenceActionSchema.safeParse(req.body);
        if (!parsed.success) return back({ problem: "invalid" });
        const input = parsed.data;
        const result =
          input.intent === "create"
            ? await recordAbsence(db, { professional: session.professional, now: now(), firstDay: input.firstDay, lastDay: input.lastDay, substituteIds: input.substituteIds, internalMessage: input.internalMessage })
            : await deleteAbsence(db, { professional: session.professional, absenceId: input.absenceId });
        back(result.type === "success" ? { done: input.intent === "create" ? "recorded" : "deleted" } : { problem: result.type });
      } catch (error) {
        next(error);
      }
    });

    // The app renders the pages of WORKSPACE_PAGES (app/routes/professional); their posts reach it
    // only from a signed-in professional on a page of this site, checked before the body as the
    // workspace's own posts are (decision 282). Anything else under the workspace prefix is the
    // workspace's own "not found".
    const toApp: RequestHandler = (req, _res, next) => ((req.method === "GET" || req.method === "HEAD") && isWorkspaceAppPath(req.path) ? next("router") : next());
    const postToApp: RequestHandler = (req, res, next) => {
      if (req.method !== "POST" || !isWorkspaceAppPath(req.path)) return next();
      const chain: RequestHandler[] = isThreadPost(req) ? [loadSession, beforeBody, form, multipart, toThreadAction] : [loadSession, beforeBody, (_req, _res, done) => done("router")];
      const run = (index: number, error?: unknown): void => {
        if (error !== undefined) return next(error);
        const handler = chain[index];
        if (!handler) return next();
        void handler(req, res, (value?: unknown) => (value === "router" ? next("router") : run(index + 1, value)));
      };
      run(0);
    };
    router.all(`/${lang}/${PROFESSIONAL_PREFIX[lang]}{/*rest}`, toApp, postToApp, loadSession, (req, res) => {
      const session = sessionOf(req);
      sendHtml(res, 404, notFoundPage({ lang, viewer: session?.status === "valid" ? viewerOf(session) : null }));
    });
  }
  return router;
}

const AbsenceNoticeSchema = z.union([
  z.object({ done: z.enum(["recorded", "deleted"]) }).transform((value): AbsenceNotice => ({ kind: "done", key: value.done })),
  z.object({ problem: z.enum(["invalid", "invalidPeriod", "substituteNotFound", "absenceNotFound"]) }).transform((value): AbsenceNotice => ({ kind: "problem", key: value.problem })),
]);

export { PROFESSIONAL_PAGE_KEYS };
