import express, { type Response, type Router } from "express";
import { invoicePdfFileName } from "#domain/invoices";
import { InvoicePdfQuerySchema, InvoiceSummaryQuerySchema, InvoicesListQuerySchema } from "#domain/invoice-inputs";
import { NumericIdSchema } from "#domain/numeric-id-inputs";
import { sendValidationError } from "#server/http/api-errors";
import { requireCsrfToken, requireSession, sessionOf } from "#server/http/session";
import type { Services } from "#server/services";
import { invoicePdfStream } from "./invoice-pdf";
import { getInvoiceDocument, listInvoices } from "./invoice-service";
import { scopeOf } from "#server/http/service-scope";

// Invoices API (spec part 1 §7, part 2 §3). Each needs a logged-in session; the list also carries
// the session's csrfToken, as part 1 marks it; the summary takes the spec's query only (a read: no
// other site can read its answer, decision 296). An invoice that is not the acting patient's
// answers exactly as one that does not exist: 404 { type: "notFound" }, the router's answer for an
// unknown path.
//   GET /api/payments/invoices-list?csrfToken&lang              → { invoices: InvoiceListItem[] }
//       &offset&limit (decision 307)                            → { invoices, totalCount }
//   GET /api/invoices/invoice-summary?invoiceId&lang            → { invoice: InvoiceSummary }
//   GET /api/invoices/{id}/pdf?filename={brand}_{type}_{number}&lang → application/pdf

function notFound(res: Response): void {
  res.status(404).json({ type: "notFound" });
}

export function invoicesApi(services: Services): Router {
  const router = express.Router();
  const db = services.database.db;

  router.get("/payments/invoices-list", requireSession(), requireCsrfToken, async (req, res) => {
    const query = InvoicesListQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const actingPatientId = sessionOf(res).actingPatientId;
    const { offset, limit } = query.data;
    const paged = offset !== undefined || limit !== undefined;
    if (actingPatientId === null) return void res.json(paged ? { invoices: [], totalCount: 0 } : { invoices: [] });
    const { invoices, totalCount } = await listInvoices(db, {
      actingPatientId,
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
      offset: offset ?? 0,
      limit: limit ?? null,
    });
    res.setHeader("Cache-Control", "no-store");
    // The spec's answer is exactly { invoices }; a paged call also says how many there are.
    res.json(paged ? { invoices, totalCount } : { invoices });
  });

  router.get("/invoices/invoice-summary", requireSession(), async (req, res) => {
    const query = InvoiceSummaryQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const actingPatientId = sessionOf(res).actingPatientId;
    if (actingPatientId === null) return notFound(res);
    const invoice = await getInvoiceDocument(db, {
      actingPatientId,
      invoiceId: query.data.invoiceId,
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
    });
    if (!invoice) return notFound(res);
    res.setHeader("Cache-Control", "no-store");
    res.json({ invoice: invoice.summary });
  });

  router.get("/invoices/:id/pdf", requireSession(), async (req, res) => {
    const id = NumericIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error, "id");
    const query = InvoicePdfQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const session = sessionOf(res);
    if (session.actingPatientId === null) return notFound(res);
    const invoice = await getInvoiceDocument(db, {
      actingPatientId: session.actingPatientId,
      invoiceId: id.data,
      now: scopeOf(res).now,
      actor: scopeOf(res).actor,
      entity: "invoice-pdf",
    });
    if (!invoice || !invoice.hasPdf) return notFound(res);
    // The name is ours, whatever the query said: brand, type and number of this invoice.
    const fileName = `${invoicePdfFileName(invoice.brand, invoice.status, invoice.summary.invoiceNumber)}.pdf`;
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `inline; filename="${fileName}"`);
    res.setHeader("Cache-Control", "private, no-store");
    invoicePdfStream(invoice, { lang: query.data.lang ?? session.lang }).pipe(res);
  });

  return router;
}
