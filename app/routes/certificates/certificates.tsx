import { formatShortDate } from "#domain/date-display";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { LANGUAGES } from "#domain/enums";
import { CERTIFICATES_LISTED_SINCE, type CertificateListItem, certificatePdfPath, sickLeaveDays } from "#domain/records";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { useLanguage } from "#app/ui/use-language";
import { ListRow, ListRows } from "#app/ui/list-row";
import type { Route } from "./+types/certificates";
import { loadCertificatesPage } from "./certificates.server";
import styles from "./certificates.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Certificates /{lang}/{todistukset|certifikat|certificates} (spec part 1 §2 "Certificates"): a
// timeline of the sick-leave certificates (medicalCertificateA, nurse) written since 1.1.2022,
// newest first, grouped by the year they were written; "No certificates". Each opens as a PDF in the
// page's language or the other two, or is saved (decision 325).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "certificates.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCertificatesPage(request, context);
}

/** Newest year first, each year's certificates in the order given (newest first). */
function byYear(certificates: CertificateListItem[]): [string, CertificateListItem[]][] {
  const years = new Map<string, CertificateListItem[]>();
  for (const certificate of certificates) {
    const year = helsinkiCalendarDate(new Date(certificate.createdAt)).slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), certificate]);
  }
  return [...years];
}

/** Open (in a new tab, as the invoice PDF) or save the certificate; the other languages' PDFs. */
function CertificateLinks({ certificate }: { certificate: CertificateListItem }) {
  const t = useT();
  const lang = useLanguage();
  const describedBy = `certificate-${certificate.id}`;
  const otherLanguagesId = `certificate-${certificate.id}-languages`;
  return (
    <>
      <p className="record-actions">
        <a className="button button--secondary" href={certificatePdfPath(certificate.id, lang)} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
          {t("certificates.open")}
        </a>
        <a href={certificatePdfPath(certificate.id, lang, true)} download aria-describedby={describedBy}>
          {t("certificates.download")}
        </a>
      </p>
      <p className="record-actions record-actions--languages">
        <span id={otherLanguagesId}>{t("certificates.otherLanguages")}</span>
        {LANGUAGES.filter((other) => other !== lang).map((other) => (
          <a key={other} href={certificatePdfPath(certificate.id, other)} hrefLang={other} lang={other} target="_blank" rel="noopener noreferrer" aria-describedby={`${describedBy} ${otherLanguagesId}`}>
            {t(`shell.language.${other}`)}
          </a>
        ))}
      </p>
    </>
  );
}

export default function CertificatesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { certificates } = loaderData;
  return (
    <section className="page-section">
      <h1>{t("certificates.title")}</h1>
      <p className="lead">{t("certificates.intro", { date: formatShortDate(CERTIFICATES_LISTED_SINCE, lang) })}</p>
      {certificates.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__text">{t("certificates.empty")}</p>
        </div>
      ) : (
        <div className="timeline" data-private="">
          {byYear(certificates).map(([year, items]) => (
            <section key={year} className="timeline__year" aria-labelledby={`certificates-${year}`}>
              <h2 id={`certificates-${year}`} className="timeline__heading">
                {year}
              </h2>
              <ListRows ordered className="record-list">
                {items.map((certificate) => {
                  const written = new Date(certificate.createdAt);
                  return (
                    <ListRow
                      key={certificate.id}
                      className="timeline__item"
                      heading="h3"
                      titleId={`certificate-${certificate.id}`}
                      title={t(`certificates.type.${certificate.type}`)}
                      detail={t("certificates.period", {
                        start: formatShortDate(certificate.startDate, lang),
                        end: formatShortDate(certificate.endDate, lang),
                        days: sickLeaveDays(certificate.startDate, certificate.endDate),
                      })}
                    >
                      <p className="list-row__detail">
                        <time dateTime={certificate.createdAt}>{t("certificates.writtenOn", { date: formatShortDate(written, lang) })}</time>
                        {certificate.practitionerName ? <> · {t("certificates.writtenBy", { name: certificate.practitionerName })}</> : null}
                      </p>
                      <CertificateLinks certificate={certificate} />
                    </ListRow>
                  );
                })}
              </ListRows>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
