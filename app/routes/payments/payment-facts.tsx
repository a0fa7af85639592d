import { formatShortDate } from "#domain/date-display";
import { invoicePdfPath } from "#domain/invoices";
import { formatEuros } from "#domain/price";
import type { PaymentInvoice } from "#server/modules/payments/payment-service";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";

/**
 * What a payment result says of its invoice, the same on success and on failure (decision 292):
 * the amount, the invoice number and whether it is paid (with the date) or unpaid.
 */
export function PaymentFacts({ invoice }: { invoice: PaymentInvoice }) {
  const t = useT();
  const lang = useLang();
  return (
    <dl className="payment-facts" data-private="">
      <div className="payment-facts__row">
        <dt>{t("payments.result.sum")}</dt>
        <dd className="payment-facts__amount">{formatEuros(invoice.sumCents, lang)}</dd>
      </div>
      <div className="payment-facts__row">
        <dt>{t("payments.result.invoiceNumber")}</dt>
        <dd>{invoice.invoiceNumber}</dd>
      </div>
      <div className="payment-facts__row">
        <dt>{t("payments.result.status")}</dt>
        <dd className={invoice.paid ? "payment-facts__paid" : "payment-facts__unpaid"}>
          {invoice.paid && invoice.paidDate ? t("payments.result.paid", { date: formatShortDate(invoice.paidDate, lang) }) : t("payments.result.unpaid")}
        </dd>
      </div>
    </dl>
  );
}

/** The paid invoice's receipt (the invoice PDF of a paid invoice), in a new tab. */
export function ReceiptLink({ invoice }: { invoice: PaymentInvoice }) {
  const t = useT();
  const lang = useLang();
  if (!invoice.hasReceipt) return null;
  const path = invoicePdfPath({ id: invoice.id, brand: invoice.brand, status: "paid", invoiceNumber: invoice.invoiceNumber }, lang);
  return (
    <a href={path} target="_blank" rel="noopener noreferrer" className="button button--secondary">
      {t("payments.result.receipt")} <span className="visually-hidden">{t("payments.result.newTab")}</span>
    </a>
  );
}
