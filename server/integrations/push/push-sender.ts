import webpush from "web-push";
import { isLoopbackHost } from "#server/config/config";

// Web push to browsers (decision 372): the Web Push protocol (RFC 8030) with the payload encrypted
// for the browser (RFC 8291, aes128gcm) and the request signed with our VAPID key (RFC 8292), by
// the `web-push` package. There is no separate "default" imitation: the protocol is the same for
// every push service, and the test suite's own push service (tests/push/test-push-service.ts)
// receives and decrypts exactly what a browser vendor's would.

/** The browser's subscription as stored: the push service's address and the browser's keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps an undelivered notification. */
  ttlSeconds: number;
  urgency: "normal" | "high";
  /** A newer notification with the same topic replaces an undelivered one. */
  topic?: string;
}

export type PushOutcome =
  | { kind: "sent" }
  /** The subscription is no more (404, 410) or its address is none we send to: delete it. */
  | { kind: "gone" }
  /** Worth trying again later (the push service's 429, 5xx, a network failure). */
  | { kind: "failed"; status: number | null };

export interface PushSender {
  /** The application server key browsers subscribe with (base64url). */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

/**
 * The push services browsers use today (Chrome and Edge's FCM, Firefox's autopush, Safari's and
 * Windows'); a subscription elsewhere is refused, so the server never posts to an address a
 * client chose freely. Loopback addresses (the test suite's push service) only with the
 * development tools.
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^web\.push\.apple\.com$/, /^[a-z0-9-]+\.notify\.windows\.com$/];

export function isPushEndpointAllowed(endpoint: string, { loopbackEndpoints }: { loopbackEndpoints: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (loopbackEndpoints && isLoopbackHost(host) && (url.protocol === "http:" || url.protocol === "https:")) return true;
  return url.protocol === "https:" && !url.port && PUSH_SERVICE_HOSTS.some((pattern) => pattern.test(host));
}

export interface WebPushSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  loopbackEndpoints: boolean;
}

export function createWebPushSender(settings: WebPushSettings): PushSender {
  const vapidDetails = { subject: settings.subject, publicKey: settings.publicKey, privateKey: settings.privateKey };
  return {
    publicKey: settings.publicKey,
    async send(target, payload, { ttlSeconds, urgency, topic }) {
      if (!isPushEndpointAllowed(target.endpoint, settings)) return { kind: "gone" };
      // web-push encrypts and signs; the request itself goes out with fetch, which speaks http to
      // the test suite's push service on this machine as well as https to the real ones.
      const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails,
        TTL: ttlSeconds,
        urgency,
        topic,
        contentEncoding: "aes128gcm",
      });
      let status: number;
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: new Uint8Array(request.body),
          redirect: "error",
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        status = response.status;
      } catch {
        return { kind: "failed", status: null };
      }
      if (status >= 200 && status < 300) return { kind: "sent" };
      if (status === 404 || status === 410) return { kind: "gone" };
      // 400/403/413: our request is wrong for this subscription (a key it no longer knows, say);
      // trying again will not help.
      if (status >= 400 && status < 500 && status !== 429) return { kind: "gone" };
      return { kind: "failed", status };
    },
  };
}
