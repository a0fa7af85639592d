import { TEST_NOW } from "#tests/clock";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { loadPatientContact, updatePatientContact } from "./contact-service";
import { actorOf, patientIdOf } from "./test-sessions";

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const actor = (patientId: number) => actorOf({ patientId, actingPatientId: patientId });

describe("patient contact (PUT /api/user)", () => {
  it("reads the acting patient's contact details with the API's field names, audited", async () => {
    const aino = await patientIdOf(database.db, "aino");
    expect(await loadPatientContact(database.db, { patientId: aino, actor: actor(aino) })).toEqual({
      streetAddress: "Mannerheimintie 41 B 12",
      postalCode: "00250",
      postOffice: "HELSINKI",
      emailAddress: "aino.virtanen@example.com",
      phoneNumber: "+358401234501",
    });
    const audit = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "patient-contact-info"), eq(auditEvents.action, "read")));
    expect(audit).toHaveLength(1);
  });

  it("saves the new details, answers them as the patient, and audits the change", async () => {
    const emily = await patientIdOf(database.db, "emily");
    const contact = { streetAddress: "Uusikatu 2", postalCode: "02100", postOffice: "Espoo", emailAddress: "emily@example.org", phoneNumber: "+358501234567" };
    expect(await updatePatientContact(database.db, { patientId: emily, contact, now: TEST_NOW, actor: actor(emily) })).toEqual({ type: "success", patient: contact });
    expect(await loadPatientContact(database.db, { patientId: emily, actor: actor(emily) })).toEqual(contact);
    const audit = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "patient-contact-info"), eq(auditEvents.action, "update")));
    expect(audit).toMatchObject([{ entityId: String(emily), actingForPatientId: emily }]);
  });

  it("answers customerNotFound for no such patient", async () => {
    const contact = { streetAddress: "Uusikatu 2", postalCode: "02100", postOffice: "Espoo", emailAddress: "x@example.org", phoneNumber: "+358501234567" };
    expect(await updatePatientContact(database.db, { patientId: 999_999_999, contact, now: TEST_NOW, actor: actor(1) })).toEqual({ type: "customerNotFound" });
    expect(await loadPatientContact(database.db, { patientId: 999_999_999, actor: actor(1) })).toBeNull();
  });
});
