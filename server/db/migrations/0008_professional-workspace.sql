CREATE TABLE "professional_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"messaging_user_id" bigint,
	"csrf_token" text NOT NULL,
	"lang" "language" DEFAULT 'fi' NOT NULL,
	"flow" text,
	"authenticated_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging_threads" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_threads" ADD COLUMN "current_assignee_user_id" bigint;--> statement-breakpoint
ALTER TABLE "prescription_renewal_items" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "prescription_renewal_items" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prescription_renewal_items" ADD COLUMN "decided_by_user_id" bigint;--> statement-breakpoint
ALTER TABLE "professional_sessions" ADD CONSTRAINT "professional_sessions_messaging_user_id_messaging_users_id_fk" FOREIGN KEY ("messaging_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_sessions_messaging_user_id_idx" ON "professional_sessions" USING btree ("messaging_user_id");--> statement-breakpoint
CREATE INDEX "professional_sessions_expires_at_idx" ON "professional_sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "messaging_threads" ADD CONSTRAINT "messaging_threads_current_assignee_user_id_messaging_users_id_fk" FOREIGN KEY ("current_assignee_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_threads_assignee_activity_idx" ON "messaging_threads" USING btree ("current_assignee_user_id","is_active","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messaging_threads_unassigned_activity_idx" ON "messaging_threads" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "messaging_threads"."is_active" and "messaging_threads"."current_assignee_user_id" is null;--> statement-breakpoint
CREATE INDEX "messaging_threads_activity_idx" ON "messaging_threads" USING btree ("is_active","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "prescription_renewal_items" ADD CONSTRAINT "prescription_renewal_items_decision_check" CHECK ("prescription_renewal_items"."decision" in ('renewed', 'declined'));--> statement-breakpoint
-- A thread's latest activity and current assignee, kept where every writer (the services, the
-- demo data, the benchmark) cannot forget them: the professional inbox pages by them (decision 244).
CREATE FUNCTION "messaging_threads_start_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_activity_at := NEW.created_at;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "messaging_threads_start_activity" BEFORE INSERT ON "messaging_threads"
  FOR EACH ROW EXECUTE FUNCTION "messaging_threads_start_activity"();--> statement-breakpoint
CREATE FUNCTION "messages_touch_thread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "messaging_threads" SET "last_activity_at" = NEW.created_at
    WHERE "id" = NEW.thread_id AND "last_activity_at" < NEW.created_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_touch_thread" AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "messages_touch_thread"();--> statement-breakpoint
CREATE FUNCTION "thread_assignments_sync_thread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "messaging_threads" SET "current_assignee_user_id" = (
    SELECT a.assignee_user_id FROM "thread_assignments" a WHERE a.thread_id = NEW.thread_id AND a.ended_at IS NULL
  ) WHERE "id" = NEW.thread_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "thread_assignments_sync_thread" AFTER INSERT OR UPDATE ON "thread_assignments"
  FOR EACH ROW EXECUTE FUNCTION "thread_assignments_sync_thread"();--> statement-breakpoint
UPDATE "messaging_threads" t SET
  "last_activity_at" = coalesce((SELECT max(m.created_at) FROM "messages" m WHERE m.thread_id = t.id), t.created_at),
  "current_assignee_user_id" = (SELECT a.assignee_user_id FROM "thread_assignments" a WHERE a.thread_id = t.id AND a.ended_at IS NULL);
