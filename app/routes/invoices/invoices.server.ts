import type { AppLoadContext } from "react-router";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { collectionOf, type InvoiceCollection, type InvoiceListItem, invoiceListPageOf, showsRemoteByMailNotice } from "#domain/invoices";
import { auditActorOf } from "#server/http/audit";
import { listInvoicePage } from "#server/modules/invoices/invoice-service";
import { requireValidSession } from "#app/session.server";

export interface InvoicesPageData {
  /** Each with where it stands when unpaid (decision 291). */
  invoices: (InvoiceListItem & { collection: InvoiceCollection | null })[];
  /** 1-based page shown and the number of pages (ten invoices a page). */
  page: number;
  pageCount: number;
  /** The November 2023 notice on remote appointments invoiced by mail (part 1 §9). */
  showRemoteByMailNotice: boolean;
}

/** Invoice list /{lang}/{laskut|fakturor|invoices}?page= (spec part 1 §2): the acting patient's invoices. */
export async function loadInvoicesPage(request: Request, context: AppLoadContext): Promise<InvoicesPageData> {
  const session = requireValidSession(request, context);
  const now = context.services.clock.now();
  const showRemoteByMailNotice = showsRemoteByMailNotice(now);
  if (session.actingPatientId === null) return { invoices: [], page: 1, pageCount: 1, showRemoteByMailNotice };
  const result = await listInvoicePage(context.services.database.db, {
    actingPatientId: session.actingPatientId,
    page: invoiceListPageOf(new URL(request.url).searchParams.get("page")),
    now,
    actor: auditActorOf(context),
  });
  const today = helsinkiCalendarDate(now);
  const invoices = result.invoices.map((invoice) => ({ ...invoice, collection: collectionOf(invoice, today) }));
  return { invoices, page: result.page, pageCount: result.pageCount, showRemoteByMailNotice };
}
