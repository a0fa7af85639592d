import type { FrontPageState } from "#server/modules/account/front-page-service";
import { useT } from "#app/i18n/use-t";
import { ShellIcon } from "#app/ui/shell/shell-icon";

/**
 * "Hello Mikko", and when the user acts for someone else (a guardian for a child, an agent by
 * mandate) whose matters the page shows. Names are personal data: hidden from session recording.
 */
export function Greeting({ customer, actingFor }: Pick<FrontPageState, "customer" | "actingFor">) {
  const t = useT();
  return (
    <div className="front-page__greeting">
      <h1 data-private="">{t("frontPage.greeting", { firstName: customer.firstName })}</h1>
      {actingFor && (
        <p className="front-page__acting-for" data-private="">
          <ShellIcon name="change-person" large />
          <span>{t("frontPage.actingFor", { firstName: actingFor.firstName })}</span>
        </p>
      )}
    </div>
  );
}
