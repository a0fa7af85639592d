import { and, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { employments, occupationalContracts } from "#server/db/schema";

// The acting patient's occupational health care contracts in force on a day: an employment that
// has started and not ended, under an employer's contract that is valid that day.

export interface ActiveContract {
  contractId: number;
  includesInfluenzaVaccination: boolean;
}

export async function findActiveContracts(db: DatabaseOrTransaction, patientId: number, on: CalendarDate): Promise<ActiveContract[]> {
  return db
    .select({ contractId: occupationalContracts.id, includesInfluenzaVaccination: occupationalContracts.includesInfluenzaVaccination })
    .from(employments)
    .innerJoin(occupationalContracts, eq(occupationalContracts.employerId, employments.employerId))
    .where(
      and(
        eq(employments.patientId, patientId),
        lte(employments.startDate, on),
        or(isNull(employments.endDate), gte(employments.endDate, on)),
        lte(occupationalContracts.validFrom, on),
        or(isNull(occupationalContracts.validUntil), gte(occupationalContracts.validUntil, on)),
      ),
    );
}
