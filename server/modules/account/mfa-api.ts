import express, { type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { PinSchema } from "#domain/sms-login";
import { auditActorOf } from "#server/http/audit";
import { contextOf } from "#server/http/request-context";
import { clearSessionCookie, requireSession, sessionOf } from "#server/http/session";
import type { Services } from "#server/services";
import { sendLoginCode, verifyLoginCode } from "./mfa-login-service";

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
      now: services.clock.now(),
      address: context.clientAddress,
      auditActor: auditActorOf(context),
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
      now: services.clock.now(),
      replaceLiveCode: true,
      sms: services.integrations.sms,
    });
    res.json(result);
  });

  return router;
}
