import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand, useRootData } from "#app/root-context";
import { PRIVATE_DATA } from "#app/ui/private-data";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitch } from "./language-switch";
import { LogoutButton } from "./logout-button";
import { MainMenu } from "./main-menu";
import { menuName } from "./menu-rules";
import { PersonSwitcher } from "./person-switcher";
import { ShellIcon } from "./shell-icon";

/**
 * Logo, language switch, user menu (or log in) and the menu. On a phone it is one sticky row:
 * logo, the person button (the user menu folded away) and the menu button; the language switch
 * moves into the menu drawer. `showMenu` false (wide pages): no menu, and the language switch stays
 * in the header on phones.
 */
export function Header({ showMenu = true }: { showMenu?: boolean }) {
  const t = useT();
  const brand = useBrand();
  const { patient } = useRootData();
  const { pathname, search } = useLocation();

  return (
    <header className={showMenu ? "site-header" : "site-header site-header--no-menu"}>
      <div className="site-header__inner">
        <Link page="home" className="logo" aria-label={t("shell.homeLink", { brand: brand.name })}>
          <BrandLogo brandId={brand.id} name={brand.name} className="logo__mark" />
          <span className="logo__text">{brand.name}</span>
        </Link>
        <div className="site-header__language">
          <LanguageSwitch />
        </div>
        {patient ? (
          <UserMenu />
        ) : (
          <Link page="login" search={{ nextPath: pathname + search }} className="button button--primary site-header__login">
            <ShellIcon name="log-in" />
            {t("shell.logIn")}
          </Link>
        )}
        {showMenu ? <MainMenu /> : null}
      </div>
    </header>
  );
}

/**
 * The user's name (my information), or the person switcher for a user who acts or may act for
 * someone else, and log out: inline on a desktop, behind the person button on a phone. The
 * phone's panel closes with Escape (focus back on the button) or a press outside it (focus goes
 * where the press put it).
 */
function UserMenu() {
  const t = useT();
  const { patient, acting, switchActor } = useRootData();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      document.getElementById(`${panelId}-toggle`)?.focus();
    };
    const onOutside = (event: Event) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
    };
  }, [open, panelId]);

  if (!patient) return null;
  return (
    <nav ref={navRef} aria-label={t("shell.userMenu")} className={open ? "user-menu user-menu--open" : "user-menu"}>
      <button
        id={`${panelId}-toggle`}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <ShellIcon name="account" large />
        {acting ? (
          // Whose matters, at a glance: the first name of the person acted for.
          <>
            <span className="visually-hidden">{t("shell.actingFor")}</span>{" "}
            <span className="user-menu__first" {...PRIVATE_DATA}>
              {patient.firstName.trim().split(/\s+/)[0]}
            </span>
          </>
        ) : (
          <span className="visually-hidden">{t("shell.account")}</span>
        )}
      </button>
      <div id={panelId} className="user-menu__panel">
        {switchActor ? (
          <PersonSwitcher />
        ) : (
          <Link page="myInformation" className="user-menu__name" {...PRIVATE_DATA}>
            <ShellIcon name="user" />
            {menuName(patient)}
          </Link>
        )}
        <LogoutButton />
      </div>
    </nav>
  );
}
