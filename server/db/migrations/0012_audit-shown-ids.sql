ALTER TABLE "audit_events" ADD COLUMN "shown_ids" jsonb;--> statement-breakpoint
CREATE INDEX "audit_events_shown_ids_idx" ON "audit_events" USING gin ("shown_ids" jsonb_path_ops);