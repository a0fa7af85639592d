import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useRootData } from "#app/root-context";
import { PRIVATE_DATA } from "#app/ui/private-data";
import { menuName } from "./menu-rules";
import { ShellIcon } from "./shell-icon";

/**
 * For a guardian or an agent: whose matters the session handles, and a way to change person at
 * any time, also for one who chose their own matters at login (decision 176). Changing goes
 * through the choose-person page and its action (the registers are asked again there), which
 * lists the user too, then back to the page the user was on. Nothing for a user who may act for
 * nobody else.
 */
export function PersonSwitcher() {
  const t = useT();
  const { patient, acting, switchActor } = useRootData();
  const { pathname, search } = useLocation();
  if (!patient || !switchActor) return null;

  return (
    <div className="person-switcher">
      <p className="person-switcher__who">
        {acting ? (
          <>
            <span className="person-switcher__label">{t("shell.actingFor")}</span>{" "}
          </>
        ) : null}
        <Link page="myInformation" className="person-switcher__name" {...PRIVATE_DATA}>
          {menuName(patient)}
        </Link>
      </p>
      <Link
        page="actFor"
        search={{ actor: switchActor, next: pathname + search }}
        className="button button--secondary button--small"
      >
        <ShellIcon name="change-person" />
        {t("shell.changePerson")}
      </Link>
    </div>
  );
}
