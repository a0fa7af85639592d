import express, { type Response, type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { z } from "zod";
import { LANGUAGES } from "#domain/enums";
import { isRealDate, parseCalendarDate } from "#domain/helsinki-time";
import { LAHITAPIOLA_CHANNEL, LAHITAPIOLA_STATE_PATTERN, withLahiTapiolaState } from "#domain/insurers";
import { safeRelativePath } from "#domain/safe-path";
import { VALIDATION_KEYS } from "#domain/validation-keys";
import { requireActingPatient, requireCsrfToken, requireSession, sessionOf } from "#server/http/session";
import { returnUrl } from "#server/integrations/insurers/demo-insurer-pages";
import type { Services } from "#server/services";
import {
  type InsurerPatientInput,
  checkLahiTapiolaPolicy,
  checkPohjolaInsurance,
  listLahiTapiolaPermits,
  startLahiTapiolaPermitApplication,
} from "./insurer-service";
import { scopeOf } from "#server/http/service-scope";

// Insurer calls of the insurance booking (spec part 2 §7). All need a valid session and act for
// the session's acting patient; the LähiTapiola ones exist only with the feature flag
// lahitapiola-insurance-flow (404 notFound otherwise).
//   GET /api/insurance/lahitapiola-policy-check                    → success + hasHealthcarePolicy | underageCustomer | error
//   GET /api/insurance/lahitapiola-direct-compensation-permits/{lang} → success + directCompensationPermits[] | underageCustomer | error
//   GET /api/insurance/lahitapiola-apply-permit?redirectTo&channel=w&lang&state&csrfToken → 303 to the insurer (or back with status=error)
//   GET /api/insurance/pohjola-check/{date}                        → success + hasInsurance | error
// The demo insurer's own pages answer under /api/dev/insurers outside production.

const LangSchema = z.enum(LANGUAGES, { error: VALIDATION_KEYS.invalidValue });
const DateSchema = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .refine((value) => {
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseCalendarDate(value) : null;
    return parsed !== null && isRealDate(parsed.year, parsed.month, parsed.day);
  }, { error: VALIDATION_KEYS.invalidValue });

export function insurerApi(services: Services): Router {
  const router = express.Router();
  const { insurers, insurerPages } = services.integrations;
  const db = services.database.db;

  /** The acting patient's input, or an answer already sent (flag off); customerNotFound without a patient record. */
  function patientInput(res: Response, { lahiTapiola }: { lahiTapiola: boolean }): InsurerPatientInput | null {
    const session = sessionOf(res);
    const { features } = scopeOf(res);
    if (lahiTapiola && !features.includes("lahitapiola-insurance-flow")) {
      res.status(404).json({ type: "notFound" });
      return null;
    }
    const patientId = requireActingPatient(res, "customerNotFound");
    return { patientId, actingRole: session.actingRole, features, now: scopeOf(res).now };
  }

  router.get("/insurance/lahitapiola-policy-check", requireSession(), async (_req, res) => {
    const input = patientInput(res, { lahiTapiola: true });
    if (!input) return;
    res.setHeader("Cache-Control", "no-store");
    res.json(await checkLahiTapiolaPolicy(db, insurers, { ...input, actor: scopeOf(res).actor }));
  });

  router.get("/insurance/lahitapiola-direct-compensation-permits/:lang", requireSession(), async (req, res) => {
    const lang = LangSchema.safeParse(req.params.lang);
    if (!lang.success) return void sendValidationError(res, [{ path: "lang", message: VALIDATION_KEYS.invalidValue }]);
    const input = patientInput(res, { lahiTapiola: true });
    if (!input) return;
    res.setHeader("Cache-Control", "no-store");
    res.json(await listLahiTapiolaPermits(db, insurers, { ...input, lang: lang.data, actor: scopeOf(res).actor }));
  });

  // A navigation, not a fetch: every outcome is a redirect the browser follows, except input that
  // no page of ours would send (a foreign return address, no state). It starts an application at
  // the insurer, so it carries the session's csrfToken like a write (a link from another site
  // cannot), and the page's `state`, which the insurer hands back in the return address.
  router.get("/insurance/lahitapiola-apply-permit", requireSession(), requireCsrfToken, async (req, res) => {
    const redirectTo = safeRelativePath(req.query.redirectTo);
    const lang = LangSchema.safeParse(req.query.lang);
    const state = typeof req.query.state === "string" && LAHITAPIOLA_STATE_PATTERN.test(req.query.state) ? req.query.state : null;
    const details = [
      ...(redirectTo ? [] : [{ path: "redirectTo", message: VALIDATION_KEYS.invalidValue }]),
      ...(lang.success ? [] : [{ path: "lang", message: VALIDATION_KEYS.invalidValue }]),
      ...(req.query.channel === LAHITAPIOLA_CHANNEL ? [] : [{ path: "channel", message: VALIDATION_KEYS.invalidValue }]),
      ...(state ? [] : [{ path: "state", message: VALIDATION_KEYS.invalidValue }]),
    ];
    if (!redirectTo || !lang.success || !state || details.length > 0) return sendValidationError(res, details);
    const returnPath = withLahiTapiolaState(redirectTo, state);
    const input = patientInput(res, { lahiTapiola: true });
    if (!input) return;
    const result = await startLahiTapiolaPermitApplication(db, insurers, {
      ...input,
      lang: lang.data,
      returnPath,
      actor: scopeOf(res).actor,
    });
    res.setHeader("Cache-Control", "no-store");
    res.redirect(303, result.type === "redirect" ? result.url : returnUrl(returnPath, "error"));
  });

  router.get("/insurance/pohjola-check/:date", requireSession(), async (req, res) => {
    const date = DateSchema.safeParse(req.params.date);
    if (!date.success) return void sendValidationError(res, [{ path: "date", message: VALIDATION_KEYS.invalidValue }]);
    const input = patientInput(res, { lahiTapiola: false });
    if (!input) return;
    res.setHeader("Cache-Control", "no-store");
    res.json(await checkPohjolaInsurance(db, insurers, { patientId: input.patientId, date: date.data, actor: scopeOf(res).actor }));
  });

  if (insurerPages) router.use("/dev/insurers", insurerPages);

  return router;
}
