import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand } from "#app/root-context";
import type { Route } from "./+types/coming-soon";
import { guardComingSoonPage } from "./coming-soon.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return guardComingSoonPage(request, context);
}

// Every page of the route table exists from the start; the ones not built yet say so plainly.
export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "common.comingSoon.title");

export default function ComingSoon() {
  const t = useT();
  const brand = useBrand();
  return (
    <section className="page-section">
      <h1>{t("common.comingSoon.title")}</h1>
      <p>{t("common.comingSoon.body", { phone: brand.customerServicePhone })}</p>
      <p>
        <Link page="home">{t("common.backToFrontPage")}</Link>
      </p>
    </section>
  );
}
