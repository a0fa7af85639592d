import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE, SIGNED_UPLOAD_PATHS } from "#server/http/session";
import { loadSession } from "#server/modules/account/session-service";
import { apiRoutes, fillPath } from "./api-routes";
import { sessionStateOf, useTestServer } from "./test-server";

// Sessions over HTTP: page access by session status, session state in the page, CSRF on every
// mutating API route, log out.

const server = useTestServer({ demoDataNow: TEST_NOW });

async function logIn(key: "aino" | "johan", { authenticatedAt = TEST_NOW, mfaAvailable = true } = {}) {
  return logInForTest(server.database.db, key, { authenticatedAt, mfaAvailable, authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

describe("page access by session", () => {
  it("sends a visitor without a session to log in, keeping the page as next path", async () => {
    const response = await server.get("/fi/laskut?sivu=2");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/fi/kirjaudu?nextPath=${encodeURIComponent("/fi/laskut?sivu=2")}`);
  });

  it("shows a logged-in user the page with a valid session state and their name in the header", async () => {
    const { session, cookie } = await logIn("aino");
    const response = await server.get("/en/invoices", { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(sessionStateOf(html)).toMatchObject({
      csrfToken: session.csrfToken,
      isSessionValid: true,
      healthCareType: "private",
      sessionExpires: session.expiresAt.toISOString(),
    });
    expect(html).toContain("Aino Virtanen");
    expect(html).not.toContain(">Log in<");
  });

  it("sends an expired session to the timed-out page, and its API calls answer sessionExpired", async () => {
    const { session, cookie } = await logIn("aino", { authenticatedAt: new Date(TEST_NOW.getTime() - 2 * 60 * 60_000) });
    const page = await server.get("/sv/fakturor", { cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/sv/utgatt-session?next=${encodeURIComponent("/sv/fakturor")}`);
    const api = await server.request("POST", `/api/pin?csrfToken=${session.csrfToken}`, { cookie, body: { pin: "1234" } });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ type: "sessionExpired" });
  });

  it("sends a login that still needs its SMS code to the MFA page", async () => {
    const { cookie } = await logIn("johan");
    const page = await server.get("/en/invoices", { cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/en/authentication?next=${encodeURIComponent("/en/invoices")}`);
  });

  it("ignores an unknown session id", async () => {
    const response = await server.get("/fi/laskut", { cookie: `${SESSION_COOKIE}=not-a-session` });
    expect(response.status).toBe(302);
  });
});

describe("a malformed session cookie", () => {
  it("is no session on every kind of route, never a server error", async () => {
    for (const value of ["%00", "%00abc", "x".repeat(5000), "%E0%A4%A"]) {
      const cookie = `hoiva_session=${value}`;
      expect((await server.get("/fi", { cookie })).status, `front page ${value}`).toBe(200);
      expect((await server.get("/fi/ajat", { cookie })).status, `patient page ${value}`).toBe(302);
      expect((await server.get("/api/appointments?lang=fi", { cookie })).status, `API ${value}`).toBe(200);
      expect((await server.get("/api/insurance/lahitapiola-policy-check", { cookie })).status, `session API ${value}`).toBe(401);
    }
  });
});

describe("CSRF", () => {
  /** Every route of the API router whose method changes something, with ids filled in. */
  function mutatingRoutes(): { method: string; path: string }[] {
    return apiRoutes(server.services)
      .filter((route) => !["GET", "HEAD", "OPTIONS"].includes(route.method) && !route.pattern.startsWith("/anon/"))
      // A signed single-use upload address is its own proof (customer-messaging-api.test.ts refuses it unsigned).
      .filter((route) => !(route.method === "PUT" && SIGNED_UPLOAD_PATHS.some((path) => route.pattern.startsWith(path))))
      .map((route) => ({ method: route.method, path: fillPath(route.pattern, "1") }));
  }

  it("refuses every mutating route without the session's csrfToken with 403 JSON", async () => {
    const routes = mutatingRoutes();
    expect(routes.map((route) => route.path)).toContain("/logout");
    const { session, cookie } = await logIn("aino");
    for (const route of routes) {
      for (const query of ["", "?csrfToken=wrong", `?csrfToken=${session.csrfToken}x`]) {
        const body = route.method === "DELETE" ? undefined : {};
        const response = await server.request(route.method, `/api${route.path}${query}`, { cookie, body });
        expect(response.status, `${route.method} ${route.path}${query}`).toBe(403);
        expect(await response.json()).toEqual({ type: "csrfTokenInvalid", message: "Missing or invalid csrfToken" });
      }
    }
    // The session is untouched by the refused calls.
    expect(await loadSession(server.database.db, session.id, TEST_NOW)).not.toBeNull();
  });

  it("refuses a write from another site even with the right token, and sends a Permissions-Policy", async () => {
    const { session, cookie } = await logIn("aino");
    const logout = `/api/logout?csrfToken=${session.csrfToken}`;
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example"]) {
      const response = await server.request("POST", logout, { cookie, headers: { origin } });
      expect(response.status, origin).toBe(403);
      const anonymous = await server.request("POST", "/api/anon/reserve-appointment", { body: {}, headers: { origin } });
      expect(anonymous.status, `anon ${origin}`).toBe(403);
    }
    expect(await loadSession(server.database.db, session.id, TEST_NOW)).not.toBeNull();
    const sameSite = await server.request("POST", logout, { cookie, headers: { origin: "http://localhost" } });
    expect(sameSite.status).toBe(200);
    expect(sameSite.headers.get("permissions-policy")).toContain("camera=()");
  });
});

describe("a link from another site to the login start", () => {
  it("does not end a valid session: the user continues to the page", async () => {
    const { session, cookie } = await logIn("aino", { mfaAvailable: false });
    const response = await server.get("/oauth/authenticate?lang=fi&next=%2Ffi%2Fajat", { cookie, headers: { "sec-fetch-site": "cross-site" } });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/fi/ajat");
    expect((await loadSession(server.database.db, session.id, TEST_NOW))?.status).toBe("valid");
  });
});

describe("log out", () => {
  it("destroys the session on the server and clears the cookie", async () => {
    const { session, cookie } = await logIn("aino");
    const response = await server.request("POST", `/api/logout?csrfToken=${session.csrfToken}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: "success" });
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`));
    expect(await loadSession(server.database.db, session.id, TEST_NOW)).toBeNull();
    expect((await server.get("/fi/laskut", { cookie })).status).toBe(302);
  });

  it("is refused without a session", async () => {
    // No session means no csrfToken can match: the CSRF rule answers first.
    expect((await server.request("POST", "/api/logout?csrfToken=x")).status).toBe(403);
  });
});
