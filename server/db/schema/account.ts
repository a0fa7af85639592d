import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, smallint, text } from "drizzle-orm/pg-core";
import type { BrandId } from "#domain/session-state";
import { createdAt, generatedId, healthCareTypeEnum, idReference, languageEnum, timestamptz } from "./common";
import { patients } from "./profile";

export const ACTING_ROLES = ["self", "guardian", "mandate"] as const;
export type ActingRole = (typeof ACTING_ROLES)[number];

// Account area: sessions, SMS-code second factor and login rate limits. Everything here lives in
// PostgreSQL (not in process memory) so any number of app instances can serve the same user.

export const sessions = pgTable(
  "sessions",
  {
    /**
     * The SHA-256 (hex) of the opaque random token the HttpOnly session cookie carries, never the
     * token itself; the CSRF token is derived from the token, not stored (decision 286).
     */
    id: text("id").primaryKey(),
    /**
     * The strongly identified person, exactly as the identity provider gave them; null while a
     * login is still in progress (the session then only carries the OIDC flow state in `data`).
     */
    identityCode: text("identity_code"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** The identified person's patient record; null when they are not our customer yet. */
    patientId: idReference("patient_id").references(() => patients.id, { onDelete: "cascade" }),
    /**
     * Whose data the session reads and changes: the user themself, a child (guardian login) or a
     * principal (mandate). Repositories filter by this id, never by patientId alone.
     */
    actingPatientId: idReference("acting_patient_id").references(() => patients.id, { onDelete: "cascade" }),
    /** How the session acts: for the user, for a child (guardian) or for a principal (mandate). */
    actingRole: text("acting_role").$type<ActingRole>().notNull().default("self"),
    /**
     * The brand (host) the session was made in; on the other brand's host it is no session
     * (decision 287).
     */
    brand: text("brand").$type<BrandId>().notNull(),
    /** Time of the last strong identification; the timed-out page says how long ago it was. */
    authenticatedAt: timestamptz("authenticated_at"),
    /** Set when the SMS code was accepted in this session (only when the user has SMS login on). */
    mfaVerifiedAt: timestamptz("mfa_verified_at"),
    /** True when this login must be completed with an SMS code before the session is valid. */
    mfaRequired: boolean("mfa_required").notNull().default(false),
    expiresAt: timestamptz("expires_at").notNull(),
    /** Session scope of the spec, e.g. "inAppBooking"; null for a normal web session. */
    scope: text("scope"),
    lang: languageEnum("lang").notNull().default("fi"),
    healthCareType: healthCareTypeEnum("health_care_type").notNull().default("private"),
    /** Short-lived flow state (OIDC state and nonce, next path, flash toast) that needs no column. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index("sessions_patient_id_idx").on(table.patientId),
    index("sessions_acting_patient_id_idx").on(table.actingPatientId),
    // Expired sessions are purged in bulk.
    index("sessions_expires_at_idx").on(table.expiresAt),
    check("sessions_acting_role_check", sql`${table.actingRole} in ('self', 'guardian', 'mandate')`),
    check("sessions_brand_check", sql`${table.brand} in ('adult', 'kids')`),
  ],
);

/** A verified phone number that receives SMS login codes. */
export const mfaDevices = pgTable(
  "mfa_devices",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    phoneNumber: text("phone_number").notNull(),
    /** Null until the onboarding code has been entered correctly. */
    verifiedAt: timestamptz("verified_at"),
    disabledAt: timestamptz("disabled_at"),
    createdAt: createdAt(),
  },
  (table) => [index("mfa_devices_patient_id_idx").on(table.patientId)],
);

export const mfaChallengePurposeEnum = pgEnum("mfa_challenge_purpose", ["onboarding", "login"]);

/**
 * One SMS code sent to a user. Only a hash of the code is stored, so a database read does not
 * reveal live codes; wrong guesses are counted against a fixed maximum.
 */
export const mfaChallenges = pgTable(
  "mfa_challenges",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    /** The device being verified (onboarding) or used (login). */
    deviceId: idReference("device_id")
      .notNull()
      .references(() => mfaDevices.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    purpose: mfaChallengePurposeEnum("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    maxAttempts: smallint("max_attempts").notNull().default(3),
    expiresAt: timestamptz("expires_at").notNull(),
    /** Set when the right code was entered; a code works once. */
    succeededAt: timestamptz("succeeded_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("mfa_challenges_patient_id_idx").on(table.patientId),
    index("mfa_challenges_device_id_idx").on(table.deviceId),
    index("mfa_challenges_session_id_idx").on(table.sessionId),
    check("mfa_challenges_attempts_check", sql`${table.attempts} >= 0 and ${table.attempts} <= ${table.maxAttempts}`),
  ],
);

/**
 * Fixed-window counters for login, SMS code and onboarding attempts. The key names what is
 * counted, e.g. "mfa-onboarding:patient:42" or "login:ip:192.0.2.1".
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamptz("window_started_at").notNull(),
    hits: integer("hits").notNull().default(0),
    /** When set and in the future, the action is refused (the spec's nextAttempt). */
    blockedUntil: timestamptz("blocked_until"),
  },
  // A cleanup job drops counters whose window has long passed.
  (table) => [index("rate_limit_counters_window_started_at_idx").on(table.windowStartedAt)],
);
