import type { ReactNode } from "react";
import type { PageKey } from "#domain/routes/route-table";
import { useT } from "#app/i18n/use-t";
import { EmptyState, type EmptyStateKind } from "#app/ui/empty-state";
import { Link } from "#app/ui/link";

export interface FrontPageSectionProps {
  /** Stable id, used for the heading's id ("front-page-appointments"). */
  id: string;
  title: string;
  /** The list page its "All" link leads to. */
  allPage: PageKey;
  /** What the section shows when it has no items; sections always shown with items omit it. */
  emptyKind?: EmptyStateKind;
  isEmpty: boolean;
  /** Buttons shown under the heading, e.g. "New conversation". */
  actions?: ReactNode;
  /** The list items (li elements). */
  children?: ReactNode;
}

/**
 * One section of the front page (spec part 1 §2): heading, an "All" link to the full list, and
 * the newest items or the section's empty text. The link reads "All"; its accessible name adds
 * the section ("All – Appointments"), so seven "All" links stay distinguishable in a links list.
 */
export function FrontPageSection({ id, title, allPage, emptyKind, isEmpty, actions, children }: FrontPageSectionProps) {
  const t = useT();
  const headingId = `front-page-${id}`;
  return (
    <section className={`front-section front-section--${id}`} aria-labelledby={headingId}>
      <div className="front-section__header">
        <h2 id={headingId}>{title}</h2>
        <Link page={allPage} className="front-section__all" aria-label={t("frontPage.allLabel", { section: title })}>
          {t("frontPage.all")}
        </Link>
      </div>
      {actions ? <div className="front-section__actions">{actions}</div> : null}
      {isEmpty ? emptyKind && <EmptyState kind={emptyKind} /> : <ul className="front-section__list">{children}</ul>}
    </section>
  );
}

/** One item of a section list: a title (usually a link), then lines of detail. */
export function FrontPageItem({ title, children, highlighted = false }: { title: ReactNode; children?: ReactNode; highlighted?: boolean }) {
  return (
    <li className={highlighted ? "front-item front-item--highlighted" : "front-item"}>
      <p className="front-item__title">{title}</p>
      {children}
    </li>
  );
}
