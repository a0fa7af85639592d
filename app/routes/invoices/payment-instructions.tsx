import type { ReactNode } from "react";
import { formatFinnishReference, formatIban, formatRfReference, rfReference, virtualBarcode } from "#domain/bank-transfer";
import { BRAND_CONTACTS } from "#domain/brand-contacts";
import { formatShortDate } from "#domain/date-display";
import type { CalendarDate } from "#domain/helsinki-time";
import type { InvoiceCollection } from "#domain/invoices";
import { formatEuros } from "#domain/price";
import type { BrandId } from "#domain/session-state";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { Link } from "#app/ui/link";
import { CollectionNotice } from "./collection-notice";
import { CopyButton } from "./copy-button";

export interface PayableInvoiceFacts {
  id: number;
  brand: BrandId;
  sumCents: number;
  dueDate: CalendarDate;
  referenceNumber: string;
  canBePaidOnline: boolean;
}

/**
 * How to pay an unpaid invoice (decision 291): where it stands, pay online while that is allowed,
 * and always the bank transfer details of the issuing brand's account (payee, IBAN, BIC, the
 * reference number in the national and the RF form, due date, amount) with the virtual bank
 * barcode (version 4). Every value is selectable text; the copy buttons come with JavaScript.
 */
export function PaymentInstructions({ invoice, collection, headingLevel = 2 }: { invoice: PayableInvoiceFacts; collection: InvoiceCollection; headingLevel?: 2 | 3 }) {
  const t = useT();
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as "h3" | "h4";
  const billing = BRAND_CONTACTS[invoice.brand].billing;
  const rf = rfReference(invoice.referenceNumber);
  const barcode = virtualBarcode({ iban: billing.iban, amountCents: invoice.sumCents, reference: invoice.referenceNumber, dueDate: invoice.dueDate });
  // The amount as a bank's amount field takes it: digits and the language's decimal mark, no sign.
  const plainAmount = (invoice.sumCents / 100).toFixed(2).replace(".", lang === "en" ? "." : ",");
  const row = (label: string, value: ReactNode, copy?: string) => (
    <div className="bank-details__row">
      <dt>{label}</dt>
      <dd>
        <span className="bank-details__value">{value}</span>
        {copy !== undefined ? <CopyButton value={copy} label={label} /> : null}
      </dd>
    </div>
  );
  return (
    <section className="payment-instructions" id="how-to-pay" aria-labelledby="how-to-pay-heading">
      <Heading id="how-to-pay-heading">{t("invoices.pay.title")}</Heading>
      <CollectionNotice collection={collection} brand={invoice.brand} />
      {invoice.canBePaidOnline ? (
        <>
          <p>{t("invoices.pay.onlineIntro")}</p>
          <p>
            <Link page="invoicePayment" params={{ invoiceId: invoice.id }} className="button button--primary">
              {t("invoices.action.pay")}
            </Link>
          </p>
        </>
      ) : null}
      <Subheading>{t(invoice.canBePaidOnline ? "invoices.pay.bankTransferOr" : "invoices.pay.bankTransfer")}</Subheading>
      <p>{t("invoices.pay.bankTransferIntro")}</p>
      <dl className="bank-details" data-private="">
        {row(t("invoices.pay.payee"), billing.payee)}
        {row(t("invoices.pay.iban"), formatIban(billing.iban), billing.iban)}
        {row(t("invoices.pay.bic"), billing.bic)}
        {row(t("invoices.pay.reference"), formatFinnishReference(invoice.referenceNumber), invoice.referenceNumber)}
        {row(t("invoices.pay.rfReference"), formatRfReference(rf), rf)}
        {row(t("invoices.pay.dueDate"), formatShortDate(invoice.dueDate, lang))}
        {row(t("invoices.pay.amount"), formatEuros(invoice.sumCents, lang), plainAmount)}
        {barcode ? row(t("invoices.pay.barcode"), <code className="bank-details__barcode">{barcode}</code>, barcode) : null}
      </dl>
      {barcode ? <p className="bank-details__hint">{t("invoices.pay.barcodeHint")}</p> : null}
    </section>
  );
}
