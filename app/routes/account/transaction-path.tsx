import { useEffect } from "react";
import { href } from "#domain/routes/href";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { useLang } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { TOAST_DURATION_MS, useToast } from "#app/ui/toast-provider";
import accountStyles from "#app/styles/account.css?url";
import type { Route } from "./+types/transaction-path";
import { stylesheet } from "#app/ui/stylesheet";

// Guardian front page (spec part 1 §2, §8): no menu or footer (bare chrome; its language switch
// reloads to /{lang}), a welcome to the children's service and two ways in: acting on behalf of a
// person under a mandate, or the ordinary login. ?error=disallowed|unknown shows a 20 s toast.

/** Where the "acting on behalf of another person" toast link leads (Suomi.fi mandates). */
export const MANDATE_INFO_URL = "https://www.suomi.fi/valtuudet";

export type TransactionPathError = "disallowed" | "unknown";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "transactionPath.title");

export const links: Route.LinksFunction = () => [stylesheet(accountStyles)];

export function loader({ request }: Route.LoaderArgs): { error: TransactionPathError | null } {
  const error = new URL(request.url).searchParams.get("error");
  return { error: error === "disallowed" || error === "unknown" ? error : null };
}

export default function TransactionPath({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const { error } = loaderData;
  const frontPage = href("home", lang);

  useEffect(() => {
    if (!error) return;
    // One id per error, so a re-render or a second visit replaces the toast instead of stacking.
    toast.show(
      error === "disallowed"
        ? {
            id: "transaction-path-error",
            kind: "error",
            title: t("transactionPath.error.disallowed.title"),
            message: t("transactionPath.error.disallowed.message"),
            link: { href: MANDATE_INFO_URL, label: t("transactionPath.error.disallowed.link") },
            durationMs: TOAST_DURATION_MS.guardianError,
          }
        : {
            id: "transaction-path-error",
            kind: "error",
            title: t("transactionPath.error.unknown.title"),
            message: t("transactionPath.error.unknown.message"),
            durationMs: TOAST_DURATION_MS.guardianError,
          },
    );
    // Shown once per error value (`t` is a new function on every render but says the same).
  }, [error, toast]);

  return (
    <section className="page-section transaction-path">
      <h1>{t("transactionPath.title")}</h1>
      <p className="lead">{t("transactionPath.intro")}</p>
      <p className="actions">
        <Link page="login" search={{ nextPath: frontPage, actor: "mandate" }} className="button button--primary">
          {t("transactionPath.mandateLogin")}
        </Link>
        <Link page="login" search={{ nextPath: frontPage }} className="button button--secondary">
          {t("transactionPath.ownLogin")}
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
