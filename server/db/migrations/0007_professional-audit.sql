ALTER TABLE "audit_events" ADD COLUMN "actor_professional_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_role" text;--> statement-breakpoint
CREATE INDEX "audit_events_professional_access_idx" ON "audit_events" USING btree ("acting_for_patient_id","at" DESC NULLS LAST) WHERE "audit_events"."actor_professional_id" is not null;