import { TEST_NOW } from "#tests/clock";
import { describe, expect, it } from "vitest";
import { requirePersona, personaIdentityCode } from "#server/db/demo-data/personas";
import { useTestDatabase } from "#tests/db/test-database";
import {
  EXPIRED_SESSION_RETENTION_MS,
  establishLogin,
  isSessionCsrfToken,
  loadSession,
  markMfaVerified,
  sessionStateOf,
  startLoginSession,
} from "./session-service";

const now = TEST_NOW;
const hour = { amount: 1, unit: "hours" } as const;

describe("sessions", () => {
  const database = useTestDatabase({ demoDataNow: now });

  async function login(identityCode: string, overrides: Partial<Parameters<typeof establishLogin>[1]> = {}) {
    return establishLogin(database.db, {
      previousSessionId: null,
      person: { identityCode, firstName: "Testi", lastName: "Henkilö" },
      authenticatedAt: now,
      authTokenTimeout: hour,
      lang: "fi",
      brand: "adult",
      mfaAvailable: true,
      now,
      ...overrides,
    });
  }

  it("replaces the pre-login session with a new id and finds the patient by identity code", async () => {
    const flow = await startLoginSession(database.db, { lang: "sv", brand: "adult", data: { state: "s" }, now });
    expect(flow.status).toBe("login");
    expect(sessionStateOf(flow).csrfToken).toBeNull();
    // Its internal token is never shown to a page, so it never passes the CSRF check either.
    expect(isSessionCsrfToken(flow, flow.csrfToken)).toBe(false);

    const aino = requirePersona("aino");
    const session = await login(personaIdentityCode(aino), { previousSessionId: flow.id });
    expect(session.id).not.toBe(flow.id);
    expect(session.status).toBe("valid");
    expect(session.patientId).toEqual(expect.any(Number));
    expect(session.actingPatientId).toBe(session.patientId);
    expect(session.expiresAt.getTime()).toBe(now.getTime() + 3_600_000);
    expect(await loadSession(database.db, flow.id, now)).toBeNull();
  });

  it("keeps the century sign: Johan (Y) and Pekka (-) are different patients", async () => {
    const johan = await login(personaIdentityCode(requirePersona("johan")), { mfaAvailable: false });
    const pekka = await login(personaIdentityCode(requirePersona("pekka")));
    expect(johan.patientId).not.toBe(pekka.patientId);
  });

  it("accepts exactly the session's CSRF token", async () => {
    const session = await login(personaIdentityCode(requirePersona("aino")));
    expect(isSessionCsrfToken(session, session.csrfToken)).toBe(true);
    expect(isSessionCsrfToken(session, `${session.csrfToken}x`)).toBe(false);
    expect(isSessionCsrfToken(session, session.csrfToken.slice(1))).toBe(false);
    expect(isSessionCsrfToken(session, undefined)).toBe(false);
    expect(isSessionCsrfToken(null, session.csrfToken)).toBe(false);
  });

  it("gives a person with no patient record a session without patient data", async () => {
    const session = await login("010101-0101");
    expect(session.status).toBe("valid");
    expect(session.patientId).toBeNull();
    expect(session.actingPatientId).toBeNull();
  });

  it("asks for the SMS code when the user has SMS login and the environment offers it", async () => {
    const code = personaIdentityCode(requirePersona("johan"));
    const pending = await login(code);
    expect(pending.status).toBe("mfaPending");
    expect(sessionStateOf(pending).isSessionValid).toBe(false);
    await markMfaVerified(database.db, pending.id, now);
    expect((await loadSession(database.db, pending.id, now))?.status).toBe("valid");
    expect((await login(code, { mfaAvailable: false })).status).toBe("valid");
  });

  it("expires at authentication time plus the timeout, and is forgotten a day later", async () => {
    const session = await login(personaIdentityCode(requirePersona("aino")));
    const justBefore = new Date(session.expiresAt.getTime() - 1);
    expect((await loadSession(database.db, session.id, justBefore))?.status).toBe("valid");
    expect((await loadSession(database.db, session.id, session.expiresAt))?.status).toBe("expired");
    const later = new Date(session.expiresAt.getTime() + EXPIRED_SESSION_RETENTION_MS + 1);
    expect(await loadSession(database.db, session.id, later)).toBeNull();
  });

  it("describes the session state of spec part 1 §1", async () => {
    const session = await login(personaIdentityCode(requirePersona("aino")));
    expect(sessionStateOf(session)).toEqual({
      csrfToken: session.csrfToken,
      healthCareType: "private",
      isSessionValid: true,
      sessionScope: null,
      sessionExpires: session.expiresAt.toISOString(),
    });
    expect(sessionStateOf(null)).toEqual({
      csrfToken: null,
      healthCareType: "private",
      isSessionValid: false,
      sessionScope: null,
      sessionExpires: null,
    });
  });
});
