import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { appointmentSlots, patientConcepts } from "#server/db/schema";
import { type Person } from "#server/modules/account/session-service";
import { useTestServer } from "#tests/integration/test-server";
import { ANONYMOUS_RESERVATION_LIMIT } from "./reservation-api";
import { createFreeSlot, hoursAfter } from "./reservation-fixtures";

// The reservation API and pages over real HTTP (spec part 2 §2, §7, §8): CSRF, result codes with
// HTTP 200, 400 ValidationError with details, the rate limit of weak identification, and where
// the pages send visitors by session. Needs `npm run build` (the pages are the built app).

const NOW = TEST_NOW;
const server = useTestServer({ demoDataNow: NOW });

let nextHours = 24 * 6;
function freshStart(): Date {
  nextHours += 3;
  return hoursAfter(NOW, nextHours);
}

function logInAs(person: Person) {
  return logInForTest(server.database.db, person, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

function logIn(key: PersonaKey) {
  const persona = requirePersona(key);
  return logInAs({ identityCode: personaIdentityCode(persona), firstName: persona.firstName, lastName: persona.lastName });
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

function contact(key: PersonaKey) {
  const persona = requirePersona(key);
  return { emailAddress: persona.email, phone: persona.phone };
}

describe("POST /api/reserve-appointment", () => {
  it("needs a session and its csrfToken", async () => {
    const id = await createFreeSlot(server.database.db, freshStart());
    const body = { internalOrganization: "adult", appointmentId: id, ...contact("aino") };
    expect((await server.request("POST", "/api/reserve-appointment", { body })).status).toBe(403);
    const { cookie } = await logIn("aino");
    const withoutToken = await server.request("POST", "/api/reserve-appointment", { cookie, body });
    expect(withoutToken.status).toBe(403);
    expect(await json(withoutToken)).toMatchObject({ type: "csrfTokenInvalid" });
  });

  it("reserves and answers the reservation details; the second attempt is appointmentNotAvailable", async () => {
    const { cookie, csrf } = await logIn("aino");
    const id = await createFreeSlot(server.database.db, freshStart(), { kindId: "VO30" });
    const body = { internalOrganization: "adult", appointmentId: id, ...contact("aino") };
    const response = await server.request("POST", `/api/reserve-appointment?${csrf}`, { cookie, body });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await json(response)).toEqual({
      type: "success",
      reservationDetails: {
        appointmentId: id,
        startDate: expect.any(String),
        healthCareType: "private",
        emailAddress: "aino.virtanen@example.com",
        phone: "+358401234501",
        bookingLinkPath: null,
      },
    });
    const again = await server.request("POST", `/api/reserve-appointment?${csrf}`, { cookie, body });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ type: "appointmentNotAvailable" });
  });

  it("answers 400 ValidationError with the details of every bad field", async () => {
    const { cookie, csrf } = await logIn("aino");
    const response = await server.request("POST", `/api/reserve-appointment?${csrf}`, {
      cookie,
      body: { internalOrganization: "adult", appointmentId: "abc", emailAddress: "nope", phone: "" },
    });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.type).toBe("ValidationError");
    expect(answer.details).toEqual(
      expect.arrayContaining([
        { path: "appointmentId", message: "validation.invalidValue" },
        { path: "emailAddress", message: "validation.email.invalid" },
        expect.objectContaining({ path: "phone", message: "validation.phone.invalid" }),
      ]),
    );
  });

  it("answers notCreditworthy for Timo and patientDataConsentRequired for Kalle", async () => {
    const id = await createFreeSlot(server.database.db, freshStart());
    const timo = await logIn("timo");
    const asTimo = await server.request("POST", `/api/reserve-appointment?${timo.csrf}`, {
      cookie: timo.cookie,
      body: { internalOrganization: "adult", appointmentId: id, ...contact("timo") },
    });
    expect(await json(asTimo)).toEqual({ type: "notCreditworthy" });
    const kalle = await logIn("kalle");
    const asKalle = await server.request("POST", `/api/reserve-appointment?${kalle.csrf}`, {
      cookie: kalle.cookie,
      body: { internalOrganization: "adult", appointmentId: id, ...contact("kalle") },
    });
    expect(await json(asKalle)).toEqual({ type: "patientDataConsentRequired" });
  });

  it("books the spec's payload by its concept code: 90021 with LähiTapiola's permit hash is insurance, billed to the insurer", async () => {
    const emily = requirePersona("emily");
    const [permit] = await server.services.integrations.insurers.lahiTapiolaPermits({ identityCode: personaIdentityCode(emily) }, { lang: "fi", on: helsinkiCalendarDate(NOW) });
    const contentHash = permit!.contentHash;
    const { cookie, csrf } = await logIn("emily");
    const id = await createFreeSlot(server.database.db, freshStart(), { kindId: "VO30" });
    // Exactly the spec's fields (part 2 §3 "Logged-in reservation payload"), nothing of the page's.
    const body = {
      internalOrganization: "adult",
      appointmentId: id,
      description: "Ajanvaraus 12.3.: LähiTapiola",
      emailAddress: emily.email,
      conceptCode: "90021",
      dcpContentHash: contentHash,
      phone: emily.phone,
    };
    const wrongPermit = await server.request("POST", `/api/reserve-appointment?${csrf}`, { cookie, body: { ...body, dcpContentHash: "0".repeat(64) } });
    expect(wrongPermit.status).toBe(400);
    expect(await json(wrongPermit)).toEqual({ type: "ValidationError", details: [{ path: "dcpContentHash", message: "insurers.validation.permitNotValid" }] });
    const response = await server.request("POST", `/api/reserve-appointment?${csrf}`, { cookie, body });
    expect(await json(response)).toMatchObject({ type: "success", reservationDetails: { appointmentId: id, healthCareType: "insurance" } });
    const [slot] = await server.database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, id));
    expect(slot).toMatchObject({ reservedHealthCareType: "insurance", payerType: "insurance", conceptCode: "90021" });
    expect(slot?.reservationDescription).toMatch(/LähiTapiola, suorakorvaus, suorakorvauslupa: Nilkan nyrjähdys, Oikea nilkka.*\nAjanvaraus 12\.3\.: LähiTapiola$/s);
    // The concept is on Emily's record, added by the reservation itself.
    const concepts = await server.database.db.select().from(patientConcepts).where(eq(patientConcepts.patientId, slot!.reservedByPatientId!));
    expect(concepts.map((concept) => concept.code)).toContain("90021");
  });

  it("refuses a concept code the register has no online use for, or one that contradicts the health care type", async () => {
    const { cookie, csrf } = await logIn("aino");
    const id = await createFreeSlot(server.database.db, freshStart(), { kindId: "VO30" });
    const base = { internalOrganization: "adult", appointmentId: id, ...contact("aino") };
    for (const extra of [{ conceptCode: "700100" }, { conceptCode: "90157", healthCareType: "private" }]) {
      const response = await server.request("POST", `/api/reserve-appointment?${csrf}`, { cookie, body: { ...base, ...extra } });
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(await json(response)).toEqual({ type: "ValidationError", details: [{ path: "conceptCode", message: "validation.invalidValue" }] });
    }
  });

  it("books a time inside the binding window for the spec's payload, which has no acknowledgement; a page that says false is refused", async () => {
    const { cookie, csrf } = await logIn("aino");
    const soon = await createFreeSlot(server.database.db, hoursAfter(NOW, 5));
    const body = { internalOrganization: "adult", appointmentId: soon, ...contact("aino") };
    const unticked = await server.request("POST", `/api/reserve-appointment?${csrf}`, { cookie, body: { ...body, bindingAcknowledged: false } });
    expect(await json(unticked)).toEqual({ type: "ValidationError", details: [{ path: "bindingAcknowledged", message: "validation.bindingReservation.required" }] });
    const spec = await server.request("POST", `/api/reserve-appointment?${csrf}`, { cookie, body });
    expect(await json(spec)).toMatchObject({ type: "success" });
  });

  it("answers noPatient for a strongly identified person who is not a customer", async () => {
    const { cookie, csrf } = await logInAs({ identityCode: "010190-123M", firstName: "Uusi", lastName: "Asiakas" });
    const id = await createFreeSlot(server.database.db, freshStart());
    const response = await server.request("POST", `/api/reserve-appointment?${csrf}`, {
      cookie,
      body: { internalOrganization: "adult", appointmentId: id, emailAddress: "uusi@example.com", phone: "+358401112223" },
    });
    expect(await json(response)).toEqual({ type: "noPatient" });
  });
});

describe("the reservation pages", () => {
  it("send a visitor without a session to the anonymous page of the same time and type", async () => {
    const id = await createFreeSlot(server.database.db, freshStart());
    const privatePage = await server.get(`/fi/vapaat-ajat/${id}`);
    expect(privatePage.status).toBe(302);
    expect(privatePage.headers.get("location")).toBe(`/fi/kirjautumattomat-kayttajat/vapaat-ajat/${id}`);
    const kela65 = await server.get(`/en/available-appointments/kela65/${id}`);
    expect(kela65.headers.get("location")).toBe(`/en/anonymous-users/available-appointments/${id}?healthCareType=kela65`);
  });

  it("show the anonymous form, or the login prompt for kela65", async () => {
    const id = await createFreeSlot(server.database.db, freshStart(), { kindId: "VO30" });
    const page = await server.get(`/fi/kirjautumattomat-kayttajat/vapaat-ajat/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Lääkärin vastaanotto 30 min");
    expect(html).toContain("Hyväksyn käyttöehdot");
    const kela65 = await createFreeSlot(server.database.db, freshStart(), { kindId: "Y65P" });
    const prompt = await (await server.get(`/fi/kirjautumattomat-kayttajat/vapaat-ajat/${kela65}?healthCareType=kela65`)).text();
    expect(prompt).toContain("Tunnistaudu varataksesi ajan");
    expect(prompt).toContain(`nextPath=${encodeURIComponent(`/fi/vapaat-ajat/kela65/${kela65}`)}`);
    expect((await server.get("/fi/kirjautumattomat-kayttajat/vapaat-ajat/999999999")).status).toBe(404);
  });

  it("send a logged-in user from the anonymous page to the logged-in one, and show the form there", async () => {
    const { cookie } = await logIn("aino");
    const id = await createFreeSlot(server.database.db, freshStart());
    const anonymous = await server.get(`/fi/kirjautumattomat-kayttajat/vapaat-ajat/${id}`, { cookie });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/fi/vapaat-ajat/${id}`);
    const page = await server.get(`/fi/vapaat-ajat/${id}`, { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("140386-****");
    expect(html).not.toContain("140386-246K");
  });

  it("send Kalle to the consent form and an unregistered user to registration, both returning here", async () => {
    const id = await createFreeSlot(server.database.db, freshStart());
    const kalle = await logIn("kalle");
    const consent = await server.get(`/fi/vapaat-ajat/${id}`, { cookie: kalle.cookie });
    expect(consent.status).toBe(302);
    expect(consent.headers.get("location")).toBe(`/fi/potilastietojen-kasittely?nextPath=${encodeURIComponent(`/fi/vapaat-ajat/${id}`)}`);
    const stranger = await logInAs({ identityCode: "010190-123M", firstName: "Uusi", lastName: "Asiakas" });
    const registration = await server.get(`/en/available-appointments/${id}`, { cookie: stranger.cookie });
    expect(registration.headers.get("location")).toBe(`/en/registration?nextPath=${encodeURIComponent(`/en/available-appointments/${id}`)}`);
  });

  it("show Timo 'Booking interrupted' with the billing contacts", async () => {
    const { cookie } = await logIn("timo");
    const id = await createFreeSlot(server.database.db, freshStart());
    const html = await (await server.get(`/en/available-appointments/${id}`, { cookie })).text();
    expect(html).toContain("Booking interrupted");
    expect(html).toContain("laskutus@hoiva.example");
  });
});

describe("POST /api/anon/reserve-appointment", () => {
  const johan = requirePersona("johan");
  const body = (appointmentId: number) => ({
    internalOrganization: "adult",
    appointmentId,
    firstName: johan.firstName,
    lastName: johan.lastName,
    ssn: personaIdentityCode(johan),
    phone: johan.phone,
    emailAddress: johan.email,
  });

  it("reserves the spec's payload without a csrfToken and answers the booking link (terms of use are the page's)", async () => {
    const id = await createFreeSlot(server.database.db, freshStart());
    const response = await server.request("POST", "/api/anon/reserve-appointment", { body: body(id) });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ type: "success", reservationDetails: { appointmentId: id, bookingLinkPath: expect.stringMatching(/^\/sv\/bokning\//) } });
    const [slot] = await server.database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, id));
    expect(slot?.reservedHealthCareType).toBe("private");
  });

  it("answers 400 with the details, and authenticationRequired for a time that requires strong identification", async () => {
    const id = await createFreeSlot(server.database.db, freshStart());
    const invalid = await server.request("POST", "/api/anon/reserve-appointment", { body: { ...body(id), ssn: "nope", termsAccepted: false } });
    // Terms sent unticked are refused; the spec's payload has no such field.
    expect(invalid.status).toBe(400);
    expect(await json(invalid)).toEqual({
      type: "ValidationError",
      details: [
        { path: "ssn", message: "validation.identityCode.invalid" },
        { path: "termsAccepted", message: "validation.termsOfUse.required" },
      ],
    });
    const strong = await createFreeSlot(server.database.db, freshStart(), {}, { requiresAuthToReserve: true });
    expect(await json(await server.request("POST", "/api/anon/reserve-appointment", { body: body(strong) }))).toEqual({ type: "authenticationRequired" });
  });

  it("asks for strong identification for a kela65 time, which weak identification cannot book (spec §6)", async () => {
    const kela65 = await createFreeSlot(server.database.db, freshStart(), { kindId: "Y65P" });
    const response = await server.request("POST", "/api/anon/reserve-appointment", { body: body(kela65) });
    expect(await json(response)).toEqual({ type: "authenticationRequired" });
    const [slot] = await server.database.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, kela65));
    expect(slot?.reservedByPatientId).toBeNull();
  });

  it("limits the attempts per address (429 with retry-after)", async () => {
    let last: Response | undefined;
    for (let attempt = 0; attempt <= ANONYMOUS_RESERVATION_LIMIT.limit; attempt += 1) {
      last = await server.request("POST", "/api/anon/reserve-appointment", { body: {} });
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await json(last!)).toEqual({ type: "tooManyRequests" });
  });
});
