import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand, useRootData } from "#app/root-context";
import { LanguageSwitch } from "./language-switch";
import { LogoutButton, MainMenu } from "./main-menu";
import { menuName } from "./menu";
import { PRIVATE_DATA } from "#app/ui/private-data";

export function Header({ showMenu = true }: { showMenu?: boolean }) {
  const t = useT();
  const brand = useBrand();
  const { patient } = useRootData();
  const { pathname, search } = useLocation();

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link page="home" className="logo" aria-label={t("shell.homeLink", { brand: brand.name })}>
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__text">{brand.name}</span>
        </Link>
        <LanguageSwitch />
        {showMenu && <MainMenu />}
        {patient ? (
          <nav aria-label={t("shell.userMenu")} className="user-menu">
            <ul>
              <li>
                <Link page="myInformation" {...PRIVATE_DATA}>
                  {menuName(patient)}
                </Link>
              </li>
              <li>
                <LogoutButton />
              </li>
            </ul>
          </nav>
        ) : (
          <Link page="login" search={{ nextPath: pathname + search }} className="button button--primary">
            {t("shell.logIn")}
          </Link>
        )}
      </div>
    </header>
  );
}
