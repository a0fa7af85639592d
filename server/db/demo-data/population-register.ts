import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { guardianships, patients, populationRegisterGuardianships } from "../schema/index";
import { personaIdentityCode, REGISTER_CHILDREN, requirePersona } from "./personas";

// The demo population register: every guardianship of the patient register (as the register
// confirmed them), plus children the register knows who are nobody's patient yet.

export async function loadPopulationRegister(db: Database): Promise<void> {
  const guardian = alias(patients, "guardian");
  const child = alias(patients, "child");
  const confirmed = await db
    .select({
      guardianIdentityCode: guardian.identityCode,
      childIdentityCode: child.identityCode,
      childFirstName: child.firstName,
      childLastName: child.lastName,
    })
    .from(guardianships)
    .innerJoin(guardian, eq(guardian.id, guardianships.guardianPatientId))
    .innerJoin(child, eq(child.id, guardianships.childPatientId))
    .orderBy(asc(guardianships.id));
  const unregistered = REGISTER_CHILDREN.map((data) => ({
    guardianIdentityCode: personaIdentityCode(requirePersona(data.guardian)),
    childIdentityCode: personaIdentityCode(data),
    childFirstName: data.firstName,
    childLastName: data.lastName,
  }));
  await db.insert(populationRegisterGuardianships).values([...confirmed, ...unregistered]);
}
