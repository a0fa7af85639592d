-- A session belongs to the brand (host) it was made in (decision 287). Rows made before know no
-- brand: they are deleted (their login codes with them), so whoever was logged in logs in again.
DELETE FROM "sessions";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "brand" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_brand_check" CHECK ("sessions"."brand" in ('adult', 'kids'));
