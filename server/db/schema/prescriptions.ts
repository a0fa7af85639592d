import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { calendarDate, createdAt, generatedId, idReference, timestamptz } from "./common";
import { messagingThreads } from "./messaging";
import { patients } from "./profile";

// Prescriptions area: the customer's prescriptions and their renewal requests. A renewal request
// is delivered to the care team as a customer thread titled "Reseptin uusimispyyntö"; the answers
// are kept here as well so the request can be audited and shown later.

export const prescriptions = pgTable(
  "prescriptions",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    medicineName: text("medicine_name").notNull(),
    /** E.g. "50 mg". */
    strength: text("strength").notNull(),
    issuedDate: calendarDate("issued_date").notNull(),
    isRenewable: boolean("is_renewable").notNull(),
    /** E.g. "tabletti", "emulsiovoide". */
    medicineType: text("medicine_type").notNull(),
    /** E.g. "kpl", "g", "ml". */
    packageUnit: text("package_unit").notNull(),
    packageSize: integer("package_size").notNull(),
    packageCount: integer("package_count").notNull(),
    treatmentLength: integer("treatment_length"),
    /** "day", "week", "month" or "year". */
    treatmentLengthUnit: text("treatment_length_unit"),
    /** Total prescribed amount as written, e.g. "3 x 100 kpl". */
    totalAmount: text("total_amount").notNull(),
    dosageGuide: text("dosage_guide").notNull(),
    usageGuide: text("usage_guide").notNull(),
  },
  (table) => [index("prescriptions_patient_id_issued_date_idx").on(table.patientId, table.issuedDate)],
);

export const prescriptionRenewalRequests = pgTable(
  "prescription_renewal_requests",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    /** The guardian or agent who sent it, when not the patient themself. */
    requestedByPatientId: idReference("requested_by_patient_id").references(() => patients.id),
    /** Answer to the general question about other medicines in use. */
    otherMedicines: text("other_medicines").notNull(),
    /** The conversation the request was delivered in. */
    threadId: idReference("thread_id").references(() => messagingThreads.id),
    createdAt: createdAt(),
  },
  (table) => [
    index("prescription_renewal_requests_patient_id_idx").on(table.patientId),
    index("prescription_renewal_requests_requested_by_patient_id_idx").on(table.requestedByPatientId),
    index("prescription_renewal_requests_thread_id_idx").on(table.threadId),
  ],
);

/** The per-medicine answers of a renewal request. */
export const prescriptionRenewalItems = pgTable(
  "prescription_renewal_items",
  {
    requestId: idReference("request_id")
      .notNull()
      .references(() => prescriptionRenewalRequests.id, { onDelete: "cascade" }),
    prescriptionId: idReference("prescription_id")
      .notNull()
      .references(() => prescriptions.id),
    reason: text("reason").notNull(),
    isMedicineFinished: boolean("is_medicine_finished").notNull(),
    hasSideEffects: boolean("has_side_effects").notNull(),
    /** Amount left and when it runs out, or which side effects; required by those answers. */
    followUp: text("follow_up"),
    /** The care team's decision (professional workspace, decision 247): "renewed" or "declined"; null while open. */
    decision: text("decision"),
    decidedAt: timestamptz("decided_at"),
    decidedByUserId: idReference("decided_by_user_id"),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.prescriptionId] }),
    index("prescription_renewal_items_prescription_id_idx").on(table.prescriptionId),
    check("prescription_renewal_items_decision_check", sql`${table.decision} in ('renewed', 'declined')`),
  ],
);

export const prescriptionRenewalRequestsRelations = relations(prescriptionRenewalRequests, ({ many }) => ({
  items: many(prescriptionRenewalItems),
}));

export const prescriptionRenewalItemsRelations = relations(prescriptionRenewalItems, ({ one }) => ({
  request: one(prescriptionRenewalRequests, {
    fields: [prescriptionRenewalItems.requestId],
    references: [prescriptionRenewalRequests.id],
  }),
  prescription: one(prescriptions, {
    fields: [prescriptionRenewalItems.prescriptionId],
    references: [prescriptions.id],
  }),
}));
