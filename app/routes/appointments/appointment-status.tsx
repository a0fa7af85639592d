import type { SelfCheckInStatus } from "#domain/enums";
import { useT } from "#app/i18n/use-t";
import { StatusBadge } from "#app/ui/status-badge";

/**
 * An appointment's state in a badge: cancelled (danger), checked in (success), check-in open
 * (success, the list's words) or upcoming (info).
 */
export function AppointmentStatusBadge({ isCancelled = false, checkIn, listWords = false }: { isCancelled?: boolean; checkIn: SelfCheckInStatus; listWords?: boolean }) {
  const t = useT();
  if (isCancelled) return <StatusBadge tone="danger">{t("appointments.status.cancelled")}</StatusBadge>;
  if (checkIn === "checkedIn") return <StatusBadge tone="success">{t("appointments.status.checkedIn")}</StatusBadge>;
  if (checkIn === "allowed" && listWords) return <StatusBadge tone="success">{t("appointments.list.checkInOpen")}</StatusBadge>;
  return <StatusBadge tone="info">{t("appointments.status.upcoming")}</StatusBadge>;
}
