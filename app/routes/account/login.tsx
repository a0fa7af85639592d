import { useState } from "react";
import {
  BANK_ACR,
  IDENTIFICATION_PROVIDERS,
  type AcrValue,
  type LoginActor,
  authenticateUrl,
} from "#domain/identification-providers";
import { pageTitle } from "#app/i18n/meta";
import type { MessageKey } from "#app/i18n/messages";
import type { BrandId } from "#domain/session-state";
import { useT } from "#app/i18n/use-t";
import { useBrand, useLang } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { Icon } from "#app/ui/icon";
import accountStyles from "#app/styles/account.css?url";
import type { Route } from "./+types/login";
import { loadLoginPage } from "./login.server";
import { stylesheet } from "#app/ui/stylesheet";

// Login (spec part 1 §2): brand welcome, the identification providers as links to the OIDC relying
// party, the general bank-credential login and a note that the connection is secure. In the
// children's brand the user first says whose matters they handle ("My own" / "My child's").

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "login.title");

export const links: Route.LinksFunction = () => [stylesheet(accountStyles)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLoginPage(request, context);
}

type Whose = "own" | "child";

/** Each brand's welcome (spec part 1 §2); only this page shows it, so its keys live here. */
const WELCOME: Record<BrandId, { heading: MessageKey; subheading: MessageKey }> = {
  adult: { heading: "login.welcome.adult.heading", subheading: "login.welcome.adult.subheading" },
  kids: { heading: "login.welcome.kids.heading", subheading: "login.welcome.kids.subheading" },
};

export default function Login({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  const lang = useLang();
  const { nextPath, actor, error } = loaderData;
  const [whose, setWhose] = useState<Whose>(actor === "child" ? "child" : "own");
  const showWhoseChoice = brand.capabilities.guardianChoice && actor !== "mandate";
  const linkActor: LoginActor | null = actor === "mandate" ? "mandate" : showWhoseChoice && whose === "child" ? "child" : null;
  const linkTo = (acrValues: AcrValue) => authenticateUrl({ lang, next: nextPath, acrValues, actor: linkActor });

  return (
    <section className="page-section login">
      <h1>{t(WELCOME[brand.id].heading)}</h1>
      <p className="lead">{t(WELCOME[brand.id].subheading)}</p>

      {error === "failed" && (
        <div role="alert" className="account-notice account-notice--error">
          <p>{t("login.error.failed")}</p>
        </div>
      )}

      {error === "guardianLogin" && (
        <div role="alert" aria-labelledby="guardian-login-heading" className="account-notice account-notice--error">
          <h2 id="guardian-login-heading">{t("login.error.guardianLogin.title")}</h2>
          <p>{t(`login.error.guardianLogin.${brand.id}`)}</p>
        </div>
      )}

      {actor === "mandate" && (
        <div className="account-notice">
          <p>{t("login.mandate.notice")}</p>
        </div>
      )}

      {showWhoseChoice && <WhoseChoice value={whose} onChange={setWhose} />}

      <h2 id="login-providers-heading">{t("login.providers.heading")}</h2>
      <p>{t("login.providers.intro")}</p>
      <ul className="login-providers" aria-label={t("login.providers.listLabel")}>
        {IDENTIFICATION_PROVIDERS.map((provider) => (
          <li key={provider.id} className={provider.kind === "mobileCertificate" ? "login-provider--mobile" : undefined}>
            {/* A full page load: the OIDC relying party is an Express route, not a page. */}
            <a className="login-provider" href={linkTo(provider.acrValue)}>
              {t(`login.provider.${provider.id}`)}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a href={linkTo(BANK_ACR)}>{t("login.bankCredentials")}</a>
      </p>

      <p className="login-secure">
        <Icon>
          <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
        </Icon>
        <span>{t("login.secureConnection")}</span>
      </p>
    </section>
  );
}

/** "My own" / "My child's" (children's brand): native radios, so arrow keys move the choice. */
function WhoseChoice({ value, onChange }: { value: Whose; onChange: (value: Whose) => void }) {
  const t = useT();
  const options: { value: Whose; label: string }[] = [
    { value: "own", label: t("login.whose.own") },
    { value: "child", label: t("login.whose.child") },
  ];
  return (
    <fieldset className="whose-choice" aria-describedby="whose-choice-hint">
      <legend>{t("login.whose.legend")}</legend>
      <div className="whose-choice__options">
        {options.map((option) => (
          <label key={option.value} className="whose-choice__option">
            <input
              type="radio"
              name="whose"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id="whose-choice-hint" className="whose-choice__hint">
        {t("login.whose.childHint")}
      </p>
    </fieldset>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
