import { createHash } from "node:crypto";
import { INSURER_CONCEPT_CODES } from "#domain/enums";
import { directCompensationPermits, insurancePolicies, patientConcepts } from "../schema/index";
import type { DemoContext } from "./context";

// Insurance data the built-in insurer integration answers from: Emily's LähiTapiola health
// insurance with a direct compensation permit, Johan's Pohjola (OP) accident insurance, and
// Aino's If direct-billing concept.

export async function loadInsurance({ db, people, clock }: DemoContext): Promise<void> {
  const { emily, johan, aino } = people.persona;
  await db.insert(insurancePolicies).values([
    { patientId: emily, insurer: "LAHITAPIOLA", insuranceType: "Health", policyNumber: "LT-7788123", validFrom: clock.day(-500) },
    { patientId: johan, insurer: "OP", insuranceType: "Accident", policyNumber: "OP-5521904", validFrom: clock.day(-1200) },
    { patientId: aino, insurer: "IF", insuranceType: "Health", policyNumber: "IF-3310457", validFrom: clock.day(-700) },
  ]);
  const permit = { symptom: "Nilkan nyrjähdys", bodyPart: "Oikea nilkka", validTo: clock.day(60) };
  await db.insert(directCompensationPermits).values({
    patientId: emily,
    insurer: "LAHITAPIOLA",
    ...permit,
    // The insurer's hash of the permit content; reservations send it back unchanged.
    contentHash: createHash("sha256").update(JSON.stringify({ patient: emily, ...permit })).digest("hex"),
  });
  await db.insert(patientConcepts).values({ patientId: aino, code: INSURER_CONCEPT_CODES.IF.USE_REIMBURSEMENT, directReimbursementAllowed: true });
}
