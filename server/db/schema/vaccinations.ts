import { index, pgTable, text } from "drizzle-orm/pg-core";
import { calendarDate, generatedId, idReference } from "./common";
import { patients } from "./profile";

// Vaccinations area: the customer's vaccination history.

export const vaccinations = pgTable(
  "vaccinations",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    date: calendarDate("date").notNull(),
    name: text("name").notNull(),
    /** Name as recorded; the vaccinator may be outside our practitioner register. */
    practitionerName: text("practitioner_name").notNull(),
    /** Null when the protection does not expire (or no booster is recommended). */
    effectiveUntil: calendarDate("effective_until"),
  },
  (table) => [index("vaccinations_patient_id_date_idx").on(table.patientId, table.date)],
);
