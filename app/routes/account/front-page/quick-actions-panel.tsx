import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { ShellIcon, type ShellIconName } from "#app/ui/shell/shell-icon";
import type { QuickAction, QuickActionId } from "./quick-actions";

/** The same icons as the menu's destinations. */
const ICONS: Record<QuickActionId, ShellIconName> = {
  book: "booking",
  messages: "messages",
  prescriptionRenewal: "prescriptions",
  results: "laboratory",
  invoices: "invoices",
};

/** Buttons to the person's most used destinations, each with an icon; the loader chose them by the menu's rules. */
export function QuickActionsPanel({ actions }: { actions: readonly QuickAction[] }) {
  const t = useT();
  if (actions.length === 0) return null;
  return (
    <nav className="quick-actions" aria-labelledby="front-page-quick-actions">
      <h2 id="front-page-quick-actions" className="visually-hidden">
        {t("frontPage.quick.title")}
      </h2>
      <ul className="quick-actions__list">
        {actions.map((action) => {
          return (
            <li key={action.id}>
              <Link page={action.page} className="quick-action">
                <ShellIcon name={ICONS[action.id]} large />
                <span className="quick-action__label">{t(action.label)}</span>
                {action.badge ? (
                  <span className="quick-action__badge">
                    <span aria-hidden="true">{action.badge}</span>
                    <span className="visually-hidden">{t("frontPage.quick.unread", { count: action.badge })}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
