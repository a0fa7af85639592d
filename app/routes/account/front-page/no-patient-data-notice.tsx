import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";

/** A logged-in person without a patient record: nothing to summarise until the first booking. */
export function NoPatientDataNotice() {
  const t = useT();
  return (
    <section className="page-section" aria-labelledby="front-page-no-patient-data">
      <h2 id="front-page-no-patient-data">{t("frontPage.noPatientData.title")}</h2>
      <p>{t("frontPage.noPatientData.body")}</p>
      <p className="actions">
        <Link page="bookingLanding" className="button button--primary">
          {t("frontPage.bookAppointment")}
        </Link>
      </p>
    </section>
  );
}
