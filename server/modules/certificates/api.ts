import express, { type Router } from "express";
import { CertificatePdfQuerySchema } from "#domain/health-record-inputs";
import { NumericIdSchema } from "#domain/numeric-id-inputs";
import { sendValidationError } from "#server/http/api-errors";
import { contextOf } from "#server/http/request-context";
import { requireSession, sessionOf } from "#server/http/session";
import type { Services } from "#server/services";
import { certificatePdfStream } from "./certificate-pdf";
import { getCertificateDocument } from "./service";
import { scopeOf } from "#server/http/service-scope";

// Certificates API (decision 325). A link the patient follows, like the invoice PDF: it needs the
// session, not the csrfToken. Another patient's certificate answers as one that does not exist.
//   GET /api/certificates/{id}/pdf?lang&download=1 → application/pdf (inline, or an attachment to save)

export function certificatesApi(services: Services): Router {
  const router = express.Router();

  router.get("/certificates/:id/pdf", requireSession(), async (req, res) => {
    const id = NumericIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error, "id");
    const query = CertificatePdfQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const session = sessionOf(res);
    if (session.actingPatientId === null) return void res.status(404).json({ type: "notFound" });
    const context = contextOf(res);
    const certificate = await getCertificateDocument(services.database.db, {
      actingPatientId: session.actingPatientId,
      certificateId: id.data,
      actor: scopeOf(res).actor,
    });
    if (!certificate) return void res.status(404).json({ type: "notFound" });
    const lang = query.data.lang ?? session.lang;
    const fileName = `${context.brand}_certificate_${certificate.id}_${lang}.pdf`;
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `${query.data.download ? "attachment" : "inline"}; filename="${fileName}"`);
    res.setHeader("Cache-Control", "private, no-store");
    certificatePdfStream(certificate, { lang, brand: context.brand }).pipe(res);
  });

  return router;
}
