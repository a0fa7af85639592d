import express, { type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { z } from "zod";
import { BookingContactSchema } from "#domain/contact-info";
import { LANGUAGES, type Language } from "#domain/enums";
import { MyInformationBodySchema } from "#domain/my-information-inputs";
import { brandOffersOccupationalConsent } from "#domain/registration";
import { RegistrationSchema, createPatientDataConsentSchema } from "#domain/registration-inputs";
import { safeRelativePath } from "#domain/safe-path";
import { type ValidationDetail, toValidationDetails } from "#domain/validation-details";
import { href } from "#domain/routes/href";
import { contextOf } from "#server/http/request-context";
import { requireActingPatient, requireSession, sessionOf } from "#server/http/session";
import type { Services } from "#server/services";
import { hasPatientDataConsent, saveConsent } from "./consent-service";
import { updatePatientContact } from "./contact-service";
import { saveMyInformation } from "./my-information-service";
import { registerPatient } from "./registration-service";
import { scopeOf } from "#server/http/service-scope";

// Profile API for booking (spec part 1 §7, part 2 §7). CSRF (query csrfToken) is checked by the
// API router before any of these runs; every route needs a valid session.
//   POST /api/user/register?csrfToken[&lang]   registration form → success | userAlreadyExists
//   POST /api/user/consent?csrfToken&lang      consent form      → success (+ nextPath) | customerNotFound
//   PUT  /api/user?csrfToken                   contact edit      → { type: "success", patient } | customerNotFound
//   POST /api/user?csrfToken                   My information    → { type: "success", nextPath } | customerNotFound
// Bad input: 400 { type: "ValidationError", details: [{ path, message }] } with catalog keys.

/** The `lang` query parameter; the session's language when absent; undefined when malformed. */
function langOf(query: unknown, fallback: Language): Language | undefined {
  if (query === undefined) return fallback;
  const parsed = z.enum(LANGUAGES).safeParse(query);
  return parsed.success ? parsed.data : undefined;
}

const langError: ValidationDetail = { path: "lang", message: "validation.invalidValue" };

export function profileApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;

  router.post("/user/register", requireSession(), async (req, res) => {
    const session = sessionOf(res);
    const language = langOf(req.query.lang, session.lang);
    if (!language) return sendValidationError(res, [langError]);
    const parsed = RegistrationSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, toValidationDetails(parsed.error));
    const result = await registerPatient(db, {
      session,
      registration: parsed.data,
      language,
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
    });
    res.json({ type: result.type });
  });

  router.post("/user/consent", requireSession(), async (req, res) => {
    const session = sessionOf(res);
    const lang = langOf(req.query.lang, session.lang);
    if (!lang) return sendValidationError(res, [langError]);
    const patientId = requireActingPatient(res, "customerNotFound");
    const brand = { occupationalConsent: brandOffersOccupationalConsent(contextOf(res).brand) };
    const body: unknown = req.body ?? {};
    const firstTime = !(await hasPatientDataConsent(db, patientId));
    const parsed = createPatientDataConsentSchema({ ...brand, firstTime }).safeParse(body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const result = await saveConsent(db, { patientId, brand, consent: parsed.data, now: scopeOf(res).now, actor: scopeOf(res).actor });
    if (result.type === "ValidationError") return sendValidationError(res, result.details);
    if (result.type !== "success") return void res.json(result);
    // "On success go to the default page" (part 2 §7): the form's nextPath when it is a same-site
    // path, otherwise the front page of the request's language.
    const requested = typeof body === "object" && body !== null ? (body as { nextPath?: unknown }).nextPath : undefined;
    res.json({ ...result, nextPath: safeRelativePath(requested) ?? href("home", lang) });
  });

  router.put("/user", requireSession(), async (req, res) => {
    const parsed = BookingContactSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, toValidationDetails(parsed.error));
    const patientId = requireActingPatient(res, "customerNotFound");
    const result = await updatePatientContact(db, {
      patientId,
      contact: parsed.data,
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
    });
    res.json(result);
  });

  // My information's contact form (part 1 §7): contact details, language and guardians, with the
  // page language and the path to go to next; nextPath is `next` when it is a same-site path, else
  // My information itself.
  router.post("/user", requireSession(), async (req, res) => {
    const session = sessionOf(res);
    const parsed = MyInformationBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, toValidationDetails(parsed.error));
    const patientId = requireActingPatient(res, "customerNotFound");
    const { lang = session.lang, next, ...information } = parsed.data;
    const result = await saveMyInformation(db, { patientId, information, now: scopeOf(res).now, actor: scopeOf(res).actor });
    if (result.type === "ValidationError") return sendValidationError(res, result.details);
    if (result.type !== "success") return void res.json(result);
    res.json({ type: "success", nextPath: safeRelativePath(next) ?? href("myInformation", lang) });
  });

  return router;
}
