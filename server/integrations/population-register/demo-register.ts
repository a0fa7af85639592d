import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "#server/db/client";
import { guardianships, patients } from "#server/db/schema";
import type { PopulationRegister, RegisterChild } from "./population-register";

/**
 * The default population register: the `guardianships` table (guardianships confirmed by the
 * register earlier, as in the demo data), looked up by the guardian's identity code.
 */
export function createDemoPopulationRegister(db: DatabaseOrTransaction): PopulationRegister {
  return {
    async childrenOfGuardian(guardianIdentityCode: string): Promise<RegisterChild[]> {
      const guardian = alias(patients, "guardian");
      const child = alias(patients, "child");
      return db
        .select({ identityCode: child.identityCode, firstName: child.firstName, lastName: child.lastName })
        .from(guardianships)
        .innerJoin(guardian, eq(guardian.id, guardianships.guardianPatientId))
        .innerJoin(child, eq(child.id, guardianships.childPatientId))
        .where(eq(guardian.identityCode, guardianIdentityCode))
        .orderBy(asc(child.birthDate), asc(child.id));
    },
  };
}
