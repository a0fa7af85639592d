import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { professionalActor } from "./inbox-service";
import { loadPatientContext } from "./patient-context";
import { findProfessionalByEmail } from "./session-service";

// The patient beside a conversation (decision 331), on the demo data at TEST_NOW: Aino's next and
// last appointments (not cancelled), her renewal request still undecided, the questionnaire sent
// to her; each list one audit event naming what it showed.

const database = useTestDatabase({ demoDataNow: TEST_NOW });

describe("the patient panel of a conversation", () => {
  it("lists the upcoming and recent appointments, open renewal requests and questionnaires, audited per list", async () => {
    const db = database.db;
    const aino = await patientIdOf(db, "aino");
    const nurse = (await findProfessionalByEmail(db, "elina.saarinen@hoiva.example.com"))!;
    const actor = professionalActor(nurse, { address: "192.0.2.3", requestId: "patient-panel", at: TEST_NOW }, aino);
    const context = await loadPatientContext(db, { patientId: aino, now: TEST_NOW, lang: "fi", actor });
    expect(context.upcoming.length).toBeGreaterThan(0);
    expect(context.upcoming.length).toBeLessThanOrEqual(3);
    expect(context.upcoming.every((row) => row.startsAt >= TEST_NOW)).toBe(true);
    expect(context.upcoming.map((row) => row.startsAt.getTime())).toEqual([...context.upcoming.map((row) => row.startsAt.getTime())].sort((a, b) => a - b));
    // Koskinen's cancelled appointment is not among them.
    expect(context.upcoming.some((row) => row.practitionerName.includes("Koskinen") && row.kind.includes("30"))).toBe(false);
    expect(context.recent.map((row) => row.practitionerName)).toContain("Laura Salminen");
    expect(context.recent.every((row) => row.startsAt < TEST_NOW)).toBe(true);
    expect(context.openRenewals.map((row) => row.medicineName)).toEqual(["Levotyroksiini"]);
    expect(context.questionnaires.length).toBeGreaterThan(0);
    // Her prescriptions still dispensable (issued within two years), newest issued first.
    expect(context.currentPrescriptions.length).toBeGreaterThan(0);
    expect(context.currentPrescriptions.every((row) => row.validUntil >= "2026-11-24")).toBe(true);
    expect(context.currentPrescriptions.map((row) => row.validUntil)).toEqual([...context.currentPrescriptions.map((row) => row.validUntil)].sort().reverse());
    const events = await db.select().from(auditEvents).where(eq(auditEvents.requestId, "patient-panel"));
    expect(events.map((event) => event.entity).sort()).toEqual(["appointment-list", "prescription-list", "questionnaire-list"]);
    expect(events.every((event) => event.actingForPatientId === aino && event.actorProfessionalId === nurse.id)).toBe(true);
    const appointments = events.find((event) => event.entity === "appointment-list")!;
    expect(appointments.shownIds).toEqual({ appointment: [...context.upcoming, ...context.recent].map((row) => row.id) });
    const prescriptionIds = (events.find((event) => event.entity === "prescription-list")!.shownIds as Record<string, number[]>)["prescription"]!;
    expect(prescriptionIds).toEqual(expect.arrayContaining(context.currentPrescriptions.map((row) => row.id)));
  });
});
