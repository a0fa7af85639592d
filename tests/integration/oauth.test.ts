import { TEST_NOW } from "#tests/clock";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeIdentityCode } from "#domain/identity-code";
import { PERSONAS, personaIdentityCode } from "#server/db/demo-data";
import { auditEvents, patients, sessions } from "#server/db/schema";
import { createHttpApp } from "#server/http/app";
import { SESSION_COOKIE } from "#server/http/session";
import { loadClientKeys } from "#server/integrations/identity/keys";
import { insertSession } from "#server/modules/account/session-repository";
import { loadSession } from "#server/modules/account/session-service";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import { openTestDatabase, type TestDatabase } from "#tests/db/test-database";
import { createTestServices } from "#tests/services";
import { noPages } from "./test-server";
import { type Answer, HttpBrowser } from "./http-browser";

// Strong identification end to end over real HTTP: the portal's relying party against the
// built-in test broker (private_key_jwt, signed request objects, encrypted ID tokens), driven
// like a browser would: redirects followed by hand, cookies kept per host and path.

let server: Server;
let database: TestDatabase;
let dataDir: string;
let port: number;

/** The flows never render a page, so the test needs no page build ("production" keeps the app's CSP on). */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hoiva-oauth-"));
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  database = await openTestDatabase({ demoDataNow: TEST_NOW });
  // PUBLIC_URL defaults to http://localhost:<port>, so the built-in provider is the issuer.
  const app = createHttpApp(createTestServices(database.handle, { env: { PORT: String(port), DATA_DIR: dataDir } }), noPages);
  server.on("request", app);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

/** A minimal browser on this test's server (tests/integration/http-browser.ts). */
class Browser extends HttpBrowser {
  constructor(forwardedFor?: string) {
    super(() => port, forwardedFor);
  }
}

const portalHost = () => `localhost:${port}`;
const kidsHost = () => `kids.localhost:${port}`;
const persona = (key: string) => {
  const found = PERSONAS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no persona ${key}`);
  return found;
};

interface StartedLogin {
  browser: Browser;
  host: string;
  preLoginSessionId: string;
  interactionUrl: string;
  page: Answer;
}

/** /oauth/authenticate → the broker's authorization endpoint → its interaction page. */
async function startLogin(query: Record<string, string>, { browser = new Browser(), host = portalHost() } = {}): Promise<StartedLogin> {
  const started = await browser.request(`http://${host}/oauth/authenticate?${new URLSearchParams(query)}`);
  expect(started.status).toBe(303);
  const hostname = host.split(":")[0]!;
  const preLoginSessionId = browser.cookie(hostname, SESSION_COOKIE)?.value;
  if (!preLoginSessionId) throw new Error("no pre-login session cookie");
  const authorization = new URL(started.location!);
  expect(authorization.href.startsWith(`http://localhost:${port}/dev/idp/`)).toBe(true);
  // The request travels only as a signed request object.
  expect(authorization.searchParams.get("request")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(authorization.searchParams.get("state")).toBeNull();
  const toInteraction = await browser.request(authorization.href);
  expect(toInteraction.status).toBe(303);
  const interactionUrl = toInteraction.location!;
  const page = await browser.request(interactionUrl);
  expect(page.status).toBe(200);
  return { browser, host, preLoginSessionId, interactionUrl, page };
}

/** Submits the interaction form and follows the broker's redirects up to the portal's callback URL. */
async function identify(login: StartedLogin, form: Record<string, string>): Promise<string> {
  const submitted = await login.browser.request(login.interactionUrl, { method: "POST", form });
  expect(submitted.status).toBe(303);
  const resumed = await login.browser.request(submitted.location!);
  expect(resumed.status).toBe(303);
  const callback = resumed.location!;
  expect(callback.startsWith(`http://${login.host}/oauth/callback?`)).toBe(true);
  return callback;
}

async function loginAs(key: string, query: Record<string, string>, options?: { browser?: Browser; host?: string }) {
  const login = await startLogin(query, options);
  const callbackUrl = await identify(login, { intent: "persona", persona: key });
  const answer = await login.browser.request(callbackUrl);
  return { ...login, callbackUrl, answer };
}

/** The <input> element with this id, as HTML text. */
function inputTag(html: string, id: string): string {
  return new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

async function sessionRow(id: string) {
  const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sessionKeyOf(id)));
  return row;
}

describe("strong identification through the built-in broker", () => {
  it("logs a persona in: new session id, authSuccess cookie, audit event, redirect to next", async () => {
    const aino = persona("aino");
    const { browser, preLoginSessionId, answer } = await loginAs("aino", {
      lang: "fi",
      next: "/fi/laskut?sivu=2",
      acr_values: "fi:bank:op",
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`http://${portalHost()}/fi/laskut?sivu=2`);

    const sessionId = browser.cookie("localhost", SESSION_COOKIE)?.value;
    expect(sessionId).toBeTruthy();
    expect(sessionId).not.toBe(preLoginSessionId);
    expect(await sessionRow(preLoginSessionId)).toBeUndefined();
    const row = await sessionRow(sessionId!);
    expect(row?.identityCode).toBe(personaIdentityCode(aino));
    expect(row?.firstName).toBe("Aino");
    expect(row?.lastName).toBe("Virtanen");
    expect(row?.patientId).not.toBeNull();
    // Aino is Raili's agent: the header offers her the person switcher (decision 176).
    expect(row?.data).toEqual({ identification: { acr: "fi:bank:op" }, actorsForOthers: ["mandate"] });

    const sessionCookie = browser.cookie("localhost", SESSION_COOKIE)!.raw;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    const authSuccess = browser.cookie("localhost", "authSuccess");
    expect(authSuccess?.value).toBe("1");
    expect(authSuccess?.raw).not.toMatch(/HttpOnly/i);
    expect(authSuccess?.raw).toMatch(/SameSite=Lax/i);
    expect(authSuccess?.raw).toMatch(/Max-Age=60/i);

    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "login"), eq(auditEvents.actorPatientId, row!.patientId!)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.entity).toBe("session");

    expect((await loadSession(database.db, sessionId!, TEST_NOW))?.status).toBe("valid");
  });

  it("logs in a valid identity code that is no customer: a session without a patient record", async () => {
    const code = makeIdentityCode("1990-01-10", 123);
    const login = await startLogin({ lang: "en", next: "/en", acr_values: "fi:mobiilivarmenne" });
    const callbackUrl = await identify(login, { intent: "identityCode", identityCode: code, givenName: "Maija", familyName: "Meikäläinen" });
    const answer = await login.browser.request(callbackUrl);
    expect(answer.location).toBe(`http://${portalHost()}/en`);
    const row = await sessionRow(login.browser.cookie("localhost", SESSION_COOKIE)!.value);
    expect(row).toMatchObject({ identityCode: code, firstName: "Maija", lastName: "Meikäläinen", patientId: null });
  });

  it("keeps the century sign: Johan (Y) and Pekka (-) stay two people", async () => {
    const rows = [];
    for (const key of ["johan", "pekka"]) {
      const { browser } = await loginAs(key, { lang: "fi", next: "/fi" });
      rows.push(await sessionRow(browser.cookie("localhost", SESSION_COOKIE)!.value));
    }
    const [johan, pekka] = rows;
    expect(johan?.identityCode).toBe(personaIdentityCode(persona("johan")));
    expect(pekka?.identityCode).toBe(personaIdentityCode(persona("pekka")));
    expect(johan?.identityCode?.replace("Y", "-")).toBe(pekka?.identityCode);
    expect(johan?.patientId).not.toBe(pekka?.patientId);
  });

  it("sends a person with SMS login to the MFA page, keeping next", async () => {
    const { answer } = await loginAs("johan", { lang: "sv", next: "/sv/fakturor", acr_values: "fi:bank:nordea" });
    expect(answer.location).toBe(`http://${portalHost()}/sv/behorighetskontroll?next=%2Fsv%2Ffakturor`);
  });

  it("carries a guardian or mandate login to the choose-person page", async () => {
    const { answer } = await loginAs("aino", { lang: "fi", next: "/fi/ajat", acr_values: "fi:bank:op", actor: "mandate" });
    expect(answer.location).toBe(`http://${portalHost()}/fi/valitse-asioitava?actor=mandate&next=%2Ffi%2Fajat`);
  });

  it("works on the children's brand host with its own redirect URI", async () => {
    const { browser, answer, callbackUrl } = await loginAs("mikko", { lang: "fi", next: "/fi" }, { host: kidsHost() });
    expect(callbackUrl.startsWith(`http://${kidsHost()}/oauth/callback`)).toBe(true);
    // A guardian who left "My own" chosen is asked whose matters to handle, not shown an empty portal.
    expect(answer.location).toBe(`http://${kidsHost()}/fi/valitse-asioitava?actor=child&next=%2Ffi`);
    expect(browser.cookie("kids.localhost", SESSION_COOKIE)).toBeDefined();
  });

  it("notes whom the person may act for, whatever they chose at login, for the header's person switcher", async () => {
    const actorsOf = async (key: string, host: string) => {
      const { browser } = await loginAs(key, { lang: "fi", next: "/fi" }, { host });
      const hostname = host.split(":")[0]!;
      return (await sessionRow(browser.cookie(hostname, SESSION_COOKIE)!.value))?.data.actorsForOthers;
    };
    expect(await actorsOf("mikko", kidsHost())).toEqual(["child"]);
    // The guardian login is the children's brand's; nobody has given Mikko a mandate.
    expect(await actorsOf("mikko", portalHost())).toEqual([]);
    expect(await actorsOf("venla", kidsHost())).toEqual([]);
  });

  it("takes a teenager logging in herself in the children's brand straight to her own front page", async () => {
    const { answer } = await loginAs("venla", { lang: "fi", next: "/fi" }, { host: kidsHost() });
    expect(answer.location).toBe(`http://${kidsHost()}/fi`);
  });

  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "never redirects to another site (next=%s)",
    async (next) => {
      const { answer } = await loginAs("aino", { lang: "sv", next, acr_values: "fi:bank:op" });
      expect(answer.location).toBe(`http://${portalHost()}/sv`);
    },
  );

  it("opens the portal in the person's own language after a login from the default front page", async () => {
    const { answer, browser } = await loginAs("emily", { lang: "fi", next: "/fi", acr_values: "fi:bank:op" });
    expect(answer.location).toBe(`http://${portalHost()}/en`);
    expect((await sessionRow(browser.cookie("localhost", SESSION_COOKIE)!.value))?.lang).toBe("en");
  });

  it("keeps a page asked for, and a language chosen before logging in", async () => {
    expect((await loginAs("emily", { lang: "fi", next: "/fi/laskut", acr_values: "fi:bank:op" })).answer.location).toBe(
      `http://${portalHost()}/fi/laskut`,
    );
    expect((await loginAs("emily", { lang: "sv", next: "/sv", acr_values: "fi:bank:op" })).answer.location).toBe(`http://${portalHost()}/sv`);
  });
});

describe("refused logins", () => {
  const loginPageOf = (lang: string, next: string) =>
    `http://${portalHost()}/${lang}/${{ fi: "kirjaudu", sv: "loggain", en: "login" }[lang]}?nextPath=${encodeURIComponent(next)}&error=failed`;

  it("refuses a tampered state", async () => {
    const login = await startLogin({ lang: "fi", next: "/fi/laskut", acr_values: "fi:bank:op" });
    const callbackUrl = new URL(await identify(login, { intent: "persona", persona: "aino" }));
    callbackUrl.searchParams.set("state", `${callbackUrl.searchParams.get("state")}x`);
    const answer = await login.browser.request(callbackUrl.href);
    expect(answer.location).toBe(loginPageOf("fi", "/fi/laskut"));
    expect(login.browser.cookie("localhost", SESSION_COOKIE)).toBeUndefined();
    expect(login.browser.cookie("localhost", "authSuccess")).toBeUndefined();
    expect(await sessionRow(login.preLoginSessionId)).toBeUndefined();
  });

  it("refuses a replayed authorization code", async () => {
    const login = await startLogin({ lang: "fi", next: "/fi", acr_values: "fi:bank:op" });
    const callbackUrl = await identify(login, { intent: "persona", persona: "aino" });
    const flowRow = await sessionRow(login.preLoginSessionId);
    const first = await login.browser.request(callbackUrl);
    expect(first.location).toBe(`http://${portalHost()}/fi`);

    // Replaying the callback with the same pre-login cookie: its flow state is gone.
    const replayer = new Browser();
    replayer.setCookie("localhost", SESSION_COOKIE, login.preLoginSessionId);
    expect((await replayer.request(callbackUrl)).location).toBe(loginPageOf("fi", "/fi"));

    // Even with the flow state put back, the broker refuses the code a second time.
    await insertSession(database.db, flowRow!);
    replayer.setCookie("localhost", SESSION_COOKIE, login.preLoginSessionId);
    expect((await replayer.request(callbackUrl)).location).toBe(loginPageOf("fi", "/fi"));
    expect(replayer.cookie("localhost", "authSuccess")).toBeUndefined();
  });

  it("refuses an ID token whose nonce is not the one sent", async () => {
    const login = await startLogin({ lang: "en", next: "/en", acr_values: "fi:bank:op" });
    const callbackUrl = await identify(login, { intent: "persona", persona: "emily" });
    const row = await sessionRow(login.preLoginSessionId);
    const data = row!.data as { oidcLogin: { nonce: string } };
    await database.db
      .update(sessions)
      .set({ data: { ...data, oidcLogin: { ...data.oidcLogin, nonce: `${data.oidcLogin.nonce}-other` } } })
      .where(eq(sessions.id, sessionKeyOf(login.preLoginSessionId)));
    const answer = await login.browser.request(callbackUrl);
    expect(answer.location).toBe(loginPageOf("en", "/en"));
    expect(login.browser.cookie("localhost", "authSuccess")).toBeUndefined();
  });

  it("refuses a callback without a login in progress", async () => {
    const answer = await new Browser().request(`http://${portalHost()}/oauth/callback?code=abc&state=def`);
    expect(answer.location).toBe(loginPageOf("fi", "/fi"));
  });

  it("sends a cancelled identification back to the login page", async () => {
    const login = await startLogin({ lang: "sv", next: "/sv/fakturor", acr_values: "fi:bank:aktia" });
    const callbackUrl = await identify(login, { intent: "cancel" });
    expect(new URL(callbackUrl).searchParams.get("error")).toBe("access_denied");
    const answer = await login.browser.request(callbackUrl);
    expect(answer.location).toBe(loginPageOf("sv", "/sv/fakturor"));
  });

  it("blocks an address after repeated failed callbacks", async () => {
    const browser = new Browser("192.0.2.77");
    for (let attempt = 0; attempt < 11; attempt += 1) {
      await browser.request(`http://${portalHost()}/oauth/callback?code=abc&state=def`);
    }
    const login = await startLogin({ lang: "fi", next: "/fi", acr_values: "fi:bank:op" }, { browser });
    const callbackUrl = await identify(login, { intent: "persona", persona: "aino" });
    const answer = await browser.request(callbackUrl);
    expect(answer.location).toBe(loginPageOf("fi", "/fi"));
    expect(browser.cookie("localhost", "authSuccess")).toBeUndefined();
  });
});

describe("children under 12: a guardian logs in for them (spec part 1 §1)", () => {
  /** The login page's guardian notice, with "My child's" preselected in the children's brand. */
  const guardianNoticeOf = (host: string, path: string, next: string, actor: "child" | null) =>
    `http://${host}${path}?nextPath=${encodeURIComponent(next)}${actor ? `&actor=${actor}` : ""}&error=guardianLogin`;

  async function sessionsOf(identityCode: string) {
    return database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.identityCode, identityCode));
  }

  /** No session for the person, the pre-login session gone, no cookie, no authSuccess, no login audit. */
  async function expectNoLogin(login: StartedLogin, identityCode: string) {
    const hostname = login.host.split(":")[0]!;
    expect(login.browser.cookie(hostname, SESSION_COOKIE)).toBeUndefined();
    expect(login.browser.cookie(hostname, "authSuccess")).toBeUndefined();
    expect(await sessionRow(login.preLoginSessionId)).toBeUndefined();
    expect(await sessionsOf(identityCode)).toEqual([]);
  }

  it("refuses Helmi (6) choosing \"My own\" in the children's brand: the guardian notice, no session", async () => {
    const login = await startLogin({ lang: "fi", next: "/fi", acr_values: "fi:bank:op" }, { host: kidsHost() });
    const answer = await login.browser.request(await identify(login, { intent: "persona", persona: "helmi" }));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(guardianNoticeOf(kidsHost(), "/fi/kirjaudu", "/fi", "child"));
    await expectNoLogin(login, personaIdentityCode(persona("helmi")));
    const [helmi] = await database.db.select({ id: patients.id }).from(patients).where(eq(patients.identityCode, personaIdentityCode(persona("helmi"))));
    const logins = await database.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "login"), eq(auditEvents.actorPatientId, helmi!.id)));
    expect(logins).toEqual([]);
  });

  it("refuses Eetu (9) in the children's brand and in the adult brand alike", async () => {
    const kids = await startLogin({ lang: "en", next: "/en/invoices", acr_values: "fi:mobiilivarmenne" }, { host: kidsHost() });
    const kidsAnswer = await kids.browser.request(await identify(kids, { intent: "persona", persona: "eetu" }));
    expect(kidsAnswer.location).toBe(guardianNoticeOf(kidsHost(), "/en/login", "/en/invoices", "child"));
    await expectNoLogin(kids, personaIdentityCode(persona("eetu")));

    const adult = await startLogin({ lang: "sv", next: "/sv", acr_values: "fi:bank:nordea" });
    const adultAnswer = await adult.browser.request(await identify(adult, { intent: "persona", persona: "eetu" }));
    expect(adultAnswer.location).toBe(guardianNoticeOf(portalHost(), "/sv/loggain", "/sv", null));
    await expectNoLogin(adult, personaIdentityCode(persona("eetu")));
  });

  it("refuses a newborn identified through the identity-code form, and a child the day before turning 12", async () => {
    for (const identityCode of ["180426A928F", makeIdentityCode("2014-11-25", 931)]) {
      const login = await startLogin({ lang: "fi", next: "/fi", acr_values: "fi:mobiilivarmenne" });
      const callbackUrl = await identify(login, { intent: "identityCode", identityCode, givenName: "Lapsi", familyName: "Nieminen" });
      const answer = await login.browser.request(callbackUrl);
      expect(answer.location).toBe(guardianNoticeOf(portalHost(), "/fi/kirjaudu", "/fi", null));
      await expectNoLogin(login, identityCode);
    }
  });

  it("lets a child log in herself on her twelfth birthday (Helsinki day of the pinned clock)", async () => {
    const identityCode = makeIdentityCode("2014-11-24", 933);
    const login = await startLogin({ lang: "fi", next: "/fi", acr_values: "fi:mobiilivarmenne" }, { host: kidsHost() });
    const callbackUrl = await identify(login, { intent: "identityCode", identityCode, givenName: "Ilona", familyName: "Nieminen" });
    const answer = await login.browser.request(callbackUrl);
    expect(answer.location).toBe(`http://${kidsHost()}/fi`);
    expect(await sessionsOf(identityCode)).toHaveLength(1);
  });

  it("does not upgrade the pre-login session a child's login started from", async () => {
    const login = await startLogin({ lang: "fi", next: "/fi", acr_values: "fi:bank:op" }, { host: kidsHost() });
    const callbackUrl = await identify(login, { intent: "persona", persona: "helmi" });
    await login.browser.request(callbackUrl);
    // The same pre-login cookie again: nothing left to complete, and still no session for her.
    const replayer = new Browser();
    replayer.setCookie("kids.localhost", SESSION_COOKIE, login.preLoginSessionId);
    const again = await replayer.request(callbackUrl);
    expect(new URL(again.location!).searchParams.get("error")).toBe("failed");
    expect(await loadSession(database.db, login.preLoginSessionId, TEST_NOW)).toBeNull();
    expect(await sessionsOf(personaIdentityCode(persona("helmi")))).toEqual([]);
  });
});

describe("the built-in broker", () => {
  it("shows the chosen provider in the requested language and lists the personas", async () => {
    const { page } = await startLogin({ lang: "sv", next: "/sv", acr_values: "fi:bank:alandsbanken" });
    expect(page.body).toContain('<html lang="sv">');
    expect(page.body).toContain("<h1>Identifiera dig: Ålandsbanken</h1>");
    for (const candidate of PERSONAS) expect(page.body).toContain(personaIdentityCode(candidate));
  });

  it("pre-fills the identity code from login_hint", async () => {
    const keys = await loadClientKeys(path.join(dataDir, "oidc", "client-keys.json"), { createIfMissing: false });
    const signing = { key: keys.signing.key, kid: keys.signing.kid };
    const config = await oidc.discovery(
      new URL(`http://localhost:${port}/dev/idp`),
      "hoiva-portal",
      { token_endpoint_auth_method: "private_key_jwt" },
      oidc.PrivateKeyJwt(signing),
      { execute: [oidc.allowInsecureRequests] },
    );
    const url = await oidc.buildAuthorizationUrlWithJAR(
      config,
      {
        redirect_uri: `http://${portalHost()}/oauth/callback`,
        response_type: "code",
        scope: "openid profile",
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
        code_challenge_method: "S256",
        login_hint: "140386-246K",
        ui_locales: "en",
      },
      signing,
    );
    const browser = new Browser();
    const toInteraction = await browser.request(url.href);
    const page = await browser.request(toInteraction.location!);
    expect(inputTag(page.body, "identityCode")).toContain('value="140386-246K"');
    // Several acr values (the client's defaults) leave the choice to the broker.
    expect(page.body).toContain("<h1>Identify yourself: Identification broker</h1>");
  });

  it("refuses an invalid identity code next to the field and keeps the typed value", async () => {
    const login = await startLogin({ lang: "en", next: "/en", acr_values: "fi:mobiilivarmenne" });
    expect(login.page.body).toContain("<h1>Identify yourself: Mobile certificate</h1>");
    const answer = await login.browser.request(login.interactionUrl, {
      method: "POST",
      form: { intent: "identityCode", identityCode: "010190-9001", givenName: "Testi", familyName: "Henkilö" },
    });
    expect(answer.status).toBe(400);
    const input = inputTag(answer.body, "identityCode");
    expect(input).toContain('value="010190-9001"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toMatch(/aria-describedby="[^"]*identityCode-error/);
    expect(answer.body).toMatch(/<p class="error" id="identityCode-error">.*Please check your identity number/);
    expect(answer.body).toMatch(/<title>Error: /);
    // The names typed are kept too.
    expect(inputTag(answer.body, "familyName")).toContain('value="Henkilö"');
  });

  it("serves its pages with a Content-Security-Policy without inline scripts or styles", async () => {
    const browser = new Browser();
    const started = await browser.request(`http://${portalHost()}/oauth/authenticate?lang=fi&next=/fi`);
    const toInteraction = await browser.request(started.location!);
    const page = await new Promise<http.IncomingMessage>((resolve) => {
      http.get(
        { host: "127.0.0.1", port, path: new URL(toInteraction.location!).pathname, headers: { host: portalHost() } },
        resolve,
      );
    });
    page.resume();
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain(`form-action 'self' http://localhost:${port} http://kids.localhost:${port}`);
    const stylesheet = await browser.request(`http://${portalHost()}/dev/idp/assets/idp.css`);
    expect(stylesheet.status).toBe(200);
  });

  it("requires private_key_jwt: a client_secret_basic token request is refused", async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/dev/idp/token",
          headers: {
            host: portalHost(),
            authorization: `Basic ${Buffer.from("hoiva-portal:secret").toString("base64")}`,
            "content-type": "application/x-www-form-urlencoded",
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        },
      );
      request.on("error", reject);
      request.end(new URLSearchParams({ grant_type: "authorization_code", code: "x", redirect_uri: `http://${portalHost()}/oauth/callback` }).toString());
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ error: "invalid_client" });
  });

  it("requires a signed request object", async () => {
    const query = new URLSearchParams({
      client_id: "hoiva-portal",
      response_type: "code",
      scope: "openid profile",
      redirect_uri: `http://${portalHost()}/oauth/callback`,
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
      nonce: "n",
      state: "s",
    });
    const answer = await new Browser().request(`http://${portalHost()}/dev/idp/auth?${query}`);
    expect(answer.status).toBe(303);
    expect(new URL(answer.location!).searchParams.get("error")).toBe("invalid_request");
  });

  it("publishes the client's public keys for a broker, without private parts", async () => {
    const answer = await new Browser().request(`http://${portalHost()}/oauth/jwks`);
    const jwks = JSON.parse(answer.body) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.map((key) => key.use).sort()).toEqual(["enc", "sig"]);
    for (const key of jwks.keys) expect(key.d).toBeUndefined();
  });
});
