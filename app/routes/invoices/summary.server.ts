import { type AppLoadContext, data } from "react-router";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { collectionOf, type InvoiceCollection } from "#domain/invoices";
import { NumericIdSchema } from "#domain/numeric-id-inputs";
import { getInvoiceDocument, type InvoiceDocument } from "#server/modules/invoices/invoice-service";
import { requireValidSession } from "#app/session.server";

export interface InvoiceSummaryPageData {
  invoice: InvoiceDocument | null;
  /** Where an unpaid invoice stands today (decision 291); null when nobody has to pay it. */
  collection: InvoiceCollection | null;
}

/**
 * Invoice summary /{lang}/{laskut/yhteenveto|fakturor/oversikt|invoices/summary}/{id} (spec part 2
 * §3): one of the acting patient's invoices. A malformed id or another patient's invoice is the
 * not-found text, with HTTP 404.
 */
export async function loadInvoiceSummaryPage(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const session = requireValidSession(request, context);
  const id = NumericIdSchema.safeParse(idParam);
  const notFound = data<InvoiceSummaryPageData>({ invoice: null, collection: null }, { status: 404 });
  if (!id.success || session.actingPatientId === null) return notFound;
  const now = context.scope.now;
  const invoice = await getInvoiceDocument(context.scope.db, {
    actingPatientId: session.actingPatientId,
    invoiceId: id.data,
    now,
    actor: context.scope.actor,
  });
  if (!invoice) return notFound;
  return data<InvoiceSummaryPageData>({ invoice, collection: collectionOf({ status: invoice.status, dueDate: invoice.summary.dueDate }, helsinkiCalendarDate(now)) });
}
