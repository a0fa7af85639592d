ALTER TABLE "sessions" ADD COLUMN "identity_code" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_role" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mfa_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_role_check" CHECK ("sessions"."acting_role" in ('self', 'guardian', 'mandate'));