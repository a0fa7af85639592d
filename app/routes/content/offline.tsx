import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useBrand } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/offline";

// The offline page (decision 371): the service worker keeps a copy of it in each language, fetched
// without cookies when the worker installs, and shows the one of the page's language when a page
// cannot be loaded. It is the same for everyone and says nothing about anyone. Its links lead
// back into the portal: the front page, and the upcoming appointments, which open offline only on a
// device where the patient turned offline reading on (My information) and while the session lasts.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "content.offline.title");

export default function Offline() {
  const t = useT();
  const brand = useBrand();
  return (
    <section className="page-section content-page offline-page">
      <h1>{t("content.offline.title")}</h1>
      <p className="lead">{t("content.offline.intro", { brand: brand.name })}</p>
      <p>
        <Link page="home">{t("content.offline.tryAgain")}</Link>
      </p>
      <h2>{t("content.offline.appointmentsHeading")}</h2>
      <p>{t("content.offline.appointmentsText")}</p>
      <p>
        <Link page="appointments">{t("content.offline.appointmentsLink")}</Link>
      </p>
      <p>
        <strong>{t("content.offline.emergency")}</strong>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
