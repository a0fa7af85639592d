import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Outlet } from "react-router";
import { PROFESSIONAL_SESSION_EXTEND_PATH, professionalHref } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { useWorkspaceLang } from "./use-workspace-lang";
import { stylesheet } from "#app/ui/stylesheet";
import type { Route } from "./+types/layout";
import type { Language } from "#domain/enums";
import { langOfPath } from "#domain/routes/route-table";
import { professionalSessionOf, viewerOf, type WorkspaceViewer } from "./workspace.server";
import workspaceStyles from "./workspace.css?url";
import { WorkspaceErrorBoundary } from "./workspace-error";

// The care team's workspace frame (issue 32): its own header (workspace name, navigation, who is
// signed in, the idle timeout, sign out) and no patient shell. Its pages read the professional
// session only; the sign-in page renders here too, without the header's signed-in part.

export const links: Route.LinksFunction = () => [stylesheet(workspaceStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ lang: Language; viewer: WorkspaceViewer | null }> {
  const session = await professionalSessionOf(request, context);
  return { lang: langOfPath(new URL(request.url).pathname), viewer: session?.status === "valid" ? viewerOf(session, context) : null };
}

export default function WorkspaceLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useWorkspaceLang();
  const { viewer } = loaderData;
  return (
    <div className="workspace">
      <a className="skip-link" href="#main">
        {t("workspace.skipToContent")}
      </a>
      <header className="workspace-bar">
        <p className="workspace-bar__brand">{viewer ? <a href={professionalHref("inbox", lang)}>{t("workspace.workspace")}</a> : t("workspace.workspace")}</p>
        {viewer ? (
          <>
            <nav aria-label={t("workspace.workspaceNav")} className="workspace-bar__nav">
              <ul>
                <li>
                  <a href={professionalHref("inbox", lang)}>{t("workspace.inboxHeading")}</a>
                </li>
                <li>
                  <a href={professionalHref("absences", lang)}>{t("workspace.absences.heading")}</a>
                </li>
              </ul>
            </nav>
            <p className="workspace-bar__who">{t("workspace.signedInAs", { name: viewer.name })}</p>
            <form method="post" action={professionalHref("signOut", lang)} className="workspace-bar__sign-out">
              <input type="hidden" name="csrfToken" value={viewer.csrfToken} />
              <button type="submit" className="button button--secondary button--small">
                {t("workspace.signOut")}
              </button>
            </form>
          </>
        ) : null}
        {/* Inside the banner landmark: the session's end belongs to the workspace's header. */}
        {viewer ? <IdleTimeout viewer={viewer} /> : null}
      </header>
      <main id="main" tabIndex={-1} className="workspace-main">
        <Outlet />
      </main>
    </div>
  );
}

/** Where the time element goes in a text formatted with it (the text itself is plain). */
const TIME_MARK = "\u0000";

function withTime(text: string, time: ReactNode): ReactNode {
  const [before = "", after = ""] = text.split(TIME_MARK);
  return (
    <>
      {before}
      {time}
      {after}
    </>
  );
}

/**
 * The idle timeout (decision 284): the time of the sign-out as text (all there is without
 * JavaScript), and the warning shown before it, whose button extends the session without a page
 * load; at the sign-out the page loads again onto the sign-in.
 */
export function IdleTimeout({ viewer }: { viewer: WorkspaceViewer }) {
  const t = useT();
  const [end, setEnd] = useState({ signedOutAt: viewer.idle.signedOutAt, time: viewer.idle.time });
  const [warning, setWarning] = useState(false);
  const deadline = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const schedule = () => {
    clearTimeout(timer.current);
    const left = deadline.current - performance.now();
    if (left <= 0) return window.location.reload();
    setWarning(left <= viewer.idle.warnMs);
    timer.current = setTimeout(schedule, left > viewer.idle.warnMs ? left - viewer.idle.warnMs : left);
  };

  useEffect(() => {
    deadline.current = performance.now() + viewer.idle.remainingMs;
    setEnd({ signedOutAt: viewer.idle.signedOutAt, time: viewer.idle.time });
    schedule();
    return () => clearTimeout(timer.current);
    // A new page of the same session starts the count again from what the server said.
  }, [viewer.idle.signedOutAt, viewer.idle.remainingMs]);

  const extend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const form = event.currentTarget;
      const response = await fetch(form.action, { method: "POST", body: new URLSearchParams({ csrfToken: viewer.csrfToken }), headers: { accept: "application/json" } });
      if (!response.ok) return window.location.reload();
      const extended = (await response.json()) as { signedOutAt: string; time: string; remainingMs: number };
      deadline.current = performance.now() + extended.remainingMs;
      setEnd({ signedOutAt: extended.signedOutAt, time: extended.time });
      schedule();
    } catch {
      window.location.reload();
    }
  };

  const time = (
    <time dateTime={end.signedOutAt}>
      {end.time}
    </time>
  );
  return (
    <>
      <p className="workspace-idle" id="idle-notice">
        {withTime(t("workspace.idle.notice", { time: TIME_MARK }), time)}
      </p>
      <div className="workspace-idle-warning notice notice--warning" id="idle-warning" role="alert" hidden={!warning}>
        <p>{withTime(t("workspace.idle.warning", { time: TIME_MARK }), time)}</p>
        <form method="post" action={PROFESSIONAL_SESSION_EXTEND_PATH} onSubmit={extend}>
          <input type="hidden" name="csrfToken" value={viewer.csrfToken} />
          <button type="submit" className="button button--primary button--small">
            {t("workspace.idle.staySignedIn")}
          </button>
        </form>
      </div>
    </>
  );
}

/**
 * The workspace's frame itself failed (its session could not be read), or the workspace refused a
 * post (403): the answer alone, without the header.
 */
export function ErrorBoundary() {
  return (
    <main id="main" className="workspace-main">
      <WorkspaceErrorBoundary />
    </main>
  );
}
