import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/referral";
import { LocatorLink, ReferralList } from "./referral-list";
import { loadReferralPage } from "./referral.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Laboratory and imaging referral pages (spec part 2 §2, §3 "Referral"): the referral with title,
// dates and validity, the description (Finnish UI only), practitioner and patient instructions,
// and the brand's locator for the nearest laboratory or imaging location (decision 193).

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.type === "imaging" ? "results.referral.imagingTitle" : "results.referral.laboratoryTitle");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadReferralPage(request, context, params.referralId);
}

export default function ReferralPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { type, referral, now } = loaderData;
  const back = (
    <p>
      <Link page={type === "laboratory" ? "laboratory" : "imaging"}>
        {t(type === "laboratory" ? "results.result.allResults" : "results.imaging.allResults")}
      </Link>
    </p>
  );
  if (!referral) {
    return (
      <section className="page-section">
        <h1>{t("results.referral.notFound")}</h1>
        {back}
      </section>
    );
  }
  return (
    <section className="page-section">
      <h1>{t(type === "laboratory" ? "results.referral.laboratoryTitle" : "results.referral.imagingTitle")}</h1>
      <ReferralList referrals={[referral]} linkToPage={false} now={new Date(now)} headingLevel={2} />
      <p>
        <LocatorLink type={type} />
      </p>
      {back}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
