import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { LABORATORY_TEST_STATUSES, REFERRAL_TYPES, RESULT_NUMBER_PREFIXES } from "#domain/enums";
import { practitioners } from "./booking";
import { calendarDate, generatedId, idReference } from "./common";
import { patients } from "./profile";
import { viewRestrictionEnum } from "./visits";

// Results area: laboratory and imaging referrals and results.

export const referralTypeEnum = pgEnum("referral_type", REFERRAL_TYPES);

/** A referral to laboratory or imaging; it is valid until valid_until (status expired/valid). */
export const referrals = pgTable(
  "referrals",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    type: referralTypeEnum("type").notNull(),
    title: text("title").notNull(),
    creationDate: calendarDate("creation_date").notNull(),
    validUntil: calendarDate("valid_until").notNull(),
    /** Written in Finnish by the practitioner; shown only in the Finnish UI. */
    description: text("description"),
    practitionerId: idReference("practitioner_id").references(() => practitioners.id),
    patientInstructionsUrl: text("patient_instructions_url"),
  },
  (table) => [
    index("referrals_patient_id_type_creation_date_idx").on(table.patientId, table.type, table.creationDate),
    index("referrals_practitioner_id_idx").on(table.practitionerId),
  ],
);

/** Laboratory results of one day (the lab result page is /laboratoryresult/{date}). */
export const laboratoryResultGroups = pgTable(
  "laboratory_result_groups",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    date: calendarDate("date").notNull(),
    referralId: idReference("referral_id").references(() => referrals.id),
  },
  (table) => [
    uniqueIndex("laboratory_result_groups_patient_id_date_key").on(table.patientId, table.date),
    index("laboratory_result_groups_referral_id_idx").on(table.referralId),
  ],
);

export const laboratoryTestStatusEnum = pgEnum("laboratory_test_status", LABORATORY_TEST_STATUSES);

export const resultPrefixEnum = pgEnum("result_prefix", RESULT_NUMBER_PREFIXES);

/**
 * A test or a test package. Package items point to their package with package_test_id; a result
 * is either numeric (result_number, maybe with a prefix such as "<") or textual (result_text).
 */
export const laboratoryTests = pgTable(
  "laboratory_tests",
  {
    id: generatedId(),
    groupId: idReference("group_id")
      .notNull()
      .references(() => laboratoryResultGroups.id, { onDelete: "cascade" }),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    packageTestId: idReference("package_test_id").references((): AnyPgColumn => laboratoryTests.id, {
      onDelete: "cascade",
    }),
    position: integer("position").notNull(),
    /** Laboratory code, e.g. "2474 B -PVK+T". */
    code: text("code").notNull(),
    displayName: text("display_name").notNull(),
    status: laboratoryTestStatusEnum("status").notNull(),
    isReady: boolean("is_ready").notNull(),
    unit: text("unit"),
    description: text("description"),
    additionalResult: text("additional_result"),
    referenceMin: numeric("reference_min", { mode: "number" }),
    referenceMax: numeric("reference_max", { mode: "number" }),
    resultNumber: numeric("result_number", { mode: "number" }),
    resultPrefix: resultPrefixEnum("result_prefix"),
    resultText: text("result_text"),
    isWithinReferenceRange: boolean("is_within_reference_range"),
    /** "professional": only the care team may see it; never sent to the patient (decision 190). */
    viewRestriction: viewRestrictionEnum("view_restriction"),
  },
  (table) => [
    index("laboratory_tests_group_id_position_idx").on(table.groupId, table.position),
    index("laboratory_tests_patient_id_idx").on(table.patientId),
    index("laboratory_tests_package_test_id_idx").on(table.packageTestId),
    /** A test's history over time (decision 192). */
    index("laboratory_tests_patient_id_code_idx").on(table.patientId, table.code),
    check("laboratory_tests_result_check", sql`${table.resultNumber} is null or ${table.resultText} is null`),
  ],
);

export const imagingResults = pgTable(
  "imaging_results",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    referralId: idReference("referral_id").references(() => referrals.id),
    imagingDate: calendarDate("imaging_date").notNull(),
    examinationName: text("examination_name").notNull(),
    /** The radiologist's statement. */
    statementText: text("statement_text").notNull(),
    /** "professional": only the care team may see it; never sent to the patient (decision 190). */
    viewRestriction: viewRestrictionEnum("view_restriction"),
  },
  (table) => [
    index("imaging_results_patient_id_imaging_date_idx").on(table.patientId, table.imagingDate),
    index("imaging_results_referral_id_idx").on(table.referralId),
  ],
);

export const referralsRelations = relations(referrals, ({ one }) => ({
  practitioner: one(practitioners, { fields: [referrals.practitionerId], references: [practitioners.id] }),
}));

export const laboratoryResultGroupsRelations = relations(laboratoryResultGroups, ({ many }) => ({
  tests: many(laboratoryTests),
}));

export const laboratoryTestsRelations = relations(laboratoryTests, ({ one, many }) => ({
  group: one(laboratoryResultGroups, { fields: [laboratoryTests.groupId], references: [laboratoryResultGroups.id] }),
  package: one(laboratoryTests, {
    fields: [laboratoryTests.packageTestId],
    references: [laboratoryTests.id],
    relationName: "packageItems",
  }),
  items: many(laboratoryTests, { relationName: "packageItems" }),
}));

export const imagingResultsRelations = relations(imagingResults, ({ one }) => ({
  referral: one(referrals, { fields: [imagingResults.referralId], references: [referrals.id] }),
}));
