import { describe, expect, it } from "vitest";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { mandates } from "#server/db/schema";
import { setActingPatient } from "#server/modules/account/session-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// Session state and the logged-in menu as the server renders them (spec part 1 §1, §2 "Header,
// menu, footer", §6; decisions 228-231): healthCareType from the patient's care at login, the
// sickness fund membership from data, the pages that need a session and a flag.
// Needs `npx react-router build` first.

const server = useTestServer({ demoDataNow: TEST_NOW });

function logIn(key: PersonaKey) {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

async function get(path: string, cookie?: string, host?: string) {
  const response = await server.request("GET", path, { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
}

function sessionStateOf(html: string) {
  const match = /<script[^>]*id="session-state"[^>]*>([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error("no session state in the page");
  return JSON.parse(match[1]!) as { healthCareType: string; features: string[] };
}

describe("session state", () => {
  it("makes an occupational customer's session occupational at login, with the occupational theme", async () => {
    const jari = await logIn("jari");
    expect(jari.session.healthCareType).toBe("occupational");
    const page = await get("/fi/todistukset", jari.cookie);
    expect(sessionStateOf(page.html).healthCareType).toBe("occupational");
    expect(page.html).toContain('data-care="occupational"');
  });

  it("keeps a private customer private, without the theme", async () => {
    const aino = await logIn("aino");
    expect(aino.session.healthCareType).toBe("private");
    const page = await get("/fi/todistukset", aino.cookie);
    expect(sessionStateOf(page.html).healthCareType).toBe("private");
    expect(page.html).not.toContain("data-care=");
  });

  it("follows the person acted for when the acting patient changes with a date", async () => {
    const jari = await logIn("jari");
    // Every request asks whether the mandate still covers the person (decision 277).
    await server.database.db.insert(mandates).values({
      principalPatientId: await patientIdOf(server.database.db, "aino"),
      agentIdentityCode: jari.session.person!.identityCode,
      agentName: "Jari Laine",
      scope: "healthcare-services",
      validFrom: helsinkiCalendarDate(TEST_NOW),
      validUntil: null,
    });
    await setActingPatient(server.database.db, jari.session.id, {
      actingPatientId: await patientIdOf(server.database.db, "aino"),
      actingRole: "mandate",
      now: TEST_NOW,
    });
    expect(sessionStateOf((await get("/fi/todistukset", jari.cookie)).html).healthCareType).toBe("private");
  });

  it("adds the sickness fund membership flag for a member only, and the menu shows the group", async () => {
    const jari = await get("/fi", (await logIn("jari")).cookie);
    expect(sessionStateOf(jari.html).features).toContain("sickness-fund-membership");
    expect(jari.html).toContain('href="/fi/sairauskassa"');
    const aino = await get("/fi", (await logIn("aino")).cookie);
    expect(sessionStateOf(aino.html).features).not.toContain("sickness-fund-membership");
    expect(aino.html).not.toContain('href="/fi/sairauskassa"');
  });
});

describe("pages that need a session", () => {
  it("send an anonymous visitor from the sickness fund and the chat notice to log in", async () => {
    for (const [path, host] of [["/fi/sairauskassa"], ["/fi/pikkutsatti", "kids.localhost"]] as const) {
      const page = await get(path, undefined, host);
      expect(page.status, path).toBe(302);
      expect(page.location, path).toContain(`/fi/kirjaudu?nextPath=${encodeURIComponent(path)}`);
    }
  });

  it("leave help and the terms of use public: help tells a visitor how to log in, and the footer links both", async () => {
    for (const host of [undefined, "kids.localhost"]) {
      const help = await get("/fi/ohjeita", undefined, host);
      expect(help.status).toBe(200);
      expect(help.html).toContain("Kirjautuminen</h2>");
      const terms = await get("/en/eula", undefined, host);
      expect(terms.status).toBe(200);
      expect(terms.html).toContain('href="/en/ohjeita"');
      expect(terms.html).toContain('href="/en/eula"');
    }
  });

  it("show them to a logged-in patient", async () => {
    const jari = await logIn("jari");
    expect((await get("/fi/ohjeita", jari.cookie)).status).toBe(200);
    expect((await get("/fi/sairauskassa", jari.cookie)).status).toBe(200);
    const venla = await logIn("venla");
    const chat = await get("/fi/pikkutsatti", venla.cookie, "kids.localhost");
    expect(chat.status).toBe(200);
    expect(chat.html).toContain("Pikkutsatti on siirtynyt");
  });

  it("answer 404 where the brand lacks the page's flag", async () => {
    const aino = await logIn("aino");
    const chat = await get("/fi/pikkutsatti", aino.cookie);
    expect(chat.status).toBe(404);
    expect(chat.html).toContain("Sivua ei löytynyt");
    expect((await get("/fi/kirjautumattomat-kayttajat/pikkutsatti")).status).toBe(404);
    expect((await get("/fi/kirjautumattomat-kayttajat/pikkutsatti", undefined, "kids.localhost")).status).toBe(200);
    const venla = await logIn("venla");
    expect((await get("/fi/sairauskassa", venla.cookie, "kids.localhost")).status).toBe(404);
  });
});

describe("the private appointment list", () => {
  it("has no menu, on any screen (spec part 2 §2): no menu button, no tab bar, but the language switch", async () => {
    for (const cookie of [undefined, (await logIn("aino")).cookie]) {
      const list = await get("/fi/ajanvaraus/yksityisasiakas", cookie);
      expect(list.status).toBe(200);
      expect(list.html).not.toContain("main-menu__toggle");
      expect(list.html).not.toContain('class="tab-bar"');
      expect(list.html).toContain("site-header__language");
    }
    // The other booking pages keep the menu.
    expect((await get("/fi/ajanvaraus", (await logIn("aino")).cookie)).html).toContain("main-menu__toggle");
  });
});

describe("a timed-out session", () => {
  it("logs in again to the page the user was on, and on the children's brand to its own front page (spec part 1 §4)", async () => {
    const expired = { authTokenTimeout: { amount: 60, unit: "minutes" } as const, authenticatedAt: new Date(TEST_NOW.getTime() - 2 * 3_600_000) };
    const aino = await logInForTest(server.database.db, "aino", expired);
    expect((await get("/fi/laskut?page=2", aino.cookie)).location).toBe(`/fi/katkennut-istunto?next=${encodeURIComponent("/fi/laskut?page=2")}`);
    const venla = await logInForTest(server.database.db, "venla", { ...expired, brand: "kids" });
    expect((await get("/fi/laskut?page=2", venla.cookie, "kids.localhost")).location).toBe(`/fi/katkennut-istunto?next=${encodeURIComponent("/fi")}`);
  });
});

describe("the logged-in menu", () => {
  it("gives an occupational customer the occupational group with the unread count and the team", async () => {
    const html = (await get("/fi", (await logIn("jari")).cookie)).html;
    expect(html).toContain("Työterveyshuolto");
    expect(html).toContain('href="/fi/tyoterveystiimi"');
    expect(html).toContain('href="/fi/viestit"');
    expect(html).toMatch(/class="badge">1 lukematon/);
    // In the menu and the header's user menu, hidden from session recording.
    // (After the decorative icon, when there is one.)
    const privateName =
      /<a(?=[^>]*data-private="")(?=[^>]*data-hj-suppress="")[^>]*href="\/fi\/omat-tiedot"[^>]*>(?:<svg class="shell-icon[^"]*" aria-hidden="true" focusable="false"><use href="[^"]+"><\/use><\/svg>)?Jari Laine<\/a>/g;
    expect(html.match(privateName)?.length).toBe(2);
    expect(html).not.toMatch(/<a(?![^>]*data-private)[^>]*>(?:<svg[^>]*><use[^>]*><\/use><\/svg>)?Jari Laine</);
  });

  it("gives a private customer no occupational group, and a guardian the child's name in the children's brand", async () => {
    const aino = (await get("/fi", (await logIn("aino")).cookie)).html;
    expect(aino).not.toContain('href="/fi/tyoterveystiimi"');
    expect(aino).toContain('href="/fi/todistukset"');
    expect(aino).toContain('href="/fi/rokotukset"');
    expect(aino).toContain('href="/fi/ohjeita"');
    const mikko = await logIn("mikko");
    await setActingPatient(server.database.db, mikko.session.id, { actingPatientId: await patientIdOf(server.database.db, "eetu"), actingRole: "guardian", now: TEST_NOW });
    const kids = (await get("/fi", mikko.cookie, "kids.localhost")).html;
    expect(kids).toMatch(/data-private=""[^>]*>Eetu Nieminen<\/a>/);
    expect(kids).toContain('href="/fi/pikkutsatti"');
    expect(kids).not.toContain('href="/fi/tyoterveystiimi"');
  });
});
