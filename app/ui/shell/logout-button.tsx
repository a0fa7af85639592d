import { useT } from "#app/i18n/use-t";
import { LogoutForm } from "./logout-form";
import { ShellIcon } from "./shell-icon";

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
