import type { FrontPageState } from "#server/modules/account/front-page-service";
import { useT } from "#app/i18n/use-t";

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
        <p className="lead" data-private="">
          {t("frontPage.actingFor", { firstName: actingFor.firstName })}
        </p>
      )}
    </div>
  );
}
