import { eq } from "drizzle-orm";
import type { ReminderPreferences } from "#domain/reminder-preferences";
import type { ReminderPreferencesInput } from "#domain/reminder-preferences-inputs";
import type { DatabaseOrTransaction } from "#server/db/client";
import { patients } from "#server/db/schema";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";

// Appointment reminder choices (issue 35 §2, decision 340): SMS and e-mail, each on or off, read
// by the reminder task (server/modules/appointments/reminder-service.ts) for every recipient. The
// choices are the logged-in user's own; the page passes their own patient id, never a request's.
// Reads and writes are audited (entity "reminder-preferences").

/** The patient's reminder choices; null when there is no such patient. The read is audited. */
export async function loadReminderPreferences(
  db: DatabaseOrTransaction,
  { patientId, actor }: { patientId: number; actor: AuditActor },
): Promise<ReminderPreferences | null> {
  const [row] = await db
    .select({ bySms: patients.remindersBySms, byEmail: patients.remindersByEmail })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  if (!row) return null;
  await recordAudit(db, actor, { action: "read", entity: "reminder-preferences", entityId: patientId });
  return row;
}

export type SaveReminderPreferencesResult = { type: "success" } | { type: "customerNotFound" };

/** Saves the choices parsed by ReminderPreferencesSchema, with the audit event, in one transaction. */
export async function saveReminderPreferences(
  db: DatabaseOrTransaction,
  { patientId, preferences, now, actor }: { patientId: number; preferences: ReminderPreferencesInput; now: Date; actor: AuditActor },
): Promise<SaveReminderPreferencesResult> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(patients)
      .set({ remindersBySms: preferences.bySms, remindersByEmail: preferences.byEmail, updatedAt: now })
      .where(eq(patients.id, patientId))
      .returning({ id: patients.id });
    if (updated.length === 0) return { type: "customerNotFound" as const };
    await recordAudit(tx, actor, { action: "update", entity: "reminder-preferences", entityId: patientId });
    return { type: "success" as const };
  });
}
