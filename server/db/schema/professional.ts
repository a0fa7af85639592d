import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idReference, languageEnum, timestamptz } from "./common";
import { messagingUsers } from "./messaging";

// Professional area: the care team's workspace sessions. A table of their own, carried by a
// cookie of their own, so a patient session can never open a professional page and the other way
// round (decision 243).

export const professionalSessions = pgTable(
  "professional_sessions",
  {
    /**
     * The SHA-256 (hex) of the opaque random token the HttpOnly professional session cookie
     * carries; the CSRF token is derived from the token, not stored (decision 286).
     */
    id: text("id").primaryKey(),
    /** The signed-in professional or HR user; null while the sign-in is still in progress. */
    messagingUserId: idReference("messaging_user_id").references(() => messagingUsers.id, { onDelete: "cascade" }),
    lang: languageEnum("lang").notNull().default("fi"),
    /** OIDC flow state (state, nonce, PKCE verifier) until the callback. */
    flow: text("flow"),
    authenticatedAt: timestamptz("authenticated_at"),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("professional_sessions_messaging_user_id_idx").on(table.messagingUserId),
    index("professional_sessions_expires_at_idx").on(table.expiresAt),
  ],
);
