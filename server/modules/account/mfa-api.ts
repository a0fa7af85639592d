import express, { type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { LANGUAGES } from "#domain/enums";
import { MfaOnboardingStartSchema, MfaOnboardingVerifySchema, MfaToggleSchema, PinSchema } from "#domain/sms-login";
import { contextOf } from "#server/http/request-context";
import { clearSessionCookie, requireSession, sessionOf } from "#server/http/session";
import type { Services } from "#server/services";
import { recordAudit } from "#server/modules/audit/audit-service";
import { sendLoginCode, verifyLoginCode } from "./mfa-login-service";
import { type SmsLoginContext, loadMfaStatus, setSmsLogin, startMfaOnboarding, verifyMfaOnboarding } from "./mfa-onboarding-service";
import { scopeOf } from "#server/http/service-scope";

/**
 * SMS code at login (spec part 1 §7): POST /api/pin { pin } → { mfaResponse: { type } }, and
 * POST /api/pin/resend to order a new code. Both answer a session still waiting for its code;
 * CSRF is checked by the API router before these run.
 */
export function mfaApi(services: Services): Router {
  const router = express.Router();
  const mfaPendingOrValid = requireSession({ allowMfaPending: true });

  router.post("/pin", mfaPendingOrValid, async (req, res) => {
    const parsed = PinSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      sendValidationError(res, parsed.error);
      return;
    }
    const context = contextOf(res);
    const mfaResponse = await verifyLoginCode(services.database.db, {
      session: sessionOf(res),
      pin: parsed.data.pin,
      now: scopeOf(res).now,
      address: context.clientAddress,
      auditActor: scopeOf(res).actor,
    });
    // Too many wrong codes: the session row is gone; the cookie goes too.
    if (mfaResponse.type === "too-many-mfa-attempts") clearSessionCookie(req, res);
    res.json({ mfaResponse });
  });

  router.post("/pin/resend", mfaPendingOrValid, async (_req, res) => {
    const context = contextOf(res);
    const result = await sendLoginCode(services.database.db, {
      session: sessionOf(res),
      brand: context.brand,
      now: scopeOf(res).now,
      replaceLiveCode: true,
      sms: services.integrations.sms,
    });
    res.json(result);
  });

  // Turning SMS login on and off (spec part 1 §7; decisions 212-215). Always the logged-in user's
  // own login; a session without a patient record has none (404 notFound).
  //   GET  /api/mfa                              → { mfaStatus }
  //   POST /api/mfa?csrfToken                    { action: enable | disable } → { mfaStatus, codeSentTo }
  //   POST /api/mfa-onboarding?csrfToken&lang    { phoneNumber } → { type: mfa-code-sent | too-many-onboarding-attempts | not-available }
  //   PUT  /api/mfa-onboarding?csrfToken         { challengeResponseFromUser } → { type: mfa-ok | mfa-challenge-failed | too-many-mfa-attempts }
  const valid = requireSession();

  function smsLoginContext(res: express.Response): SmsLoginContext | null {
    const session = sessionOf(res);
    if (session.patientId === null) {
      res.status(404).json({ type: "notFound" });
      return null;
    }
    const { features, now, actor } = scopeOf(res);
    return { patientId: session.patientId, mfaFeature: features.includes("mfa"), now, actor };
  }

  function sendingOf(res: express.Response, lang: unknown) {
    const session = sessionOf(res);
    const parsedLang = LANGUAGES.find((language) => language === lang) ?? session.lang;
    return { sessionId: session.id, lang: parsedLang, brand: contextOf(res).brand, sms: services.integrations.sms };
  }

  router.get("/mfa", valid, async (_req, res) => {
    const context = smsLoginContext(res);
    if (!context) return;
    const mfaStatus = await loadMfaStatus(services.database.db, context);
    if (!mfaStatus) {
      res.status(404).json({ type: "notFound" });
      return;
    }
    await recordAudit(services.database.db, context.actor, { action: "read", entity: "sms-login" });
    res.json({ mfaStatus });
  });

  router.post("/mfa", valid, async (req, res) => {
    const parsed = MfaToggleSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      sendValidationError(res, parsed.error);
      return;
    }
    const context = smsLoginContext(res);
    if (!context) return;
    const result = await setSmsLogin(services.database.db, context, sendingOf(res, req.query.lang), parsed.data.action);
    if (!result) {
      res.status(404).json({ type: "notFound" });
      return;
    }
    res.json(result);
  });

  router.post("/mfa-onboarding", valid, async (req, res) => {
    const parsed = MfaOnboardingStartSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      sendValidationError(res, parsed.error);
      return;
    }
    const context = smsLoginContext(res);
    if (!context) return;
    res.json(await startMfaOnboarding(services.database.db, context, sendingOf(res, req.query.lang), parsed.data.phoneNumber));
  });

  router.put("/mfa-onboarding", valid, async (req, res) => {
    const parsed = MfaOnboardingVerifySchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      sendValidationError(res, parsed.error);
      return;
    }
    const context = smsLoginContext(res);
    if (!context) return;
    const session = sessionOf(res);
    res.json(await verifyMfaOnboarding(services.database.db, context, { sessionId: session.id, code: parsed.data.challengeResponseFromUser }));
  });

  return router;
}
