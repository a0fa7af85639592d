import express, { type Response, type Router } from "express";
import { sendValidationError } from "#server/http/api-errors";
import { createAnonymousReservationRequestSchema, ReservationRequestSchema } from "#domain/reservation-inputs";
import { contextOf } from "#server/http/request-context";
import { requireSession, sessionOf } from "#server/http/session";
import { hitRateLimit, type RateLimitRule } from "#server/modules/account/rate-limit";
import type { Services } from "#server/services";
import { brandOrigin, reserveAppointment, reserveAppointmentAnonymously, type ReserveOutcome } from "./reservation-service";
import { scopeOf } from "#server/http/service-scope";

// Reservation API (spec part 2 §7 "Booking", §8 "Reservation"). CSRF is checked by the API router
// for every route here except /anon/*. Result codes answer HTTP 200 (domain/reservation.ts
// RESERVATION_RESULTS); bad input is HTTP 400 { type: "ValidationError", details: [{ path, message }] }.
//   POST /api/reserve-appointment?csrfToken=   strong identification, books for the acting patient
//   POST /api/anon/reserve-appointment          weak identification, rate-limited per address

/**
 * Anonymous attempts per client address. Each attempt looks a person up by identity code, so the
 * limit also bounds probing; it is generous enough for an office behind one address.
 */
export const ANONYMOUS_RESERVATION_LIMIT: RateLimitRule = { limit: 20, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };

function send(res: Response, outcome: ReserveOutcome): void {
  res.setHeader("cache-control", "no-store");
  if (outcome.kind === "invalid") {
    sendValidationError(res, outcome.details);
    return;
  }
  res.json(outcome.result);
}

export function reservationApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;
  const { config, logger } = services;

  router.post("/reserve-appointment", requireSession(), async (req, res) => {
    const payload = ReservationRequestSchema.safeParse(req.body ?? {});
    if (!payload.success) return sendValidationError(res, payload.error);
    const context = contextOf(res);
    const session = sessionOf(res);
    try {
      const outcome = await reserveAppointment(db, {
        brand: context.brand,
        features: scopeOf(res).features,
        payload: payload.data,
        now: scopeOf(res).now,
        maxFutureReservations: config.MAX_FUTURE_RESERVATIONS,
        actor: scopeOf(res).actor,
        origin: brandOrigin(config, context.brand),
        userPatientId: session.patientId,
        actingPatientId: session.actingPatientId,
        actingRole: session.actingRole,
        insurers: services.integrations.insurers,
        senders: services.integrations,
      });
      send(res, outcome);
    } catch (error) {
      logger.error({ err: error, requestId: context.requestId }, "reservation failed");
      res.status(500).json({ type: "unknownError" });
    }
  });

  router.post("/anon/reserve-appointment", async (req, res) => {
    const context = contextOf(res);
    const now = scopeOf(res).now;
    try {
      const limit = await hitRateLimit(db, `anon-reservation:address:${context.clientAddress}`, ANONYMOUS_RESERVATION_LIMIT, now);
      if (!limit.allowed) {
        res.setHeader("retry-after", String(Math.max(1, Math.ceil((limit.retryAt.getTime() - now.getTime()) / 1000))));
        res.status(429).json({ type: "tooManyRequests" });
        return;
      }
      const payload = createAnonymousReservationRequestSchema({ allowDevelopmentCodes: config.HOIVA_STAGE !== "production" }).safeParse(req.body ?? {});
      if (!payload.success) return sendValidationError(res, payload.error);
      const outcome = await reserveAppointmentAnonymously(db, {
        brand: context.brand,
        features: scopeOf(res).features,
        payload: payload.data,
        now,
        maxFutureReservations: config.MAX_FUTURE_RESERVATIONS,
        actor: scopeOf(res).actor,
        origin: brandOrigin(config, context.brand),
        senders: services.integrations,
      });
      send(res, outcome);
    } catch (error) {
      logger.error({ err: error, requestId: context.requestId }, "anonymous reservation failed");
      res.status(500).json({ type: "unknownError" });
    }
  });

  return router;
}
