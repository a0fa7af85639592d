import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedRows } from "#server/db/prepared-queries";
import { type AuditShownIds, auditEvents } from "#server/db/schema";

// The audit trail Finnish law requires: every read or change of patient data, by whom, for whom,
// from where. Written in the same transaction as a change, so neither exists without the other.

export type AuditAction = "read" | "create" | "update" | "delete" | "login" | "logout" | "check-in" | "act-for" | "open-with-reason";

/** Who is acting, taken from the request (see auditActorOf in server/http). */
export interface AuditActor {
  /** The logged-in person's patient record; null for anonymous visitors and non-customers. */
  actorPatientId: number | null;
  /** Whose data is touched: the user, a child (guardian) or a principal (mandate). */
  actingForPatientId: number | null;
  address: string;
  requestId: string;
  /**
   * When it happened on the server's clock (the request's); the database's clock when not given.
   * The server's clock is the one tests pin, so the trail agrees with the data it names.
   */
  at?: Date;
  /** Set when a professional acts (professional workspace): their messaging user id and role. */
  actorProfessionalId?: number | null;
  actorRole?: string | null;
}

/** Whether the access happened, or was refused (another patient's id, or none at all: "not found"). */
export type AuditOutcome = "allowed" | "refused";

export interface AuditEntry {
  action: AuditAction;
  /** Concept touched, e.g. "front-page", "appointment", "invoice", "lab-result". */
  entity: string;
  entityId?: string | number | null;
  /** "allowed" unless said otherwise. */
  outcome?: AuditOutcome;
  /** The records a list view showed, by entity (see listViewEntry). */
  shownIds?: AuditShownIds;
  /** The reason a professional stated to open data outside a care relationship (decision 330). */
  reason?: string;
}

/**
 * One event for one view of a list: the list's entity with every record shown on it, by entity
 * (decision 305). A long history writes one row per page view, not one per record.
 */
export function listViewEntry(entity: string, shownIds: AuditShownIds): AuditEntry {
  const shown = Object.fromEntries(Object.entries(shownIds).filter(([, ids]) => ids.length > 0));
  return { action: "read", entity, shownIds: Object.keys(shown).length > 0 ? shown : undefined };
}

export async function recordAudit(db: DatabaseOrTransaction, actor: AuditActor, ...entries: AuditEntry[]): Promise<void> {
  await recordAuditEvents(db, entries.map((entry) => ({ actor, entry })));
}

// On every page view: built once (decision 414).
const insertAuditEvents = preparedRows(
  () => sql`
    insert into ${auditEvents}
      (at, actor_patient_id, actor_professional_id, actor_role, acting_for_patient_id, action, entity, entity_id, outcome, shown_ids, reason, address, request_id)
    select coalesce(e.at, now()), e.actor_patient_id, e.actor_professional_id, e.actor_role, e.acting_for_patient_id,
      e.action, e.entity, e.entity_id, e.outcome, e.shown_ids, e.reason, e.address, e.request_id
    from json_to_recordset(${sql.placeholder("rows")}::json) as e(
      at timestamptz, actor_patient_id int8, actor_professional_id int8, actor_role text, acting_for_patient_id int8,
      action text, entity text, entity_id text, outcome text, shown_ids jsonb, reason text, address text, request_id text)`,
);

/**
 * Events of several actors at once (a professional's inbox page names many patients): one insert.
 * The rows travel as one JSON parameter: a page listing twenty records writes twenty rows, and
 * building and sending eleven parameters a row took more of the server than the page's queries.
 * An event without its own time gets the database's, as the column's default would give it.
 */
export async function recordAuditEvents(db: DatabaseOrTransaction, events: readonly { actor: AuditActor; entry: AuditEntry }[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map(({ actor, entry }) => ({
    at: actor.at?.toISOString() ?? null,
    actor_patient_id: actor.actorPatientId,
    actor_professional_id: actor.actorProfessionalId ?? null,
    actor_role: actor.actorRole ?? null,
    acting_for_patient_id: actor.actingForPatientId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    outcome: entry.outcome ?? "allowed",
    shown_ids: entry.shownIds ?? null,
    reason: entry.reason ?? null,
    address: actor.address,
    request_id: actor.requestId,
  }));
  await insertAuditEvents(db, { rows: JSON.stringify(rows) });
}

/**
 * A read refused because the id asked for is not the acting patient's (or does not exist), which
 * the caller answers as "not found": the attempt is in the trail with the id that was asked for.
 * Resolves to null, so a lookup can end with `return recordRefusedRead(...)`.
 */
export async function recordRefusedRead(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  { entity, entityId }: { entity: string; entityId: string | number },
): Promise<null> {
  await recordAudit(db, actor, { action: "read", entity, entityId, outcome: "refused" });
  return null;
}
