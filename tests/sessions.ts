import type { Language } from "#domain/enums";
import type { Duration } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { SESSION_COOKIE } from "#server/http/session";
import { establishLogin, type Person, type Session } from "#server/modules/account/session-service";
import { TEST_NOW } from "#tests/clock";

// The one way tests log someone in: the session a strong identification leaves (as the OIDC
// callback establishes it), with its cookie and CSRF query ready for requests.

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
  { authenticatedAt = TEST_NOW, mfaAvailable = false, lang = "fi", authTokenTimeout = { amount: 60, unit: "minutes" }, now = TEST_NOW, data }: TestLoginOptions = {},
): Promise<TestLogin> {
  const session = await establishLogin(db, {
    previousSessionId: null,
    person: typeof who === "string" ? personOf(who) : who,
    authenticatedAt,
    authTokenTimeout,
    lang,
    mfaAvailable,
    now,
    ...(data ? { data } : {}),
  });
  return { session, cookie: `${SESSION_COOKIE}=${session.id}`, csrf: `csrfToken=${encodeURIComponent(session.csrfToken)}` };
}
