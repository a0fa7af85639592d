import { eq } from "drizzle-orm";
import { parseIdentityCode } from "#domain/identity-code";
import type { DatabaseOrTransaction } from "#server/db/client";
import { populationRegisterGuardianships } from "#server/db/schema";
import type { PopulationRegister, RegisterChild } from "./population-register";

/**
 * The default population register: its own table of guardianship entries keyed by identity codes
 * (filled with the demo data), so it knows children who have no patient record here. Children
 * come oldest first (by the birth date in the identity code), then by code: a stable order.
 */
export function createDemoPopulationRegister(db: DatabaseOrTransaction): PopulationRegister {
  return {
    async childrenOfGuardian(guardianIdentityCode: string): Promise<RegisterChild[]> {
      const rows = await db
        .select({
          identityCode: populationRegisterGuardianships.childIdentityCode,
          firstName: populationRegisterGuardianships.childFirstName,
          lastName: populationRegisterGuardianships.childLastName,
        })
        .from(populationRegisterGuardianships)
        .where(eq(populationRegisterGuardianships.guardianIdentityCode, guardianIdentityCode));
      return rows.sort((a, b) => compare(birthDateOf(a), birthDateOf(b)) || compare(a.identityCode, b.identityCode));
    },
  };
}

function birthDateOf(child: RegisterChild): string {
  const parsed = parseIdentityCode(child.identityCode);
  return parsed.ok ? parsed.birthDate : "";
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
