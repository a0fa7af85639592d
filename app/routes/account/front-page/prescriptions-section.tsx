import type { PrescriptionSummary } from "#server/modules/account/front-page-service";
import { useRichT, useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { CalendarDay } from "./dates";
import { FrontPageItem, FrontPageSection } from "./front-page-section";

/**
 * Latest prescriptions. When renewal is allowed (canRenewPrescriptions) a renewable one links to
 * its renewal page; a non-renewable one says so (spec part 2 §4 "Prescription selection").
 */
export function PrescriptionsSection({
  prescriptions,
  canRenewPrescriptions,
}: {
  prescriptions: PrescriptionSummary[];
  canRenewPrescriptions: boolean;
}) {
  const t = useT();
  const rich = useRichT();
  return (
    <FrontPageSection
      id="prescriptions"
      title={t("frontPage.prescriptions.title")}
      allPage="prescriptions"
      emptyKind="prescriptions"
      isEmpty={prescriptions.length === 0}
    >
      {prescriptions.map((prescription) => {
        const name = `${prescription.medicineName} ${prescription.strength}`;
        return (
          <FrontPageItem key={prescription.id} title={name}>
            <p className="front-item__meta">
              {rich("frontPage.prescriptions.issued", { date: <CalendarDay date={prescription.issuedDate} /> })}
            </p>
            {prescription.isRenewable ? (
              canRenewPrescriptions && (
                <p className="front-item__detail">
                  <Link
                    page="prescriptionRenewal"
                    params={{ ids: prescription.id }}
                    aria-label={t("frontPage.prescriptions.renewLabel", { medicine: name })}
                  >
                    {t("frontPage.prescriptions.renew")}
                  </Link>
                </p>
              )
            ) : (
              <p className="front-item__detail">{t("frontPage.prescriptions.nonRenewable")}</p>
            )}
          </FrontPageItem>
        );
      })}
    </FrontPageSection>
  );
}
