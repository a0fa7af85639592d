import { useEffect, useRef } from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";
import { PAGES } from "#domain/routes/route-table";

// Drafts of free text (arrival reason, messages, form textareas) that survive a session's end and
// the login after it (issue 18; decision 255). Kept in this tab's sessionStorage only, per page,
// form and field: nothing reaches the server before the user sends the form. A draft is saved on
// every keystroke, put back when the page shows the field again, and removed once its form has
// been sent and answered anywhere but the login pages (which are where an expired session sends a
// post). Logging out removes every draft, so the next user of the tab finds none.

const PREFIX = "hoiva-draft:";

/** The login pages an expired session leads through: a post answered there kept nothing. */
const LOGIN_PATHS = new Set(
  (["expiredSession", "login", "mfa"] as const).flatMap((page) => Object.entries(PAGES[page].path).map(([lang, path]) => `/${lang}/${path}`)),
);

export function draftKey(pathname: string, field: HTMLTextAreaElement): string | null {
  if (!field.name || !field.form) return null;
  return `${PREFIX}${pathname}|${field.form.getAttribute("action") ?? ""}|${field.name}`;
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage turned off: drafts are an extra.
    return null;
  }
}

function draftFields(root: ParentNode): HTMLTextAreaElement[] {
  return [...root.querySelectorAll("textarea")];
}

/** Sets a field's value the way typing does, so a controlled React field takes it too. */
function typeInto(field: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

export function useSessionDrafts() {
  const location = useLocation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const sent = useRef<string[]>([]);
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  // Save while typing; note what a submit sends; forget everything on logout.
  useEffect(() => {
    const onInput = (event: Event) => {
      const field = event.target;
      if (!(field instanceof HTMLTextAreaElement)) return;
      const key = draftKey(pathname.current, field);
      if (!key) return;
      if (field.value) store()?.setItem(key, field.value);
      else store()?.removeItem(key);
    };
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if ((form.elements.namedItem("intent") as HTMLInputElement | null)?.value === "logout") {
        const storage = store();
        for (const key of Object.keys(storage ?? {})) if (key.startsWith(PREFIX)) storage?.removeItem(key);
        return;
      }
      sent.current = draftFields(form).flatMap((field) => draftKey(pathname.current, field) ?? []);
    };
    document.addEventListener("input", onInput);
    document.addEventListener("submit", onSubmit);
    return () => {
      document.removeEventListener("input", onInput);
      document.removeEventListener("submit", onSubmit);
    };
  }, []);

  // A sent form's drafts go once the answer is in, unless the answer was a login page.
  useEffect(() => {
    if (busy || sent.current.length === 0) return;
    if (!LOGIN_PATHS.has(location.pathname)) for (const key of sent.current) store()?.removeItem(key);
    sent.current = [];
  }, [busy, location.pathname]);

  // Put drafts back into the page's fields (after a login, or coming back to the page).
  useEffect(() => {
    for (const field of draftFields(document)) {
      const key = draftKey(location.pathname, field);
      const draft = key ? store()?.getItem(key) : null;
      if (draft && draft !== field.value) typeInto(field, draft);
    }
  }, [location.key, location.pathname]);
}
