-- Sessions are keyed by the SHA-256 of the cookie's token and keep no CSRF token (decision 286).
-- Rows made before were keyed by the token itself: they are deleted (their login codes with them),
-- so everyone logs in again once.
DELETE FROM "sessions";--> statement-breakpoint
DELETE FROM "professional_sessions";--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "csrf_token";--> statement-breakpoint
ALTER TABLE "professional_sessions" DROP COLUMN "csrf_token";
