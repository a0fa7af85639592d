import { relations } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { VISIT_KINDS, VISIT_TYPES } from "#domain/enums";
import { appointmentSlots } from "./appointments";
import { clinics, practitioners, specialties } from "./booking";
import { generatedId, idReference, timestamptz } from "./common";
import { patients } from "./profile";

// Visits area: medical reports of past visits with diagnoses and free-text entries.

export const visitKindEnum = pgEnum("visit_kind", VISIT_KINDS);
export const visitTypeEnum = pgEnum("visit_type", VISIT_TYPES);
/**
 * Who may view a report or result: "professional" means the care team only, so it is never sent to
 * the patient; "patient" and null mean the patient sees it too (decision 190).
 */
export const viewRestrictionEnum = pgEnum("view_restriction", ["patient", "professional"]);

export const visits = pgTable(
  "visits",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    practitionerId: idReference("practitioner_id")
      .notNull()
      .references(() => practitioners.id),
    specialtyId: text("specialty_id").references(() => specialties.id),
    clinicId: text("clinic_id").references(() => clinics.id),
    /** The appointment the visit was booked as, if it was booked online. */
    appointmentId: idReference("appointment_id").references(() => appointmentSlots.id),
    dateTime: timestamptz("date_time").notNull(),
    visitKind: visitKindEnum("visit_kind").notNull(),
    visitType: visitTypeEnum("visit_type").notNull(),
    viewRestriction: viewRestrictionEnum("view_restriction"),
  },
  (table) => [
    index("visits_patient_id_date_time_idx").on(table.patientId, table.dateTime),
    index("visits_practitioner_id_idx").on(table.practitionerId),
    index("visits_specialty_id_idx").on(table.specialtyId),
    index("visits_clinic_id_idx").on(table.clinicId),
    index("visits_appointment_id_idx").on(table.appointmentId),
  ],
);

export const visitDiagnoses = pgTable(
  "visit_diagnoses",
  {
    id: generatedId(),
    visitId: idReference("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    position: integer("position").notNull(),
    /** ICD-10 code, e.g. "J06.9". */
    code: text("code").notNull(),
    description: text("description").notNull(),
  },
  (table) => [
    uniqueIndex("visit_diagnoses_visit_id_position_key").on(table.visitId, table.position),
    index("visit_diagnoses_patient_id_idx").on(table.patientId),
  ],
);

export const visitTexts = pgTable(
  "visit_texts",
  {
    id: generatedId(),
    visitId: idReference("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    position: integer("position").notNull(),
    /** Heading of the entry, e.g. "Tulosyy", "Status", "Jatkohoito". */
    title: text("title").notNull(),
    body: text("body").notNull(),
  },
  (table) => [
    uniqueIndex("visit_texts_visit_id_position_key").on(table.visitId, table.position),
    index("visit_texts_patient_id_idx").on(table.patientId),
  ],
);

export const visitsRelations = relations(visits, ({ one, many }) => ({
  practitioner: one(practitioners, { fields: [visits.practitionerId], references: [practitioners.id] }),
  specialty: one(specialties, { fields: [visits.specialtyId], references: [specialties.id] }),
  diagnoses: many(visitDiagnoses),
  texts: many(visitTexts),
}));

export const visitDiagnosesRelations = relations(visitDiagnoses, ({ one }) => ({
  visit: one(visits, { fields: [visitDiagnoses.visitId], references: [visits.id] }),
}));

export const visitTextsRelations = relations(visitTexts, ({ one }) => ({
  visit: one(visits, { fields: [visitTexts.visitId], references: [visits.id] }),
}));
