import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";

/** What a page shows when it failed: not found for 404, otherwise the generic error. */
export function RootErrorView({ status }: { status: number }) {
  if (status === 404) return <NotFoundView />;
  return <ErrorView headingLevel={1} className="page-section" />;
}

export function NotFoundView() {
  const t = useT();
  return (
    <section className="page-section">
      <h1>{t("common.notFound.title")}</h1>
      <p>{t("common.notFound.body")}</p>
      <p>
        <Link page="home">{t("common.backToFrontPage")}</Link>
      </p>
    </section>
  );
}
