import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentSlots, patients } from "#server/db/schema";
import { createFreeSlot, hoursAfter, patientIdOf } from "#server/modules/booking/reservation-fixtures";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The logged-in reservation page's writes as a browser without JavaScript sends them (spec part 2
// §4 "Logged-in reservation", "Address edit", §5): form posts with an intent and the session's
// CSRF token, answered by the page again: the booked view, the fields to check with the ticks
// kept, or the saved contact details.

const server = useTestServer({ demoDataNow: TEST_NOW });

async function ainoOnPage(hoursAhead: number) {
  const login = await logInForTest(server.database.db, "aino", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
  const slot = await createFreeSlot(server.database.db, hoursAfter(TEST_NOW, hoursAhead), { healthCareType: "private" });
  return { ...login, slot, page: `/fi/vapaat-ajat/${slot}` };
}

async function reservedBy(slot: number): Promise<number | null> {
  const [row] = await server.database.db.select({ by: appointmentSlots.reservedByPatientId }).from(appointmentSlots).where(eq(appointmentSlots.id, slot));
  return row?.by ?? null;
}

describe("the logged-in reservation page's form posts", () => {
  it("books with the saved contact details and answers the booked view", async () => {
    const aino = await ainoOnPage(5 * 24);
    const booked = await server.request("POST", aino.page, { cookie: aino.cookie, form: { csrfToken: aino.session.csrfToken, intent: "reserve" } });
    expect(booked.status).toBe(200);
    const html = await booked.text();
    expect(html).toContain("Aikasi on varattu");
    expect(html).toContain("aino.virtanen@example.com");
    expect(await reservedBy(aino.slot)).toBe(await patientIdOf(server.database.db, "aino"));
  });

  it("inside the binding window asks for the acknowledgement first, then books", async () => {
    const aino = await ainoOnPage(6);
    const refused = await server.request("POST", aino.page, { cookie: aino.cookie, form: { csrfToken: aino.session.csrfToken, intent: "reserve" } });
    const html = await refused.text();
    expect(html).toContain("Tarkista seuraavat kentät:");
    expect(html).toContain("Vahvista, että ymmärrät varauksen olevan sitova");
    expect(await reservedBy(aino.slot)).toBeNull();
    const booked = await server.request("POST", aino.page, {
      cookie: aino.cookie,
      form: { csrfToken: aino.session.csrfToken, intent: "reserve", bindingAcknowledged: "on" },
    });
    expect(await booked.text()).toContain("Aikasi on varattu");
    expect(await reservedBy(aino.slot)).not.toBeNull();
  });

  it("saves the contact details, or answers what to check keeping what was typed", async () => {
    const aino = await ainoOnPage(7 * 24);
    const contact = { streetAddress: "Uusikatu 5", postalCode: "123", postOffice: "Espoo", phoneNumber: "040 123 4567", emailAddress: "aino.uusi@example.com" };
    const edit = `${aino.page}?editContact=1`;
    const invalid = await server.request("POST", edit, { cookie: aino.cookie, form: { csrfToken: aino.session.csrfToken, intent: "saveContact", ...contact } });
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Postinumeron pituuden tulee olla 5 ja se voi sisältää vain numeroita");
    expect(invalidHtml).toContain('value="Uusikatu 5"');
    const id = await patientIdOf(server.database.db, "aino");
    const [before] = await server.database.db.select({ street: patients.streetAddress }).from(patients).where(eq(patients.id, id));
    expect(before?.street).not.toBe("Uusikatu 5");

    const saved = await server.request("POST", edit, { cookie: aino.cookie, form: { csrfToken: aino.session.csrfToken, intent: "saveContact", ...contact, postalCode: "02100" } });
    const savedHtml = await saved.text();
    expect(savedHtml).toContain("Yhteystiedot tallennettu");
    expect(savedHtml).toContain("aino.uusi@example.com");
    const [after] = await server.database.db.select({ street: patients.streetAddress, phone: patients.phone }).from(patients).where(eq(patients.id, id));
    expect(after).toEqual({ street: "Uusikatu 5", phone: "+358401234567" });
  });

  it("sends a patient without the consent to the consent form, which says the booking is waiting", async () => {
    const kalle = await logInForTest(server.database.db, "kalle", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const slot = await createFreeSlot(server.database.db, hoursAfter(TEST_NOW, 9 * 24), { healthCareType: "private" });
    const page = await server.get(`/fi/vapaat-ajat/${slot}`, { cookie: kalle.cookie });
    expect(page.status).toBe(302);
    const consent = page.headers.get("location")!;
    expect(consent).toBe(`/fi/potilastietojen-kasittely?nextPath=${encodeURIComponent(`/fi/vapaat-ajat/${slot}`)}`);
    // The page's catalog travels with it, so look for the rendered notice, not the text alone.
    const notice = /role="note"><p>Varauksesi odottaa/;
    const html = await (await server.get(consent, { cookie: kalle.cookie })).text();
    expect(html).toMatch(notice);
    const plain = await (await server.get("/fi/potilastietojen-kasittely", { cookie: kalle.cookie })).text();
    expect(plain).not.toMatch(notice);
  });

  it("refuses a post without the session's token", async () => {
    const aino = await ainoOnPage(8 * 24);
    const refused = await server.request("POST", aino.page, { cookie: aino.cookie, form: { intent: "reserve" } });
    expect(refused.status).toBe(403);
    expect(await reservedBy(aino.slot)).toBeNull();
  });
});
