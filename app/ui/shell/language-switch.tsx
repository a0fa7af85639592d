import { useLocation } from "react-router";
import { href } from "#domain/routes/href";
import { LANGUAGES } from "#domain/enums";
import { pathPattern } from "#domain/routes/route-table";
import { useT } from "#app/i18n/use-t";
import { useCurrentPage, useLang } from "#app/root-context";

/** Links to the current page in the other languages, keeping its parameters and query. */
export function LanguageSwitch({ reloadToFrontPage = false }: { reloadToFrontPage?: boolean }) {
  const t = useT();
  const lang = useLang();
  const page = useCurrentPage();
  const { search } = useLocation();

  return (
    <nav aria-label={t("shell.languageSwitch")} className="language-switch">
      <ul>
        {LANGUAGES.map((target) => {
          const to =
            page && !reloadToFrontPage
              ? href(page.key, target, definedParams(page.params)) + search
              : pathPattern("home", target);
          return (
            <li key={target}>
              {/* A plain anchor: a new language reloads the page with that language's texts. */}
              <a href={to} lang={target} hrefLang={target} aria-current={target === lang ? "true" : undefined}>
                {t(`shell.language.${target}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function definedParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
