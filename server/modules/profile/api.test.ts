import { TEST_NOW } from "#tests/clock";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Person } from "#server/modules/account/session-service";
import { loadSession } from "#server/modules/account/session-service";
import { auditEvents, patients } from "#server/db/schema";
import { SESSION_COOKIE } from "#server/http/session";
import { useTestServer } from "#tests/integration/test-server";
import { NEW_PEOPLE, logIn, patientIdOf, personaPerson } from "./test-sessions";

// The profile API over HTTP (spec part 1 §7, part 2 §7): registration, consent and the contact
// edit, with CSRF, sessions and validation; and the pages that use them.

const server = useTestServer({ demoDataNow: TEST_NOW });

async function session(person: Person, lang: "fi" | "sv" | "en" = "fi") {
  const created = await logIn(server.database.db, person, { lang: lang as "fi" });
  return { session: created, cookie: `${SESSION_COOKIE}=${created.id}`, csrf: created.csrfToken };
}

const registration = {
  firstName: "Ville",
  lastName: "Uusi",
  streetAddress: "Testikatu 1",
  zipCode: "00100",
  postOffice: "Helsinki",
  phoneNumber: "040 111 2233",
  emailAddress: "ville@example.com",
};

describe("POST /api/user/register", () => {
  it("refuses a call without the csrfToken (403) and a call without a session", async () => {
    const { cookie } = await session(NEW_PEOPLE.adult);
    const refused = await server.request("POST", "/api/user/register", { cookie, body: registration });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ type: "csrfTokenInvalid", message: "Missing or invalid csrfToken" });
    expect((await server.request("POST", "/api/user/register?csrfToken=x", { body: registration })).status).toBe(403);
  });

  it("answers 400 ValidationError with the spec's message keys and limits", async () => {
    const { cookie, csrf } = await session(NEW_PEOPLE.adult);
    const response = await server.request("POST", `/api/user/register?csrfToken=${csrf}`, {
      cookie,
      body: { ...registration, zipCode: "0010A", postOffice: "x".repeat(31), emailAddress: "nope" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      type: "ValidationError",
      details: [
        { path: "zipCode", message: "validation.zipCode.invalid" },
        { path: "postOffice", message: "validation.maxLength", values: { n: 30 } },
        { path: "emailAddress", message: "validation.email.invalid" },
      ],
    });
    const bad = await server.request("POST", `/api/user/register?csrfToken=${csrf}&lang=de`, { cookie, body: registration });
    expect(await bad.json()).toEqual({ type: "ValidationError", details: [{ path: "lang", message: "validation.invalidValue" }] });
  });

  it("registers the identified person, attaches the record to the session, and then says userAlreadyExists", async () => {
    const { session: created, cookie, csrf } = await session(NEW_PEOPLE.adult);
    const response = await server.request("POST", `/api/user/register?csrfToken=${csrf}&lang=en`, { cookie, body: registration });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: "success" });
    const [row] = await server.database.db.select().from(patients).where(eq(patients.identityCode, NEW_PEOPLE.adult.identityCode));
    expect(row).toMatchObject({ firstName: "Ville", phone: "+358401112233", language: "en", postalCode: "00100", patientDataConsentFormUpdated: null });
    expect(await loadSession(server.database.db, created.id, TEST_NOW)).toMatchObject({ patientId: row!.id, actingPatientId: row!.id });
    const again = await server.request("POST", `/api/user/register?csrfToken=${csrf}`, { cookie, body: registration });
    expect(await again.json()).toEqual({ type: "userAlreadyExists" });
  });
});

describe("POST /api/user/consent", () => {
  it("needs the privacy policy read the first time (Kalle), then saves and answers the next path", async () => {
    const { cookie, csrf } = await session(personaPerson("kalle"));
    const unread = await server.request("POST", `/api/user/consent?csrfToken=${csrf}&lang=fi`, { cookie, body: { allowsCommonRegistry: true } });
    expect(unread.status).toBe(400);
    expect(await unread.json()).toEqual({
      type: "ValidationError",
      details: [{ path: "privacyPolicyRead", message: "registration.validation.privacyPolicyNotRead" }],
    });
    const saved = await server.request("POST", `/api/user/consent?csrfToken=${csrf}&lang=sv`, {
      cookie,
      body: { allowsCommonRegistry: true, privacyPolicyRead: true, nextPath: "/sv/lediga-tider/5" },
    });
    expect(await saved.json()).toMatchObject({ type: "success", nextPath: "/sv/lediga-tider/5", patientDataConsentFormUpdated: expect.any(String) });
    const kalle = await patientIdOf(server.database.db, "kalle");
    const [row] = await server.database.db.select().from(patients).where(eq(patients.id, kalle));
    expect(row).toMatchObject({ allowsCommonRegistry: true, allowsBookingSms: false });
    expect(row?.patientDataConsentFormUpdated).not.toBeNull();
    const audit = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "patient-data-consent"), eq(auditEvents.actingForPatientId, kalle)));
    expect(audit.map((event) => event.action)).toEqual(["update"]);
  });

  it("refuses a malformed body with 400 and the field's detail", async () => {
    const { cookie, csrf } = await session(personaPerson("aino"));
    const response = await server.request("POST", `/api/user/consent?csrfToken=${csrf}&lang=fi`, { cookie, body: { allowsMarketingMail: "yes" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ type: "ValidationError", details: [{ path: "allowsMarketingMail", message: "validation.invalidValue" }] });
  });

  it("goes to the language's front page when the next path is missing or foreign", async () => {
    const { cookie, csrf } = await session(personaPerson("aino"));
    const foreign = await server.request("POST", `/api/user/consent?csrfToken=${csrf}&lang=en`, { cookie, body: { nextPath: "//evil.example/x" } });
    expect(await foreign.json()).toMatchObject({ type: "success", nextPath: "/en" });
    const none = await server.request("POST", `/api/user/consent?csrfToken=${csrf}&lang=fi`, { cookie, body: {} });
    expect(await none.json()).toMatchObject({ type: "success", nextPath: "/fi" });
  });

  it("answers customerNotFound for a person without a patient record; the occupational consent only in the adult brand", async () => {
    const newcomer = await session(NEW_PEOPLE.other);
    const response = await server.request("POST", `/api/user/consent?csrfToken=${newcomer.csrf}&lang=fi`, { cookie: newcomer.cookie, body: { privacyPolicyRead: true } });
    expect(await response.json()).toEqual({ type: "customerNotFound" });
    const malformed = await server.request("POST", `/api/user/consent?csrfToken=${newcomer.csrf}&lang=fi`, { cookie: newcomer.cookie, body: { allowsMarketingMail: "yes" } });
    expect([malformed.status, await malformed.json()]).toEqual([200, { type: "customerNotFound" }]);
    const venla = await session(personaPerson("venla"));
    const venlaId = await patientIdOf(server.database.db, "venla");
    await server.request("POST", `/api/user/consent?csrfToken=${venla.csrf}&lang=fi`, {
      cookie: venla.cookie,
      host: "kids.localhost",
      body: { allowsViewingOccupationalInformation: true },
    });
    const [row] = await server.database.db.select().from(patients).where(eq(patients.id, venlaId));
    expect(row?.allowsViewingOccupationalInformation).toBe(false);
  });
});

describe("PUT /api/user", () => {
  const contact = { streetAddress: "Uusikatu 2", postalCode: "02100", postOffice: "Espoo", emailAddress: "emily@example.org", phoneNumber: "050 123 4567" };

  it("saves the acting patient's contact details and answers type and patient", async () => {
    const { cookie, csrf } = await session(personaPerson("emily"));
    const response = await server.request("PUT", `/api/user?csrfToken=${csrf}`, { cookie, body: contact });
    expect(await response.json()).toEqual({ type: "success", patient: { ...contact, phoneNumber: "+358501234567" } });
  });

  it("answers 400 with details, 403 without the token, customerNotFound without a record", async () => {
    const { cookie, csrf } = await session(personaPerson("emily"));
    const invalid = await server.request("PUT", `/api/user?csrfToken=${csrf}`, { cookie, body: { ...contact, postalCode: "2100", streetAddress: "A" } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      type: "ValidationError",
      details: [
        { path: "streetAddress", message: "validation.minLength", values: { n: 2 } },
        { path: "postalCode", message: "validation.zipCode.invalid" },
      ],
    });
    expect((await server.request("PUT", "/api/user", { cookie, body: contact })).status).toBe(403);
    const newcomer = await session(NEW_PEOPLE.child);
    const none = await server.request("PUT", `/api/user?csrfToken=${newcomer.csrf}`, { cookie: newcomer.cookie, body: contact });
    expect(await none.json()).toEqual({ type: "customerNotFound" });
  });
});

describe("pages", () => {
  it("registration: a newcomer sees the form; a customer goes on to the next path; a visitor logs in first", async () => {
    const newcomer = await session({ identityCode: "010190-904U", firstName: "Kaisa", lastName: "Uusi" });
    const page = await server.get(`/en/registration?nextPath=${encodeURIComponent("/en/available-appointments/3")}`, { cookie: newcomer.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Register as a customer");
    expect(html).toContain("010190-****");
    expect(html).not.toContain("010190-904U");
    const customer = await session(personaPerson("aino"));
    const onward = await server.get(`/fi/rekisteroityminen?nextPath=${encodeURIComponent("/fi/vapaat-ajat/3")}`, { cookie: customer.cookie });
    expect(onward.status).toBe(302);
    expect(onward.headers.get("location")).toBe("/fi/vapaat-ajat/3");
    const visitor = await server.get("/sv/registrering");
    expect(visitor.headers.get("location")).toBe(`/sv/loggain?nextPath=${encodeURIComponent("/sv/registrering")}`);
  });

  it("consent: Kalle sees the form; a person without a record registers first", async () => {
    const kalle = await session({ ...personaPerson("kalle") });
    // Kalle's consent may have been saved by an earlier test; the page shows either way.
    const page = await server.get("/fi/potilastietojen-kasittely", { cookie: kalle.cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Potilastietojen käsittely");
    const newcomer = await session({ identityCode: "020290-906B", firstName: "Uusi", lastName: "Ihminen" });
    const redirected = await server.get(`/en/data-processing?nextPath=${encodeURIComponent("/en/available-appointments/3")}`, { cookie: newcomer.cookie });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe(`/en/registration?nextPath=${encodeURIComponent("/en/available-appointments/3")}`);
  });

  it("new customer and occupational vaccination answer anonymous visitors", async () => {
    const welcome = await server.get("/en/new-customer");
    expect(welcome.status).toBe(200);
    expect(await welcome.text()).toContain("Welcome as a new customer");
    const vaccination = await server.get("/en/occupational-healthcare/vaccinations");
    expect(vaccination.status).toBe(200);
    expect(await vaccination.text()).toContain("Log in to book a vaccination");
  });

  it("occupational vaccination: Jari gets the influenza link, Aino the no-contract message", async () => {
    const jari = await session(personaPerson("jari"));
    const page = await (await server.get("/fi/tyoterveys/rokotukset", { cookie: jari.cookie })).text();
    expect(page).toContain('href="/fi/ajanvaraus/tyoterveys?specialtyIds=INFL"');
    const aino = await session(personaPerson("aino"));
    const none = await (await server.get("/en/occupational-healthcare/vaccinations", { cookie: aino.cookie })).text();
    expect(none).toContain("Unfortunately, we could not find your occupational health care contract");
  });
});
