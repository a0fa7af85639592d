import express, { type Request, type Response, type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { appointmentSearchQuerySchema, availableDatesQuerySchema, searchParamsToInput, SpecialtyQuerySchema } from "#domain/booking-search-inputs";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { contextOf } from "#server/http/request-context";
import { recordAudit } from "#server/modules/audit/audit-service";
import type { Services } from "#server/services";
import {
  findOccupationalBookingStatus,
  findSpecialtyContent,
  listAvailableAppointmentDates,
  searchAvailableAppointments,
} from "./search-service";
import { scopeOf } from "#server/http/service-scope";

// Appointment search API (spec part 2 §7 "Booking"). GET only, so no CSRF token; open to anonymous
// visitors except the occupational search, which needs a valid session and an occupational
// agreement with web reservation. The brand comes from the host, never from the query.
//   GET /api/appointments                               → { availableAppointments: { type, appointments[] } }
//   GET /api/appointments/available-appointment-dates   → { dates[] }
//   GET /api/appointments/specialty?id&lang             → { type: "success", specialty } | webReservationNotAllowed | 404 notFound
// Bad input: 400 { type: "ValidationError", details: [{ path, message }] }.

function queryInput(req: Request): Record<string, string | string[]> {
  return searchParamsToInput(new URL(req.originalUrl, "http://localhost").searchParams);
}

type OccupationalAccess = "allowed" | "unauthorized" | "notAllowed";

/** The occupational search is for a logged-in customer whose agreement allows web reservation. */
async function occupationalAccess(services: Services, res: Response, now: Date): Promise<OccupationalAccess> {
  const context = contextOf(res);
  const session = context.session;
  if (!session || session.status !== "valid") return "unauthorized";
  const db = services.database.db;
  const status = await findOccupationalBookingStatus(db, {
    patientId: session.actingPatientId,
    today: helsinkiCalendarDate(now),
  });
  await recordAudit(db, scopeOf(res).actor, { action: "read", entity: "occupational-agreement" });
  return status.status === "ok" ? "allowed" : "notAllowed";
}

/** Free times change with every reservation: no answer here may be cached. */
function noStore(res: Response): void {
  res.setHeader("Cache-Control", "no-store");
}

function sendUnauthorized(res: Response): void {
  res.status(401).json({ type: "unauthorized" });
}

export function bookingSearchApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;

  router.get("/appointments", async (req, res) => {
    noStore(res);
    const now = scopeOf(res).now;
    const parsed = appointmentSearchQuerySchema(helsinkiCalendarDate(now)).safeParse(queryInput(req));
    if (!parsed.success) return sendValidationError(res, parsed.error);
    if (parsed.data.healthCareType === "occupational") {
      const access = await occupationalAccess(services, res, now);
      if (access === "unauthorized") return sendUnauthorized(res);
      if (access === "notAllowed") return void res.json({ availableAppointments: { type: "failure", appointments: [] } });
    }
    res.json(await searchAvailableAppointments(db, { query: parsed.data, brandId: contextOf(res).brand, now }));
  });

  router.get("/appointments/available-appointment-dates", async (req, res) => {
    noStore(res);
    const now = scopeOf(res).now;
    const parsed = availableDatesQuerySchema(helsinkiCalendarDate(now)).safeParse(queryInput(req));
    if (!parsed.success) return sendValidationError(res, parsed.error);
    if (parsed.data.healthCareType === "occupational") {
      const access = await occupationalAccess(services, res, now);
      if (access === "unauthorized") return sendUnauthorized(res);
      if (access === "notAllowed") return void res.json({ dates: [] });
    }
    res.json(await listAvailableAppointmentDates(db, { query: parsed.data, brandId: contextOf(res).brand, now }));
  });

  router.get("/appointments/specialty", async (req, res) => {
    noStore(res);
    const now = scopeOf(res).now;
    const parsed = SpecialtyQuerySchema.safeParse(queryInput(req));
    if (!parsed.success) return sendValidationError(res, parsed.error);
    if (parsed.data.isOccupationalHealthcare) {
      const access = await occupationalAccess(services, res, now);
      if (access === "unauthorized") return sendUnauthorized(res);
      if (access === "notAllowed") return void res.json({ type: "webReservationNotAllowed" });
    }
    const specialty = await findSpecialtyContent(db, { id: parsed.data.id, lang: parsed.data.lang });
    if (!specialty) return void res.status(404).json({ type: "notFound" });
    res.json({ type: "success", specialty });
  });

  return router;
}
