// Hoiva's service worker (decisions 371, 372). Plain JavaScript served as it is from /sw.js; its
// settings come in the query of its address (domain/web-app.ts serviceWorkerUrl): the build's
// version, and per language the offline page and the upcoming appointments page.
//
// What it keeps, by default nothing personal:
// - the offline pages and their style sheets and icons, fetched WITHOUT cookies at install, so they
//   are the same for everyone ("hoiva-shell-<version>");
// - style sheets, fonts and the icon sprite of /assets/ (hashed names, the same for everyone) as
//   pages use them;
// - only when the patient turned on offline reading on this device (the "hoiva-personal" cache
//   exists): the latest upcoming appointments page they opened, with their session's end. The copy
//   is deleted as soon as a page says the session is no longer valid (logout, expiry), and never
//   shown after the session's end.
// Everything else goes to the network untouched: no page, data request or API answer is cached.
"use strict";

const SETTINGS = (() => {
  try {
    const parsed = JSON.parse(new URL(self.location.href).searchParams.get("settings") || "{}");
    const paths = (record) =>
      Object.fromEntries(Object.entries(record || {}).filter(([lang, path]) => /^[a-z]{2}$/.test(lang) && typeof path === "string" && path.startsWith("/") && !path.startsWith("//")));
    return { version: String(parsed.version || "0"), offline: paths(parsed.offline), appointments: paths(parsed.appointments) };
  } catch {
    return { version: "0", offline: {}, appointments: {} };
  }
})();

const SHELL_CACHE = `hoiva-shell-${SETTINGS.version}`;
const ASSET_CACHE = "hoiva-assets";
const PERSONAL_CACHE = "hoiva-personal";
/** The personal cache's note of the session's end (an ISO time), under an address no page has. */
const SESSION_END_KEY = "/__hoiva/session-end";
const APPOINTMENT_PATHS = new Set(Object.values(SETTINGS.appointments));

/** The style sheets a page links to and the icon sprites its <use> elements name (same origin, once each). */
function shellAssetsOf(html) {
  const found = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="stylesheet"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag);
    if (href && href[1].startsWith("/") && !href[1].startsWith("//")) found.add(href[1]);
  }
  for (const [, href] of html.matchAll(/<use\b[^>]*\bhref="(\/[^"/#][^"#]*)#/g)) found.add(href);
  return [...found];
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      for (const path of Object.values(SETTINGS.offline)) {
        // No cookies: the offline page is the anonymous visitor's, whoever is logged in.
        const response = await fetch(path, { credentials: "omit", cache: "no-store" });
        if (!response.ok) throw new Error(`offline page ${path} answered ${response.status}`);
        const html = await response.clone().text();
        await cache.put(path, response);
        await cache.addAll(shellAssetsOf(html).filter((href) => href.startsWith("/assets/")));
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("hoiva-shell-") && name !== SHELL_CACHE) await caches.delete(name);
      }
      // Assets of earlier builds go with them: the current shell's style sheets and icons are in its own cache.
      await caches.delete(ASSET_CACHE);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event, url));
    return;
  }
  if (url.pathname.startsWith("/assets/") && (request.destination === "style" || request.destination === "font" || url.pathname.endsWith(".svg"))) {
    event.respondWith(cacheFirst(request));
  }
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, copy);
  }
  return response;
}

/** A page: from the network; offline, the kept appointments (if any, and in time) or the offline page. */
async function navigate(event, url) {
  const personal = await caches.has(PERSONAL_CACHE);
  try {
    const response = await fetch(event.request);
    if (personal) event.waitUntil(notePage(response.clone(), url).catch(() => undefined));
    return response;
  } catch (error) {
    if (personal) {
      const kept = await keptAppointments(url);
      if (kept) return kept;
    }
    const lang = url.pathname.split("/")[1];
    const offline = await caches.match(SETTINGS.offline[lang] || SETTINGS.offline.fi || "/", { cacheName: SHELL_CACHE });
    if (offline) return offline;
    throw error;
  }
}

/**
 * With offline reading on: every page tells whether its session is valid (the spec's session state
 * in the page). Not valid: the copy is deleted. Valid: the session's end is noted, and the upcoming
 * appointments page (without a query) is kept.
 */
async function notePage(response, url) {
  if (response.status !== 200 || !(response.headers.get("Content-Type") || "").startsWith("text/html")) return;
  const html = await response.text();
  const match = /<script id="session-state" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match) return;
  const state = JSON.parse(match[1]);
  if (!state.isSessionValid || !state.sessionExpires) {
    await caches.delete(PERSONAL_CACHE);
    return;
  }
  // Turned off meanwhile (another tab): nothing is written back.
  if (!(await caches.has(PERSONAL_CACHE))) return;
  const cache = await caches.open(PERSONAL_CACHE);
  await cache.put(SESSION_END_KEY, new Response(state.sessionExpires));
  if (APPOINTMENT_PATHS.has(url.pathname) && !url.search) {
    await cache.put(url.pathname, new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }));
  }
}

// My information's "Keep upcoming appointments on this device": the page is fetched (with the
// session's cookie) and kept at once, by the same rules as a visit.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "keep-appointments" || !Object.hasOwn(SETTINGS.appointments, data.lang)) return;
  const url = new URL(SETTINGS.appointments[data.lang], self.location.origin);
  event.waitUntil(
    fetch(url.href, { credentials: "same-origin" })
      .then((response) => notePage(response, url))
      .catch(() => undefined),
  );
});

async function keptAppointments(url) {
  if (!APPOINTMENT_PATHS.has(url.pathname)) return null;
  const cache = await caches.open(PERSONAL_CACHE);
  const end = await cache.match(SESSION_END_KEY);
  const endsAt = end ? Date.parse(await end.text()) : NaN;
  if (!(endsAt > Date.now())) {
    // The session has ended: what it allowed to keep goes with it.
    await caches.delete(PERSONAL_CACHE);
    return null;
  }
  return (await cache.match(url.pathname)) || null;
}

// Web push (decision 373): the server's notification says only that something is waiting (no
// health details), in the patient's language; a click opens the page where it waits.
self.addEventListener("push", (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== "string") return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === "string" ? notice.body : "",
      tag: typeof notice.tag === "string" ? notice.tag : undefined,
      lang: typeof notice.lang === "string" ? notice.lang : undefined,
      icon: typeof notice.icon === "string" ? notice.icon : undefined,
      data: { url: typeof notice.url === "string" ? notice.url : "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || "/", self.location.origin);
  // Only a page of this portal opens.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + "/";
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
