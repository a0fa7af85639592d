import { TEST_NOW } from "#tests/clock";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, imagingResults, laboratoryResultGroups, laboratoryTests, referrals } from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { listImagingSummaries, listLabResultSummaries } from "#server/modules/results/summary-service";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import {
  getLabResultDay,
  getLabTestHistory,
  getReferral,
  listImaging,
  listImagingResultsOfDay,
  listLaboratory,
} from "./service";

// Laboratory and imaging results and referrals over the demo data (spec part 2 §2, §3, §4):
// grouping and Ready/Pending, validity, tests and packages, history, view restrictions, another
// patient's ids, audit.

const NOW = TEST_NOW;
const database = useTestDatabase({ demoDataNow: NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

function actor(patientId: number, requestId = "test"): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address: "127.0.0.1", requestId };
}

async function input(key: PersonaKey, requestId?: string) {
  const id = await patientIdOf(key);
  return { actingPatientId: id, now: NOW, actor: actor(id, requestId), lang: "en" as const, run: { first: 1, last: 1 } };
}

function daysAgo(days: number): string {
  return helsinkiCalendarDate(new Date(NOW.getTime() - days * 24 * 60 * 60_000));
}

async function restrictedIds(patientId: number) {
  const tests = await database.db
    .select({ id: laboratoryTests.id, code: laboratoryTests.code, date: laboratoryResultGroups.date })
    .from(laboratoryTests)
    .innerJoin(laboratoryResultGroups, eq(laboratoryResultGroups.id, laboratoryTests.groupId))
    .where(and(eq(laboratoryTests.patientId, patientId), eq(laboratoryTests.viewRestriction, "professional")));
  const imaging = await database.db
    .select({ id: imagingResults.id, examinationName: imagingResults.examinationName })
    .from(imagingResults)
    .where(and(eq(imagingResults.patientId, patientId), eq(imagingResults.viewRestriction, "professional")));
  return { tests, imaging };
}

describe("listLaboratory", () => {
  it("groups the results by day, newest first, Ready only when every item is ready", async () => {
    const { days } = await listLaboratory(database.db, await input("aino"));
    expect(days.map((day) => day.date)).toEqual([daysAgo(1), daysAgo(28), daysAgo(190), daysAgo(400)]);
    expect(days.map((day) => day.isReady)).toEqual([false, true, true, true]);
    // Out of range: cholesterol 5.6 (28 days), haemoglobin 112 (190), cholesterol 6.1 (400); yesterday's
    // ready value is within its range and the others are not ready yet.
    expect(days.map((day) => day.hasOutOfRangeValue)).toEqual([false, true, true, true]);
    expect(days[0]?.items.map((item) => [item.displayName, item.isReady])).toEqual([
      ["Glykoitunut hemoglobiini", true],
      ["Tyreotropiini", false],
      ["LDL-kolesteroli", false],
    ]);
    // A package counts as one item: its tests are on the result page.
    expect(days[1]?.items[0]?.displayName).toBe("Perusverenkuva ja trombosyytit");
  });

  it("marks a day out of range for a package's visible item, never for one hidden from the patient", async () => {
    const johan = await input("johan");
    const outOfRangeOf = async (db: DatabaseOrTransaction) => (await listLaboratory(db, johan)).days.map((day) => day.hasOutOfRangeValue);
    await expect(
      database.db.transaction(async (tx) => {
        expect(await outOfRangeOf(tx)).toEqual([false]);
        const [group] = await tx.select({ id: laboratoryResultGroups.id }).from(laboratoryResultGroups).where(eq(laboratoryResultGroups.patientId, johan.actingPatientId));
        const common = { groupId: group!.id, patientId: johan.actingPatientId, status: "ready" as const, isReady: true };
        const [pack] = await tx
          .insert(laboratoryTests)
          .values({ ...common, position: 5, code: "2474 B -PVK", displayName: "Blodstatus" })
          .returning({ id: laboratoryTests.id });
        const item = { ...common, packageTestId: pack!.id, code: "1552 B -Hb", displayName: "Hemoglobin", referenceMin: 134, referenceMax: 167, resultNumber: 120, isWithinReferenceRange: false };
        await tx.insert(laboratoryTests).values({ ...item, position: 0, viewRestriction: "professional" });
        expect(await outOfRangeOf(tx)).toEqual([false]);
        await tx.insert(laboratoryTests).values({ ...item, position: 1 });
        expect(await outOfRangeOf(tx)).toEqual([true]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
  });

  it("lists laboratory referrals newest first, valid or expired", async () => {
    const { referrals: listed } = await listLaboratory(database.db, await input("aino"));
    expect(listed.map((referral) => [referral.type, referral.status])).toEqual([
      ["laboratory", "valid"],
      ["laboratory", "expired"],
    ]);
    expect(listed[0]).toMatchObject({
      title: "Laboratoriolähete: perusverenkuva, CRP ja lipidit",
      creationDate: daysAgo(3),
      description: expect.stringContaining("Paastonäytteet"),
      patientInstructionsUrl: "https://www.example.com/ohjeet/laboratorio",
    });
    expect(listed[0]?.practitioner?.name).toBeTruthy();
  });

  it("never returns a test, day or imaging result restricted to professionals, here or on the front page", async () => {
    const aino = await input("aino");
    const restricted = await restrictedIds(aino.actingPatientId);
    expect(restricted.tests.length).toBeGreaterThanOrEqual(2);
    expect(restricted.imaging).toHaveLength(1);
    const restrictedCodes = restricted.tests.map((test) => test.code);

    const { days } = await listLaboratory(database.db, aino);
    const listedCodes = days.flatMap((day) => day.items.map((item) => item.code));
    for (const code of restrictedCodes) expect(listedCodes).not.toContain(code);
    // The day with nothing but a restricted test is not a day for the patient at all.
    expect(days.map((day) => day.date)).not.toContain(daysAgo(60));
    expect(await getLabResultDay(database.db, { ...aino, date: daysAgo(60) })).toBeNull();

    const day = await getLabResultDay(database.db, { ...aino, date: daysAgo(28) });
    const shown = day?.tests.flatMap((test) => [test.code, ...test.items.map((item) => item.code)]) ?? [];
    for (const code of restrictedCodes) expect(shown).not.toContain(code);
    for (const code of restrictedCodes) expect(await getLabTestHistory(database.db, { ...aino, code })).toBeNull();

    const imaging = await listImaging(database.db, aino);
    expect(imaging.results.map((result) => result.id)).not.toContain(restricted.imaging[0]?.id);
    const ofDay = await listImagingResultsOfDay(database.db, { ...aino, date: daysAgo(9) });
    expect(ofDay.map((result) => result.examinationName)).toEqual(["Keuhkojen natiiviröntgen (Thorax)"]);

    const labSummaries = await listLabResultSummaries(database.db, aino.actingPatientId, { limit: 10 });
    expect(labSummaries.map((summary) => summary.date)).not.toContain(daysAgo(60));
    expect(labSummaries.flatMap((summary) => summary.testNames)).not.toContain("Raudan kyllästeisyys");
    const imagingSummaries = await listImagingSummaries(database.db, aino.actingPatientId, { limit: 10 });
    expect(imagingSummaries.map((summary) => summary.id)).not.toContain(restricted.imaging[0]?.id);
  });

  it("audits a view as one event naming each day and each referral shown (decision 305)", async () => {
    const aino = await input("aino", "lab-list-audit");
    const overview = await listLaboratory(database.db, aino);
    const rows = await database.db
      .select({ entity: auditEvents.entity, shownIds: auditEvents.shownIds, actingFor: auditEvents.actingForPatientId })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, "lab-list-audit"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.entity).toBe("laboratory-list");
    expect(rows[0]?.shownIds?.["lab-result"]).toHaveLength(overview.days.length);
    expect(rows[0]?.shownIds?.referral).toEqual(overview.referrals.map((referral) => referral.id));
    expect(rows[0]?.actingFor).toBe(aino.actingPatientId);
  });

  it("pages by result day, newest first (decision 306)", async () => {
    const all = (await listLaboratory(database.db, { ...(await input("aino")), pageSize: 100 })).days.map((day) => day.date);
    expect(all.length).toBeGreaterThan(2);
    const second = await listLaboratory(database.db, { ...(await input("aino")), pageSize: 1, run: { first: 2, last: 3 } });
    expect(second.days.map((day) => day.date)).toEqual(all.slice(1, 3));
    expect(second).toMatchObject({ run: { first: 2, last: 3 }, pageCount: all.length, total: all.length });
  });
});

describe("getLabResultDay", () => {
  it("gives the header, packages with their items, numeric results with prefixes and ranges, and textual results", async () => {
    const day = await getLabResultDay(database.db, { ...(await input("aino")), date: daysAgo(28) });
    expect(day?.patient).toEqual({ fullName: "Aino Virtanen", identityCode: "140386-246K" });
    expect(day?.isReady).toBe(true);
    const names = day?.tests.map((test) => test.displayName);
    expect(names).toEqual([
      "Perusverenkuva ja trombosyytit",
      "C-reaktiivinen proteiini",
      "Glukoosi, paastonäyte",
      "Kolesteroli",
      "Virtsan kemiallinen seulonta",
    ]);
    const [pvk, crp, , kol, urine] = day?.tests ?? [];
    expect(pvk?.items.map((item) => item.displayName)).toEqual(["Hemoglobiini", "Leukosyytit", "Trombosyytit"]);
    expect(pvk?.items[0]).toMatchObject({ unit: "g/l", referenceRange: { min: 117, max: 155 }, result: { type: "numeral", resultNumber: 134 } });
    expect(crp?.result).toEqual({ type: "numeral", resultNumber: 3, prefix: "lessThan", isWithinReferenceRange: true });
    expect(crp?.referenceRange).toEqual({ min: null, max: 10 });
    expect(kol).toMatchObject({
      result: { type: "numeral", resultNumber: 5.6, isWithinReferenceRange: false },
      description: "Tavoitetaso alle 5,0 mmol/l.",
    });
    expect(urine).toMatchObject({ result: { type: "textual", resultText: "Negatiivinen" }, additionalResult: "Leukosyytit: ei todettu" });
  });

  it("shows tests still being analysed without a result", async () => {
    const day = await getLabResultDay(database.db, { ...(await input("aino")), date: daysAgo(1) });
    expect(day?.isReady).toBe(false);
    expect(day?.tests.map((test) => test.result.type)).toEqual(["numeral", "none", "none"]);
  });

  it("is null for a day of another patient, and for a day without results, each refusal audited", async () => {
    const aino = await input("aino", "lab-day-refused");
    // Johan's day: Aino has nothing that day.
    expect(await getLabResultDay(database.db, { ...aino, date: daysAgo(44) })).toBeNull();
    expect(await getLabResultDay(database.db, { ...(await input("johan")), date: daysAgo(44) })).not.toBeNull();
    expect(await getLabResultDay(database.db, { ...aino, date: "2001-01-01" })).toBeNull();
    const rows = await database.db
      .select({ entity: auditEvents.entity, entityId: auditEvents.entityId, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, "lab-day-refused")).orderBy(auditEvents.id);
    expect(rows).toEqual([
      { entity: "lab-result", entityId: daysAgo(44), outcome: "refused" },
      { entity: "lab-result", entityId: "2001-01-01", outcome: "refused" },
    ]);
  });
});

describe("getLabTestHistory", () => {
  it("gives a code's numeric results oldest first, only the patient's own", async () => {
    const history = await getLabTestHistory(database.db, { ...(await input("aino")), code: "4515 fP -Kol" });
    expect(history).toMatchObject({ code: "4515 fP -Kol", displayName: "Kolesteroli", unit: "mmol/l" });
    expect(history?.points.map((point) => [point.date, point.resultNumber, point.isWithinReferenceRange])).toEqual([
      [daysAgo(400), 6.1, false],
      [daysAgo(190), 5.3, false],
      [daysAgo(28), 5.6, false],
    ]);
    // Jari has a cholesterol result too; it is not Aino's.
    const jari = await getLabTestHistory(database.db, { ...(await input("jari")), code: "4515 fP -Kol" });
    expect(jari?.points.map((point) => point.resultNumber)).toEqual([4.6]);
    expect(await getLabTestHistory(database.db, { ...(await input("emily")), code: "4515 fP -Kol" })).toBeNull();
  });

  it("names the test and its unit as the latest result does, and gives every value as a number", async () => {
    const aino = await input("aino");
    const oldest = await getLabTestHistory(database.db, { ...aino, code: "4515 fP -Kol" });
    const [first] = await database.db
      .select({ id: laboratoryTests.id })
      .from(laboratoryTests)
      .where(and(eq(laboratoryTests.patientId, aino.actingPatientId), eq(laboratoryTests.code, "4515 fP -Kol")))
      .orderBy(laboratoryTests.id)
      .limit(1);
    await database.db.update(laboratoryTests).set({ displayName: "Kolesteroli, vanha", unit: "mg/dl" }).where(eq(laboratoryTests.id, first!.id));
    try {
      const history = await getLabTestHistory(database.db, { ...aino, code: "4515 fP -Kol" });
      expect(history).toMatchObject({ displayName: "Kolesteroli", unit: "mmol/l" });
      expect(history?.points).toEqual(oldest?.points);
      for (const point of history?.points ?? []) {
        expect(typeof point.resultNumber).toBe("number");
        for (const end of [point.referenceRange?.min ?? null, point.referenceRange?.max ?? null]) if (end !== null) expect(typeof end).toBe("number");
      }
    } finally {
      await database.db.update(laboratoryTests).set({ displayName: "Kolesteroli", unit: "mmol/l" }).where(eq(laboratoryTests.id, first!.id));
    }
  });
});

describe("getReferral", () => {
  it("gives the patient's own referral of the type, and null for another's, the other type or an unknown id", async () => {
    const aino = await input("aino");
    const own = await database.db
      .select({ id: referrals.id, type: referrals.type })
      .from(referrals)
      .where(eq(referrals.patientId, aino.actingPatientId));
    const lab = own.find((row) => row.type === "laboratory");
    const imaging = own.find((row) => row.type === "imaging");
    expect(await getReferral(database.db, { ...aino, type: "laboratory", referralId: lab?.id ?? 0 })).toMatchObject({ id: lab?.id });
    expect(await getReferral(database.db, { ...aino, type: "imaging", referralId: imaging?.id ?? 0 })).toMatchObject({ status: "valid" });
    expect(await getReferral(database.db, { ...aino, type: "imaging", referralId: lab?.id ?? 0 })).toBeNull();
    const jari = await patientIdOf("jari");
    const [jarisReferral] = await database.db.select({ id: referrals.id }).from(referrals).where(eq(referrals.patientId, jari));
    expect(await getReferral(database.db, { ...aino, type: "laboratory", referralId: jarisReferral?.id ?? 0 })).toBeNull();
    expect(await getReferral(database.db, { ...aino, type: "laboratory", referralId: 987654321 })).toBeNull();
    const refused = await database.db
      .select({ entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "referral"), eq(auditEvents.outcome, "refused"), eq(auditEvents.actingForPatientId, aino.actingPatientId))).orderBy(auditEvents.id);
    expect(refused.map((row) => row.entityId)).toEqual([String(lab?.id), String(jarisReferral?.id), "987654321"]);
  });
});

describe("listImaging", () => {
  it("lists the patient's imaging results newest first with the imaging referral", async () => {
    const imaging = await listImaging(database.db, await input("aino"));
    expect(imaging.results.map((result) => [result.imagingDate, result.examinationName])).toEqual([
      [daysAgo(9), "Keuhkojen natiiviröntgen (Thorax)"],
      [daysAgo(310), "Oikean polven magneettitutkimus"],
    ]);
    expect(imaging.referrals.map((referral) => referral.title)).toEqual(["Kuvantamislähete: keuhkojen röntgenkuvaus"]);
    // Emily's result day is not Aino's.
    expect(await listImagingResultsOfDay(database.db, { ...(await input("aino")), date: daysAgo(19) })).toEqual([]);
  });
});
