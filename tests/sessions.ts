import type { Language } from "#domain/enums";
import { logsInThemselves } from "#domain/identification-providers";
import { parseIdentityCode } from "#domain/identity-code";
import type { BrandId, Duration } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { SESSION_COOKIE } from "#server/http/session";
import { establishLogin, loadSession, type Person, type Session, setActingPatient } from "#server/modules/account/session-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";

// The one way tests log someone in: the session a strong identification leaves (as the OIDC
// callback establishes it), with its cookie and CSRF query ready for requests. A child under 12
// never logs in (the callback refuses them, decision 278): a guardian logs in and acts for them.

export interface TestLogin {
  session: Session;
  /** The Cookie header value of the session. */
  cookie: string;
  /** The `csrfToken=…` query parameter of the session. */
  csrf: string;
}

export interface TestLoginOptions {
  /** When the identification happened (default TEST_NOW); older than the timeout means expired. */
  authenticatedAt?: Date;
  /** Whether the person could confirm the login by SMS (then the session waits for the code). */
  mfaAvailable?: boolean;
  lang?: Language;
  /** The brand logged in to (default: the persona's, else the adult brand); the other brand's host ignores the session. */
  brand?: BrandId;
  authTokenTimeout?: Duration;
  now?: Date;
  /** Session data the identification left (e.g. the identification method). */
  data?: Record<string, unknown>;
}

export function personOf(key: PersonaKey): Person {
  const persona = requirePersona(key);
  return { identityCode: personaIdentityCode(persona), firstName: persona.firstName, lastName: persona.lastName };
}

export async function logInForTest(
  db: DatabaseOrTransaction,
  who: PersonaKey | Person,
  { authenticatedAt = TEST_NOW, mfaAvailable = false, lang = "fi", brand, authTokenTimeout = { amount: 60, unit: "minutes" }, now = TEST_NOW, data }: TestLoginOptions = {},
): Promise<TestLogin> {
  const person = typeof who === "string" ? personOf(who) : who;
  const parsed = parseIdentityCode(person.identityCode);
  if (parsed.ok && !logsInThemselves(parsed.birthDate, now)) {
    throw new Error(`${person.firstName} is under 12 and cannot log in: use logInAsGuardianForTest`);
  }
  const session = await establishLogin(db, {
    previousSessionId: null,
    person,
    authenticatedAt,
    authTokenTimeout,
    lang,
    brand: brand ?? (typeof who === "string" ? requirePersona(who).brandId : "adult"),
    mfaAvailable,
    now,
    ...(data ? { data } : {}),
  });
  return { session, cookie: `${SESSION_COOKIE}=${session.id}`, csrf: `csrfToken=${encodeURIComponent(session.csrfToken)}` };
}

/** A guardian's session acting for their child, as the choose-person page leaves it after a guardian login. */
export async function logInAsGuardianForTest(
  db: DatabaseOrTransaction,
  guardian: PersonaKey,
  child: PersonaKey,
  options: TestLoginOptions = {},
): Promise<TestLogin> {
  const login = await logInForTest(db, guardian, options);
  const now = options.now ?? TEST_NOW;
  await setActingPatient(db, login.session.id, { actingPatientId: await patientIdOf(db, child), actingRole: "guardian", now });
  const session = await loadSession(db, login.session.id, now);
  if (!session) throw new Error("the guardian's session disappeared");
  return { ...login, session };
}
