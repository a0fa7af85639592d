import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import { and, eq, gt, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeIdentityCode } from "#domain/identity-code";
import { personaIdentityCode, REGISTER_CHILDREN, requirePersona } from "#server/db/demo-data/personas";
import { appointmentSlots, clinics, guardians, guardianships, patients, populationRegisterGuardianships, sessions } from "#server/db/schema";
import { loadFrontPage } from "#server/modules/account/front-page-service";
import { loadSession, type Session } from "#server/modules/account/session-service";
import { bookTestAppointment } from "#server/modules/appointments/test-appointments";
import { patientIdOf } from "#tests/db/personas";
import { useTestServer } from "./test-server";

// A guardian registers a child the population register names but who has no patient record yet
// (spec part 2 §2 "Registration", §3, §4), over real HTTP in the children's brand: the choose-person
// page, the choice, the registration page and API. While the session acts for that child, no page
// or API shows the guardian's own data as the child's. Needs `npm run build` first.

const server = useTestServer({ demoDataNow: TEST_NOW });
const kids = "kids.localhost";
const aada = REGISTER_CHILDREN.find((child) => child.key === "aada")!;
const aadaCode = personaIdentityCode(aada);

function logInMikko() {
  return logInForTest(server.database.db, "mikko", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

/** Lists Mikko's children on the choose-person page and chooses one without a record (by first name) by the key the page gave. */
async function chooseUnregistered({ session, cookie }: { session: Session; cookie: string }, name: string) {
  const page = await server.get("/fi/valitse-asioitava?actor=child&next=%2Ffi", { cookie, host: kids });
  expect(page.status).toBe(200);
  const html = await page.text();
  const key = new RegExp(`<button[^>]*value="(child-[\\w-]{22})"[^>]*>(?:(?!</button>).)*${name}`).exec(html)?.[1];
  expect(key).toBeDefined();
  const chosen = await server.request("POST", "/fi/valitse-asioitava?actor=child", {
    cookie,
    host: kids,
    form: { csrfToken: session.csrfToken, actor: "child", person: key!, next: "/fi" },
  });
  return { html, chosen };
}

async function reload(session: Session): Promise<Session> {
  const loaded = await loadSession(server.database.db, session.id, TEST_NOW);
  if (!loaded) throw new Error("session gone");
  return loaded;
}

describe("a guardian registers a child who has no patient record", () => {
  it("lists the child, registers them from the choice and acts for the new record", async () => {
    const mikko = await logInMikko();
    const { html, chosen } = await chooseUnregistered(mikko, "Aada");
    expect(html).toContain("Ei vielä asiakas: rekisteröit lapsen seuraavaksi");
    expect(html).not.toContain(aadaCode);
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/fi/rekisteroityminen?nextPath=%2Ffi");

    // The registration page: "Child's details" with the child's names and masked code.
    const form = await server.get("/fi/rekisteroityminen?nextPath=%2Ffi", { cookie: mikko.cookie, host: kids });
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain("Lapsen tiedot");
    expect(formHtml).toContain("180426A****");
    expect(formHtml).toContain('value="Aada"');
    expect(formHtml).not.toContain(aadaCode);

    const registered = await server.request("POST", `/api/user/register?${mikko.csrf}&lang=fi`, {
      cookie: mikko.cookie,
      host: kids,
      body: {
        firstName: "Aada",
        lastName: "Nieminen",
        streetAddress: "Itäkatu 22 D 40",
        zipCode: "00930",
        postOffice: "Helsinki",
        phoneNumber: "+358401234504",
        emailAddress: "mikko.nieminen@example.com",
      },
    });
    expect(await registered.json()).toEqual({ type: "success" });

    const [child] = await server.database.db
      .select({ id: patients.id, firstName: patients.firstName, birthDate: patients.birthDate })
      .from(patients)
      .where(eq(patients.identityCode, aadaCode));
    expect(child).toMatchObject({ firstName: "Aada", birthDate: "2026-04-18" });
    const mikkoId = await patientIdOf(server.database.db, "mikko");
    expect(await server.database.db.select().from(guardians).where(eq(guardians.patientId, child!.id))).toMatchObject([
      { position: 1, name: "Mikko Nieminen", identityCode: personaIdentityCode(requirePersona("mikko")), phone: "+358401234504" },
    ]);
    expect(
      await server.database.db.select({ guardian: guardianships.guardianPatientId }).from(guardianships).where(eq(guardianships.childPatientId, child!.id)),
    ).toEqual([{ guardian: mikkoId }]);
    expect(await reload(mikko.session)).toMatchObject({ patientId: mikkoId, actingPatientId: child!.id, actingRole: "guardian", data: {} });

    // Then the consent, as for any new customer, and the front page acts for the child.
    const consent = await server.request("POST", `/api/user/consent?${mikko.csrf}&lang=fi`, {
      cookie: mikko.cookie,
      host: kids,
      body: { allowsBookingSms: true, privacyPolicyRead: true, nextPath: "/fi" },
    });
    expect(await consent.json()).toMatchObject({ type: "success", nextPath: "/fi" });
    const front = await server.get("/fi", { cookie: mikko.cookie, host: kids });
    expect(front.status).toBe(200);
    const frontHtml = await front.text();
    expect(frontHtml).toContain("Hei Mikko");
    expect(frontHtml).toContain("Aada");
  });
});

describe("acting for a child who has no patient record yet", () => {
  it("never shows the guardian's own appointments as the child's, and sends every patient page to registration", async () => {
    const mikkoId = await patientIdOf(server.database.db, "mikko");
    const own = await bookTestAppointment(server.database.db, mikkoId, new Date(TEST_NOW.getTime() + 9 * 86_400_000));

    // As himself Mikko sees his appointment (so the checks below can fail).
    const self = await logInMikko();
    expect(await (await server.get("/fi/ajat", { cookie: self.cookie, host: kids })).text()).toContain(`/fi/ajat/${own.id}"`);

    // A child of the register of its own, so that this test does not depend on Aada's registration.
    await server.database.db.insert(populationRegisterGuardianships).values({
      guardianIdentityCode: personaIdentityCode(requirePersona("mikko")),
      childIdentityCode: makeIdentityCode("2025-09-03", 931),
      childFirstName: "Lumi",
      childLastName: "Nieminen",
    });
    const mikko = await logInMikko();
    await chooseUnregistered(mikko, "Lumi");
    const acting = await reload(mikko.session);
    expect(acting).toMatchObject({ actingPatientId: null, actingRole: "guardian" });

    const front = await server.get("/fi", { cookie: mikko.cookie, host: kids });
    expect(front.status).toBe(302);
    expect(front.headers.get("location")).toBe("/fi/rekisteroityminen?nextPath=%2Ffi");
    const state = await loadFrontPage(server.database.db, {
      session: acting,
      features: [],
      lang: "fi",
      now: TEST_NOW,
      actor: { actorPatientId: mikkoId, actingForPatientId: null, address: "192.0.2.1", requestId: "test" },
    });
    expect(state).toMatchObject({ hasPatientData: false, actingFor: null, appointmentSummaries: [], visitSummaries: [], prescriptions: [] });

    const [free] = await server.database.db
      .select({ id: appointmentSlots.id })
      .from(appointmentSlots)
      .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
      .where(and(eq(clinics.brandId, "kids"), isNull(appointmentSlots.reservedByPatientId), gt(appointmentSlots.startsAt, new Date(TEST_NOW.getTime() + 86_400_000))))
      .limit(1);
    const reserve = await server.get(`/fi/vapaat-ajat/${free!.id}`, { cookie: mikko.cookie, host: kids });
    expect(reserve.status).toBe(302);
    expect(reserve.headers.get("location")).toBe(`/fi/rekisteroityminen?nextPath=${encodeURIComponent(`/fi/vapaat-ajat/${free!.id}`)}`);

    // Every patient page sends the session to registration; the choose-person and registration
    // pages serve it, the latter in the child's name; the API finds none of Mikko's appointments.
    for (const path of ["/fi/ajat", `/fi/ajat/${own.id}`, "/fi/potilastietojen-kasittely"]) {
      const page = await server.get(path, { cookie: mikko.cookie, host: kids });
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toBe(`/fi/rekisteroityminen?nextPath=${encodeURIComponent(path)}`);
    }
    expect((await server.get("/fi/valitse-asioitava?actor=child", { cookie: mikko.cookie, host: kids })).status).toBe(200);
    const registration = await (await server.get("/fi/rekisteroityminen", { cookie: mikko.cookie, host: kids })).text();
    expect(registration).toContain("Lumi");
    expect(registration).not.toContain(`/fi/ajat/${own.id}"`);
    const cancel = await server.request("DELETE", `/api/appointments/${own.id}?${mikko.csrf}`, { cookie: mikko.cookie, host: kids });
    expect(await cancel.json()).toEqual({ type: "appointmentNotFound" });
    const [slot] = await server.database.db.select({ cancelledAt: appointmentSlots.cancelledAt }).from(appointmentSlots).where(eq(appointmentSlots.id, own.id));
    expect(slot).toEqual({ cancelledAt: null });

    const [row] = await server.database.db.select({ actingPatientId: sessions.actingPatientId }).from(sessions).where(eq(sessions.id, sessionKeyOf(mikko.session.id)));
    expect(row).toEqual({ actingPatientId: null });
  });
});
