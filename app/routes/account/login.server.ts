import { redirect, type AppLoadContext } from "react-router";
import { isLoginActor, type LoginActor } from "#domain/identification-providers";
import { safeRelativePath } from "#domain/safe-path";
import { BRANDS } from "#app/brands";
import { href } from "#domain/routes/href";
import { type Lang, langOfPath, pageOfPath } from "#domain/routes/route-table";

// Login page (spec part 1 §2 "Login"): /{lang}/{kirjaudu|loggain|login}?nextPath=...
// Optional query: actor=child (children's brand: preselects "My child's"), actor=mandate (from the
// guardian front page), error=failed (the identification did not succeed), error=guardianLogin (a
// child under 12 identified themselves: a guardian logs in for them, decision 278).

export interface LoginPageData {
  /** Where the login leads: the given same-site path, else the front page. */
  nextPath: string;
  actor: LoginActor | null;
  error: LoginPageError | null;
}

const LOGIN_PAGE_ERRORS = ["failed", "guardianLogin"] as const;
export type LoginPageError = (typeof LOGIN_PAGE_ERRORS)[number];

/** Pages a login must not return to (they would only lead back here). */
const NO_RETURN_PAGES = new Set(["login", "transactionPath", "actFor"]);

/** A return path from the query: a same-site relative path, otherwise the language's front page. */
export function safeNextPath(value: string | null, lang: Lang): string {
  const path = safeRelativePath(value);
  const page = path ? pageOfPath(new URL(path, "http://x").pathname) : null;
  if (!path || (page && NO_RETURN_PAGES.has(page.key))) return href("home", lang);
  return path;
}

export function loadLoginPage(request: Request, context: AppLoadContext): LoginPageData {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const nextPath = safeNextPath(url.searchParams.get("nextPath"), lang);
  const requested = url.searchParams.get("actor");
  // Logging in for a child is the children's brand's own choice; a mandate login exists in both.
  const actor =
    isLoginActor(requested) && (requested === "mandate" || BRANDS[context.brand].capabilities.guardianChoice)
      ? requested
      : null;

  // Already identified: no second login, unless asked to log in again before the session ends (the
  // session warning's "Log in again", decision 255; the new login replaces the session). Acting for
  // someone else still needs the choice of person.
  if (context.session?.status === "valid" && url.searchParams.get("again") !== "1") {
    throw redirect(actor ? href("actFor", lang, {}, { actor, next: nextPath }) : nextPath);
  }
  const error = url.searchParams.get("error");
  return { nextPath, actor, error: LOGIN_PAGE_ERRORS.find((known) => known === error) ?? null };
}
