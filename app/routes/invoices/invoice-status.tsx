import type { InvoiceListStatus } from "#domain/enums";
import type { InvoiceCollection } from "#domain/invoices";
import { useT } from "#app/i18n/use-t";
import { StatusBadge, type StatusTone } from "#app/ui/status-badge";

const TONE_OF: Record<InvoiceListStatus, StatusTone> = {
  open: "info",
  overdue: "danger",
  paper: "neutral",
  paid: "success",
  refunded: "success",
  "refund-in-progress": "warning",
  "not-available": "neutral",
};

/**
 * An invoice's status in the spec's words, on its tone: unpaid info, overdue danger, paid success;
 * an invoice passed to collection says so first ("In collection Overdue").
 */
export function InvoiceStatusBadge({ status, collection = null }: { status: InvoiceListStatus; collection?: InvoiceCollection | null }) {
  const t = useT();
  return (
    <>
      {collection?.state === "collection" ? (
        <>
          <StatusBadge tone="danger">{t("invoices.collection.badge")}</StatusBadge>{" "}
        </>
      ) : null}
      <StatusBadge tone={TONE_OF[status]}>{t(`invoices.status.${status}`)}</StatusBadge>
    </>
  );
}
