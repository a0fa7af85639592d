import { PRODUCTION_ENV } from "#tests/services";
import { TEST_NOW } from "#tests/clock";
import { describe, expect, it } from "vitest";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { SESSION_COOKIE } from "#server/http/session";
import type { Person } from "#server/modules/account/session-service";
import { NEW_PEOPLE, logIn, personaPerson } from "#server/modules/profile/test-sessions";
import { useTestServer } from "#tests/integration/test-server";

// The insurer calls over HTTP (spec part 2 §7), the demo LähiTapiola's permit application from
// the portal's redirect to the return with status, and the feature flag.

const server = useTestServer({ demoDataNow: TEST_NOW });
const production = useTestServer({ demoDataNow: TEST_NOW, env: PRODUCTION_ENV });
const TODAY = helsinkiCalendarDate(TEST_NOW);

async function cookieOf(person: Person, target = server) {
  const session = await logIn(target.database.db, person);
  return `${SESSION_COOKIE}=${session.id}`;
}

/** A session's cookie and the apply-permit query parameters its page sends: csrfToken and a state. */
async function applierOf(person: Person, target = server) {
  const session = await logIn(target.database.db, person);
  return { cookie: `${SESSION_COOKIE}=${session.id}`, csrfToken: session.csrfToken, tokens: `&csrfToken=${encodeURIComponent(session.csrfToken)}&state=${STATE}` };
}
const STATE = "s".repeat(22);

describe("GET /api/insurance/lahitapiola-policy-check and permits", () => {
  it("answers Emily's health policy and permit; Aino has none; Venla is underage", async () => {
    const emily = await cookieOf(personaPerson("emily"));
    expect(await (await server.get("/api/insurance/lahitapiola-policy-check", { cookie: emily })).json()).toEqual({ type: "success", hasHealthcarePolicy: true });
    const permits = await (await server.get("/api/insurance/lahitapiola-direct-compensation-permits/en", { cookie: emily })).json();
    expect(permits).toMatchObject({ type: "success", directCompensationPermits: [{ symptom: "Nilkan nyrjähdys", bodyPart: "Oikea nilkka" }] });
    const aino = await cookieOf(personaPerson("aino"));
    expect(await (await server.get("/api/insurance/lahitapiola-policy-check", { cookie: aino })).json()).toEqual({ type: "success", hasHealthcarePolicy: false });
    const venla = await cookieOf(personaPerson("venla"));
    expect(await (await server.get("/api/insurance/lahitapiola-policy-check", { cookie: venla })).json()).toEqual({ type: "underageCustomer" });
  });

  it("needs a session, a patient record and a known language", async () => {
    expect((await server.get("/api/insurance/lahitapiola-policy-check")).status).toBe(401);
    const newcomer = await cookieOf(NEW_PEOPLE.adult);
    expect(await (await server.get("/api/insurance/lahitapiola-policy-check", { cookie: newcomer })).json()).toEqual({ type: "customerNotFound" });
    const emily = await cookieOf(personaPerson("emily"));
    const bad = await server.get("/api/insurance/lahitapiola-direct-compensation-permits/de", { cookie: emily });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ type: "ValidationError", details: [{ path: "lang", message: "validation.invalidValue" }] });
  });
});

describe("LähiTapiola permit application", () => {
  const returnPath = "/en/available-appointments/insurance/5";

  it("redirects to the insurer, whose page grants a permit and sends the customer back with the status and the state", async () => {
    const { cookie: emily, tokens } = await applierOf(personaPerson("emily"));
    const start = await server.get(`/api/insurance/lahitapiola-apply-permit?redirectTo=${encodeURIComponent(returnPath)}&channel=w&lang=en${tokens}`, { cookie: emily });
    expect(start.status).toBe(303);
    const insurerPage = start.headers.get("location")!;
    expect(insurerPage).toMatch(/^\/api\/dev\/insurers\/lahitapiola\/apply-permit\?application=/);
    const page = await server.get(insurerPage);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Apply for a direct compensation permit");
    const application = new URL(insurerPage, "http://x").searchParams.get("application")!;
    const decided = await server.get(`/api/dev/insurers/lahitapiola/decision?application=${application}&decision=allow&lang=en`);
    expect(decided.status).toBe(303);
    expect(decided.headers.get("location")).toBe(`${returnPath}?state=${STATE}&referrer=lahitapiola&status=directcompensationallowed`);
    const permits = (await (await server.get("/api/insurance/lahitapiola-direct-compensation-permits/fi", { cookie: emily })).json()) as {
      directCompensationPermits: unknown[];
    };
    expect(permits.directCompensationPermits).toHaveLength(2);
    // The application is single use.
    expect((await server.get(`/api/dev/insurers/lahitapiola/decision?application=${application}&decision=allow`)).status).toBe(404);
  });

  it("returns cancel and denied; an underage customer is sent straight back with status error", async () => {
    const { cookie: emily, tokens } = await applierOf(personaPerson("emily"));
    for (const [decision, status] of [["cancel", "cancel"], ["deny", "directcompensationdenied"]] as const) {
      const start = await server.get(`/api/insurance/lahitapiola-apply-permit?redirectTo=${encodeURIComponent(returnPath)}&channel=w&lang=fi${tokens}`, { cookie: emily });
      const application = new URL(start.headers.get("location")!, "http://x").searchParams.get("application")!;
      const decided = await server.get(`/api/dev/insurers/lahitapiola/decision?application=${application}&decision=${decision}`);
      expect(decided.headers.get("location")).toBe(`${returnPath}?state=${STATE}&referrer=lahitapiola&status=${status}`);
    }
    const venla = await applierOf(personaPerson("venla"));
    const refused = await server.get(`/api/insurance/lahitapiola-apply-permit?redirectTo=${encodeURIComponent(returnPath)}&channel=w&lang=fi${venla.tokens}`, { cookie: venla.cookie });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`${returnPath}?state=${STATE}&referrer=lahitapiola&status=error`);
  });

  it("refuses a navigation without the session's csrfToken (a link from another site): no application starts", async () => {
    const { cookie: emily, tokens } = await applierOf(personaPerson("emily"));
    const other = await applierOf(personaPerson("aino"));
    const query = `redirectTo=${encodeURIComponent(returnPath)}&channel=w&lang=en&state=${STATE}`;
    for (const csrf of ["", "&csrfToken=", `&csrfToken=${encodeURIComponent(other.csrfToken)}`]) {
      const response = await server.get(`/api/insurance/lahitapiola-apply-permit?${query}${csrf}`, { cookie: emily });
      expect(response.status, csrf).toBe(403);
      expect(await response.json()).toMatchObject({ type: "csrfTokenInvalid" });
    }
    expect((await server.get(`/api/insurance/lahitapiola-apply-permit?redirectTo=${encodeURIComponent(returnPath)}&channel=w&lang=en${tokens}`, { cookie: emily })).status).toBe(303);
  });

  it("refuses a foreign return address, a wrong channel or language, a missing or malformed state", async () => {
    const { cookie: emily, tokens } = await applierOf(personaPerson("emily"));
    const csrf = tokens.replace(`&state=${STATE}`, "");
    const response = await server.get(`/api/insurance/lahitapiola-apply-permit?redirectTo=https%3A%2F%2Fevil.example&channel=x&lang=de${csrf}`, { cookie: emily });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      type: "ValidationError",
      details: [
        { path: "redirectTo", message: "validation.invalidValue" },
        { path: "lang", message: "validation.invalidValue" },
        { path: "channel", message: "validation.invalidValue" },
        { path: "state", message: "validation.invalidValue" },
      ],
    });
    const short = await server.get(`/api/insurance/lahitapiola-apply-permit?redirectTo=%2Fen&channel=w&lang=en${csrf}&state=abc`, { cookie: emily });
    expect(await short.json()).toEqual({ type: "ValidationError", details: [{ path: "state", message: "validation.invalidValue" }] });
  });

  it("shows an unknown application as expired", async () => {
    const page = await server.get("/api/dev/insurers/lahitapiola/apply-permit?application=nope&lang=sv");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Ansökan hittades inte");
  });
});

describe("GET /api/insurance/pohjola-check/{date}", () => {
  it("finds Johan's OP insurance on the day; refuses a malformed date", async () => {
    const johan = await cookieOf(personaPerson("johan"));
    expect(await (await server.get(`/api/insurance/pohjola-check/${TODAY}`, { cookie: johan })).json()).toEqual({ type: "success", hasInsurance: true });
    expect(await (await server.get("/api/insurance/pohjola-check/1999-01-01", { cookie: johan })).json()).toEqual({ type: "success", hasInsurance: false });
    expect((await server.get("/api/insurance/pohjola-check/2025-02-30", { cookie: johan })).status).toBe(400);
    expect((await server.get("/api/insurance/pohjola-check/tomorrow", { cookie: johan })).status).toBe(400);
  });
});

describe("feature flag lahitapiola-insurance-flow", () => {
  it("is off in production: the LähiTapiola calls and the demo insurer's pages do not exist; Pohjola works", async () => {
    const emily = await cookieOf(personaPerson("emily"), production);
    expect((await production.get("/api/insurance/lahitapiola-policy-check", { cookie: emily })).status).toBe(404);
    expect((await production.get("/api/insurance/lahitapiola-direct-compensation-permits/en", { cookie: emily })).status).toBe(404);
    const applier = await applierOf(personaPerson("emily"), production);
    expect((await production.get(`/api/insurance/lahitapiola-apply-permit?redirectTo=%2Fen&channel=w&lang=en${applier.tokens}`, { cookie: applier.cookie })).status).toBe(404);
    expect((await production.get("/api/dev/insurers/lahitapiola/apply-permit?application=x")).status).toBe(404);
    expect(await (await production.get(`/api/insurance/pohjola-check/${TODAY}`, { cookie: emily })).json()).toEqual({ type: "success", hasInsurance: false });
  });
});
