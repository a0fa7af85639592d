import { serialize as serializeCookie } from "cookie";
import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import { href } from "#domain/routes/href";
import { DEFAULT_LANG } from "#domain/routes/route-table";
import { isAcrValue, isLoginActor, LOGIN_ACTORS, type LoginActor, logsInThemselves } from "#domain/identification-providers";
import { isOneOf, LANGUAGES, type Language } from "#domain/enums";
import { safeRelativePath } from "#domain/safe-path";
import { BRAND_IDS } from "#domain/session-state";
import { environmentFeatures, environmentName } from "#server/config/environments";
import { contextOf, type RequestContext } from "#server/http/request-context";
import { clearSessionCookie, isLocalHost, setSessionCookie } from "#server/http/session";
import { type IdentityIntegration, personFromClaims } from "#server/integrations/identity";
import { ACTORS_FOR_OTHERS_KEY, actorsForOthers } from "./acting-service";
import { recordAudit } from "#server/modules/audit/audit-service";
import type { Services } from "#server/services";
import { hitRateLimit, isRateLimited, type RateLimitRule } from "./rate-limit";
import { destroySession, establishLogin, LOGIN_FLOW_LIFETIME_MS, type Session, startLoginSession, updateSessionData } from "./session-service";
import { scopeOf } from "#server/http/service-scope";

// Strong identification, relying-party side (spec part 1 §2 "Login", §7 "Navigation"):
//   GET /oauth/authenticate?lang=&next=&acr_values=[&actor=child|mandate]  → the broker
//   GET /oauth/callback                                                    → back in the portal
//   GET /oauth/jwks                            the client's public keys (a broker's jwks_uri)
// The flow's secrets wait in the browser's session: a pre-login session row when it has none, else
// the session it has, which the GET that starts the login leaves as it is (decision 285). Only a
// successful callback replaces it with a new session (new id) keyed on the identity code from the
// ID token.

/** The one-shot cookie the browser reads (and clears) for the login analytics event (spec §7). */
export const AUTH_SUCCESS_COOKIE = "authSuccess";

/** Failed callbacks (bad state, provider error, invalid token) per address. */
export const FAILED_LOGIN_RULE: RateLimitRule = { limit: 10, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };
/** Completed identifications per person: a person logs in a few times a day, not dozens per hour. */
export const PERSON_LOGIN_RULE: RateLimitRule = { limit: 20, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };
/** Logins started per address: each one writes a session row. Generous, for shared addresses. */
export const LOGIN_START_RULE: RateLimitRule = { limit: 300, windowMs: 10 * 60_000, blockMs: 10 * 60_000 };

const FlowStateSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  redirectUri: z.url(),
  next: z.string(),
  actor: z.enum(LOGIN_ACTORS).nullable(),
  brand: z.enum(BRAND_IDS),
  acrValues: z.string().nullable(),
  /** The language the login was started in (the session it waits in may have another). */
  lang: z.enum(LANGUAGES),
  /** A flow left at the identity provider is forgotten after LOGIN_FLOW_LIFETIME_MS. */
  expiresAt: z.iso.datetime(),
});
type FlowState = z.output<typeof FlowStateSchema>;

/** The login page's error query (app/routes/account/login.server.ts). */
type LoginError = "failed" | "guardianLogin";

/** Where the flow state sits in the session's data. */
const FLOW_KEY = "oidcLogin";

function flowStateOf(session: Session | null, now: Date): FlowState | null {
  if (!session) return null;
  const parsed = FlowStateSchema.safeParse(session.data[FLOW_KEY]);
  return parsed.success && Date.parse(parsed.data.expiresAt) > now.getTime() ? parsed.data : null;
}

/** The session's data without a login's flow state. */
function withoutFlow(data: Record<string, unknown>): Record<string, unknown> {
  const { [FLOW_KEY]: _flow, ...rest } = data;
  return rest;
}

function languageOf(value: unknown): Language {
  return isOneOf(LANGUAGES, value) ? value : "fi";
}

/** `next` when it is a same-site relative path; the front page otherwise (no open redirect). */
export function nextPathOf(value: unknown, lang: Language): string {
  return safeRelativePath(value) ?? `/${lang}`;
}

/** After the identification: the SMS code first if the person has SMS login, then whom to act for. */
export function destinationAfterLogin(
  { status, lang, next, actor }: { status: Session["status"]; lang: Language; next: string; actor: LoginActor | null },
): string {
  const afterIdentification = actor ? href("actFor", lang, {}, { actor, next }) : next;
  return status === "mfaPending" ? href("mfa", lang, {}, { next: afterIdentification }) : afterIdentification;
}

export function oauthRouter(services: Services, identity: IdentityIntegration): Router {
  const router = express.Router();
  const db = services.database.db;
  const logger = services.logger;

  /**
   * A refused or failed login ends on the login page with error=failed, never on a stack trace; a
   * child under 12 with error=guardianLogin (and "My child's" chosen in the children's brand).
   */
  const refuse = async (
    req: Request,
    res: Response,
    {
      reason,
      lang,
      next,
      countFailure,
      error = "failed",
      actor = null,
    }: { reason: string; lang: Language; next: string; countFailure: boolean; error?: LoginError; actor?: LoginActor | null },
  ) => {
    const context = contextOf(res);
    logger.warn({ requestId: context.requestId, reason }, "login refused");
    if (countFailure) await hitRateLimit(db, failureKey(context), FAILED_LOGIN_RULE, scopeOf(res).now);
    // The flow state is single use, whatever went wrong; a session the login found stays.
    if (context.session?.status === "login") {
      await destroySession(db, context.session.id);
      clearSessionCookie(req, res);
    } else if (context.session && FLOW_KEY in context.session.data) {
      await updateSessionData(db, context.session.id, withoutFlow(context.session.data));
    }
    res.setHeader("cache-control", "no-store");
    res.redirect(303, href("login", lang, {}, { nextPath: next, ...(actor ? { actor } : {}), error }));
  };

  router.get("/authenticate", async (req, res, next) => {
    const context = contextOf(res);
    const lang = languageOf(req.query.lang);
    const nextPath = nextPathOf(req.query.next, lang);
    // A logged-in user whom a link from another site sends here just continues to the page.
    if (req.get("sec-fetch-site") === "cross-site" && context.session?.status === "valid") {
      res.setHeader("cache-control", "no-store");
      return void res.redirect(303, nextPath);
    }
    try {
      const now = scopeOf(res).now;
      const started = await hitRateLimit(db, `login-start:address:${context.clientAddress}`, LOGIN_START_RULE, now);
      if (!started.allowed) return await refuse(req, res, { reason: "too many logins started", lang, next: nextPath, countFailure: false });
      if (!identity.relyingParty) {
        logger.error("no identification broker configured (OIDC_ISSUER)");
        return await refuse(req, res, { reason: "no broker", lang, next: nextPath, countFailure: false });
      }
      const acrValues = isAcrValue(req.query.acr_values) ? req.query.acr_values : null;
      const { url, checks } = await identity.relyingParty.startLogin({
        redirectUri: identity.redirectUriFor(req.hostname),
        acrValues,
        uiLocales: lang,
      });
      const flow: FlowState = {
        ...checks,
        next: nextPath,
        actor: isLoginActor(req.query.actor) ? req.query.actor : null,
        brand: context.brand,
        acrValues,
        lang,
        expiresAt: new Date(now.getTime() + LOGIN_FLOW_LIFETIME_MS).toISOString(),
      };
      // A GET never ends the session it finds (a link from another site could otherwise log the
      // user out): the flow waits in it, and only a successful callback replaces it (new id, so no
      // fixation). A browser without one, or with only an earlier login's flow, gets a new
      // pre-login session.
      const found = context.session;
      if (found && found.status !== "login") {
        await updateSessionData(db, found.id, { ...found.data, [FLOW_KEY]: flow });
      } else {
        if (found) await destroySession(db, found.id);
        const session = await startLoginSession(db, { lang, brand: context.brand, data: { [FLOW_KEY]: flow }, now });
        setSessionCookie(req, res, session.id);
      }
      res.setHeader("cache-control", "no-store");
      res.redirect(303, url);
    } catch (error) {
      logger.error({ err: error, requestId: context.requestId }, "could not start a login");
      try {
        await refuse(req, res, { reason: "broker unavailable", lang, next: nextPath, countFailure: false });
      } catch (refuseError) {
        next(refuseError);
      }
    }
  });

  router.get("/callback", async (req, res, next) => {
    const context = contextOf(res);
    const flow = flowStateOf(context.session, scopeOf(res).now);
    const lang = flow?.lang ?? context.session?.lang ?? "fi";
    const nextPath = flow?.next ?? `/${lang}`;
    const fail = (reason: string, countFailure = true) => refuse(req, res, { reason, lang, next: nextPath, countFailure });
    try {
      const now = scopeOf(res).now;
      if (await isRateLimited(db, failureKey(context), now)) return await fail("too many failed logins from this address", false);
      if (!flow || !identity.relyingParty) return await fail("no login in progress");

      let claims: Record<string, unknown>;
      try {
        const callbackUrl = new URL(flow.redirectUri);
        callbackUrl.search = new URL(req.originalUrl, "http://callback.invalid").search;
        claims = await identity.relyingParty.completeLogin(callbackUrl, flow);
      } catch (error) {
        return await fail(`callback not accepted: ${error instanceof Error ? error.message : String(error)}`);
      }
      const identified = personFromClaims(claims, { allowDevelopmentCodes: context.stage !== "production" });
      if (!identified.ok) return await fail(`ID token not usable: ${identified.reason}`);
      const { person } = identified;
      // Children aged 11 or under do not log in themselves: a guardian logs in for them (spec part 1
      // §1). No session is made, and the pre-login session ends with the flow (decision 278).
      if (!logsInThemselves(person.birthdate, now)) {
        return await refuse(req, res, {
          reason: "a child under 12: a guardian logs in for them",
          lang,
          next: nextPath,
          countFailure: false,
          error: "guardianLogin",
          actor: flow.brand === "kids" ? "child" : null,
        });
      }

      const personLimit = await hitRateLimit(db, `login:person:${person.identityCode}`, PERSON_LOGIN_RULE, now);
      if (!personLimit.allowed) return await fail("too many logins for this person", false);

      // A login from the default (Finnish) front page opens the portal in the person's own language;
      // a page asked for, or another language chosen before logging in, is kept (decision 173).
      const toFrontPage = lang === DEFAULT_LANG && flow.next === `/${lang}`;
      const user = { identityCode: person.identityCode, firstName: person.firstName, lastName: person.lastName };
      // Whom else the person may act for, whatever they chose: the header's person switcher. A
      // register that does not answer leaves the switcher out rather than failing the login.
      const actors = await actorsForOthers(db, services.integrations, { person: user, brand: flow.brand, now }).catch(
        (error: unknown): LoginActor[] => {
          logger.warn({ err: error, requestId: context.requestId }, "reading whom the person may act for failed");
          return [];
        },
      );
      const session = await db.transaction(async (tx) => {
        const established = await establishLogin(tx, {
          previousSessionId: context.session?.id ?? null,
          person: user,
          authenticatedAt: now,
          authTokenTimeout: services.config.AUTH_TOKEN_TIMEOUT,
          lang,
          brand: flow.brand,
          preferStoredLanguage: toFrontPage,
          mfaAvailable: environmentFeatures(environmentName(flow.brand, context.stage)).includes("mfa"),
          data: {
            identification: { acr: typeof claims.acr === "string" ? claims.acr : flow.acrValues },
            [ACTORS_FOR_OTHERS_KEY]: actors,
          },
          now,
        });
        await recordAudit(
          tx,
          { ...scopeOf(res).actor, actorPatientId: established.patientId, actingForPatientId: established.actingPatientId },
          { action: "login", entity: "session" },
        );
        return established;
      });

      setSessionCookie(req, res, session.id);
      res.append(
        "Set-Cookie",
        serializeCookie(AUTH_SUCCESS_COOKIE, "1", { path: "/", sameSite: "lax", maxAge: 60, secure: !isLocalHost(req.hostname) }),
      );
      res.setHeader("cache-control", "no-store");
      // "My own" left chosen by a guardian in the children's brand: ask whose matters instead of
      // opening an empty portal (the choose-person page offers the own matters too).
      const actor = flow.actor ?? (actors.includes("child") ? "child" : null);
      const next = toFrontPage ? `/${session.lang}` : flow.next;
      res.redirect(303, destinationAfterLogin({ status: session.status, lang: session.lang, next, actor }));
    } catch (error) {
      next(error);
    }
  });

  router.get("/jwks", async (_req, res, next) => {
    try {
      res.setHeader("cache-control", "public, max-age=300");
      res.json(await identity.publicJwks());
    } catch (error) {
      next(error);
    }
  });

  return router;
}

function failureKey(context: RequestContext): string {
  return `login-failure:address:${context.clientAddress}`;
}

