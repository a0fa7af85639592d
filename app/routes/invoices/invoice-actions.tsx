import { type InvoiceListItem, invoicePdfPath, isUnpaid, pdfKindOf } from "#domain/invoices";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { Link } from "#app/ui/link";

type InvoiceActionFacts = Pick<InvoiceListItem, "id" | "invoiceNumber" | "status" | "brand" | "hasPdf" | "canBePaidOnline">;

/**
 * What a patient can do with an invoice (spec part 1 §6): pay online when it can be paid online;
 * the PDF when there is one, its link worded by status (summary, invoice, receipt, refunded
 * invoice, §4); otherwise a link to the summary (left out on the summary page itself). An unpaid
 * invoice in the list always links to how to pay it (the summary's payment details, decision 291).
 */
export function InvoiceActions({ invoice, describedBy, onSummaryPage = false }: { invoice: InvoiceActionFacts; describedBy?: string; onSummaryPage?: boolean }) {
  const t = useT();
  const lang = useLang();
  const showHowToPay = isUnpaid(invoice.status) && !onSummaryPage;
  const showSummaryLink = !invoice.hasPdf && !onSummaryPage && !showHowToPay;
  if (!invoice.canBePaidOnline && !invoice.hasPdf && !showSummaryLink && !showHowToPay) return null;
  return (
    <p className="invoice-actions">
      {showHowToPay ? (
        <Link
          page="invoiceSummary"
          params={{ invoiceId: invoice.id }}
          hash="how-to-pay"
          className={invoice.canBePaidOnline ? "button button--secondary" : "button button--primary"}
          aria-describedby={describedBy}
        >
          {t("invoices.action.howToPay")}
        </Link>
      ) : null}
      {invoice.canBePaidOnline ? (
        <Link page="invoicePayment" params={{ invoiceId: invoice.id }} className="button button--primary" aria-describedby={describedBy}>
          {t("invoices.action.pay")}
        </Link>
      ) : null}
      {invoice.hasPdf ? (
        <a href={invoicePdfPath(invoice, lang)} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
          {t(`invoices.pdf.${pdfKindOf(invoice.status)}`)} <span className="visually-hidden">{t("invoices.pdf.newTab")}</span>
        </a>
      ) : null}
      {showSummaryLink ? (
        <Link page="invoiceSummary" params={{ invoiceId: invoice.id }} aria-describedby={describedBy}>
          {t("invoices.action.summary")}
        </Link>
      ) : null}
    </p>
  );
}
