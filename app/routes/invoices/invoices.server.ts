import type { AppLoadContext } from "react-router";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { collectionOf, type InvoiceCollection, type InvoiceListItem, INVOICE_PAGE_SIZE, showsRemoteByMailNotice } from "#domain/invoices";
import { type PagedList, pageRunOf, singlePage } from "#domain/list-paging";
import { listInvoicePage } from "#server/modules/invoices/invoice-service";
import { requireValidSession } from "#app/session.server";

export interface InvoicesPageData {
  /** The pages shown (ten invoices a page; decision 306), each with where it stands when unpaid (decision 291). */
  invoices: PagedList<InvoiceListItem & { collection: InvoiceCollection | null }>;
  /** The November 2023 notice on remote appointments invoiced by mail (part 1 §9). */
  showRemoteByMailNotice: boolean;
}

/** Invoice list /{lang}/{laskut|fakturor|invoices}?page=&from= (spec part 1 §2): the acting patient's invoices. */
export async function loadInvoicesPage(request: Request, context: AppLoadContext): Promise<InvoicesPageData> {
  const session = requireValidSession(request, context);
  const now = context.scope.now;
  const showRemoteByMailNotice = showsRemoteByMailNotice(now);
  if (session.actingPatientId === null) return { invoices: singlePage([], INVOICE_PAGE_SIZE), showRemoteByMailNotice };
  const invoices = await listInvoicePage(context.scope.db, {
    actingPatientId: session.actingPatientId,
    run: pageRunOf(new URL(request.url).searchParams),
    now,
    actor: context.scope.actor,
  });
  const today = helsinkiCalendarDate(now);
  const items = invoices.items.map((invoice) => ({ ...invoice, collection: collectionOf(invoice, today) }));
  return { invoices: { ...invoices, items }, showRemoteByMailNotice };
}
