import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { generatedId, idReference, timestamptz } from "./common";

// Audit area: who read or changed whose patient data, as Finnish law requires. Append-only, and
// deliberately without foreign keys: the trail must outlive (and never block) the rows it names.

/** The records a list view showed, by audit entity name. */
export type AuditShownIds = Record<string, readonly (number | string)[]>;

export const auditEvents = pgTable(
  "audit_events",
  {
    id: generatedId(),
    at: timestamptz("at").notNull().defaultNow(),
    /** The logged-in person; null for anonymous or system actions. */
    actorPatientId: idReference("actor_patient_id"),
    /**
     * The professional or HR user (a messaging user) who acted, for reads and changes made in the
     * professional workspace; null for patients' own actions. Patients see these on "who has viewed
     * my data".
     */
    actorProfessionalId: idReference("actor_professional_id"),
    /** The professional's role at the time, e.g. "Työterveyshoitaja": kept, as titles change. */
    actorRole: text("actor_role"),
    /** Whose data was touched (the child for a guardian, the principal for an agent). */
    actingForPatientId: idReference("acting_for_patient_id"),
    /** E.g. "read", "create", "update", "delete", "login", "check-in". */
    action: text("action").notNull(),
    /** Table or concept, e.g. "appointment", "invoice", "lab-result". */
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /**
     * What a list view showed, by entity: `{"visit": [12, 11], "referral": [3]}`. One event per
     * view names every record on the page, instead of one row per record (decision 305).
     */
    shownIds: jsonb("shown_ids").$type<AuditShownIds>(),
    /**
     * "allowed", or "refused": the id asked for is not the acting patient's (or does not exist),
     * and was answered as not found. A refusal names the id that was asked for.
     */
    outcome: text("outcome").notNull().default("allowed"),
    /**
     * The reason a professional stated to open data outside a care relationship ("break the
     * glass", action "open-with-reason", decision 330); the patient sees it on "who has viewed my
     * data". Null for every other event.
     */
    reason: text("reason"),
    /** Client IP address as seen by the server. */
    address: text("address"),
    requestId: text("request_id"),
  },
  (table) => [
    index("audit_events_actor_patient_id_at_idx").on(table.actorPatientId, table.at),
    index("audit_events_acting_for_patient_id_at_idx").on(table.actingForPatientId, table.at),
    index("audit_events_entity_entity_id_idx").on(table.entity, table.entityId),
    index("audit_events_at_idx").on(table.at),
    // "Who has viewed my data": a patient's professional accesses, newest first.
    index("audit_events_professional_access_idx")
      .on(table.actingForPatientId, table.at.desc())
      .where(sql`${table.actorProfessionalId} is not null`),
    // "Who saw record X": `shown_ids @> '{"visit": [12]}'`.
    index("audit_events_shown_ids_idx").using("gin", sql`${table.shownIds} jsonb_path_ops`),
    check("audit_events_outcome_check", sql`${table.outcome} in ('allowed', 'refused')`),
    check("audit_events_reason_check", sql`char_length(${table.reason}) <= 500`),
  ],
);
