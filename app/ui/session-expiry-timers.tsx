import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { href } from "#domain/routes/href";
import { expiredSessionNextPath } from "#domain/session-state";
import { useT } from "#app/i18n/use-t";
import { useRootData } from "#app/root-context";
import { loadDocument } from "./load-document";
import { useSessionDrafts } from "./use-session-drafts";
import { useToast } from "./toast-provider";

// The browser side of session expiry (spec part 1 §4 "Session", §9): warnings 90 and 30 seconds
// before sessionExpires, each offering to log in again now, then the timed-out page with the
// current page as next path. Drafts of free text survive the round trip (session-drafts.ts).

/** Seconds before expiry at which a warning is shown (spec part 1 §9). */
export const SESSION_WARNING_SECONDS = [90, 30] as const;
export const SESSION_WARNING_TOAST_ID = "session-expiry-warning";
/** setTimeout takes at most a 32-bit delay (about 24.8 days); longer waits are chained. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export interface SessionExpiryTimersProps {
  /** How to go to the timed-out page; a full page load by default (the session state changes). */
  onExpire?: (url: string) => void;
}

/**
 * Watches the session state of the page (sessionExpires while isSessionValid) and warns before
 * the session ends. Renders nothing; SessionExpiryWatch (session-expiry-watch.tsx) mounts it.
 */
export default function SessionExpiryTimers({ onExpire = loadDocument }: SessionExpiryTimersProps) {
  const { sessionState, lang, brandId, serverNow } = useRootData();
  const { isSessionValid, sessionExpires } = sessionState;
  const toast = useToast();
  const t = useT();
  const location = useLocation();
  useSessionDrafts();

  // The timers read the latest of these without being restarted by every render.
  const latest = useRef({ t, location, onExpire });
  useEffect(() => {
    latest.current = { t, location, onExpire };
  });

  useEffect(() => {
    if (!isSessionValid || !sessionExpires) return;
    // sessionExpires is on the server's clock. A device's clock may be minutes or days off: the
    // end is moved onto the device's clock by the difference at the page's making, or a clock
    // running ahead would open the timed-out page at once, and the page again, in a loop.
    const clockOffset = Date.now() - Date.parse(serverNow);
    const expiresAt = Date.parse(sessionExpires) + (Number.isNaN(clockOffset) ? 0 : clockOffset);
    if (Number.isNaN(expiresAt)) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();

    const at = (time: number, action: () => void) => {
      const wait = () => {
        const delay = time - Date.now();
        if (delay <= 0) {
          action();
          return;
        }
        const timer = setTimeout(() => {
          timers.delete(timer);
          wait();
        }, Math.min(delay, MAX_TIMEOUT_MS));
        timers.add(timer);
      };
      wait();
    };

    const warn = () => {
      const remainingMs = expiresAt - Date.now();
      if (remainingMs <= 0) return;
      const { t: translate, location: current } = latest.current;
      toast.show({
        id: SESSION_WARNING_TOAST_ID,
        kind: "info",
        title: translate("mfa.sessionExpiry.title"),
        message: translate("mfa.sessionExpiry.message", { seconds: Math.round(remainingMs / 1000) }),
        // A new login now (it replaces the session; SMS login users enter their code too), back to
        // this page; a page load, as the session changes. Decision 255.
        link: {
          href: href("login", lang, {}, { nextPath: current.pathname + current.search, again: 1 }),
          label: translate("mfa.sessionExpiry.logInAgain"),
        },
        // Stays until the next warning replaces it or the session ends.
        durationMs: remainingMs,
      });
    };

    const expire = () => {
      const { location: current, onExpire: go } = latest.current;
      const next = expiredSessionNextPath(brandId, href("home", lang), current.pathname + current.search);
      go(href("expiredSession", lang, {}, { next }));
    };

    const now = Date.now();
    const warningTimes = SESSION_WARNING_SECONDS.map((seconds) => expiresAt - seconds * 1000);
    // Opened when a warning time has passed already (but the session is still on): warn at once.
    if (now < expiresAt && warningTimes.some((time) => time <= now)) warn();
    for (const time of warningTimes) if (time > now) at(time, warn);
    at(expiresAt, expire);

    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, [isSessionValid, sessionExpires, serverNow, lang, brandId, toast]);

  return null;
}

