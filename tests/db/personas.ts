import { and, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type PersonaKey, personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { messagingThreads, patients } from "#server/db/schema";

// Demo personas in tests: their patient ids and threads in a test database loaded with demo data.

export async function patientIdOf(db: DatabaseOrTransaction, key: PersonaKey): Promise<number> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.identityCode, personaIdentityCode(requirePersona(key))));
  if (!row) throw new Error(`No patient for persona ${key}`);
  return row.id;
}

/** The id of a persona's demo thread with this title. */
export async function threadIdOf(db: DatabaseOrTransaction, key: PersonaKey, title: string): Promise<number> {
  const [row] = await db
    .select({ id: messagingThreads.id })
    .from(messagingThreads)
    .where(and(eq(messagingThreads.patientId, await patientIdOf(db, key)), eq(messagingThreads.title, title)));
  if (!row) throw new Error(`No thread "${title}" for persona ${key}`);
  return row.id;
}
