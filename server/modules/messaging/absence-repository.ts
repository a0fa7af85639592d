import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { absences, absenceSubstitutes, messagingUsers, practitioners } from "#server/db/schema";
import { alias } from "drizzle-orm/pg-core";

// The care team's absences as patients are told them: who is away now, until when, and who
// substitutes. Reached by the absentee's bookable calendar (practitioner id), since the pages that
// ask (the occupational team, a new message to it) know the team by its practitioners. The
// internal message for colleagues is never read here. Indexes messaging_users_practitioner_id_idx,
// absences_absentee_user_id_ends_at_idx and the substitutes' primary key serve the two statements.

/** Absences going on at `now` of the professionals whose calendars are `practitionerIds`. */
export async function findCurrentAbsencesOfPractitioners(db: DatabaseOrTransaction, practitionerIds: readonly number[], now: Date) {
  if (practitionerIds.length === 0) return [];
  return db
    .select({ absenceId: absences.id, practitionerId: messagingUsers.practitionerId, endsAt: absences.endsAt })
    .from(absences)
    .innerJoin(messagingUsers, eq(messagingUsers.id, absences.absenteeUserId))
    .where(and(inArray(messagingUsers.practitionerId, [...practitionerIds]), lte(absences.startsAt, now), gt(absences.endsAt, now)))
    .orderBy(asc(absences.endsAt), asc(absences.id));
}

const substitutePractitioner = alias(practitioners, "substitute_practitioner");

/** The substitutes of `absenceIds`, each with the title of their calendar when they have one. */
export async function findAbsenceSubstitutes(db: DatabaseOrTransaction, absenceIds: readonly number[]) {
  if (absenceIds.length === 0) return [];
  return db
    .select({
      absenceId: absenceSubstitutes.absenceId,
      firstName: messagingUsers.firstName,
      lastName: messagingUsers.lastName,
      title: messagingUsers.title,
      practitionerId: messagingUsers.practitionerId,
      practitionerTitle: substitutePractitioner.title,
    })
    .from(absenceSubstitutes)
    .innerJoin(messagingUsers, eq(messagingUsers.id, absenceSubstitutes.substituteUserId))
    .leftJoin(substitutePractitioner, eq(substitutePractitioner.id, messagingUsers.practitionerId))
    .where(inArray(absenceSubstitutes.absenceId, [...absenceIds]))
    .orderBy(asc(messagingUsers.lastName), asc(messagingUsers.firstName));
}
