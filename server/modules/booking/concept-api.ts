import express, { type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { PatientConceptSchema } from "#domain/insurer-inputs";
import { requireActingPatient, requireSession } from "#server/http/session";
import type { Services } from "#server/services";
import { insertPatientConcept } from "./concept-service";
import { scopeOf } from "#server/http/service-scope";

// POST /api/concepts?csrfToken { code } (spec part 2 §7) → { type: success | conceptNotFound |
// conceptOnlineUpdateNotAllowed | customerDeniedAccess | customerNotFound }; bad input 400
// ValidationError. CSRF is checked by the API router.

export function conceptApi(services: Services): Router {
  const router = express.Router();

  router.post("/concepts", requireSession(), async (req, res) => {
    const parsed = PatientConceptSchema.safeParse(req.body ?? {});
    if (!parsed.success) return void sendValidationError(res, parsed.error);
    const patientId = requireActingPatient(res, "customerNotFound");
    const result = await insertPatientConcept(services.database.db, {
      patientId,
      code: parsed.data.code,
      features: scopeOf(res).features,
      actor: scopeOf(res).actor,
    });
    res.json(result);
  });

  return router;
}
