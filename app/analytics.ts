// Analytics events (spec part 1 §7, part 2 §7) are pushed to a tag-manager style data layer. The
// portal itself loads no third-party script; a deployment may add one that reads `dataLayer`.
// Events never carry identity codes, names or free text: only event names and coarse facts.

export type AnalyticsEventName =
  | "pageView"
  | "login"
  | "authenticationSuccess"
  | "reservationStart"
  | "reservationSuccess"
  | "reservationError"
  | "reservationCancel"
  | "registerAtReception"
  | "visitTypeChoice"
  | "insurerFlow"
  | "authenticationFailure"
  /** A Kela card image was refused or failed to upload (part 1 §8). */
  | "kelaCardImageError";

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  [fact: string]: string | number | boolean | undefined;
}

interface DataLayerEntry {
  event: AnalyticsEventName;
  eventCallback?: () => void;
  eventTimeout?: number;
  [fact: string]: string | number | boolean | undefined | (() => void);
}

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Callbacks wait at most this long for the analytics tool before the page goes on (part 2 §7). */
export const ANALYTICS_CALLBACK_TIMEOUT_MS = 2000;

export function pushAnalyticsEvent(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  (window.dataLayer ??= []).push(event);
}

/**
 * Pushes an event and resolves once the analytics tool has handled it, or after the time-out,
 * whichever comes first, so a navigation that follows never hangs on analytics.
 */
export function pushAnalyticsEventAndWait(event: AnalyticsEvent, timeoutMs = ANALYTICS_CALLBACK_TIMEOUT_MS): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    (window.dataLayer ??= []).push({ ...event, eventCallback: finish, eventTimeout: timeoutMs });
    window.setTimeout(finish, timeoutMs);
  });
}

export const AUTH_SUCCESS_COOKIE = "authSuccess";

/**
 * The one-shot `authSuccess` cookie set by a successful identification: read once, cleared at
 * once, and turned into the login analytics event.
 */
export function consumeAuthSuccessCookie(): boolean {
  if (typeof document === "undefined") return false;
  const present = document.cookie.split(";").some((part) => part.trim().startsWith(`${AUTH_SUCCESS_COOKIE}=`));
  if (!present) return false;
  document.cookie = `${AUTH_SUCCESS_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  pushAnalyticsEvent({ event: "login" });
  pushAnalyticsEvent({ event: "authenticationSuccess" });
  return true;
}
