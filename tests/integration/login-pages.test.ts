import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import http from "node:http";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { patients, sessions } from "#server/db/schema";
import { useTestServer } from "./test-server";

// Login page, guardian front page and "choose person" over HTTP: the pages render in both brands,
// a logged-in visitor skips the login page, and the choice of person is a form post checked for
// the session's CSRF token.

const server = useTestServer({ demoDataNow: TEST_NOW });

function logIn(key: PersonaKey) {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

async function patientId(key: PersonaKey): Promise<number> {
  const [row] = await server.database.db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.identityCode, personaIdentityCode(requirePersona(key))));
  return row!.id;
}

/** A browser's form post (urlencoded), which the JSON helper of test-server does not send. */
function postForm(path: string, fields: Record<string, string>, { cookie, host = "localhost" }: { cookie: string; host?: string }) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; location: string | null }>((resolve, reject) => {
    const request = http.request(
      server.base + path,
      { method: "POST", headers: { host, cookie, "content-type": "application/x-www-form-urlencoded" } },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 500, location: incoming.headers.location ?? null }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("login page over HTTP", () => {
  it("renders the providers as links to /oauth/authenticate", async () => {
    const response = await server.get("/fi/kirjaudu?nextPath=%2Ffi%2Flaskut");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Tervetuloa Hoivaan");
    expect(html).toContain('href="/oauth/authenticate?lang=fi&amp;next=%2Ffi%2Flaskut&amp;acr_values=fi%3Abank%3Aop"');
    expect(html).toContain('href="/oauth/authenticate?lang=fi&amp;next=%2Ffi%2Flaskut&amp;acr_values=fi%3Abank"');
    expect(html).not.toContain('name="whose"');
  });

  it("offers the own/child choice in the children's brand", async () => {
    const html = await (await server.get("/en/login", { host: "kids.localhost" })).text();
    expect(html).toContain("Welcome to Hoiva Junior");
    expect(html).toContain('name="whose"');
  });

  it("tells a child under 12 whom the callback refused that a guardian logs in for them, with \"My child's\" chosen", async () => {
    const response = await server.get("/fi/kirjaudu?nextPath=%2Ffi&actor=child&error=guardianLogin", { host: "kids.localhost" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Alle 12-vuotiaan puolesta kirjautuu huoltaja");
    const childRadio = /<input[^>]*value="child"[^>]*>/.exec(html)?.[0] ?? "";
    expect(childRadio).toContain("checked");
    const adult = await (await server.get("/en/login?nextPath=%2Fen&error=guardianLogin")).text();
    expect(adult).toContain("Your guardian logs in for you in Hoiva Junior with their own identification.");
  });

  it("sends a logged-in visitor to nextPath", async () => {
    const { cookie } = await logIn("aino");
    const response = await server.get("/fi/kirjaudu?nextPath=%2Ffi%2Flaskut", { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fi/laskut");
  });

  it("renders the guardian front page without menu or footer", async () => {
    const response = await server.get("/en/transaction-path?error=disallowed", { host: "kids.localhost" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Welcome to the children&#x27;s service");
    expect(html).not.toContain('class="site-footer"');
    expect(html).not.toContain('class="main-menu"');
  });
});

describe("choose person over HTTP", () => {
  it("lists Mikko's children and lets him act for one with the session's CSRF token", async () => {
    const { session, cookie } = await logIn("mikko");
    const page = await server.get("/fi/valitse-asioitava?actor=child&next=%2Ffi%2Fajat", { cookie, host: "kids.localhost" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Eetu");
    expect(html).toContain("Helmi");

    const eetu = await patientId("eetu");
    const refused = await postForm(
      "/fi/valitse-asioitava?actor=child",
      { csrfToken: "wrong", actor: "child", person: String(eetu), next: "/fi/ajat" },
      { cookie, host: "kids.localhost" },
    );
    expect(refused.status).toBe(403);

    const chosen = await postForm(
      "/fi/valitse-asioitava?actor=child",
      { csrfToken: session.csrfToken, actor: "child", person: String(eetu), next: "/fi/ajat" },
      { cookie, host: "kids.localhost" },
    );
    expect(chosen.status).toBe(302);
    expect(chosen.location).toBe("/fi/ajat");
    const [row] = await server.database.db
      .select({ actingPatientId: sessions.actingPatientId, actingRole: sessions.actingRole })
      .from(sessions)
      .where(eq(sessions.id, sessionKeyOf(session.id)));
    expect(row).toEqual({ actingPatientId: eetu, actingRole: "guardian" });
  });

  it("sends a guardian in the adult brand to the guardian front page with error=disallowed", async () => {
    const { cookie } = await logInForTest(server.database.db, "mikko", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT, brand: "adult" });
    const response = await server.get("/fi/valitse-asioitava?actor=child", { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fi/asiointipolku?error=disallowed");
  });
});
