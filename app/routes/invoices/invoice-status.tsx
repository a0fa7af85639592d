import type { InvoiceListStatus } from "#domain/enums";
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

/** An invoice's status in the spec's words, on its tone: unpaid info, overdue danger, paid success. */
export function InvoiceStatusBadge({ status }: { status: InvoiceListStatus }) {
  const t = useT();
  return <StatusBadge tone={TONE_OF[status]}>{t(`invoices.status.${status}`)}</StatusBadge>;
}
