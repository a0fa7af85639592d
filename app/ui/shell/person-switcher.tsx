import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useRootData } from "#app/root-context";
import { PRIVATE_DATA } from "#app/ui/private-data";
import { menuName } from "./menu-rules";
import { ShellIcon } from "./shell-icon";

/**
 * For a guardian or an agent acting for someone: whose matters the session handles, and a way to
 * change person at any time. Changing goes through the choose-person page and its action (the
 * registers are asked again there), then back to the page the user was on. Nothing for a user
 * handling their own matters.
 */
export function PersonSwitcher() {
  const t = useT();
  const { patient, acting } = useRootData();
  const { pathname, search } = useLocation();
  if (!patient || !acting) return null;

  return (
    <div className="person-switcher">
      <p className="person-switcher__who">
        <span className="person-switcher__label">{t("shell.actingFor")}</span>{" "}
        <Link page="myInformation" className="person-switcher__name" {...PRIVATE_DATA}>
          {menuName(patient)}
        </Link>
      </p>
      <Link
        page="actFor"
        search={{ actor: acting.actor, next: pathname + search }}
        className="button button--secondary button--small"
      >
        <ShellIcon name="change-person" />
        {t("shell.changePerson")}
      </Link>
    </div>
  );
}
