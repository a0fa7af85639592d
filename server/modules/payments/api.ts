import express, { type Request, type Response, type Router } from "express";
import { isLang } from "#domain/routes/route-table";
import { href } from "#domain/routes/href";
import { GoodSignInvoiceQuerySchema, PaymentCreationRequestSchema } from "#domain/payments";
import { sendValidationError } from "#server/http/api-errors";
import { contextOf } from "#server/http/request-context";
import { requireSession, sessionOf } from "#server/http/session";
import { brandOrigin } from "#server/modules/booking/reservation-service";
import { payableChildrenOf } from "#server/modules/account/acting-service";
import type { Services } from "#server/services";
import { applySignedParameters, lookUpInvoiceForPayment, type PaymentResultOutcome, startPayment } from "./payment-service";
import { scopeOf } from "#server/http/service-scope";

// Payments API (spec part 2 §3, §7). An invoice that is not the acting patient's (nor a minor
// child's the logged-in person is guardian of, decision 294) answers exactly as one that does not
// exist: 404 { type: "notFound" }.
//   POST /api/payments/?csrfToken        body: payment creation request → { terms, providers }
//   GET  /api/payments/good-sign-invoice?invoiceNumber                  → { invoice }
// The provider's side (no session; the signature is the only proof):
//   GET  /api/payments/callback/{success|cancel}?checkout-…&signature   → 200 (also when repeated)
//   GET  /api/payments/redirect/{lang}/{success|cancel}?checkout-…      → 303 to the result page

function notFound(res: Response): void {
  res.status(404).json({ type: "notFound" });
}

function parametersOf(req: Request): URLSearchParams {
  const query = req.originalUrl.indexOf("?");
  return new URLSearchParams(query === -1 ? "" : req.originalUrl.slice(query + 1));
}

/** The result page's status for an applied result. */
function resultPageStatus(outcome: PaymentResultOutcome | null): "ok" | "fail" | "pending" | "delayed" {
  if (!outcome || outcome.type === "paymentNotFound") return "fail";
  if (outcome.type === "success" || outcome.type === "invoiceAlreadyPaid") return "ok";
  if (outcome.status === "pending" || outcome.status === "delayed") return outcome.status;
  return "fail";
}

export function paymentsApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;

  /** The logged-in person's minor children, whose invoices they may pay too (decision 294). */
  const childPatientIdsOf = async (session: ReturnType<typeof sessionOf>): Promise<number[]> => {
    if (!session.person) return [];
    const children = await payableChildrenOf(services.integrations, db, session.person, services.clock.now());
    return children.map((child) => child.patientId);
  };

  router.post("/payments", requireSession(), async (req, res) => {
    const body = PaymentCreationRequestSchema.safeParse(req.body);
    if (!body.success) return sendValidationError(res, body.error);
    const session = sessionOf(res);
    if (session.actingPatientId === null) return notFound(res);
    const context = contextOf(res);
    const result = await startPayment(
      db,
      services.integrations.payments,
      {
        actingPatientId: session.actingPatientId,
        childPatientIds: await childPatientIdsOf(session),
        invoice: { referenceNumber: body.data.reference },
        clientAmount: body.data.amount,
        lang: session.lang,
        origin: brandOrigin(services.config, context.brand),
        now: scopeOf(res).now,
        actor: scopeOf(res).actor,
      },
      services.logger,
    );
    res.setHeader("Cache-Control", "no-store");
    switch (result.type) {
      case "success":
        return void res.json({ terms: result.terms, providers: result.providers });
      case "notFound":
        return notFound(res);
      case "invoiceSumNotValid":
        return void res.status(409).json({ type: "invoiceSumNotValid" });
      case "notPayable":
        return void res.status(409).json({ type: "invoiceNotPayable" });
      case "emailRequired":
        return void res.status(409).json({ type: "emailRequired" });
      case "unavailable":
        return void res.status(503).json({ type: "paymentUnavailable" });
    }
  });

  router.get("/payments/good-sign-invoice", requireSession(), async (req, res) => {
    const query = GoodSignInvoiceQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const session = sessionOf(res);
    const actingPatientId = session.actingPatientId;
    if (actingPatientId === null) return notFound(res);
    const invoice = await lookUpInvoiceForPayment(db, {
      actingPatientId,
      childPatientIds: await childPatientIdsOf(session),
      invoiceNumber: query.data.invoiceNumber,
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
    });
    if (!invoice) return notFound(res);
    res.setHeader("Cache-Control", "no-store");
    res.json({ invoice });
  });

  router.get("/payments/callback/:kind", async (req, res) => {
    const provider = services.integrations.payments;
    if (!provider || (req.params.kind !== "success" && req.params.kind !== "cancel")) return notFound(res);
    const outcome = await applySignedParameters(db, provider, parametersOf(req), {
      now: scopeOf(res).now,
      source: "callback",
      requestId: contextOf(res).requestId,
      logger: services.logger,
    });
    // Paytrail calls again until it gets a 2xx: a known result, repeated or not, is acknowledged.
    if (!outcome || outcome.type === "paymentNotFound") return void res.status(400).json({ type: "invalidPaymentResult" });
    res.status(200).json({ type: "ok" });
  });

  router.get("/payments/redirect/:lang/:kind", async (req, res) => {
    const provider = services.integrations.payments;
    const lang = isLang(req.params.lang) ? req.params.lang : "fi";
    if (!provider || (req.params.kind !== "success" && req.params.kind !== "cancel")) return notFound(res);
    const outcome = await applySignedParameters(db, provider, parametersOf(req), {
      now: scopeOf(res).now,
      source: "redirect",
      requestId: contextOf(res).requestId,
      logger: services.logger,
    });
    const status = resultPageStatus(outcome);
    const search: Record<string, string | number> = {};
    if (outcome && outcome.type !== "paymentNotFound") search.invoiceId = outcome.invoiceId;
    const reason = parametersOf(req).get("checkout-reason");
    if (outcome && status === "fail" && reason) search.reason = reason;
    res.setHeader("Cache-Control", "no-store");
    res.redirect(303, href("paymentResult", lang, { status }, search));
  });

  return router;
}
