CREATE TABLE "appointment_reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slot_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "reminders_by_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "reminders_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "appointment_reminder_id" bigint;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_slot_id_appointment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_slot_id_starts_at_key" ON "appointment_reminders" USING btree ("slot_id","starts_at");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_appointment_reminder_id_appointment_reminders_id_fk" FOREIGN KEY ("appointment_reminder_id") REFERENCES "public"."appointment_reminders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_appointment_reminder_id_idx" ON "outbox_messages" USING btree ("appointment_reminder_id");