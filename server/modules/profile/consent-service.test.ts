import { TEST_NOW } from "#tests/clock";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ConsentFormContext, REGISTRATION_KEYS } from "#domain/registration";
import { createPatientDataConsentSchema } from "#domain/registration-inputs";
import { auditEvents, patients } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { hasPatientDataConsent, loadConsentForm, saveConsent } from "./consent-service";
import { actorOf, patientIdOf } from "./test-sessions";

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const adult = { occupationalConsent: true };
const kids = { occupationalConsent: false };

async function consentRow(patientId: number) {
  const [row] = await database.db
    .select({
      allowsCommonRegistry: patients.allowsCommonRegistry,
      allowsViewingOccupationalInformation: patients.allowsViewingOccupationalInformation,
      allowsMarketingMail: patients.allowsMarketingMail,
      allowsTreatmentInstructionsMail: patients.allowsTreatmentInstructionsMail,
      allowsBookingSms: patients.allowsBookingSms,
      updated: patients.patientDataConsentFormUpdated,
    })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row;
}

const actor = (patientId: number) => actorOf({ patientId, actingPatientId: patientId });

/** The form as an entry point parses it (saveConsent takes parsed input). */
const form = (context: ConsentFormContext, body: unknown) => createPatientDataConsentSchema(context).parse(body);

describe("loadConsentForm", () => {
  it("shows Kalle (no consent) an unanswered form with the adult brand's five fields, and audits the read", async () => {
    const kalle = await patientIdOf(database.db, "kalle");
    const form = await loadConsentForm(database.db, { patientId: kalle, brand: adult, actor: actor(kalle) });
    expect(form).toEqual({
      fields: ["allowsCommonRegistry", "allowsViewingOccupationalInformation", "allowsMarketingMail", "allowsTreatmentInstructionsMail", "allowsBookingSms"],
      values: {
        allowsCommonRegistry: false,
        allowsViewingOccupationalInformation: false,
        allowsMarketingMail: false,
        allowsTreatmentInstructionsMail: false,
        allowsBookingSms: false,
      },
      patientDataConsentFormUpdated: null,
    });
    const audit = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "patient-data-consent"), eq(auditEvents.actingForPatientId, kalle)));
    expect(audit.map((event) => event.action)).toEqual(["read"]);
  });

  it("leaves the occupational consent out in the children's brand, and answers null for no patient", async () => {
    const eetu = await patientIdOf(database.db, "eetu");
    const form = await loadConsentForm(database.db, { patientId: eetu, brand: kids, actor: actor(eetu) });
    expect(form?.fields).not.toContain("allowsViewingOccupationalInformation");
    expect(form?.patientDataConsentFormUpdated).not.toBeNull();
    expect(await loadConsentForm(database.db, { patientId: 999_999_999, brand: adult, actor: actor(1) })).toBeNull();
  });
});

describe("saveConsent", () => {
  it("refuses the first save before the privacy policy is read, even when the caller parsed it as a later one, and changes nothing", async () => {
    const kalle = await patientIdOf(database.db, "kalle");
    const consent = form({ ...adult, firstTime: false }, { allowsBookingSms: true });
    const result = await saveConsent(database.db, { patientId: kalle, brand: adult, consent, now: TEST_NOW, actor: actor(kalle) });
    expect(result).toEqual({ type: "ValidationError", details: [{ path: "privacyPolicyRead", message: REGISTRATION_KEYS.privacyPolicyNotRead }] });
    expect((await consentRow(kalle))?.updated).toBeNull();
    expect(await hasPatientDataConsent(database.db, kalle)).toBe(false);
  });

  it("saves the choices with the time, audits the change, and later saves need no second reading", async () => {
    const kalle = await patientIdOf(database.db, "kalle");
    const now = new Date("2030-01-02T03:04:05.000Z");
    const consent = form({ ...adult, firstTime: true }, { privacyPolicyRead: true, allowsCommonRegistry: true, allowsViewingOccupationalInformation: true, allowsBookingSms: true });
    expect(await saveConsent(database.db, { patientId: kalle, brand: adult, consent, now, actor: actor(kalle) })).toEqual({
      type: "success",
      patientDataConsentFormUpdated: now.toISOString(),
    });
    expect(await consentRow(kalle)).toEqual({
      allowsCommonRegistry: true,
      allowsViewingOccupationalInformation: true,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: false,
      allowsBookingSms: true,
      updated: now,
    });
    expect(await hasPatientDataConsent(database.db, kalle)).toBe(true);
    const later = await saveConsent(database.db, { patientId: kalle, brand: adult, consent: form({ ...adult, firstTime: false }, { allowsBookingSms: false }), now: TEST_NOW, actor: actor(kalle) });
    expect(later.type).toBe("success");
    expect((await consentRow(kalle))?.allowsBookingSms).toBe(false);
    const audit = await database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, "patient-data-consent"), eq(auditEvents.action, "update"), eq(auditEvents.entityId, String(kalle))));
    expect(audit).toHaveLength(2);
  });

  it("never sets the occupational consent from the children's brand", async () => {
    const venla = await patientIdOf(database.db, "venla");
    const before = await consentRow(venla);
    const changed = { allowsViewingOccupationalInformation: !before?.allowsViewingOccupationalInformation };
    await saveConsent(database.db, { patientId: venla, brand: kids, consent: form({ ...kids, firstTime: false }, changed), now: TEST_NOW, actor: actor(venla) });
    expect((await consentRow(venla))?.allowsViewingOccupationalInformation).toBe(before?.allowsViewingOccupationalInformation);
    // Not even with a form parsed by the adult brand's schema.
    await saveConsent(database.db, { patientId: venla, brand: kids, consent: form({ ...adult, firstTime: false }, changed), now: TEST_NOW, actor: actor(venla) });
    expect((await consentRow(venla))?.allowsViewingOccupationalInformation).toBe(before?.allowsViewingOccupationalInformation);
  });

  it("answers customerNotFound for a missing patient", async () => {
    const consent = form({ ...adult, firstTime: true }, { privacyPolicyRead: true });
    expect(await saveConsent(database.db, { patientId: 999_999_999, brand: adult, consent, now: TEST_NOW, actor: actor(1) })).toEqual({ type: "customerNotFound" });
  });
});
