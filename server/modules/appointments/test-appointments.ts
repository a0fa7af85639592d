import { and, eq, isNull } from "drizzle-orm";
import { encodeAppointmentLink } from "#domain/appointment-link";
import type { Database } from "#server/db/client";
import { appointmentSlots } from "#server/db/schema";

// Test helpers of the appointments area (imported by *.test.ts only): patients by persona and
// appointments booked at exact moments, so every boundary can be tried on its own row.

/** A demo persona's patient id (shared by every area's tests). */
export { patientIdOf } from "#tests/db/personas";

export interface TestAppointment {
  id: number;
  startsAt: Date;
  durationMinutes: number;
  practitionerId: number;
  kindId: string;
  /** The booking-link token of the appointment. */
  token: string;
}

/**
 * Books `patientId` an appointment at `startsAt`, copied from a free physical slot of the demo
 * calendar (self check-in allowed unless overridden).
 */
export async function bookTestAppointment(
  db: Database,
  patientId: number,
  startsAt: Date,
  overrides: Partial<typeof appointmentSlots.$inferInsert> = {},
): Promise<TestAppointment> {
  const [template] = await db
    .select()
    .from(appointmentSlots)
    .where(and(isNull(appointmentSlots.reservedByPatientId), eq(appointmentSlots.locationType, "physicalLocation")))
    .limit(1);
  if (!template) throw new Error("No free slot to copy");
  const [row] = await db
    .insert(appointmentSlots)
    .values({
      kindId: template.kindId,
      clinicId: template.clinicId,
      practitionerId: template.practitionerId,
      specialtyId: template.specialtyId,
      practitionerRateId: template.practitionerRateId,
      startsAt,
      durationMinutes: template.durationMinutes,
      locationType: template.locationType,
      roomLocation: template.roomLocation,
      reservedByPatientId: patientId,
      reservedAt: new Date(startsAt.getTime() - 7 * 86_400_000),
      reservedHealthCareType: "private",
      payerType: "self",
      contactEmail: "test.patient@example.com",
      contactPhone: "+358401110000",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("Insert returned nothing");
  return {
    id: row.id,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    practitionerId: row.practitionerId,
    kindId: row.kindId,
    token: encodeAppointmentLink(row.id, row.anonymousLinkSecret),
  };
}

/** Minutes after `base`. */
export function minutesAfter(base: Date, minutes: number): Date {
  return new Date(base.getTime() + minutes * 60_000);
}
