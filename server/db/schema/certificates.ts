import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable } from "drizzle-orm/pg-core";
import { CERTIFICATE_TYPES } from "#domain/enums";
import { practitioners } from "./booking";
import { calendarDate, generatedId, idReference, timestamptz } from "./common";
import { patients } from "./profile";

// Certificates area: sick-leave certificates (the page lists those created since 1.1.2022).

export const certificateTypeEnum = pgEnum("certificate_type", CERTIFICATE_TYPES);

export const sickLeaveCertificates = pgTable(
  "sick_leave_certificates",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    type: certificateTypeEnum("type").notNull(),
    practitionerId: idReference("practitioner_id").references(() => practitioners.id),
    createdAt: timestamptz("created_at").notNull(),
    /** First and last day of the sick leave, inclusive. */
    startDate: calendarDate("start_date").notNull(),
    endDate: calendarDate("end_date").notNull(),
  },
  (table) => [
    index("sick_leave_certificates_patient_id_created_at_idx").on(table.patientId, table.createdAt),
    index("sick_leave_certificates_practitioner_id_idx").on(table.practitionerId),
    check("sick_leave_certificates_period_check", sql`${table.endDate} >= ${table.startDate}`),
  ],
);
