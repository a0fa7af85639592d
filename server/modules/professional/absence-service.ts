import { TZDate } from "@date-fns/tz";
import { and, asc, eq, gt, inArray, ne } from "drizzle-orm";
import { HELSINKI_TIME_ZONE, parseCalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { absences, absenceSubstitutes, messagingUsers } from "#server/db/schema";
import type { Professional } from "./session-service";

// A professional's own absences (issue 15): from the first to the last day (Helsinki, whole
// days), with substitutes of the same kind (professionals for professionals, HR for HR) and an
// internal message for colleagues. While it lasts the absent person's threads show under the
// substitutes' "substitutions" and the patient sees the absence notice of the conversation page.

export interface AbsenceView {
  id: number;
  startsAt: Date;
  endsAt: Date;
  internalMessage: string | null;
  substitutes: string[];
}

export interface Colleague {
  id: number;
  name: string;
  title: string | null;
}

/** Midnight in Helsinki starting `day` (YYYY-MM-DD), `plusDays` later. */
function helsinkiMidnight(day: string, plusDays = 0): Date | null {
  const parts = parseCalendarDate(day);
  if (!parts) return null;
  return new Date(new TZDate(parts.year, parts.month - 1, parts.day + plusDays, HELSINKI_TIME_ZONE).getTime());
}

export async function listOwnAbsences(db: DatabaseOrTransaction, professional: Professional, now: Date): Promise<{ absences: AbsenceView[]; colleagues: Colleague[] }> {
  const rows = await db
    .select({ id: absences.id, startsAt: absences.startsAt, endsAt: absences.endsAt, internalMessage: absences.internalMessage })
    .from(absences)
    .where(and(eq(absences.absenteeUserId, professional.id), gt(absences.endsAt, now)))
    .orderBy(asc(absences.startsAt));
  const substitutes = rows.length
    ? await db
        .select({ absenceId: absenceSubstitutes.absenceId, firstName: messagingUsers.firstName, lastName: messagingUsers.lastName })
        .from(absenceSubstitutes)
        .innerJoin(messagingUsers, eq(messagingUsers.id, absenceSubstitutes.substituteUserId))
        .where(inArray(absenceSubstitutes.absenceId, rows.map((row) => row.id)))
    : [];
  const colleagues = await db
    .select({ id: messagingUsers.id, firstName: messagingUsers.firstName, lastName: messagingUsers.lastName, title: messagingUsers.title })
    .from(messagingUsers)
    .where(and(eq(messagingUsers.userType, professional.userType), ne(messagingUsers.id, professional.id)))
    .orderBy(asc(messagingUsers.lastName), asc(messagingUsers.firstName));
  return {
    absences: rows.map((row) => ({
      ...row,
      substitutes: substitutes.filter((substitute) => substitute.absenceId === row.id).map((substitute) => `${substitute.firstName} ${substitute.lastName}`),
    })),
    colleagues: colleagues.map((colleague) => ({ id: colleague.id, name: `${colleague.firstName} ${colleague.lastName}`, title: colleague.title })),
  };
}

export type AbsenceResult = { type: "success" } | { type: "invalidPeriod" } | { type: "substituteNotFound" } | { type: "absenceNotFound" };

export async function recordAbsence(
  db: DatabaseOrTransaction,
  { professional, now, firstDay, lastDay, substituteIds, internalMessage }: { professional: Professional; now: Date; firstDay: string; lastDay: string; substituteIds: readonly number[]; internalMessage: string },
): Promise<AbsenceResult> {
  const startsAt = helsinkiMidnight(firstDay);
  const endsAt = helsinkiMidnight(lastDay, 1);
  if (!startsAt || !endsAt || endsAt <= startsAt || endsAt <= now) return { type: "invalidPeriod" };
  const wanted = [...new Set(substituteIds)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: messagingUsers.id })
      .from(messagingUsers)
      .where(and(inArray(messagingUsers.id, wanted), eq(messagingUsers.userType, professional.userType), ne(messagingUsers.id, professional.id)));
    if (found.length !== wanted.length) return { type: "substituteNotFound" } as const;
    const [absence] = await tx
      .insert(absences)
      .values({ absenteeUserId: professional.id, startsAt, endsAt, internalMessage: internalMessage || null })
      .returning({ id: absences.id });
    if (!absence) throw new Error("Absence insert returned nothing");
    await tx.insert(absenceSubstitutes).values(wanted.map((substituteUserId) => ({ absenceId: absence.id, substituteUserId })));
    return { type: "success" } as const;
  });
}

export async function deleteAbsence(db: DatabaseOrTransaction, { professional, absenceId }: { professional: Professional; absenceId: number }): Promise<AbsenceResult> {
  const deleted = await db
    .delete(absences)
    .where(and(eq(absences.id, absenceId), eq(absences.absenteeUserId, professional.id)))
    .returning({ id: absences.id });
  return deleted.length ? { type: "success" } : { type: "absenceNotFound" };
}
