CREATE TABLE "population_register_guardianships" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "population_register_guardianships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guardian_identity_code" text NOT NULL,
	"child_identity_code" text NOT NULL,
	"child_first_name" text NOT NULL,
	"child_last_name" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "population_register_guardianships_guardian_child_key" ON "population_register_guardianships" USING btree ("guardian_identity_code","child_identity_code");--> statement-breakpoint
-- A database loaded before this table existed keeps its guardians' children: the confirmed
-- guardianships are the register's entries (new demo data fills the table itself).
INSERT INTO "population_register_guardianships" ("guardian_identity_code", "child_identity_code", "child_first_name", "child_last_name")
SELECT "guardian"."identity_code", "child"."identity_code", "child"."first_name", "child"."last_name"
FROM "guardianships"
JOIN "patients" "guardian" ON "guardian"."id" = "guardianships"."guardian_patient_id"
JOIN "patients" "child" ON "child"."id" = "guardianships"."child_patient_id"
ON CONFLICT DO NOTHING;
