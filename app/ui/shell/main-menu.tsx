import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand, useLang, useRootData } from "#app/root-context";
import { PRIVATE_DATA } from "#app/ui/private-data";
import { LanguageSwitch } from "./language-switch";
import { LogoutForm } from "./logout-form";
import { buildMenu, type MenuGroup } from "./menu";
import { PageIcon, ShellIcon } from "./shell-icon";
import { useMenuState } from "./menu-state";

/** The menu panel's id: one menu per page, opened by the header's button or the tab bar's "More". */
export const MAIN_MENU_PANEL_ID = "main-menu-panel";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** The menu of the page: the logged-in menu of the spec, or a short one for visitors. */
export function useMenuGroups(): MenuGroup[] | null {
  const { patient, sessionState } = useRootData();
  const brand = useBrand();
  const lang = useLang();
  return patient ? buildMenu({ lang, brand, features: sessionState.features, patient }) : null;
}

const VISITOR_MENU: MenuGroup[] = [
  {
    id: "main",
    items: [
      { kind: "page", id: "home", page: "home", label: "menu.home" },
      { kind: "page", id: "bookingLanding", page: "bookingLanding", label: "menu.bookAppointment" },
      { kind: "page", id: "invoiceLanding", page: "invoiceLanding", label: "menu.payInvoice" },
    ],
  },
];

/**
 * The hamburger menu: a panel under the button on a desktop, a full-width drawer on a phone that
 * also holds the language switch. While open, Tab stays in the button and the panel, Escape
 * closes it and focus goes back to the button that opened it. `phoneOnly`: pages that give the
 * desktop's whole width to their content (the private list) have the menu on phones only.
 */
export function MainMenu({ phoneOnly = false }: { phoneOnly?: boolean }) {
  const t = useT();
  const location = useLocation();
  const { open, openFrom, close } = useMenuState();
  const groups = useMenuGroups() ?? VISITOR_MENU;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Navigating closes the menu.
  useEffect(() => close(), [location.pathname, close]);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    // A press outside the button and the panel closes the menu (focus stays where it was put).
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      if ((target as Element).closest?.(`[aria-controls="${MAIN_MENU_PANEL_ID}"]`)) return;
      close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close]);

  /** Tab from the last item goes to the button, Shift+Tab from the button to the last item. */
  const trapFocus = (event: ReactKeyboardEvent) => {
    if (!open || event.key !== "Tab" || !panelRef.current || !buttonRef.current) return;
    const visible = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0 || !isLaidOut());
    const cycle = [buttonRef.current, ...visible];
    const index = cycle.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (index <= 0 ? cycle.length - 1 : index - 1) : index === cycle.length - 1 ? 0 : index + 1;
    event.preventDefault();
    cycle[next]?.focus();
  };

  return (
    <div className={phoneOnly ? "main-menu main-menu--phone-only" : "main-menu"} onKeyDown={trapFocus}>
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
      <div ref={panelRef} id={MAIN_MENU_PANEL_ID} className="main-menu__panel" hidden={!open}>
        <nav aria-label={t("shell.mainMenu")}>
          {groups.map((group) => (
            <section key={group.id} className="main-menu__group">
              {group.heading && <h2 className="main-menu__heading">{t(group.heading)}</h2>}
              <ul>
                {group.items.map((item) =>
                  item.kind === "logout" ? (
                    <li key={item.id} className="main-menu__mobile-only">
                      <LogoutButton />
                    </li>
                  ) : (
                    <li key={item.id}>
                      {"name" in item ? (
                        <Link page={item.page} className="main-menu__link" {...PRIVATE_DATA}>
                          <PageIcon page={item.page} />
                          {item.name}
                        </Link>
                      ) : (
                        <Link page={item.page} className="main-menu__link">
                          <PageIcon page={item.page} />
                          {t(item.label)}
                          {item.badge ? " " : null}
                          {item.badge ? <span className="badge">{t("shell.unreadCount", { count: item.badge })}</span> : null}
                        </Link>
                      )}
                    </li>
                  ),
                )}
              </ul>
            </section>
          ))}
        </nav>
        <div className="main-menu__language">
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}

/** jsdom lays nothing out: there every focusable element counts as visible. */
function isLaidOut(): boolean {
  return document.documentElement.getClientRects().length > 0;
}

/** Asks the browser for confirmation, then logs out (a form post) and goes to the front page. */
export function LogoutButton() {
  const t = useT();
  return (
    <LogoutForm confirm={t("shell.logOutConfirm")}>
      <button type="submit" className="button button--secondary button--small">
        <ShellIcon name="log-out" />
        {t("shell.logOut")}
      </button>
    </LogoutForm>
  );
}
