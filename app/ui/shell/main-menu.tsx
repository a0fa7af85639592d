import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { MAIN_MENU_PANEL_ID, useMenuState } from "./menu-state";
import { ShellIcon } from "./shell-icon";

export { LogoutButton } from "./logout-button";

/**
 * The menu's content (menu-panel.tsx) is in the server's HTML, but its code is not part of the
 * page's first load: the browser fetches it while hydrating and hydrates the panel when it arrives.
 */
const MenuPanel = lazy(() => import("./menu-panel"));

/**
 * The hamburger menu: a panel under the button on a desktop, a full-width drawer on a phone
 * (decision 250).
 */
export function MainMenu() {
  const t = useT();
  const { pathname } = useLocation();
  const { open, openFrom, close } = useMenuState();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Navigating closes the menu.
  useEffect(() => close(), [pathname, close]);

  return (
    <div className="main-menu">
      <button
        ref={buttonRef}
        type="button"
        className="main-menu__toggle"
        aria-expanded={open}
        aria-controls={MAIN_MENU_PANEL_ID}
        onClick={() => (open ? close(true) : openFrom(buttonRef.current))}
      >
        <ShellIcon name={open ? "close" : "menu"} large />
        <span className="main-menu__label">{open ? t("shell.closeMenu") : t("shell.openMenu")}</span>
      </button>
      <div id={MAIN_MENU_PANEL_ID} className="main-menu__panel" hidden={!open}>
        <Suspense fallback={null}>
          <MenuPanel open={open} close={close} />
        </Suspense>
      </div>
    </div>
  );
}
