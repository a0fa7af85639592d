import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, guardians, patients } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// My information (spec part 1 §2, §5, §7 POST /api/user and /api/user/consent, §8 "Contact save",
// §9): the page's action as a browser without JavaScript posts it, and the API. Both take the
// acting patient from the session only, validate with the same schema, and audit every read and
// write.

const server = useTestServer({ demoDataNow: TEST_NOW });

const CONTACT = {
  intent: "saveContactInfo",
  streetAddress: "Kauppakatu 3",
  zipCode: "40100",
  postOffice: "Jyväskylä",
  phoneNumber: "040 765 4321",
  emailAddress: "uusi.osoite@example.com",
  language: "sv",
};

const API_BODY = {
  streetAddress: "Kauppakatu 3",
  zipCode: "40100",
  postOffice: "Jyväskylä",
  phoneNumber: "040 765 4321",
  emailAddress: "uusi.osoite@example.com",
  language: "en",
  guardians: [],
  lang: "fi",
  next: "/fi/ajat",
};

/** The value of a page's button with this text (and attribute), its HTML entities decoded. */
function buttonValue(html: string, text: string, attribute = ""): string {
  const button = [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].find((match) => match[2] === text && match[1]!.includes(attribute));
  const value = /value="([^"]*)"/.exec(button?.[1] ?? "")?.[1];
  if (value === undefined) throw new Error(`no button ${text}`);
  return value.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

/** The attributes of the button of this text. */
function buttonTag(html: string, text: string): string | undefined {
  return [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].find((match) => match[2] === text)?.[1];
}

/** The toast titles a page shows from its first render. */
async function toastsOf(response: Response): Promise<string[]> {
  return [...(await response.text()).matchAll(/<p class="toast__title">([^<]*)<\/p>/g)].map((match) => match[1]!);
}

function cookiesOf(response: Response, cookie: string): string {
  return [cookie, ...response.headers.getSetCookie().map((value) => value.split(";")[0])].join("; ");
}

async function patientRow(key: Parameters<typeof patientIdOf>[1]) {
  const db = server.database.db;
  const id = await patientIdOf(db, key);
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  return row!;
}

async function auditOf(patientId: number, action: "read" | "update") {
  return server.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actingForPatientId, patientId), eq(auditEvents.entity, "patient-contact-info"), eq(auditEvents.action, action)));
}

async function guardiansOf(key: Parameters<typeof patientIdOf>[1]) {
  const db = server.database.db;
  return db.select().from(guardians).where(eq(guardians.patientId, await patientIdOf(db, key))).orderBy(asc(guardians.position));
}

describe("the My information page", () => {
  it("shows the acting patient's details on the contact tab, the read audited", async () => {
    const timo = await logInForTest(server.database.db, "timo");
    const response = await server.get("/fi/omat-tiedot", { cookie: timo.cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Timo");
    expect(html).toMatch(/<input[^>]*name="streetAddress"[^>]*value="[^"]+"/);
    expect(html).toMatch(/aria-selected="true"[^>]*>Yhteystiedot</);
    expect(await auditOf(await patientIdOf(server.database.db, "timo"), "read")).not.toHaveLength(0);
  });

  it("opens the permissions tab for a go-to-view-appointment-page save action with tab consent", async () => {
    const kalle = await logInForTest(server.database.db, "kalle", { lang: "en" });
    const html = await (await server.get("/en/my-information?saveAction=go-to-view-appointment-page&appointmentId=12&tab=consent", { cookie: kalle.cookie })).text();
    expect(html).toMatch(/aria-selected="true"[^>]*>Permissions and agreements</);
    expect(html).toContain("Save and return to the appointment");
  });

  it("sends a visitor without a session to log in, coming back to the page", async () => {
    const response = await server.get("/fi/omat-tiedot?tab=consent");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/fi/kirjaudu?nextPath=${encodeURIComponent("/fi/omat-tiedot?tab=consent")}`);
  });

  it("offers the occupational information consent only in the adult brand", async () => {
    const timo = await logInForTest(server.database.db, "timo");
    const adult = await (await server.get("/fi/omat-tiedot?tab=consent", { cookie: timo.cookie })).text();
    expect(adult).toContain('name="allowsViewingOccupationalInformation"');
    const venla = await logInForTest(server.database.db, "venla");
    const kids = await (await server.get("/fi/omat-tiedot?tab=consent", { cookie: venla.cookie, host: "kids.localhost" })).text();
    expect(kids).toContain('name="allowsBookingSms"');
    expect(kids).not.toContain('name="allowsViewingOccupationalInformation"');
  });
});

describe("the contact form's post", () => {
  it("refuses a post without the session's token", async () => {
    const timo = await logInForTest(server.database.db, "timo");
    const before = await patientRow("timo");
    const refused = await server.request("POST", "/fi/omat-tiedot", { cookie: timo.cookie, form: { ...CONTACT, csrfToken: "wrong" } });
    expect(refused.status).toBe(403);
    expect((await patientRow("timo")).streetAddress).toBe(before.streetAddress);
  });

  it("answers invalid fields with everything as typed, the messages and the summary, saving nothing", async () => {
    const timo = await logInForTest(server.database.db, "timo");
    const before = await patientRow("timo");
    const answer = await server.request("POST", "/fi/omat-tiedot", {
      cookie: timo.cookie,
      form: { ...CONTACT, csrfToken: timo.session.csrfToken, zipCode: "0010A", emailAddress: "ei osoite", streetAddress: "K" },
    });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Tarkista seuraavat kentät:");
    expect(html).toContain("Postinumeron pituuden tulee olla 5 ja se voi sisältää vain numeroita");
    expect(html).toContain("Anna sähköpostiosoitteesi, esim. name@example.com");
    expect(html).toContain("Merkkien vähimmäismäärä on 2");
    expect(html).toMatch(/<input[^>]*name="zipCode"[^>]*value="0010A"/);
    expect(html).toMatch(/<input[^>]*name="postOffice"[^>]*value="Jyväskylä"/);
    expect(html).toMatch(/<option value="sv" lang="sv" selected="">/);
    const after = await patientRow("timo");
    expect([after.streetAddress, after.postalCode, after.email]).toEqual([before.streetAddress, before.postalCode, before.email]);
  });

  it("saves, normalised and without control characters, audits, and reloads the page with the toast", async () => {
    const timo = await logInForTest(server.database.db, "timo");
    const timoId = await patientIdOf(server.database.db, "timo");
    const updatesBefore = (await auditOf(timoId, "update")).length;
    const saved = await server.request("POST", "/fi/omat-tiedot", {
      cookie: timo.cookie,
      form: { ...CONTACT, csrfToken: timo.session.csrfToken, streetAddress: "Kauppa\u0000katu 3\u0007", emailAddress: " uusi.osoite@example.com\u0008" },
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/fi/omat-tiedot");
    const row = await patientRow("timo");
    expect(row).toMatchObject({ streetAddress: "Kauppakatu 3", postalCode: "40100", postOffice: "Jyväskylä", phone: "+358407654321", email: "uusi.osoite@example.com", language: "sv" });
    expect(await auditOf(timoId, "update")).toHaveLength(updatesBefore + 1);
    expect(await toastsOf(await server.get("/fi/omat-tiedot", { cookie: cookiesOf(saved, timo.cookie) }))).toEqual(["Tietosi on tallennettu"]);
  });

  it("goes where the save action says", async () => {
    const timo = await logInForTest(server.database.db, "timo");
    const post = (search: string) =>
      server.request("POST", `/fi/omat-tiedot?${search}`, { cookie: timo.cookie, form: { ...CONTACT, csrfToken: timo.session.csrfToken } });
    expect((await post("saveAction=go-to-view-appointment-page&appointmentId=12&tab=contact")).headers.get("location")).toBe("/fi/ajat/12");
    expect((await post("saveAction=go-to-reserve-appointment-page&appointmentId=7")).headers.get("location")).toBe("/fi/vapaat-ajat/7");
    expect((await post("saveAction=go-to-invoice-page&invoiceNumber=100234")).headers.get("location")).toBe("/fi/laskut?invoiceNumber=100234");
    // A malformed save action is none: the page itself.
    expect((await post("saveAction=go-to-invoice-page&invoiceNumber=https://evil.example")).headers.get("location")).toBe("/fi/omat-tiedot");
  });

  it("adds and removes a guardian without JavaScript, then saves both for a minor", async () => {
    const venla = await logInForTest(server.database.db, "venla");
    const base = {
      ...CONTACT,
      csrfToken: venla.session.csrfToken,
      "guardians[0].name": "Kirsi Heikkinen",
      "guardians[0].phone": "+358401234512",
      "guardians[0].emailAddress": "kirsi.heikkinen@example.com",
      "guardians[0].streetAddress": "Sibeliuksenkatu 7 B 9",
      "guardians[0].zipCode": "13100",
      "guardians[0].postOffice": "HÄMEENLINNA",
    };
    // The Add button posts the form library's list intent when the browser does not handle it.
    const page = await (await server.get("/fi/omat-tiedot", { cookie: venla.cookie, host: "kids.localhost" })).text();
    const added = await server.request("POST", "/fi/omat-tiedot", { cookie: venla.cookie, host: "kids.localhost", form: { ...base, __intent__: buttonValue(page, "Lisää huoltaja") } });
    expect(added.status).toBe(200);
    const addedHtml = await added.text();
    expect(addedHtml).toContain("Huoltaja 2");
    expect(addedHtml).toMatch(/name="guardians\[1\]\.name"/);
    expect(addedHtml).not.toContain("form-summary");
    // The page comes back with focus where the script would put it: the new guardian's name.
    expect(/<input[^>]*name="guardians\[1\]\.name"[^>]*>/.exec(addedHtml)?.[0]).toContain('autofocus=""');
    expect(addedHtml.match(/autofocus=""/g)).toHaveLength(1);

    const second = { "guardians[1].name": "Petri Heikkinen", "guardians[1].phone": "050 111 2233", "guardians[1].emailAddress": "petri@example.com", "guardians[1].isGuardianHasSameAddress": "on" };
    const removed = await server.request("POST", "/fi/omat-tiedot", {
      cookie: venla.cookie,
      host: "kids.localhost",
      form: { ...base, ...second, __intent__: buttonValue(addedHtml, "Poista", 'aria-label="Poista huoltaja 2"') },
    });
    const removedHtml = await removed.text();
    expect(removedHtml).not.toMatch(/name="guardians\[1\]\.name"/);
    // After a removal, focus is on the Add button.
    expect(buttonTag(removedHtml, "Lisää huoltaja")).toContain('autofocus=""');
    expect(removedHtml.match(/autofocus=""/g)).toHaveLength(1);
    // What was typed for the first guardian stays.
    expect(removedHtml).toMatch(/<input[^>]*name="guardians\[0\]\.zipCode"[^>]*value="13100"/);

    const saved = await server.request("POST", "/fi/omat-tiedot", { cookie: venla.cookie, host: "kids.localhost", form: { ...base, ...second } });
    expect(saved.status).toBe(302);
    const rows = await guardiansOf("venla");
    expect(rows.map((row) => [row.position, row.name, row.phone, row.hasSameAddress, row.postalCode])).toEqual([
      [1, "Kirsi Heikkinen", "+358401234512", false, "13100"],
      [2, "Petri Heikkinen", "+358501112233", true, null],
    ]);
    // The first guardian keeps the identity code the form never carries.
    expect(rows[0]!.identityCode).toMatch(/^\d{6}-\d{3}[0-9A-Y]$/);
  });
});

describe("POST /api/user", () => {
  it("refuses a call without the CSRF token", async () => {
    const timo = await logInForTest(server.database.db, "timo");
    const response = await server.request("POST", "/api/user", { cookie: timo.cookie, body: API_BODY });
    expect(response.status).toBe(403);
  });

  it("answers bad input with 400 ValidationError and its details", async () => {
    const timo = await logInForTest(server.database.db, "timo");
    const response = await server.request("POST", `/api/user?${timo.csrf}`, {
      cookie: timo.cookie,
      body: { ...API_BODY, zipCode: "123", phoneNumber: "+4940123", language: "de", guardians: [{}, {}, {}] },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { type: string; details: { path: string; message: string }[] };
    expect(body.type).toBe("ValidationError");
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: "zipCode", message: "validation.zipCode.invalid" },
        { path: "phoneNumber", message: "validation.phone.invalid" },
        { path: "language", message: "validation.invalidValue" },
        { path: "guardians", message: "validation.guardians.tooMany", values: { n: 2 } },
      ]),
    );
  });

  it("saves the session's acting patient only, whatever the body names, and audits it", async () => {
    const timo = await logInForTest(server.database.db, "timo");
    const johanBefore = await patientRow("johan");
    const timoId = await patientIdOf(server.database.db, "timo");
    const updatesBefore = (await auditOf(timoId, "update")).length;
    const response = await server.request("POST", `/api/user?${timo.csrf}`, {
      cookie: timo.cookie,
      body: { ...API_BODY, patientId: johanBefore.id, id: johanBefore.id, identityCode: johanBefore.identityCode },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: "success", nextPath: "/fi/ajat" });
    expect(await patientRow("timo")).toMatchObject({ streetAddress: "Kauppakatu 3", language: "en", phone: "+358407654321" });
    const johanAfter = await patientRow("johan");
    expect([johanAfter.streetAddress, johanAfter.email, johanAfter.language]).toEqual([johanBefore.streetAddress, johanBefore.email, johanBefore.language]);
    expect(await auditOf(timoId, "update")).toHaveLength(updatesBefore + 1);
  });

  it("goes on to My information when next is not a path of this site", async () => {
    const timo = await logInForTest(server.database.db, "timo");
    const response = await server.request("POST", `/api/user?${timo.csrf}`, { cookie: timo.cookie, body: { ...API_BODY, lang: "sv", next: "https://evil.example/" } });
    expect(await response.json()).toEqual({ type: "success", nextPath: "/sv/mina-uppgifter" });
  });

  it("answers customerNotFound for a person without a patient record", async () => {
    const newcomer = await logInForTest(server.database.db, { identityCode: "231179-9580", firstName: "Ville", lastName: "Uusikari" });
    const response = await server.request("POST", `/api/user?${newcomer.csrf}`, { cookie: newcomer.cookie, body: API_BODY });
    expect(await response.json()).toEqual({ type: "customerNotFound" });
  });

  it("keeps the first guardian: a minor cannot remove it, an adult lists none", async () => {
    const venla = await logInForTest(server.database.db, "venla");
    const removeFirst = await server.request("POST", `/api/user?${venla.csrf}`, { cookie: venla.cookie, host: "kids.localhost", body: API_BODY });
    expect(removeFirst.status).toBe(400);
    expect(await removeFirst.json()).toEqual({ type: "ValidationError", details: [{ path: "guardians", message: "validation.invalidValue" }] });
    expect((await guardiansOf("venla")).length).toBeGreaterThan(0);

    const timo = await logInForTest(server.database.db, "timo");
    const guardian = { name: "Someone", phone: "0401234567", emailAddress: "someone@example.com", isGuardianHasSameAddress: true };
    const adult = await server.request("POST", `/api/user?${timo.csrf}`, { cookie: timo.cookie, body: { ...API_BODY, guardians: [guardian] } });
    expect(adult.status).toBe(400);
    expect(await guardiansOf("timo")).toEqual([]);
  });
});

describe("the permissions tab's consent post", () => {
  it("asks for the privacy policy the first time, then saves and returns to the appointment", async () => {
    const kalle = await logInForTest(server.database.db, "kalle", { lang: "en" });
    const page = "/en/my-information?saveAction=go-to-view-appointment-page&appointmentId=12&tab=consent";
    const consent = { csrfToken: kalle.session.csrfToken, intent: "saveConsent", allowsBookingSms: "on" };
    const asked = await server.request("POST", page, { cookie: kalle.cookie, form: consent });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toMatch(/<details[^>]*open=""/);
    const saved = await server.request("POST", page, { cookie: kalle.cookie, form: { ...consent, privacyPolicyRead: "on" } });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/en/appointments/12");
    expect(await toastsOf(await server.get("/en", { cookie: cookiesOf(saved, kalle.cookie) }))).toEqual(["Your choices have been saved"]);
    const row = await patientRow("kalle");
    expect(row.allowsBookingSms).toBe(true);
    expect(row.patientDataConsentFormUpdated).not.toBeNull();
  });
});
