import { useIntl } from "react-intl";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand } from "#app/root-context";

export function Footer() {
  const t = useT();
  const intl = useIntl();
  const brand = useBrand();
  const mergerDate = intl.formatDate(brand.mergerDate, { day: "numeric", month: "numeric", year: "numeric", timeZone: "Europe/Helsinki" });

  return (
    <footer className="site-footer" aria-label={t("shell.footer")}>
      <div className="site-footer__inner">
        <section className="site-footer__service">
          <h2>{t("shell.customerService")}</h2>
          <p>
            <a href={`tel:${brand.customerServicePhone.replace(/\s/g, "")}`} className="site-footer__phone">
              {brand.customerServicePhone}
            </a>
          </p>
          <p className="site-footer__small">{t("shell.callCharge")}</p>
        </section>
        <section className="site-footer__apps">
          <h2>{t("shell.appHeading", { brand: brand.name })}</h2>
          <ul>
            <li>
              <a href={brand.appLinks.appStore}>{t("shell.appStore")}</a>
            </li>
            <li>
              <a href={brand.appLinks.googlePlay}>{t("shell.googlePlay")}</a>
            </li>
          </ul>
        </section>
        <section className="site-footer__links">
          <p>
            <Link page="termsOfUse">{t("shell.termsOfUse")}</Link>
          </p>
          <p className="site-footer__small">{t("shell.mergerNotice", { date: mergerDate })}</p>
        </section>
      </div>
    </footer>
  );
}
