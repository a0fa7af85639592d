import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { HealthCareType } from "#domain/enums";
import type { Database } from "#server/db/client";
import { appointmentSlots, clinics } from "#server/db/schema";

// Test helpers of the reservation (imported by *.test.ts only): free times of the demo calendar
// and new free times at exact moments, so that every rule can be tried on its own slot.

/** A demo persona's patient id (shared by every area's tests). */
export { patientIdOf } from "#tests/db/personas";

export interface SlotWish {
  brand?: "adult" | "kids";
  healthCareType?: HealthCareType;
  kindId?: string;
  specialtyId?: string;
}

/**
 * Creates a free slot at `startsAt`, copied from a free slot of the demo calendar that matches the
 * wish (brand, type, kind, specialty), weak identification allowed unless overridden.
 */
export async function createFreeSlot(
  db: Database,
  startsAt: Date,
  wish: SlotWish = {},
  overrides: Partial<typeof appointmentSlots.$inferInsert> = {},
): Promise<number> {
  const conditions = [isNull(appointmentSlots.reservedByPatientId), eq(clinics.brandId, wish.brand ?? "adult")];
  if (wish.healthCareType) conditions.push(sql`${wish.healthCareType} = any(${appointmentSlots.healthCareTypes})`);
  if (wish.kindId) conditions.push(eq(appointmentSlots.kindId, wish.kindId));
  if (wish.specialtyId) conditions.push(eq(appointmentSlots.specialtyId, wish.specialtyId));
  const [template] = await db
    .select()
    .from(appointmentSlots)
    .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
    .where(and(...conditions))
    .orderBy(asc(appointmentSlots.id))
    .limit(1);
  if (!template) throw new Error(`No free slot like ${JSON.stringify(wish)}`);
  const slot = template.appointment_slots;
  const [row] = await db
    .insert(appointmentSlots)
    .values({
      kindId: slot.kindId,
      clinicId: slot.clinicId,
      practitionerId: slot.practitionerId,
      specialtyId: slot.specialtyId,
      practitionerRateId: slot.practitionerRateId,
      startsAt,
      durationMinutes: slot.durationMinutes,
      locationType: slot.locationType,
      isRemote: slot.isRemote,
      healthCareTypes: slot.healthCareTypes,
      requiresAuthToReserve: false,
      roomLocation: slot.roomLocation,
      ...overrides,
    })
    .returning({ id: appointmentSlots.id });
  if (!row) throw new Error("Insert returned nothing");
  return row.id;
}

/** A free future slot of the demo calendar matching the wish, weak identification allowed. */
export async function findFreeDemoSlot(db: Database, now: Date, wish: SlotWish = {}): Promise<number> {
  const conditions = [
    isNull(appointmentSlots.reservedByPatientId),
    isNull(appointmentSlots.cancelledAt),
    gt(appointmentSlots.startsAt, new Date(now.getTime() + 3 * 86_400_000)),
    eq(appointmentSlots.requiresAuthToReserve, false),
    eq(clinics.brandId, wish.brand ?? "adult"),
  ];
  if (wish.healthCareType) conditions.push(sql`${wish.healthCareType} = any(${appointmentSlots.healthCareTypes})`);
  if (wish.kindId) conditions.push(eq(appointmentSlots.kindId, wish.kindId));
  const [row] = await db
    .select({ id: appointmentSlots.id })
    .from(appointmentSlots)
    .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
    .where(and(...conditions))
    .orderBy(asc(appointmentSlots.startsAt))
    .limit(1);
  if (!row) throw new Error(`No free demo slot like ${JSON.stringify(wish)}`);
  return row.id;
}

/** Hours after `base`. */
export function hoursAfter(base: Date, hours: number): Date {
  return new Date(base.getTime() + hours * 3_600_000);
}
