import { and, count, desc, eq, gte, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { appointmentSlots, auditEvents, clinics, employers, messagingUsers } from "#server/db/schema";

// The professionals' accesses to one patient's data, for "who has viewed my data". Every
// statement filters by the acting patient and `actor_professional_id is not null`, the predicate
// of the partial index audit_events_professional_access_idx (acting_for_patient_id, at desc),
// which serves the count and the page; the professional and their unit come in the same statement.

export interface AccessLogRange {
  from: CalendarDate | null;
  to: CalendarDate | null;
}

/** Whole Helsinki days: from the first day's midnight to the midnight after the last day. */
function conditionsOf(actingPatientId: number, { from, to }: AccessLogRange): SQL | undefined {
  return and(
    eq(auditEvents.actingForPatientId, actingPatientId),
    isNotNull(auditEvents.actorProfessionalId),
    // A refused read touched nothing of this patient's (the id asked for was not theirs).
    eq(auditEvents.outcome, "allowed"),
    from ? gte(auditEvents.at, sql`(${from}::date::timestamp at time zone 'Europe/Helsinki')`) : undefined,
    to ? lt(auditEvents.at, sql`((${to}::date + 1)::timestamp at time zone 'Europe/Helsinki')`) : undefined,
  );
}

export async function countProfessionalAccesses(db: DatabaseOrTransaction, actingPatientId: number, range: AccessLogRange): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditEvents).where(conditionsOf(actingPatientId, range));
  return row?.total ?? 0;
}

/**
 * The clinic where the professional's calendar had its last appointment before the access (else
 * its first after): where they worked then (decision 241). Two probes of
 * appointment_slots_practitioner_id_starts_at_idx per row shown.
 */
function clinicAtAccess(direction: "before" | "after"): SQL<string | null> {
  const slot = sql`select ${clinics.name} from ${appointmentSlots} join ${clinics} on ${clinics.id} = ${appointmentSlots.clinicId}
    where ${appointmentSlots.practitionerId} = ${messagingUsers.practitionerId}`;
  return direction === "before"
    ? sql<string | null>`(${slot} and ${appointmentSlots.startsAt} <= ${auditEvents.at} order by ${appointmentSlots.startsAt} desc limit 1)`
    : sql<string | null>`(${slot} and ${appointmentSlots.startsAt} > ${auditEvents.at} order by ${appointmentSlots.startsAt} asc limit 1)`;
}

/** One page of the patient's professional accesses, newest first (then newest id). */
export async function findProfessionalAccessPage(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  range: AccessLogRange,
  { limit, offset }: { limit: number; offset: number },
) {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      entity: auditEvents.entity,
      reason: auditEvents.reason,
      role: sql<string | null>`coalesce(${auditEvents.actorRole}, ${messagingUsers.title})`,
      firstName: messagingUsers.firstName,
      lastName: messagingUsers.lastName,
      unit: sql<string | null>`coalesce(${employers.name}, ${clinicAtAccess("before")}, ${clinicAtAccess("after")})`,
    })
    .from(auditEvents)
    .leftJoin(messagingUsers, eq(messagingUsers.id, auditEvents.actorProfessionalId))
    .leftJoin(employers, eq(employers.id, messagingUsers.employerId))
    .where(conditionsOf(actingPatientId, range))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
}
