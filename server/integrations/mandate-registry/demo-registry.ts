import { and, asc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { mandates, patients } from "#server/db/schema";
import type { MandateRegistry, RegistryMandate } from "./mandate-registry";

/** The default mandate registry: the `mandates` table, by agent identity code, valid on the day. */
export function createDemoMandateRegistry(db: DatabaseOrTransaction): MandateRegistry {
  return {
    async mandatesOfAgent(agentIdentityCode: string, on: CalendarDate): Promise<RegistryMandate[]> {
      return db
        .select({
          principalIdentityCode: patients.identityCode,
          principalFirstName: patients.firstName,
          principalLastName: patients.lastName,
          scope: mandates.scope,
          validFrom: mandates.validFrom,
          validUntil: mandates.validUntil,
        })
        .from(mandates)
        .innerJoin(patients, eq(patients.id, mandates.principalPatientId))
        .where(
          and(
            eq(mandates.agentIdentityCode, agentIdentityCode),
            lte(mandates.validFrom, on),
            or(isNull(mandates.validUntil), gte(mandates.validUntil, on)),
          ),
        )
        .orderBy(asc(patients.lastName), asc(patients.firstName), asc(mandates.id));
    },
  };
}
