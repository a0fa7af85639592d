import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { patients } from "#server/db/schema";

// Demo personas in tests: their patient ids in a test database loaded with demo data.

export async function patientIdOf(db: DatabaseOrTransaction, key: PersonaKey): Promise<number> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.identityCode, personaIdentityCode(requirePersona(key))));
  if (!row) throw new Error(`No patient for persona ${key}`);
  return row.id;
}
