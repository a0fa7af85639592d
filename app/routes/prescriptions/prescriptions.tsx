import { formatShortDate } from "#domain/date-display";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { EmptyState } from "#app/ui/empty-state";
import { ErrorView } from "#app/ui/error-view";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/prescriptions";
import type { Prescription } from "./prescriptions.server";
import { loadPrescriptionsPage } from "./prescriptions.server";
import styles from "#app/ui/health-records.css?url";

// Prescriptions /{lang}/{reseptit|recept|prescriptions} (spec part 2 §2, §3 "Prescription", §4):
// newest issued first, each with medicine name and strength, type, issued date, package, total
// amount, treatment length, dosage and usage guides; "Non-renewable prescription" on the ones that
// cannot be renewed; "No prescriptions". Selecting prescriptions for renewal comes with the renewal
// page (decision 197).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "prescriptions.list.title");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPrescriptionsPage(request, context);
}

function PrescriptionItem({ prescription }: { prescription: Prescription }) {
  const t = useT();
  const lang = useLanguage();
  const unit = prescription.treatmentLengthUnit;
  return (
    <li className="record-list__item">
      <h2 className="record-list__title">
        {prescription.medicineName} {prescription.strength}
        {prescription.isRenewable ? null : <span className="record-status record-status--expired">{t("prescriptions.item.nonRenewable")}</span>}
      </h2>
      <p className="record-list__detail">{prescription.medicineType}</p>
      <dl className="record-facts">
        <div>
          <dt>{t("prescriptions.item.issued")}</dt>
          <dd>
            <time dateTime={prescription.issuedDate}>{formatShortDate(prescription.issuedDate, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("prescriptions.item.package")}</dt>
          <dd>
            {t("prescriptions.item.packageValue", {
              count: String(prescription.packageCount),
              size: String(prescription.packageSize),
              unit: prescription.packageUnit,
            })}
          </dd>
        </div>
        <div>
          <dt>{t("prescriptions.item.totalAmount")}</dt>
          <dd>{prescription.totalAmount}</dd>
        </div>
        {unit && prescription.treatmentLength !== null ? (
          <div>
            <dt>{t("prescriptions.item.treatmentLength")}</dt>
            <dd>{t(`prescriptions.length.${unit}`, { n: prescription.treatmentLength })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("prescriptions.item.dosage")}</dt>
          <dd>{prescription.dosageGuide}</dd>
        </div>
        <div>
          <dt>{t("prescriptions.item.usage")}</dt>
          <dd>{prescription.usageGuide}</dd>
        </div>
      </dl>
    </li>
  );
}

export default function PrescriptionsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { prescriptions } = loaderData;
  return (
    <section className="page-section">
      <h1>{t("prescriptions.list.title")}</h1>
      <p className="lead">{t("prescriptions.list.intro")}</p>
      {prescriptions.length === 0 ? (
        <EmptyState kind="prescriptions" />
      ) : (
        <ul className="record-list" data-private="">
          {prescriptions.map((prescription) => (
            <PrescriptionItem key={prescription.id} prescription={prescription} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
