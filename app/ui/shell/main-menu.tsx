import { useEffect, useId, useRef, useState } from "react";
import { LogoutForm } from "./logout-form";
import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand, useLang, useRootData } from "#app/root-context";
import { buildMenu, type MenuGroup } from "./menu";
import { PRIVATE_DATA } from "#app/ui/private-data";

/** The hamburger menu: the logged-in menu of the spec, or a short menu for visitors. */
export function MainMenu() {
  const t = useT();
  const { patient, sessionState } = useRootData();
  const brand = useBrand();
  const lang = useLang();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Navigating closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const groups: MenuGroup[] = patient
    ? buildMenu({ lang, brand, features: sessionState.features, patient })
    : [
        {
          id: "main",
          items: [
            { kind: "page", id: "home", page: "home", label: "menu.home" },
            { kind: "page", id: "bookingLanding", page: "bookingLanding", label: "menu.bookAppointment" },
            { kind: "page", id: "invoiceLanding", page: "invoiceLanding", label: "menu.payInvoice" },
          ],
        },
      ];

  return (
    <div className="main-menu">
      <button
        ref={buttonRef}
        type="button"
        className="main-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="main-menu__icon" aria-hidden="true" />
        {open ? t("shell.closeMenu") : t("shell.openMenu")}
      </button>
      <div ref={panelRef} id={panelId} className="main-menu__panel" hidden={!open}>
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
                        <Link page={item.page} {...PRIVATE_DATA}>
                          {item.name}
                        </Link>
                      ) : (
                        <Link page={item.page}>
                          {t(item.label)}
                          {item.badge ? " " : null}
                          {item.badge ? (
                            <span className="badge">{t("shell.unreadCount", { count: item.badge })}</span>
                          ) : null}
                        </Link>
                      )}
                    </li>
                  ),
                )}
              </ul>
            </section>
          ))}
        </nav>
      </div>
    </div>
  );
}

/** Asks the browser for confirmation, then logs out (a form post) and goes to the front page. */
export function LogoutButton() {
  const t = useT();
  return (
    <LogoutForm confirm={t("shell.logOutConfirm")}>
      <button type="submit" className="link-button">
        {t("shell.logOut")}
      </button>
    </LogoutForm>
  );
}
