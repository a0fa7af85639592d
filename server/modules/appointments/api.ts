import express, { type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { AnonymousCheckInSchema, AppointmentIdSchema } from "#domain/appointment-link";
import { ArrivalReasonSchema } from "#domain/arrival-reason";
import { z } from "zod";
import { auditActorOf } from "#server/http/audit";
import { contextOf } from "#server/http/request-context";
import { requireActingPatient, requireSession } from "#server/http/session";
import type { Services } from "#server/services";
import { saveArrivalReason } from "./appointment-service";
import { cancelAppointment } from "./cancel-service";
import { anonymousCheckIn, checkInToAppointment } from "./check-in-service";
import { devAppointmentsApi } from "./dev-api";

// Appointments API (spec part 1 §7). CSRF is checked by the API router for every route here
// except /anon/*. Results are the spec's codes with HTTP 200; bad input is 400 ValidationError.
//   DELETE /api/appointments/{id}                    → appointmentNotFound | deadlineExceeded | success | unknownError
//   POST   /api/appointments/check-in/{id}           → the check-in result codes
//   POST   /api/appointments/{id}/arrival-reason      { arrivalReason } → success | appointmentNotFound
//   POST   /api/anon/check-in                         { appointmentId, ssnEndPart } → success | ssnEndPartMismatch | ...

const ArrivalReasonBodySchema = z.object({ arrivalReason: ArrivalReasonSchema });

export function appointmentsApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;
  const deadlineHours = () => services.config.CANCELLATION_DEADLINE_HOURS;

  router.delete("/appointments/:id", requireSession(), async (req, res) => {
    const id = AppointmentIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error, "id");
    const actingPatientId = requireActingPatient(res, "appointmentNotFound");
    const result = await cancelAppointment(db, {
      actingPatientId,
      appointmentId: id.data,
      now: services.clock.now(),
      deadlineHours: deadlineHours(),
      actor: auditActorOf(contextOf(res)),
      senders: services.integrations,
    });
    res.json(result);
  });

  router.post("/appointments/check-in/:id", requireSession(), async (req, res) => {
    const id = AppointmentIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error, "id");
    const actingPatientId = requireActingPatient(res, "customerNotFound");
    const result = await checkInToAppointment(db, {
      actingPatientId,
      appointmentId: id.data,
      now: services.clock.now(),
      actor: auditActorOf(contextOf(res)),
    });
    res.json(result);
  });

  router.post("/appointments/:id/arrival-reason", requireSession(), async (req, res) => {
    const id = AppointmentIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error, "id");
    const body = ArrivalReasonBodySchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    const actingPatientId = requireActingPatient(res, "appointmentNotFound");
    const result = await saveArrivalReason(db, {
      actingPatientId,
      appointmentId: id.data,
      arrivalReason: body.data.arrivalReason,
      now: services.clock.now(),
      actor: auditActorOf(contextOf(res)),
    });
    res.json(result);
  });

  router.post("/anon/check-in", async (req, res) => {
    const body = AnonymousCheckInSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    const outcome = await anonymousCheckIn(db, {
      token: body.data.appointmentId,
      ssnEndPart: body.data.ssnEndPart,
      now: services.clock.now(),
      actor: auditActorOf(contextOf(res)),
    });
    if (outcome.lockedUntil) {
      res.setHeader("retry-after", String(Math.max(1, Math.ceil((outcome.lockedUntil.getTime() - services.clock.now().getTime()) / 1000))));
      res.status(429);
    }
    res.json({ type: outcome.type });
  });

  // Development tools (demo booking links, a fresh appointment to check in to); not in production.
  if (services.config.DEV_TOOLS) router.use(devAppointmentsApi(services));

  return router;
}
