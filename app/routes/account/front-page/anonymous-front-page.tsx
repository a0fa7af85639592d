import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useBrand } from "#app/root-context";

/** The front page of a visitor without a session: the way in. */
export function AnonymousFrontPage() {
  const t = useT();
  const brand = useBrand();
  return (
    <section className="page-section hero">
      <h1>{t("home.anonymous.heading", { brand: brand.name, multiword: brand.name.includes(" ") ? "yes" : "no" })}</h1>
      <p className="lead">{t("home.anonymous.intro")}</p>
      <p className="actions">
        <Link page="bookingLanding" className="button button--primary">
          {t("home.anonymous.book")}
        </Link>
        <Link page="login" search={{ nextPath: "/" }} className="button button--secondary">
          {t("home.anonymous.logIn")}
        </Link>
      </p>
    </section>
  );
}
