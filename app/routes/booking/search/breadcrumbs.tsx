import type { PageKey } from "#domain/routes/route-table";
import { Link } from "#app/ui/link";
import { useT } from "#app/i18n/use-t";

export interface Crumb {
  page: PageKey;
  label: string;
}

/** Breadcrumbs after the WAI-ARIA pattern: a labelled nav, an ordered list, the current page marked. */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t("bookingSearch.breadcrumbs.label")} className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.page}>
            <Link page={crumb.page}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
