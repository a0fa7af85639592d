import express, { type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { z } from "zod";
import { auditActorOf } from "#server/http/audit";
import { contextOf } from "#server/http/request-context";
import { requireActingPatient, requireSession } from "#server/http/session";
import { recordAudit } from "#server/modules/audit/audit-service";
import type { Services } from "#server/services";
import { createDevAppointment, listDevAppointmentLinks } from "./dev-tools";

// Development tools of the appointments area, mounted by appointmentsApi only with the
// development tools (config DEV_TOOLS; the routes do not exist elsewhere):
//   GET  /api/dev/appointment-links?identityCode=140386-246K   a demo patient's booking links
//   POST /api/dev/appointments?csrfToken=  { startsInMinutes }  a new appointment for the acting
//        patient, by default with check-in open at once

const LinksQuerySchema = z.object({ identityCode: z.string().trim().toUpperCase().length(11) });
const CreateBodySchema = z.object({ startsInMinutes: z.number().int().min(-60).max(7 * 24 * 60).default(20) });

export function devAppointmentsApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;

  router.get("/dev/appointment-links", async (req, res) => {
    const query = LinksQuerySchema.safeParse(req.query);
    if (!query.success) return void sendValidationError(res, query.error);
    const appointments = await listDevAppointmentLinks(db, query.data.identityCode, services.clock.now());
    await recordAudit(
      db,
      auditActorOf(contextOf(res)),
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
      now: services.clock.now(),
    });
    if (!appointment) return void res.status(404).json({ type: "noFreeSlot" });
    await recordAudit(db, auditActorOf(contextOf(res)), { action: "create", entity: "appointment", entityId: appointment.id });
    res.status(201).json({ appointment });
  });

  return router;
}
