import { parseIdentityCode } from "#domain/identity-code";

// What a Finnish identification broker (FTN) says about the person in its ID token. The identity
// code is the only key we trust: a broker's `sub` is its own (often pairwise) identifier.

/** The claim FTN brokers use for the personal identity code (hetu), by its OID. */
export const IDENTITY_CODE_CLAIM = "urn:oid:1.2.246.21";
/** Names some brokers use instead; read only when the OID claim is absent. */
export const IDENTITY_CODE_FALLBACK_CLAIMS = ["hetu", "personal_identity_code"] as const;

export interface IdentifiedPerson {
  /** Upper case, century sign exactly as the broker sent it. */
  identityCode: string;
  firstName: string;
  lastName: string;
  birthdate: string;
}

export type ClaimsResult = { ok: true; person: IdentifiedPerson } | { ok: false; reason: string };

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function personFromClaims(
  claims: Record<string, unknown>,
  { allowDevelopmentCodes }: { allowDevelopmentCodes: boolean },
): ClaimsResult {
  const raw = [IDENTITY_CODE_CLAIM, ...IDENTITY_CODE_FALLBACK_CLAIMS].map((name) => text(claims[name])).find(Boolean);
  if (!raw) return { ok: false, reason: "no identity code claim" };
  // Development-style codes exist only in development; a real broker never issues them.
  const parsed = parseIdentityCode(raw, { allowDevelopmentCodes });
  if (!parsed.ok) return { ok: false, reason: `invalid identity code (${parsed.reason})` };
  const firstName = text(claims.given_name);
  const lastName = text(claims.family_name);
  if (!firstName || !lastName) return { ok: false, reason: "no given_name or family_name" };
  const birthdate = text(claims.birthdate);
  if (birthdate && birthdate !== parsed.birthDate) return { ok: false, reason: "birthdate does not match the identity code" };
  return { ok: true, person: { identityCode: parsed.code, firstName, lastName, birthdate: parsed.birthDate } };
}

/** The claims a broker puts in its ID token for a person (used by the built-in test provider). */
export function claimsOfPerson(person: IdentifiedPerson): Record<string, string> {
  return {
    [IDENTITY_CODE_CLAIM]: person.identityCode,
    given_name: person.firstName,
    family_name: person.lastName,
    name: `${person.firstName} ${person.lastName}`,
    birthdate: person.birthdate,
  };
}
