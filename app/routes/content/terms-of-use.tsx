import { FormattedMessage } from "react-intl";
import { formatShortDate } from "#domain/date-display";
import { pageTitle } from "#app/i18n/meta";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useBrand, useLang } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { PhoneLink } from "#app/ui/phone-link";
import type { Route } from "./+types/terms-of-use";

// Terms of use, linked from the footer (spec part 1 §2). Static text in all three languages.

/** The day these terms were last changed; shown at the top of the page. */
const TERMS_LAST_UPDATED = "2025-05-01";

const SECTIONS: readonly { heading: MessageKey; paragraphs: readonly MessageKey[] }[] = [
  { heading: "content.terms.service.heading", paragraphs: ["content.terms.service.p1", "content.terms.service.p2"] },
  { heading: "content.terms.identification.heading", paragraphs: ["content.terms.identification.p1"] },
  { heading: "content.terms.acting.heading", paragraphs: ["content.terms.acting.p1", "content.terms.acting.p2"] },
  {
    heading: "content.terms.responsibilities.heading",
    paragraphs: ["content.terms.responsibilities.p1", "content.terms.responsibilities.p2"],
  },
  {
    heading: "content.terms.privacy.heading",
    paragraphs: ["content.terms.privacy.p1", "content.terms.privacy.p2", "content.terms.privacy.p3"],
  },
  { heading: "content.terms.cookies.heading", paragraphs: ["content.terms.cookies.p1", "content.terms.cookies.p2"] },
  { heading: "content.terms.availability.heading", paragraphs: ["content.terms.availability.p1"] },
  { heading: "content.terms.changes.heading", paragraphs: ["content.terms.changes.p1"] },
];

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "content.terms.title");

export default function TermsOfUse() {
  const t = useT();
  const lang = useLang();
  const brand = useBrand();
  return (
    <article className="page-section content-page">
      <h1>{t("content.terms.title")}</h1>
      <p className="content-small">
        <FormattedMessage
          id="content.terms.lastUpdated"
          values={{ date: <time dateTime={TERMS_LAST_UPDATED}>{formatShortDate(TERMS_LAST_UPDATED, lang)}</time> }}
        />
      </p>
      <p className="lead">{t("content.terms.intro", { brand: brand.name })}</p>
      {SECTIONS.map((section) => (
        <section key={section.heading}>
          <h2>{t(section.heading)}</h2>
          {section.paragraphs.map((key) => (
            <p key={key}>{t(key, { brand: brand.name })}</p>
          ))}
        </section>
      ))}
      <section className="content-contact">
        <h2>{t("content.terms.contact.heading")}</h2>
        <p>
          {t("content.terms.contact.p1")} <PhoneLink phone={brand.customerServicePhone} className="content-contact__phone" />
        </p>
        <p className="content-small">{t("content.callCharge")}</p>
      </section>
    </article>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
