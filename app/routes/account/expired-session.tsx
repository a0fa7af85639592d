import { formatDateTime, formatRelativeTime } from "#domain/date-display";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { useLanguage } from "#app/ui/use-language";
import mfaStyles from "#app/styles/mfa.css?url";
import type { Route } from "./+types/expired-session";
import { loadExpiredSessionPage, logOut } from "./expired-session.server";
import { stylesheet } from "#app/ui/stylesheet";

// Session timed out (spec part 1 §2, §4 "Session", §8 'You were logged out because it has been
// over N units since you were authenticated.'). The button depends on how the user logs in:
// bank credentials, or (SMS login users) identification followed by an SMS code.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "mfa.expiredSession.title");

export const links: Route.LinksFunction = () => [stylesheet(mfaStyles)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadExpiredSessionPage(request, context);
}

/** The logout of every page (LogoutForm in app/ui/shell/logout-form.tsx). */
export function action({ request, context }: Route.ActionArgs) {
  return logOut(request, context);
}

// The loader ends the session and clears its cookie.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const DURATION_KEYS = {
  seconds: "mfa.duration.seconds",
  minutes: "mfa.duration.minutes",
  hours: "mfa.duration.hours",
  days: "mfa.duration.days",
} as const;

export default function ExpiredSession({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { next, timeout, authenticated, smsLogin } = loaderData;

  return (
    <section className="page-section expired-session">
      <h1>{t("mfa.expiredSession.title")}</h1>
      <p className="lead">
        {t("mfa.expiredSession.loggedOut", { duration: t(DURATION_KEYS[timeout.unit], { amount: timeout.amount }) })}
      </p>
      {authenticated ? (
        <p>
          {t("mfa.expiredSession.authenticatedAgo", {
            ago: formatRelativeTime(authenticated.ago.value, authenticated.ago.unit, lang, { words: true }),
            time: formatDateTime(new Date(authenticated.at), lang),
          })}
        </p>
      ) : null}
      {smsLogin ? <p className="expired-session__hint">{t("mfa.expiredSession.smsHint")}</p> : null}
      <p className="actions">
        <Link page="login" search={{ nextPath: next }} className="button button--primary">
          {smsLogin ? t("mfa.expiredSession.orderSmsCode") : t("mfa.expiredSession.logInAgain")}
        </Link>
        <Link page="home" className="button button--secondary">
          {t("common.backToFrontPage")}
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
