ALTER TABLE "imaging_results" ADD COLUMN "view_restriction" "view_restriction";--> statement-breakpoint
ALTER TABLE "laboratory_tests" ADD COLUMN "view_restriction" "view_restriction";--> statement-breakpoint
CREATE INDEX "laboratory_tests_patient_id_code_idx" ON "laboratory_tests" USING btree ("patient_id","code");