import { useCallback } from "react";
import { professionalHref } from "#domain/routes/professional-route-table";
import type { Language } from "#domain/enums";
import { INBOX_SORTS } from "#domain/professional-inbox-list";
import { useT } from "#app/i18n/use-t";
import { useWorkspaceLang } from "./use-workspace-lang";
import { langOfPath } from "#domain/routes/route-table";
import type { Route } from "./+types/inbox";
import { type InboxPageData, loadInboxPage } from "./inbox.server";
import { ConversationList, listSearchOf, ShortcutsHint, useConversationShortcuts } from "./conversation-list";
import { workspaceTitle } from "./meta";
import { WorkspaceErrorBoundary } from "./workspace-error";

// The care team's inbox (issue 15, issue 32, decision 380): the viewer's categories with counts,
// a search (a GET form: name, whole identity code or subject, in all categories) and the order
// (latest activity or longest waiting first), and a page of the chosen list. Each conversation
// shows its subject, patient, the start of the newest message, who waits (the customer for the
// care team, or the care team for the customer) and for how long, its handler and unread state in
// words. A conversation outside the viewer's care relationships shows neither subject nor
// preview, and links to the reason to open it (decision 330). Alt+ArrowDown/Up move between the
// conversations. Plain links and forms: works without JavaScript.

export const meta: Route.MetaFunction = ({ matches }) => workspaceTitle(matches, "workspace.inboxHeading");

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInboxPage(request, context, langOfPath(new URL(request.url).pathname));
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxView data={loaderData} lang={useWorkspaceLang()} />;
}

/** The conversation links of the list, in order. */
function conversationLinks(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>(".workspace-inbox__list .inbox-item__link")];
}

export function InboxView({ data, lang }: { data: InboxPageData; lang: Language }) {
  const t = useT();
  const countLabel = (count: number) => (count >= data.countCap ? `${data.countCap - 1}+` : String(count));
  // On the list itself the keys move the focus from conversation to conversation; Enter opens it.
  const move = useCallback((step: 1 | -1) => {
    const links = conversationLinks();
    const at = links.findIndex((link) => link === document.activeElement);
    const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, at + step));
    links[next]?.focus();
  }, []);
  useConversationShortcuts(move);
  return (
    <section className="workspace-inbox">
      <div className="workspace-inbox__head">
        <h1>{t("workspace.inboxHeading")}</h1>
        {data.mayStartThreads ? (
          <a className="button button--primary" href={professionalHref("newThread", lang)}>
            {t("workspace.newThread.link")}
          </a>
        ) : null}
      </div>
      <InboxSearch data={data} lang={lang} />
      <nav aria-label={t("workspace.categoriesLabel")} className="workspace-categories">
        <ul>
          {data.categories.map((category) => (
            <li key={category}>
              <a
                href={professionalHref("inbox", lang, {}, listSearchOf({ category, q: "", sort: data.query.sort }))}
                aria-current={category === data.category && !data.searching ? "page" : undefined}
              >
                {t(`workspace.categories.${category}`)} <span className="badge">{countLabel(data.counts[category] ?? 0)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.searching ? (
        <div className="workspace-inbox__results">
          <h2>{t("workspace.inbox.searchResults", { q: data.query.q })}</h2>
          <a href={professionalHref("inbox", lang, {}, listSearchOf({ ...data.query, q: "" }))}>{t("workspace.inbox.clearSearch")}</a>
        </div>
      ) : (
        <h2 className="visually-hidden">{t(`workspace.categories.${data.category}`)}</h2>
      )}
      <ConversationList data={data} lang={lang} />
      <p className="workspace-inbox__paging">
        {data.nextCursor ? <a href={professionalHref("inbox", lang, {}, listSearchOf(data.query, data.nextCursor))}>{t("workspace.nextPage")}</a> : null}
        <a href={professionalHref("inbox", lang, {}, listSearchOf(data.query))}>{t("workspace.firstPage")}</a>
      </p>
      <ShortcutsHint />
    </section>
  );
}

/** The search and the order: a GET form to this page, kept in the address (and in every link of the list). */
export function InboxSearch({ data, lang }: { data: InboxPageData; lang: Language }) {
  const t = useT();
  return (
    <form method="get" action={professionalHref("inbox", lang)} role="search" aria-label={t("workspace.inbox.searchRegion")} className="ws-search">
      <input type="hidden" name="category" value={data.category} />
      <div className="form-field ws-search__query">
        <label htmlFor="inbox-q" className="form-field__label">
          {t("workspace.inbox.searchLabel")}
        </label>
        <p className="form-field__hint" id="inbox-q-hint">
          {t("workspace.inbox.searchHint")}
        </p>
        <input
          id="inbox-q"
          name="q"
          type="search"
          defaultValue={data.query.q}
          maxLength={data.searchMaxLength}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="inbox-q-hint"
          className="form-field__input"
          data-private=""
        />
      </div>
      <div className="form-field ws-search__sort">
        <label htmlFor="inbox-sort" className="form-field__label">
          {t("workspace.inbox.sortLabel")}
        </label>
        <select id="inbox-sort" name="sort" defaultValue={data.query.sort} className="form-field__input">
          {INBOX_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`workspace.inbox.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary ws-search__button">
        {t("workspace.inbox.searchButton")}
      </button>
    </form>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
