import { TZDate } from "@date-fns/tz";
import { and, eq, isNull } from "drizzle-orm";
import type { HealthCareType } from "#domain/enums";
import { HELSINKI_TIME_ZONE } from "#domain/helsinki-time";
import type { Database } from "#server/db/client";
import { appointmentSlots, employers, employments, occupationalContracts, practitioners } from "#server/db/schema";

// Test helpers of the booking search (imported by *.test.ts only): free slots at exact Helsinki
// times copied from a demo slot of a practitioner, and occupational agreements of every kind.

/** A demo persona's patient id (shared by every area's tests). */
export { patientIdOf } from "#tests/db/personas";

export async function practitionerIdOf(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.name, name));
  if (!row) throw new Error(`No practitioner ${name}`);
  return row.id;
}

/** A Helsinki wall-clock moment: helsinki("2031-03-05", 12, 0). */
export function helsinki(date: string, hour: number, minute = 0): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, HELSINKI_TIME_ZONE).getTime());
}

/** A new slot copied from one of the practitioner's demo slots (same kind, clinic, rate) at `startsAt`. */
export async function insertSlotLike(
  db: Database,
  practitionerName: string,
  startsAt: Date,
  overrides: Partial<typeof appointmentSlots.$inferInsert> & { healthCareType?: HealthCareType } = {},
): Promise<number> {
  const practitionerId = await practitionerIdOf(db, practitionerName);
  const { healthCareType, ...rest } = overrides;
  const [template] = await db
    .select()
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.practitionerId, practitionerId),
        isNull(appointmentSlots.reservedByPatientId),
        ...(rest.kindId ? [eq(appointmentSlots.kindId, rest.kindId)] : []),
      ),
    )
    .limit(1);
  if (!template) throw new Error(`No slot of ${practitionerName} to copy`);
  const [row] = await db
    .insert(appointmentSlots)
    .values({
      kindId: template.kindId,
      clinicId: template.clinicId,
      practitionerId,
      specialtyId: template.specialtyId,
      practitionerRateId: template.practitionerRateId,
      startsAt,
      durationMinutes: template.durationMinutes,
      locationType: template.locationType,
      isRemote: template.isRemote,
      requiresAuthToReserve: template.requiresAuthToReserve,
      healthCareTypes: healthCareType ? [healthCareType] : template.healthCareTypes,
      ...rest,
    })
    .returning({ id: appointmentSlots.id });
  if (!row) throw new Error("Slot insert returned nothing");
  return row.id;
}

export interface AgreementInput {
  businessId: string;
  contractProductIds: string[];
  isWebReservationAllowed: boolean;
  validFrom?: string;
  validUntil?: string | null;
  employmentStart?: string;
  employmentEnd?: string | null;
}

/** An employer with one contract, and the patient employed there. */
export async function insertAgreement(db: Database, patientId: number, input: AgreementInput): Promise<void> {
  const [employer] = await db
    .insert(employers)
    .values({ name: `Testi Oy ${input.businessId}`, businessId: input.businessId })
    .returning({ id: employers.id });
  if (!employer) throw new Error("Employer insert returned nothing");
  await db.insert(occupationalContracts).values({
    employerId: employer.id,
    contractType: "Comprehensive",
    contractProductIds: input.contractProductIds,
    isWebReservationAllowed: input.isWebReservationAllowed,
    validFrom: input.validFrom ?? "2020-01-01",
    validUntil: input.validUntil ?? null,
  });
  await db.insert(employments).values({
    patientId,
    employerId: employer.id,
    startDate: input.employmentStart ?? "2020-01-01",
    endDate: input.employmentEnd ?? null,
  });
}
