import express, { type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { z } from "zod";
import { contextOf } from "#server/http/request-context";
import { requireActingPatient, requireSession } from "#server/http/session";
import { recordAudit } from "#server/modules/audit/audit-service";
import type { Services } from "#server/services";
import { brandOrigin } from "#server/modules/booking/reservation-service";
import { createDevAppointment, createFreedTime, listDevAppointmentLinks } from "./dev-tools";
import { offerTime } from "./waitlist-service";
import { scopeOf } from "#server/http/service-scope";

// Development tools of the appointments area, mounted by appointmentsApi only with the
// development tools (config DEV_TOOLS; the routes do not exist elsewhere):
//   GET  /api/dev/appointment-links?identityCode=140386-246K   a demo patient's booking links
//   POST /api/dev/appointments?csrfToken=  { startsInMinutes }  a new appointment for the acting
//        patient, by default with check-in open at once
//   POST /api/dev/waitlist/freed-time?csrfToken=  { appointmentId }  an earlier time like the acting
//        patient's appointment frees up, and is offered to the first in line at once (as the
//        waitlist's task would within a minute)

const LinksQuerySchema = z.object({ identityCode: z.string().trim().toUpperCase().length(11) });
const FreedTimeBodySchema = z.object({ appointmentId: z.number().int().positive() });
const CreateBodySchema = z.object({ startsInMinutes: z.number().int().min(-60).max(7 * 24 * 60).default(20) });

export function devAppointmentsApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;

  router.get("/dev/appointment-links", async (req, res) => {
    const query = LinksQuerySchema.safeParse(req.query);
    if (!query.success) return void sendValidationError(res, query.error);
    const appointments = await listDevAppointmentLinks(db, query.data.identityCode, scopeOf(res).now);
    await recordAudit(
      db,
      scopeOf(res).actor,
      ...appointments.map((appointment) => ({ action: "read" as const, entity: "appointment-booking-link", entityId: appointment.id })),
    );
    res.setHeader("cache-control", "no-store");
    res.json({ appointments });
  });

  router.post("/dev/appointments", requireSession(), async (req, res) => {
    const body = CreateBodySchema.safeParse(req.body ?? {});
    if (!body.success) return void sendValidationError(res, body.error);
    const patientId = requireActingPatient(res, "customerNotFound", { status: 404 });
    const appointment = await createDevAppointment(db, {
      patientId,
      brand: contextOf(res).brand,
      startsInMinutes: body.data.startsInMinutes,
      now: scopeOf(res).now,
    });
    if (!appointment) return void res.status(404).json({ type: "noFreeSlot" });
    await recordAudit(db, scopeOf(res).actor, { action: "create", entity: "appointment", entityId: appointment.id });
    res.status(201).json({ appointment });
  });

  router.post("/dev/waitlist/freed-time", requireSession(), async (req, res) => {
    const body = FreedTimeBodySchema.safeParse(req.body ?? {});
    if (!body.success) return void sendValidationError(res, body.error);
    const patientId = requireActingPatient(res, "customerNotFound", { status: 404 });
    const now = scopeOf(res).now;
    const time = await createFreedTime(db, { patientId, appointmentId: body.data.appointmentId, now });
    if (!time) return void res.status(404).json({ type: "appointmentNotFound" });
    await recordAudit(db, scopeOf(res).actor, { action: "create", entity: "appointment-slot", entityId: time.id });
    const offerId = await db.transaction((tx) =>
      offerTime(tx, time.id, {
        now,
        holdMinutes: services.config.WAITLIST_HOLD_MINUTES,
        deadlineHours: services.config.CANCELLATION_DEADLINE_HOURS,
        senders: services.integrations,
        originOf: (brand) => brandOrigin(services.config, brand),
      }),
    );
    res.status(201).json({ slotId: time.id, startsAt: time.startsAt, offerId });
  });

  return router;
}
