import { BRAND_CONTACTS } from "#domain/brand-contacts";
import { formatShortDate } from "#domain/date-display";
import type { InvoiceCollection } from "#domain/invoices";
import { normalisePhoneNumber } from "#domain/phone-number";
import type { BrandId } from "#domain/session-state";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";

/**
 * Where an unpaid invoice stands, in plain words (decision 291): its due date, or how late it is,
 * whether a reminder has gone and when collection may start; once late, the billing contacts to
 * agree on a payment plan. `brief` leaves the contacts out (the list; the summary has them).
 */
export function CollectionNotice({ collection, brand, brief = false }: { collection: InvoiceCollection; brand: BrandId; brief?: boolean }) {
  const t = useT();
  const lang = useLang();
  const date = (day: string) => formatShortDate(day, lang);
  const late = collection.state !== "due";
  const text = (() => {
    switch (collection.state) {
      case "due":
        return t("invoices.collection.due", { date: date(collection.dueDate) });
      case "overdue":
        return t("invoices.collection.overdue", { date: date(collection.dueDate), reminderDate: date(collection.reminderDate) });
      case "reminded":
        return t("invoices.collection.reminded", { days: collection.daysOverdue, collectionDate: date(collection.collectionDate) });
      case "collection":
        return t("invoices.collection.collection", { days: collection.daysOverdue });
    }
  })();
  const billing = BRAND_CONTACTS[brand].billing;
  return (
    <div className={`collection-notice collection-notice--${collection.state}`}>
      <p className="collection-notice__state">{text}</p>
      {late && !brief ? (
        <>
          <p>{t("invoices.collection.help")}</p>
          <dl className="collection-notice__contacts">
            <div>
              <dt>{t("invoices.collection.phone")}</dt>
              <dd>
                <a href={`tel:${normalisePhoneNumber(billing.phone)}`}>{billing.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t("invoices.collection.email")}</dt>
              <dd>
                <a href={`mailto:${billing.email}`}>{billing.email}</a>
              </dd>
            </div>
          </dl>
        </>
      ) : null}
    </div>
  );
}
