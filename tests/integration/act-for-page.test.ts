import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import type { BrandId } from "#domain/session-state";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { auditEvents, patients, sessions } from "#server/db/schema";
import { type Session } from "#server/modules/account/session-service";
import { useTestDatabase } from "#tests/db/test-database";
import { createTestServices } from "#tests/services";
import { loadActForPage, submitActFor } from "#app/routes/account/act-for.server";
import { loadContextOf } from "#server/http/service-scope";

// The "choose person" loader and action against a real database, with the request context the
// server hands to React Router (session, brand, services).

const database = useTestDatabase({ demoDataNow: TEST_NOW });

function contextOf(brand: BrandId, session: Session | null, db: unknown = database.db): AppLoadContext {
  return loadContextOf({
    requestId: "test-request",
    brand,
    stage: "development",
    nonce: "n",
    services: createTestServices({ ...database.handle, db } as typeof database.handle),
    session,
    clientAddress: "192.0.2.10",
    flash: null,
  });
}

async function logIn(key: PersonaKey): Promise<Session> {
  return (await logInForTest(database.db, key)).session;
}

async function patientId(key: PersonaKey): Promise<number> {
  const [row] = await database.db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.identityCode, personaIdentityCode(requirePersona(key))));
  return row!.id;
}

async function thrownBy(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      // data() of React Router: a status without a Response object.
      const { init } = thrown as { init: ResponseInit | null };
      return new Response(null, { status: init?.status ?? 200 });
    }
    throw thrown;
  }
  throw new Error("expected a thrown response");
}

const request = (url: string) => new Request(`http://localhost${url}`);

function post(url: string, fields: Record<string, string>) {
  return new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams(fields) });
}

async function actingOf(session: Session) {
  const [row] = await database.db
    .select({ actingPatientId: sessions.actingPatientId, actingRole: sessions.actingRole })
    .from(sessions)
    .where(eq(sessions.id, sessionKeyOf(session.id)));
  return row;
}

describe("choose person loader", () => {
  it("lists a guardian's children in the children's brand, with the CSRF token and a safe next path", async () => {
    const session = await logIn("mikko");
    const data = await loadActForPage(request("/fi/valitse-asioitava?actor=child&next=%2Ffi%2Fajat"), contextOf("kids", session));
    const [eetu, helmi] = [await patientId("eetu"), await patientId("helmi")];
    expect(data).toEqual({
      actor: "child",
      persons: [
        { choice: String(eetu), patientId: eetu, firstName: "Eetu", lastName: "Nieminen", birthDate: "2017-04-09" },
        { choice: String(helmi), patientId: helmi, firstName: "Helmi", lastName: "Nieminen", birthDate: "2020-10-17" },
        { choice: expect.stringMatching(/^child-/), patientId: null, firstName: "Aada", lastName: "Nieminen", birthDate: "2026-04-18" },
      ],
      next: "/fi/ajat",
      csrfToken: session.csrfToken,
    });
    const unsafe = await loadActForPage(request("/fi/valitse-asioitava?actor=child&next=%2F%2Fevil.example"), contextOf("kids", session));
    expect(unsafe.next).toBe("/fi");
  });

  it("lists an agent's principals for actor=mandate", async () => {
    const session = await logIn("aino");
    const data = await loadActForPage(request("/en/choose-person?actor=mandate&next=%2Fen"), contextOf("adult", session));
    expect(data.persons.map((person) => person.firstName)).toEqual(["Raili"]);
  });

  it("sends a user with nobody to act for to the guardian front page with error=disallowed", async () => {
    const session = await logIn("aino");
    const response = await thrownBy(() => loadActForPage(request("/fi/valitse-asioitava?actor=child"), contextOf("kids", session)));
    expect(response.headers.get("location")).toBe("/fi/asiointipolku?error=disallowed");
    const mikko = await logIn("mikko");
    const adult = await thrownBy(() => loadActForPage(request("/sv/valj-person?actor=child"), contextOf("adult", mikko)));
    expect(adult.headers.get("location")).toBe("/sv/transaktionsbana?error=disallowed");
  });

  it("sends other failures there with error=unknown", async () => {
    const session = await logIn("mikko");
    const brokenDb = new Proxy({}, { get: () => { throw new Error("database down"); } });
    const response = await thrownBy(() => loadActForPage(request("/en/choose-person?actor=child"), contextOf("kids", session, brokenDb)));
    expect(response.headers.get("location")).toBe("/en/transaction-path?error=unknown");
  });

  it("needs a valid session", async () => {
    const response = await thrownBy(() => loadActForPage(request("/fi/valitse-asioitava?actor=child"), contextOf("kids", null)));
    expect(response.headers.get("location")).toBe(`/fi/kirjaudu?nextPath=${encodeURIComponent("/fi/valitse-asioitava?actor=child")}`);
  });
});

describe("choose person action", () => {
  it("makes the session act for the chosen child and goes to next", async () => {
    const session = await logIn("mikko");
    const eetu = await patientId("eetu");
    const response = await thrownBy(() =>
      submitActFor(
        post("/fi/valitse-asioitava?actor=child", { csrfToken: session.csrfToken, actor: "child", person: String(eetu), next: "/fi/ajat" }),
        contextOf("kids", session),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fi/ajat");
    expect(await actingOf(session)).toEqual({ actingPatientId: eetu, actingRole: "guardian" });
    const [audit] = await database.db
      .select({ address: auditEvents.address, actingFor: auditEvents.actingForPatientId })
      .from(auditEvents)
      .where(eq(auditEvents.action, "act-for"));
    expect(audit).toEqual({ address: "192.0.2.10", actingFor: eetu });
  });

  it("sends the guardian of a child who is not a customer yet to registration, with next as its nextPath", async () => {
    const session = await logIn("mikko");
    const listed = await loadActForPage(request("/fi/valitse-asioitava?actor=child&next=%2Ffi%2Fajat"), contextOf("kids", session));
    const aada = listed.persons.find((person) => person.patientId === null)!;
    const response = await thrownBy(() =>
      submitActFor(
        post("/fi/valitse-asioitava?actor=child", { csrfToken: session.csrfToken, actor: "child", person: aada.choice, next: "/fi/ajat" }),
        contextOf("kids", session),
      ),
    );
    expect(response.headers.get("location")).toBe("/fi/rekisteroityminen?nextPath=%2Ffi%2Fajat");
    expect(await actingOf(session)).toEqual({ actingPatientId: null, actingRole: "guardian" });
  });

  it("lets the user return to their own matters, going to the front page without a next path", async () => {
    const session = await logIn("aino");
    const response = await thrownBy(() =>
      submitActFor(post("/en/choose-person", { csrfToken: session.csrfToken, actor: "mandate", person: "self" }), contextOf("adult", session)),
    );
    expect(response.headers.get("location")).toBe("/en");
    expect(await actingOf(session)).toEqual({ actingPatientId: session.patientId, actingRole: "self" });
  });

  it("refuses a person who is not on the list with error=disallowed", async () => {
    const session = await logIn("mikko");
    const venla = String(await patientId("venla"));
    const response = await thrownBy(() =>
      submitActFor(
        post("/fi/valitse-asioitava", { csrfToken: session.csrfToken, actor: "child", person: venla }),
        contextOf("kids", session),
      ),
    );
    expect(response.headers.get("location")).toBe("/fi/asiointipolku?error=disallowed");
    expect(await actingOf(session)).toEqual({ actingPatientId: session.patientId, actingRole: "self" });
  });

  it("answers 403 without the session's CSRF token and changes nothing", async () => {
    const session = await logIn("mikko");
    const eetu = String(await patientId("eetu"));
    const attempts: Record<string, string>[] = [{ actor: "child", person: eetu }, { csrfToken: "wrong", actor: "child", person: eetu }];
    for (const fields of attempts) {
      const response = await thrownBy(() => submitActFor(post("/fi/valitse-asioitava", fields), contextOf("kids", session)));
      expect(response.status).toBe(403);
    }
    expect(await actingOf(session)).toEqual({ actingPatientId: session.patientId, actingRole: "self" });
  });

  it("sends malformed input to the guardian front page with error=unknown", async () => {
    const session = await logIn("mikko");
    const response = await thrownBy(() =>
      submitActFor(post("/fi/valitse-asioitava", { csrfToken: session.csrfToken, actor: "boss", person: "1" }), contextOf("kids", session)),
    );
    expect(response.headers.get("location")).toBe("/fi/asiointipolku?error=unknown");
  });
});
