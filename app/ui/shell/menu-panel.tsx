import { useEffect, useRef } from "react";
import type { PageKey } from "#domain/routes/route-table";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand, useLang, useRootData } from "#app/root-context";
import { PRIVATE_DATA } from "#app/ui/private-data";
import { LanguageSwitch } from "./language-switch";
import { LogoutButton } from "./logout-button";
import { buildMenu, type MenuGroup } from "./menu";
import { MAIN_MENU_PANEL_ID } from "./menu-state";
import { ShellIcon, type ShellIconName } from "./shell-icon";

// The menu's content, rendered by the server but loaded by the browser after the page's first
// scripts (it is never shown before hydration: the menu button needs JavaScript): the logged-in
// menu of the spec or a short one for visitors, with an icon per item, and the language switch
// for the phone's drawer. While the menu is open, Tab stays in the menu button and the menu,
// Escape closes it and returns focus to the button that opened it, and a press outside closes it.
// On a phone, where the drawer covers the page, the rest of the page is inert while it is open
// (decision 175): screen readers and the keyboard reach only the drawer and its button.

/** Where the menu is a drawer over the page (app.css). */
const DRAWER_MEDIA = "(max-width: 800px)";

/**
 * Makes every element of the page outside `keep` inert: the siblings of `keep` and of each of its
 * ancestors up to the body. Returns the undo, which leaves alone what was inert before.
 */
function makeRestInert(keep: Element): () => void {
  const made: Element[] = [];
  for (let node = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute("inert") || sibling.tagName === "SCRIPT") continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
  }
  return () => made.forEach((element) => element.removeAttribute("inert"));
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

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

const PAGE_ICONS: Partial<Record<PageKey, ShellIconName>> = {
  home: "home",
  appointments: "appointments",
  bookingLanding: "booking",
  bookingOccupational: "booking",
  messages: "messages",
  occupationalTeam: "team",
  sicknessFund: "sickness-fund",
  certificates: "certificates",
  vaccinations: "vaccinations",
  invoices: "invoices",
  invoiceLanding: "invoices",
  visits: "visits",
  prescriptions: "prescriptions",
  laboratory: "laboratory",
  imaging: "imaging",
  questionnaires: "questionnaires",
  childrensChatNotice: "chat",
  help: "help",
  myInformation: "user",
};

function PageIcon({ page }: { page: PageKey }) {
  const name = PAGE_ICONS[page];
  return name ? <ShellIcon name={name} /> : null;
}

export default function MenuPanel({ open, close }: { open: boolean; close: (returnFocus?: boolean) => void }) {
  const t = useT();
  const { patient, sessionState } = useRootData();
  const brand = useBrand();
  const lang = useLang();
  const navRef = useRef<HTMLElement>(null);
  const groups = patient ? buildMenu({ lang, brand, features: sessionState.features, patient }) : VISITOR_MENU;

  useEffect(() => {
    if (!open) return;
    const panel = document.getElementById(MAIN_MENU_PANEL_ID);
    const toggle = document.querySelector<HTMLElement>(".main-menu__toggle");
    const drawer = window.matchMedia?.(DRAWER_MEDIA).matches ?? false; // jsdom has no matchMedia
    const undoInert = drawer && panel?.parentElement ? makeRestInert(panel.parentElement) : null;
    navRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // The opener ("More" in the tab bar) takes focus only once the page is no longer inert.
        undoInert?.();
        close(true);
      }
      if (event.key !== "Tab" || !panel || !toggle) return;
      // Tab from the last item goes to the menu button, Shift+Tab from the button to the last item.
      const laidOut = document.documentElement.getClientRects().length > 0; // jsdom lays nothing out
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => !laidOut || item.getClientRects().length > 0);
      const cycle = [toggle, ...items];
      const index = cycle.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? cycle.length - 1 : index - 1) : (index + 1) % cycle.length;
      event.preventDefault();
      cycle[next]?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element;
      if (panel?.contains(target) || target.closest?.(`[aria-controls="${MAIN_MENU_PANEL_ID}"]`)) return;
      close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      undoInert?.();
    };
  }, [open, close]);

  return (
    <>
      <nav ref={navRef} aria-label={t("shell.mainMenu")}>
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
                        {item.badge ? <span className="badge">{t(item.badge.label, { count: item.badge.count })}</span> : null}
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
    </>
  );
}
