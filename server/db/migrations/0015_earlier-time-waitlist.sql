CREATE TYPE "public"."waitlist_match" AS ENUM('practitioner', 'service');--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"joined_by_patient_id" bigint NOT NULL,
	"appointment_id" bigint NOT NULL,
	"match" "waitlist_match" NOT NULL,
	"clinic_id" text,
	"not_before" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "waitlist_entries_end_check" CHECK (("waitlist_entries"."ended_at" is null) = ("waitlist_entries"."end_reason" is null)),
	CONSTRAINT "waitlist_entries_end_reason_check" CHECK ("waitlist_entries"."end_reason" in ('left', 'moved'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"slot_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_status_check" CHECK ("waitlist_offers"."status" in ('open', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD COLUMN "freed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_joined_by_patient_id_patients_id_fk" FOREIGN KEY ("joined_by_patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_appointment_slots_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_slot_id_appointment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_waiting_appointment_key" ON "waitlist_entries" USING btree ("appointment_id") WHERE "waitlist_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_order_idx" ON "waitlist_entries" USING btree ("created_at","id") WHERE "waitlist_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_patient_id_idx" ON "waitlist_entries" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_joined_by_patient_id_idx" ON "waitlist_entries" USING btree ("joined_by_patient_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_clinic_id_idx" ON "waitlist_entries" USING btree ("clinic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_slot_key" ON "waitlist_offers" USING btree ("slot_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_entry_key" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_slot_key" ON "waitlist_offers" USING btree ("entry_id","slot_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_expires_at_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_slot_id_idx" ON "waitlist_offers" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "appointment_slots_freed_starts_at_idx" ON "appointment_slots" USING btree ("starts_at") WHERE "appointment_slots"."freed_at" is not null and "appointment_slots"."reserved_by_patient_id" is null;