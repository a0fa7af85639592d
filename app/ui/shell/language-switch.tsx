import { useLocation } from "react-router";
import { href } from "#domain/routes/href";
import { LANGUAGES } from "#domain/enums";
import { type Lang, pathPattern, translatePath } from "#domain/routes/route-table";
import { useT } from "#app/i18n/use-t";
import { useCurrentPage, useLang } from "#app/root-context";

/** Where a page goes on after it (login, timed-out session, registration, consent): those pages too. */
const RETURN_PARAMS = ["nextPath", "next"] as const;

/**
 * The query in the target language: a return path goes on to the same page in that language, so
 * whoever switches language before logging in continues in it.
 */
function searchIn(search: string, lang: Lang): string {
  const query = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) {
    const value = query.get(name);
    if (value?.startsWith("/")) query.set(name, translatePath(value, lang));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

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
              ? href(page.key, target, definedParams(page.params)) + searchIn(search, target)
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
