import type { HealthCareType } from "#domain/enums";
import type { PageKey } from "#domain/routes/route-table";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";

/** The appointment list of each kind of care. */
const BOOKING_PAGE: Record<HealthCareType, PageKey> = {
  private: "bookingPrivate",
  insurance: "bookingInsurance",
  kela65: "bookingKela65",
  occupational: "bookingOccupational",
};

/**
 * "Book a new time" after a cancellation: the same kind of care's appointment list with the
 * cancelled appointment's service already chosen (decision 321), so the next free times of the
 * same service are the first thing the patient sees.
 */
export function BookAgainLink({ healthCareType, specialtyId }: { healthCareType: HealthCareType; specialtyId: string }) {
  const t = useT();
  return (
    <Link page={BOOKING_PAGE[healthCareType]} search={{ specialtyIds: specialtyId }} className="button button--primary">
      {t("appointments.cancelled.bookAgain")}
    </Link>
  );
}
