import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { professionalHref } from "#domain/routes/professional-route-table";
import { professionalSessions, sessions } from "#server/db/schema";
import { SESSION_COOKIE } from "#server/http/session";
import { loadSession } from "#server/modules/account/session-service";
import { PROFESSIONAL_SESSION_COOKIE } from "#server/modules/professional/session-cookie";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { HttpBrowser } from "./http-browser";
import { csrfOf, signInStaff, useStaffWorkspaceServer } from "./staff-workspace-server";

// Sessions against the attack probe's findings (issue 30): a GET that starts a login never ends
// the session it finds, which only a successful callback replaces (decision 285); the sessions
// tables keep no live session id and no CSRF token (decision 286).

const server = useStaffWorkspaceServer("sessions");

const browserWith = (cookie: string, value: string) => {
  const browser = new HttpBrowser(() => server.port);
  browser.setCookie("localhost", cookie, value);
  return browser;
};

/** From the identity provider's authorization address to the portal's callback, as the persona. */
async function identifyAt(browser: HttpBrowser, authorization: string, form: Record<string, string>): Promise<string> {
  const interactionUrl = (await browser.request(authorization)).location!;
  await browser.request(interactionUrl);
  const submitted = await browser.request(interactionUrl, { method: "POST", form });
  return (await browser.request(submitted.location!)).location!;
}

describe("a patient's login started by a GET", () => {
  it("keeps the session it finds (a link from another site, a browser that sends no Sec-Fetch-Site); a successful callback replaces it", async () => {
    const aino = await logInForTest(server.database.db, "aino");
    const browser = browserWith(SESSION_COOKIE, aino.session.id);
    const started = await browser.request(`${server.base()}/oauth/authenticate?lang=en&next=/en/invoices&acr_values=fi:bank:op`);
    expect(started.status).toBe(303);
    expect(started.location!.startsWith(`${server.base()}/dev/idp/`)).toBe(true);
    // Still logged in, with the same cookie.
    expect(browser.cookie("localhost", SESSION_COOKIE)?.value).toBe(aino.session.id);
    expect((await loadSession(server.database.db, aino.session.id, TEST_NOW))?.status).toBe("valid");

    const callback = await identifyAt(browser, started.location!, { intent: "persona", persona: "aino" });
    const answer = await browser.request(callback);
    expect(answer.location).toBe(`${server.base()}/en/invoices`);
    const replaced = browser.cookie("localhost", SESSION_COOKIE)?.value;
    expect(replaced).toBeTruthy();
    expect(replaced).not.toBe(aino.session.id);
    expect(await loadSession(server.database.db, aino.session.id, TEST_NOW)).toBeNull();
    expect((await loadSession(server.database.db, replaced!, TEST_NOW))?.status).toBe("valid");
  });

  it("keeps the session when the callback fails, and the failed flow is not usable again", async () => {
    const aino = await logInForTest(server.database.db, "aino");
    const browser = browserWith(SESSION_COOKIE, aino.session.id);
    const forged = await browser.request(`${server.base()}/oauth/callback?code=abc&state=def`);
    expect(new URL(forged.location!).searchParams.get("error")).toBe("failed");
    expect(browser.cookie("localhost", SESSION_COOKIE)?.value).toBe(aino.session.id);
    expect((await loadSession(server.database.db, aino.session.id, TEST_NOW))?.status).toBe("valid");

    const started = await browser.request(`${server.base()}/oauth/authenticate?lang=fi&next=/fi`);
    const callback = await identifyAt(browser, started.location!, { intent: "cancel" });
    const cancelled = await browser.request(callback);
    expect(new URL(cancelled.location!).searchParams.get("error")).toBe("failed");
    expect((await loadSession(server.database.db, aino.session.id, TEST_NOW))?.data).not.toHaveProperty("oidcLogin");
  });
});

describe("a professional's sign-in started by a GET", () => {
  const inboxOf = (browser: HttpBrowser) => browser.request(`${server.base()}${professionalHref("inbox", "en")}`);

  it("keeps the session it finds, also when the callback fails; a successful callback replaces it", async () => {
    const browser = await signInStaff(server, "ojala");
    const signedIn = browser.cookie("localhost", PROFESSIONAL_SESSION_COOKIE)!.value;
    const started = await browser.request(`${server.base()}/professional/oauth/authenticate?lang=en`);
    expect(started.status).toBe(303);
    expect(browser.cookie("localhost", PROFESSIONAL_SESSION_COOKIE)?.value).toBe(signedIn);
    expect((await inboxOf(browser)).status).toBe(200);

    const forged = await browser.request(`${server.base()}/professional/oauth/callback?code=abc&state=def`);
    expect(forged.location).toBe(`${server.base()}${professionalHref("signIn", "en", {}, { error: "failed" })}`);
    expect(browser.cookie("localhost", PROFESSIONAL_SESSION_COOKIE)?.value).toBe(signedIn);
    expect((await inboxOf(browser)).status).toBe(200);

    const again = await browser.request(`${server.base()}/professional/oauth/authenticate?lang=en`);
    const callback = await identifyAt(browser, again.location!, { intent: "staff", staff: "ojala" });
    expect((await browser.request(callback)).location).toBe(`${server.base()}${professionalHref("inbox", "en")}`);
    const replaced = browser.cookie("localhost", PROFESSIONAL_SESSION_COOKIE)!.value;
    expect(replaced).not.toBe(signedIn);
    expect((await inboxOf(browser)).status).toBe(200);
    expect((await inboxOf(browserWith(PROFESSIONAL_SESSION_COOKIE, signedIn))).status).toBe(303);
  });
});

describe("the sessions tables give no live session away", () => {
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

  it("keeps the SHA-256 of a patient's cookie token and no CSRF token; a row's key opens nothing", async () => {
    const aino = await logInForTest(server.database.db, "aino");
    const rows = await server.database.db.select().from(sessions);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(aino.session.id);
    expect(stored).not.toContain(aino.session.csrfToken);
    expect(rows.map((row) => row.id)).toContain(sha256(aino.session.id));
    expect(rows[0]).not.toHaveProperty("csrfToken");
    // The key as a cookie is no session.
    expect(await loadSession(server.database.db, sha256(aino.session.id), TEST_NOW)).toBeNull();
    const summary = `${server.base()}/api/payments/invoices-list?lang=fi&${aino.csrf}`;
    expect((await browserWith(SESSION_COOKIE, sha256(aino.session.id)).request(summary)).status).toBe(401);
    // The cookie's token still is, with its CSRF token.
    expect((await browserWith(SESSION_COOKIE, aino.session.id).request(summary)).status).toBe(200);
  });

  it("keeps the SHA-256 of a professional's cookie token and no CSRF token", async () => {
    const browser = await signInStaff(server, "saarinen");
    const token = browser.cookie("localhost", PROFESSIONAL_SESSION_COOKIE)!.value;
    const csrfToken = csrfOf((await browser.request(`${server.base()}${professionalHref("inbox", "en")}`)).body);
    expect(csrfToken).not.toBe("");
    const rows = await server.database.db.select().from(professionalSessions);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(csrfToken);
    expect(rows.map((row) => row.id)).toContain(sha256(token));
    // The key as a cookie signs nobody in.
    const asKey = await browserWith(PROFESSIONAL_SESSION_COOKIE, sha256(token)).request(`${server.base()}${professionalHref("inbox", "en")}`);
    expect(asKey.status).toBe(303);
  });
});

describe("a session belongs to the brand it was made in", () => {
  const kidsBase = () => `http://kids.localhost:${server.port}`;

  it("a guardian's session from the children's brand is no session on the adult brand's host, and still one on its own", async () => {
    const browser = new HttpBrowser(() => server.port);
    // Mikko logs in as a guardian in the children's brand and acts for Eetu.
    const started = await browser.request(`${kidsBase()}/oauth/authenticate?lang=fi&next=/fi&actor=child&acr_values=fi:bank:op`);
    const callback = await identifyAt(browser, started.location!, { intent: "persona", persona: "mikko" });
    expect((await browser.request(callback)).status).toBe(303);
    const token = browser.cookie("kids.localhost", SESSION_COOKIE)!.value;
    const mikko = await loadSession(server.database.db, token, TEST_NOW);

    // The same cookie sent to the adult brand's host (a cookie shared across *.localhost).
    const adult = browserWith(SESSION_COOKIE, token);
    const list = `/api/payments/invoices-list?lang=fi&csrfToken=${encodeURIComponent(mikko!.csrfToken)}`;
    expect((await adult.request(`${server.base()}${list}`)).status).toBe(401);
    // Not deleted: the children's brand still knows it.
    const kids = new HttpBrowser(() => server.port);
    kids.setCookie("kids.localhost", SESSION_COOKIE, token);
    expect((await kids.request(`${kidsBase()}${list}`)).status).toBe(200);
    expect((await loadSession(server.database.db, token, TEST_NOW))?.status).toBe("valid");
    expect(mikko?.brand).toBe("kids");
  });

  it("an adult brand's session is no session on the children's brand's host", async () => {
    const aino = await logInForTest(server.database.db, "aino");
    const kids = new HttpBrowser(() => server.port);
    kids.setCookie("kids.localhost", SESSION_COOKIE, aino.session.id);
    expect((await kids.request(`${kidsBase()}/api/payments/invoices-list?lang=fi&${aino.csrf}`)).status).toBe(401);
    expect((await browserWith(SESSION_COOKIE, aino.session.id).request(`${server.base()}/api/payments/invoices-list?lang=fi&${aino.csrf}`)).status).toBe(200);
    expect(aino.session.brand).toBe("adult");
  });
});
