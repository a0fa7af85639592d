-- Booking search (issue 5): statistics on the Helsinki wall-clock time of a slot's start, the
-- expression the time-of-day tabs filter on. Without them PostgreSQL guesses a band such as
-- 7:00-12:00 matches 0.5 % of the slots instead of about a third, and picks plans that read tens of
-- thousands of slots for a page of 20 (see docs/decisions/122-search-statistics.md).
CREATE STATISTICS IF NOT EXISTS "appointment_slots_helsinki_start_time_stat" ON ((("starts_at" AT TIME ZONE 'Europe/Helsinki'))::time) FROM "appointment_slots";
--> statement-breakpoint
ANALYZE "appointment_slots";
