import express, { type Router } from "express";
import { PushSubscriptionSchema } from "#domain/push-inputs";
import { NumericIdSchema } from "#domain/numeric-id-inputs";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import { toValidationDetails } from "#domain/validation-details";
import { ApiAnswer, sendValidationError } from "#server/http/api-errors";
import { contextOf } from "#server/http/request-context";
import { requireSession, sessionOf } from "#server/http/session";
import type { Services } from "#server/services";
import { removePushDevice, savePushSubscription, sendTestNotification } from "./push-subscription-service";
import { scopeOf } from "#server/http/service-scope";

// Web push subscriptions of the logged-in user's browsers (decision 372). The page's JavaScript
// calls these (subscribing needs the browser's Push API); removing a device also works without
// JavaScript through My information's form. CSRF (query csrfToken) is checked by the API router.
//   POST   /api/push-subscriptions?csrfToken            PushSubscription.toJSON() → 201 { type: "success", subscriptionId }
//   DELETE /api/push-subscriptions/{id}?csrfToken       → { type: "success" } | 404 { type: "notFound" }
//   POST   /api/push-subscriptions/{id}/test?csrfToken  → 202 { type: "success" } | 404 { type: "notFound" }
// A user without a patient record has no devices: 404 { type: "customerNotFound" }.

function requireUser(res: express.Response): number {
  const { patientId } = sessionOf(res);
  if (patientId === null) throw new ApiAnswer(404, { type: "customerNotFound" });
  return patientId;
}

export function pushApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;
  const pushScopeOf = (res: express.Response) => {
    const { now, actor } = scopeOf(res);
    return { patientId: requireUser(res), now, actor };
  };

  router.post("/push-subscriptions", requireSession(), async (req, res) => {
    const scope = pushScopeOf(res);
    const parsed = PushSubscriptionSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, toValidationDetails(parsed.error));
    const result = await savePushSubscription(db, {
      ...scope,
      brand: contextOf(res).brand,
      subscription: parsed.data,
      userAgent: String(req.headers["user-agent"] ?? ""),
      loopbackEndpoints: services.config.WEB_PUSH.loopbackEndpoints,
    });
    if (result.type === "endpointNotAllowed") return sendValidationError(res, [{ path: "endpoint", message: VALIDATION_KEYS.invalidValue }]);
    res.status(201).json(result);
  });

  router.delete("/push-subscriptions/:id", requireSession(), async (req, res) => {
    const scope = pushScopeOf(res);
    const id = NumericIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, [{ path: "id", message: VALIDATION_KEYS.invalidValue }]);
    const result = await removePushDevice(db, { ...scope, subscriptionId: id.data });
    res.status(result.type === "success" ? 200 : 404).json(result);
  });

  router.post("/push-subscriptions/:id/test", requireSession(), async (req, res) => {
    const scope = pushScopeOf(res);
    const id = NumericIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, [{ path: "id", message: VALIDATION_KEYS.invalidValue }]);
    const result = await sendTestNotification(db, services.integrations.pushNotices, { ...scope, subscriptionId: id.data });
    res.status(result.type === "success" ? 202 : result.type === "notFound" ? 404 : 503).json(result);
  });

  return router;
}
