// Drafts of free text (arrival reason, messages, form textareas) that survive a session's end and
// the login after it (issue 18; decision 255). Kept in this tab's sessionStorage only, per page,
// form and field: nothing reaches the server before the user sends the form. A draft is saved on
// every keystroke, put back when the page shows the field again, and removed once its form has
// been sent and answered anywhere but the login pages (which are where an expired session sends a
// post). Logging out removes every draft, so the next user of the tab finds none. Loaded after the
// page has hydrated (use-session-drafts.ts), so no page's first load carries it.

const PREFIX = "hoiva-draft:";

/** The login pages an expired session leads through (route ids "{page}.{lang}"): a post answered there kept nothing. */
const LOGIN_ROUTE = /^(expiredSession|login|mfa)\./;

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

/** What the drafts need of the app's data router (React Router's own, `window.__reactRouterDataRouter`). */
export interface DraftsRouter {
  state: RouterSnapshot;
  subscribe(listener: (state: RouterSnapshot) => void): () => void;
}

interface RouterSnapshot {
  location: { pathname: string; key: string };
  matches: { route: { id: string } }[];
  navigation: { state: string };
  fetchers: Map<string, { state: string }>;
}

/**
 * Starts keeping drafts: saves while typing, notes what a submit sends, forgets all on logout, and
 * follows the router to put drafts back on each page and drop a sent form's drafts once answered.
 * Returns the stop function.
 */
export function startSessionDrafts(router: DraftsRouter): () => void {
  let pathname = router.state.location.pathname;
  let locationKey = "";
  let sent: string[] = [];
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLTextAreaElement)) return;
    const key = draftKey(pathname, field);
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
    sent = draftFields(form).flatMap((field) => draftKey(pathname, field) ?? []);
  };
  const restore = () => {
    for (const field of draftFields(document)) {
      const key = draftKey(pathname, field);
      const draft = key ? store()?.getItem(key) : null;
      if (draft && draft !== field.value) typeInto(field, draft);
    }
  };
  const follow = (state: RouterSnapshot) => {
    pathname = state.location.pathname;
    const busy = state.navigation.state !== "idle" || [...state.fetchers.values()].some((fetcher) => fetcher.state !== "idle");
    // A sent form's drafts go once the answer is in, unless the answer was a login page.
    if (!busy && sent.length > 0) {
      if (!state.matches.some((match) => LOGIN_ROUTE.test(match.route.id))) for (const key of sent) store()?.removeItem(key);
      sent = [];
    }
    // A page shown anew gets its drafts back once it has rendered.
    if (!busy && state.location.key !== locationKey) {
      locationKey = state.location.key;
      setTimeout(restore);
    }
  };
  document.addEventListener("input", onInput);
  document.addEventListener("submit", onSubmit);
  const unsubscribe = router.subscribe(follow);
  follow(router.state);
  return () => {
    unsubscribe();
    document.removeEventListener("input", onInput);
    document.removeEventListener("submit", onSubmit);
  };
}
