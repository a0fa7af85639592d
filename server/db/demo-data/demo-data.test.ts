import { and, count, eq, gte, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { LIFTUP_CONTRACT_PRODUCT_IDS } from "#domain/booking-search";
import { LANGUAGES, LISTABLE_INVOICE_STATUSES } from "#domain/enums";
import { parseIdentityCode } from "#domain/identity-code";
import { openTestDatabase, type TestDatabase } from "#tests/db/test-database";
import { patientIdOf } from "#tests/db/personas";
import { type Database, queryRows } from "../client";
import {
  appointmentKinds,
  appointmentSlots,
  clinics,
  employments,
  guardianships,
  invoices,
  type LocalizedText,
  occupationalContracts,
  patients,
  populationRegisterGuardianships,
  practitioners,
  specialties,
} from "../schema/index";
import { RESERVATION_NOTICES } from "./catalog-data";
import { isDatabaseEmpty, loadDemoData, PERSONAS, personaIdentityCode, REGISTER_CHILDREN } from "./index";

// A Tuesday afternoon in Helsinki (UTC+2 in November).
const NOW = new Date("2025-11-25T12:34:00Z");
const DAY = 86_400_000;

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.identifier(name)}`);
    counts[name] = row?.count ?? 0;
  }
  return counts;
}

async function identityCodes(db: Database): Promise<string[]> {
  const rows = await db.select({ code: patients.identityCode }).from(patients).orderBy(patients.identityCode);
  return rows.map((row) => row.code);
}

describe("demo data", () => {
  let first: TestDatabase;
  let second: TestDatabase;

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    await loadDemoData(first.db, { now: NOW });
    // Later the same day: the day-based data must come out the same.
    await loadDemoData(second.db, { now: new Date(NOW.getTime() + 2 * 3_600_000) });
    return async () => {
      await Promise.all([first.dispose(), second.dispose()]);
    };
  });

  it("fills the database, which then no longer counts as empty", async () => {
    expect(await isDatabaseEmpty(first.db)).toBe(false);
  });

  it("is deterministic: the same rows and identity codes on the same day", async () => {
    expect(await rowCounts(second.db)).toEqual(await rowCounts(first.db));
    expect(await identityCodes(second.db)).toEqual(await identityCodes(first.db));
  });

  it("uses only valid identity codes, including the new century signs", async () => {
    const codes = await identityCodes(first.db);
    for (const code of codes) expect(parseIdentityCode(code, { allowDevelopmentCodes: false }), code).toMatchObject({ ok: true });
    const signs = new Set(codes.map((code) => code.charAt(6)));
    for (const sign of ["-", "A", "B", "C", "U", "V", "X", "Y"]) expect(signs).toContain(sign);
    expect(codes).toEqual(expect.arrayContaining(PERSONAS.map(personaIdentityCode)));
  });

  it("fills the population register: every guardianship, and Aada, Mikko's newborn who has no patient record", async () => {
    const entries = await first.db
      .select({
        guardian: populationRegisterGuardianships.guardianIdentityCode,
        child: populationRegisterGuardianships.childIdentityCode,
        firstName: populationRegisterGuardianships.childFirstName,
      })
      .from(populationRegisterGuardianships);
    const guardian = alias(patients, "guardian");
    const child = alias(patients, "child");
    const confirmed = await first.db
      .select({ guardian: guardian.identityCode, child: child.identityCode, firstName: child.firstName })
      .from(guardianships)
      .innerJoin(guardian, eq(guardian.id, guardianships.guardianPatientId))
      .innerJoin(child, eq(child.id, guardianships.childPatientId));
    const mikko = PERSONAS.find((persona) => persona.key === "mikko")!;
    const aada = REGISTER_CHILDREN.find((data) => data.key === "aada")!;
    const aadaEntry = { guardian: personaIdentityCode(mikko), child: personaIdentityCode(aada), firstName: "Aada" };
    expect(confirmed.length).toBeGreaterThanOrEqual(2);
    expect(entries).toHaveLength(confirmed.length + 1);
    expect(entries).toEqual(expect.arrayContaining([...confirmed, aadaEntry]));

    // A valid code with an individual number the demo never gives a patient (900+), and no record.
    expect(parseIdentityCode(aadaEntry.child, { allowDevelopmentCodes: false })).toMatchObject({ ok: true, birthDate: aada.birthDate });
    expect(aada.individualNumber).toBeGreaterThanOrEqual(900);
    expect(await identityCodes(first.db)).not.toContain(aadaEntry.child);
  });

  it("offers free slots on every weekday for at least eight weeks, in every time band", async () => {
    const free = await first.db
      .select({ startsAt: appointmentSlots.startsAt, brandId: clinics.brandId, isRemote: appointmentSlots.isRemote })
      .from(appointmentSlots)
      .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
      .where(and(isNull(appointmentSlots.reservedByPatientId), gte(appointmentSlots.startsAt, NOW)));
    expect(free.length).toBeGreaterThan(1500);
    expect(free.length).toBeLessThan(6000);

    const helsinki = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Helsinki", hour: "numeric", hourCycle: "h23", weekday: "short" });
    const parts = (date: Date) => Object.fromEntries(helsinki.formatToParts(date).map((part) => [part.type, part.value]));
    for (let day = 1; day <= 56; day += 1) {
      const start = new Date(NOW.getTime() + day * DAY);
      const weekday = parts(start).weekday ?? "";
      if (weekday === "Sat" || weekday === "Sun") continue;
      const sameDay = free.filter((slot) => Math.abs(slot.startsAt.getTime() - start.getTime()) < DAY / 2);
      expect(sameDay.length, `free slots around ${start.toISOString()}`).toBeGreaterThan(10);
    }
    const hours = free.map((slot) => Number(parts(slot.startsAt).hour));
    expect(Math.min(...hours)).toBe(7);
    expect(Math.max(...hours)).toBe(20);
    for (const [from, to] of [[7, 12], [12, 16], [16, 21]]) {
      expect(hours.some((hour) => hour >= (from ?? 0) && hour < (to ?? 0))).toBe(true);
    }
    expect(free.some((slot) => slot.brandId === "kids")).toBe(true);
    expect(free.some((slot) => slot.isRemote)).toBe(true);
    const lastFree = Math.max(...free.map((slot) => slot.startsAt.getTime()));
    expect(lastFree - NOW.getTime()).toBeGreaterThanOrEqual(56 * DAY);
  });

  it("gives Aino an appointment open for check-in, one inside the cancellation deadline and invoices in every status", async () => {
    const aino = PERSONAS.find((persona) => persona.key === "aino");
    const [row] = await first.db
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.identityCode, aino ? personaIdentityCode(aino) : ""));
    const ainoId = row?.id ?? -1;
    const upcoming = await first.db
      .select({ startsAt: appointmentSlots.startsAt })
      .from(appointmentSlots)
      .where(
        and(
          eq(appointmentSlots.reservedByPatientId, ainoId),
          gte(appointmentSlots.startsAt, NOW),
          lt(appointmentSlots.startsAt, new Date(NOW.getTime() + DAY)),
        ),
      )
      .orderBy(appointmentSlots.startsAt);
    expect(upcoming.map((slot) => (slot.startsAt.getTime() - NOW.getTime()) / 60_000)).toEqual([21, 181]);

    const statuses = await first.db
      .select({ status: invoices.status, count: count() })
      .from(invoices)
      .where(eq(invoices.patientId, ainoId))
      .groupBy(invoices.status);
    expect(statuses.map((entry) => entry.status).sort()).toEqual([...LISTABLE_INVOICE_STATUSES].sort());
  });

  it("has reservation notices of kinds, practitioners and specialties in fi, sv and en", async () => {
    const notices = [
      ...(await first.db.select({ info: appointmentKinds.reservationInfo }).from(appointmentKinds).where(isNotNull(appointmentKinds.reservationInfo))),
      ...(await first.db.select({ info: practitioners.reservationInfo }).from(practitioners).where(isNotNull(practitioners.reservationInfo))),
      ...(await first.db.select({ info: specialties.reservationInfo }).from(specialties).where(isNotNull(specialties.reservationInfo))),
    ];
    const expected = [RESERVATION_NOTICES.kinds, RESERVATION_NOTICES.practitioners, RESERVATION_NOTICES.specialties];
    // Every notice of the catalogue reached its row (a misspelt practitioner key would not).
    expect(notices).toHaveLength(expected.reduce((sum, entries) => sum + Object.keys(entries).length, 0));
    for (const { info } of notices) {
      for (const lang of LANGUAGES) expect((info as LocalizedText)[lang]?.length, `${lang}: ${info?.en}`).toBeGreaterThan(20);
    }
  });

  it("offers free private and occupational times with each kind of reservation notice in the first two weeks", async () => {
    const free = await first.db
      .select({
        healthCareTypes: appointmentSlots.healthCareTypes,
        kind: appointmentKinds.reservationInfo,
        practitioner: practitioners.reservationInfo,
        specialty: specialties.reservationInfo,
      })
      .from(appointmentSlots)
      .innerJoin(appointmentKinds, eq(appointmentKinds.id, appointmentSlots.kindId))
      .innerJoin(practitioners, eq(practitioners.id, appointmentSlots.practitionerId))
      .innerJoin(specialties, eq(specialties.id, appointmentSlots.specialtyId))
      .where(
        and(
          isNull(appointmentSlots.reservedByPatientId),
          gte(appointmentSlots.startsAt, NOW),
          lt(appointmentSlots.startsAt, new Date(NOW.getTime() + 14 * DAY)),
          or(isNotNull(appointmentKinds.reservationInfo), isNotNull(practitioners.reservationInfo), isNotNull(specialties.reservationInfo)),
        ),
      );
    const privately = free.filter((slot) => slot.healthCareTypes.includes("private"));
    expect(privately.some((slot) => slot.kind !== null)).toBe(true);
    expect(privately.some((slot) => slot.practitioner !== null)).toBe(true);
    expect(privately.some((slot) => slot.specialty !== null)).toBe(true);
    // Every occupational time has its specialty's notice (Jari's journey counts on it).
    const occupational = free.filter((slot) => slot.healthCareTypes.includes("occupational") && slot.specialty !== null);
    expect(occupational.length).toBeGreaterThan(10);
  });

  it("gives Tuula and Marko occupational contracts without web booking, Tuula's with the lift-up product", async () => {
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Helsinki" }).format(NOW);
    const contractsOf = async (patientId: number) =>
      first.db
        .select({
          isWebReservationAllowed: occupationalContracts.isWebReservationAllowed,
          contractProductIds: occupationalContracts.contractProductIds,
          validFrom: occupationalContracts.validFrom,
          startDate: employments.startDate,
          endDate: employments.endDate,
        })
        .from(employments)
        .innerJoin(occupationalContracts, eq(occupationalContracts.employerId, employments.employerId))
        .where(eq(employments.patientId, patientId));
    const liftup: readonly string[] = LIFTUP_CONTRACT_PRODUCT_IDS;
    const tuula = await contractsOf(await patientIdOf(first.db, "tuula"));
    const marko = await contractsOf(await patientIdOf(first.db, "marko"));
    const jari = await contractsOf(await patientIdOf(first.db, "jari"));
    for (const contracts of [tuula, marko]) {
      expect(contracts).toHaveLength(1);
      expect(contracts[0]).toMatchObject({ isWebReservationAllowed: false, endDate: null });
      expect(contracts[0]!.validFrom <= today && contracts[0]!.startDate <= today).toBe(true);
    }
    expect(tuula[0]!.contractProductIds.some((id) => liftup.includes(id))).toBe(true);
    expect(marko[0]!.contractProductIds.some((id) => liftup.includes(id))).toBe(false);
    expect(jari.map((contract) => contract.isWebReservationAllowed)).toEqual([true]);
  });
});
