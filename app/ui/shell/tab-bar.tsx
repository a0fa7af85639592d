import { useRef } from "react";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand, useCurrentPage, useRootData } from "#app/root-context";
import { MAIN_MENU_PANEL_ID, useMenuState } from "./menu-state";
import { ShellIcon } from "./shell-icon";
import { buildTabs, tabOfPage } from "./tabs";

/**
 * The phone's bottom tab bar (hidden on wider screens by the style sheet): the main destinations
 * with icon and label, the current one marked with aria-current, and "More", which opens the menu.
 */
export function TabBar() {
  const t = useT();
  const page = useCurrentPage();
  const { patient, sessionState } = useRootData();
  const brand = useBrand();
  const { open, openFrom, close } = useMenuState();
  const moreRef = useRef<HTMLButtonElement>(null);
  const current = tabOfPage(page?.key, page?.definition.module);

  return (
    <nav aria-label={t("shell.tabBar")} className="tab-bar">
      <ul className="tab-bar__list">
        {buildTabs(patient && { brand, features: sessionState.features, patient }).map((tab) => (
          <li key={tab.id}>
            <Link page={tab.page} className="tab-bar__tab" aria-current={tab.id === current ? "page" : undefined}>
              <ShellIcon name={tab.icon} large />
              <span className="tab-bar__label">{t(tab.label)}</span>
              {tab.badge ? (
                <>
                  <span className="tab-bar__badge" aria-hidden="true">
                    {tab.badge.count}
                  </span>
                  {" "}
                  <span className="visually-hidden">{t(tab.badge.label, { count: tab.badge.count })}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
        <li>
          <button
            ref={moreRef}
            type="button"
            className="tab-bar__tab"
            aria-expanded={open}
            aria-controls={MAIN_MENU_PANEL_ID}
            onClick={() => (open ? close(true) : openFrom(moreRef.current))}
          >
            <ShellIcon name="more" large />
            <span className="tab-bar__label">{t("shell.tab.more")}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
