import { useRef } from "react";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useCurrentPage } from "#app/root-context";
import { MAIN_MENU_PANEL_ID, useMenuGroups } from "./main-menu";
import { buildTabs, tabOfPage } from "./menu";
import { PageIcon, ShellIcon } from "./shell-icon";
import { useMenuState } from "./menu-state";

/**
 * The phone's bottom tab bar (hidden on wider screens by the style sheet): the main destinations
 * with icon and label, the current one marked with aria-current, and "More", which opens the menu.
 */
export function TabBar() {
  const t = useT();
  const page = useCurrentPage();
  const groups = useMenuGroups();
  const { open, openFrom, close } = useMenuState();
  const moreRef = useRef<HTMLButtonElement>(null);
  const current = tabOfPage(page?.key, page?.definition.module);

  return (
    <nav aria-label={t("shell.tabBar")} className="tab-bar">
      <ul className="tab-bar__list">
        {buildTabs(groups).map((tab) => (
          <li key={tab.id}>
            <Link page={tab.page} className="tab-bar__tab" aria-current={tab.id === current ? "page" : undefined}>
              <PageIcon page={tab.page} large />
              <span className="tab-bar__label">{t(tab.label)}</span>
              {tab.badge ? (
                <>
                  <span className="tab-bar__badge" aria-hidden="true">
                    {tab.badge}
                  </span>
                  {" "}
                  <span className="visually-hidden">{t("shell.unreadCount", { count: tab.badge })}</span>
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
