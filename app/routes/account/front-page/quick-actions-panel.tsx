import { CalendarPlus, FlaskConical, type LucideIcon, MessageSquare, Pill, Receipt } from "lucide-react";
import { useBrand, useLang, useRootData } from "#app/root-context";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { buildMenu } from "#app/ui/shell/menu";
import { type QuickActionId, quickActionsOf } from "./quick-actions";

const ICONS: Record<QuickActionId, LucideIcon> = {
  book: CalendarPlus,
  messages: MessageSquare,
  prescriptionRenewal: Pill,
  results: FlaskConical,
  invoices: Receipt,
};

/** Buttons to the person's most used destinations, each with an icon; the menu decides which. */
export function QuickActionsPanel({ messagingAllowed, canRenewPrescriptions }: { messagingAllowed: boolean; canRenewPrescriptions: boolean }) {
  const t = useT();
  const lang = useLang();
  const brand = useBrand();
  const { patient, sessionState } = useRootData();
  if (!patient) return null;
  const menu = buildMenu({ lang, brand, features: sessionState.features, patient });
  const actions = quickActionsOf({ menu, messagingAllowed, canRenewPrescriptions, unreadThreadCount: patient.unreadThreadCount });
  return (
    <nav className="quick-actions" aria-labelledby="front-page-quick-actions">
      <h2 id="front-page-quick-actions" className="visually-hidden">
        {t("frontPage.quick.title")}
      </h2>
      <ul className="quick-actions__list">
        {actions.map((action) => {
          const IconOf = ICONS[action.id];
          return (
            <li key={action.id}>
              <Link page={action.page} className="quick-action">
                <IconOf className="quick-action__icon" size={24} aria-hidden="true" focusable="false" />
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
