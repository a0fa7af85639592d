import { formatShortDate } from "#domain/date-display";
import type { Referral } from "#domain/health-records";
import { useT } from "#app/i18n/use-t";
import { useBrand } from "#app/root-context";
import { EmptyState } from "#app/ui/empty-state";
import { Link } from "#app/ui/link";
import { ListRow, ListRows } from "#app/ui/list-row";
import { useLanguage } from "#app/ui/use-language";
import { ValidityBadge } from "#app/ui/valid-until";

// Referrals of one type (spec part 2 §2, §3 "Referral"): title, dates, validity, the description
// in the Finnish UI only, the practitioner, the patient instructions and the brand's locator for
// the nearest laboratory or imaging location (decision 193).

const LOCATIONS_PATH = { fi: "toimipisteet", sv: "verksamhetsstallen", en: "locations" } as const;

/** The brand site's location finder, filtered to laboratories or imaging. */
export function LocatorLink({ type }: { type: Referral["type"] }) {
  const t = useT();
  const brand = useBrand();
  const lang = useLanguage();
  const url = `${brand.siteUrl}/${LOCATIONS_PATH[lang]}?service=${type}`;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      {t(type === "laboratory" ? "results.laboratory.locator" : "results.imaging.locator")} {t("results.referral.newTab")}
    </a>
  );
}

/** `now`: the server's time of the page load, so the validity hints agree with the referral's status. */
export function ReferralList({ referrals, linkToPage, now, headingLevel = 3 }: { referrals: Referral[]; linkToPage: boolean; now: Date; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT();
  const lang = useLanguage();
  if (referrals.length === 0) return <EmptyState kind="referrals" />;
  return (
    <ListRows className="record-list" data-private="">
      {referrals.map((referral) => (
        <ListRow
          key={referral.id}
          heading={Heading}
          linked={linkToPage}
          title={
            linkToPage ? (
              <Link page={referral.type === "laboratory" ? "laboratoryReferral" : "imagingReferral"} params={{ referralId: referral.id }}>
                {referral.title}
              </Link>
            ) : (
              referral.title
            )
          }
          badge={<ValidityBadge date={referral.validUntil} now={now} />}
          detail={
            <>
              {t("results.referral.created")} <time dateTime={referral.creationDate}>{formatShortDate(referral.creationDate, lang)}</time>
            </>
          }
        >
          {referral.practitioner ? (
            <p className="list-row__detail">
              {t("results.referral.practitioner")}: {referral.practitioner.name}
              {referral.practitioner.title ? `, ${referral.practitioner.title}` : ""}
            </p>
          ) : null}
          {referral.description && lang === "fi" ? <p lang="fi">{referral.description}</p> : null}
          {!linkToPage && referral.patientInstructionsUrl ? (
            <p>
              <a href={referral.patientInstructionsUrl} target="_blank" rel="noreferrer">
                {t("results.referral.instructions")} {t("results.referral.newTab")}
              </a>
            </p>
          ) : null}
        </ListRow>
      ))}
    </ListRows>
  );
}
