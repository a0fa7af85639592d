import express, { type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { AnonymousCheckInSchema, ArrivalReasonSchema } from "#domain/appointment-actions";
import { NumericIdSchema } from "#domain/numeric-id-inputs";
import { z } from "zod";
import { contextOf } from "#server/http/request-context";
import { requireActingPatient, requireSession } from "#server/http/session";
import type { Services } from "#server/services";
import { saveArrivalReason } from "./appointment-service";
import { brandOrigin } from "#server/modules/booking/reservation-service";
import { LANGUAGES } from "#domain/enums";
import { type CalendarFile, loadLinkedCalendarFile, loadOwnCalendarFile } from "./calendar-service";
import { cancelAppointment } from "./cancel-service";
import { anonymousCheckIn, checkInToAppointment } from "./check-in-service";
import { devAppointmentsApi } from "./dev-api";
import { scopeOf } from "#server/http/service-scope";

// Appointments API (spec part 1 §7). CSRF is checked by the API router for every route here
// except /anon/*. Results are the spec's codes with HTTP 200; bad input is 400 ValidationError.
//   DELETE /api/appointments/{id}                    → appointmentNotFound | deadlineExceeded | success | unknownError
//   POST   /api/appointments/check-in/{id}           → the check-in result codes
//   POST   /api/appointments/{id}/arrival-reason      { arrivalReason } → success | appointmentNotFound
//   POST   /api/anon/check-in                         { appointmentId, ssnEndPart } → success | ssnEndPartMismatch | ...
//   GET    /api/appointments/{id}/calendar.ics?lang=   → text/calendar, or 404 (not the patient's, cancelled)
//   GET    /api/anon/appointments/{token}/calendar.ics?lang= → the same for a booking link

const ArrivalReasonBodySchema = z.object({ arrivalReason: ArrivalReasonSchema });
const CalendarQuerySchema = z.object({ lang: z.enum(LANGUAGES).default("fi") });

function sendCalendarFile(res: express.Response, file: CalendarFile | null): void {
  if (!file) {
    res.status(404).json({ type: "appointmentNotFound" });
    return;
  }
  res.setHeader("content-type", "text/calendar; charset=utf-8");
  res.setHeader("content-disposition", `attachment; filename="${file.fileName}"`);
  res.setHeader("cache-control", "no-store");
  res.send(file.content);
}

export function appointmentsApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;
  const deadlineHours = () => services.config.CANCELLATION_DEADLINE_HOURS;

  router.delete("/appointments/:id", requireSession(), async (req, res) => {
    const id = NumericIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error, "id");
    const actingPatientId = requireActingPatient(res, "appointmentNotFound");
    const result = await cancelAppointment(db, {
      actingPatientId,
      appointmentId: id.data,
      now: scopeOf(res).now,
      deadlineHours: deadlineHours(),
      actor: scopeOf(res).actor,
      senders: services.integrations,
    });
    res.json(result);
  });

  router.post("/appointments/check-in/:id", requireSession(), async (req, res) => {
    const id = NumericIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error, "id");
    const actingPatientId = requireActingPatient(res, "customerNotFound");
    const result = await checkInToAppointment(db, {
      actingPatientId,
      appointmentId: id.data,
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
    });
    res.json(result);
  });

  router.post("/appointments/:id/arrival-reason", requireSession(), async (req, res) => {
    const id = NumericIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error, "id");
    const body = ArrivalReasonBodySchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    const actingPatientId = requireActingPatient(res, "appointmentNotFound");
    const result = await saveArrivalReason(db, {
      actingPatientId,
      appointmentId: id.data,
      arrivalReason: body.data.arrivalReason,
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
    });
    res.json(result);
  });

  router.get("/appointments/:id/calendar.ics", requireSession(), async (req, res) => {
    const id = NumericIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error, "id");
    const query = CalendarQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const actingPatientId = requireActingPatient(res, "appointmentNotFound", { status: 404 });
    const context = contextOf(res);
    const file = await loadOwnCalendarFile(db, {
      actingPatientId,
      appointmentId: id.data,
      lang: query.data.lang,
      brand: context.brand,
      origin: brandOrigin(services.config, context.brand),
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
    });
    sendCalendarFile(res, file);
  });

  router.get("/anon/appointments/:token/calendar.ics", async (req, res) => {
    const query = CalendarQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const context = contextOf(res);
    const file = await loadLinkedCalendarFile(db, {
      token: req.params.token,
      lang: query.data.lang,
      brand: context.brand,
      origin: brandOrigin(services.config, context.brand),
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
    });
    sendCalendarFile(res, file);
  });

  router.post("/anon/check-in", async (req, res) => {
    const body = AnonymousCheckInSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    const outcome = await anonymousCheckIn(db, {
      token: body.data.appointmentId,
      ssnEndPart: body.data.ssnEndPart,
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
    });
    if (outcome.lockedUntil) {
      res.setHeader("retry-after", String(Math.max(1, Math.ceil((outcome.lockedUntil.getTime() - scopeOf(res).now.getTime()) / 1000))));
      res.status(429);
    }
    res.json({ type: outcome.type });
  });

  // Development tools (demo booking links, a fresh appointment to check in to); not in production.
  if (services.config.DEV_TOOLS) router.use(devAppointmentsApi(services));

  return router;
}
