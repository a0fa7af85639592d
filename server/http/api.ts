import express, { type Router } from "express";
import type { Services } from "#server/services";
import { accountApi } from "#server/modules/account/api";
import { mfaApi } from "#server/modules/account/mfa-api";
import { appointmentsApi } from "#server/modules/appointments/api";
import { reservationApi } from "#server/modules/booking/reservation-api";
import { bookingSearchApi } from "#server/modules/booking/search-api";
import { profileApi } from "#server/modules/profile/api";
import { kelaCardApi } from "#server/modules/profile/kela-card-api";
import { pushApi } from "#server/modules/profile/push-api";
import { insurerApi } from "#server/modules/booking/insurer-api";
import { conceptApi } from "#server/modules/booking/concept-api";
import { invoicesApi } from "#server/modules/invoices/api";
import { certificatesApi } from "#server/modules/certificates/api";
import { messagingApi } from "#server/modules/messaging/api";
import { paymentsApi } from "#server/modules/payments/api";
import { apiErrorHandler } from "./api-errors";
import { csrfProtection } from "./session";

/**
 * The JSON API of the spec. Each area mounts its own router here. CSRF protection runs first, so
 * no mutating route can be added without it (a test sends every mutating route without a token);
 * unknown paths answer 404 JSON and every error one JSON shape (api-errors.ts).
 */
export function apiRouter(services: Services): Router {
  const router = express.Router();
  router.use(express.json({ limit: "100kb" }));
  router.use(csrfProtection());
  router.use(accountApi(services));
  router.use(mfaApi(services));
  router.use(bookingSearchApi(services));
  router.use(appointmentsApi(services));
  router.use(reservationApi(services));
  router.use(profileApi(services));
  router.use(kelaCardApi(services));
  router.use(pushApi(services));
  router.use(insurerApi(services));
  router.use(conceptApi(services));
  router.use(invoicesApi(services));
  router.use(certificatesApi(services));
  router.use(messagingApi(services));
  router.use(paymentsApi(services));
  router.use((_req, res) => {
    res.status(404).json({ type: "notFound" });
  });
  router.use(apiErrorHandler(services.logger, services.integrations.errorReporter));
  return router;
}
