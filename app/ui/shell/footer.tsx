import { formatShortDate } from "#domain/date-display";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand, useLang } from "#app/root-context";

export function Footer() {
  const t = useT();
  const lang = useLang();
  const brand = useBrand();
  // The spec's date format in every language (D.M.YYYY), not the locale's (6/1/2025 in English).
  const mergerDate = formatShortDate(brand.mergerDate, lang);

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
          <h2>{t("shell.appHeading", { brand: brand.name, multiword: brand.name.includes(" ") ? "yes" : "no" })}</h2>
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
          {/* Both are public: help tells a visitor how to log in (decision 302). */}
          <ul className="site-footer__pages">
            <li>
              <Link page="help">{t("menu.help")}</Link>
            </li>
            <li>
              <Link page="termsOfUse">{t("shell.termsOfUse")}</Link>
            </li>
          </ul>
          <p className="site-footer__small">{t("shell.mergerNotice", { date: mergerDate })}</p>
        </section>
      </div>
    </footer>
  );
}
