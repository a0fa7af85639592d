import { and, count, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LISTABLE_INVOICE_STATUSES } from "#domain/enums";
import { parseIdentityCode } from "#domain/identity-code";
import { openTestDatabase, type TestDatabase } from "#tests/db/test-database";
import { type Database, queryRows } from "../client";
import { appointmentSlots, clinics, invoices, patients } from "../schema/index";
import { isDatabaseEmpty, loadDemoData, PERSONAS, personaIdentityCode } from "./index";

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
});
