import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeIdentityCode } from "#domain/identity-code";
import type { Database } from "#server/db/client";
import { migrateDatabase } from "#server/db/migrate";
import * as schema from "#server/db/schema/index";
import { auditEvents, brands, invoices, patients, paymentAttempts } from "#server/db/schema";
import type { SignedPaymentResult } from "#server/integrations/payments/payment-provider";
import { createLogger } from "#server/logger";
import { claimUnsettledAttempts } from "#server/modules/payments/payment-repository";
import { applyPaymentResult, type PaymentResultOutcome } from "#server/modules/payments/payment-service";
import { TEST_NOW } from "#tests/clock";

// An invoice is marked paid exactly once however many results of one payment arrive at the same
// moment (the redirect and Paytrail's repeated callbacks), and several server processes never
// reconcile the same payment at once (DESIGN.md "Concurrency"). Runs against a real PostgreSQL
// server, where the calls truly overlap on many connections: TEST_DATABASE_URL when set (CI), else
// a server on 127.0.0.1:5432 if one answers; without either the tests are skipped, saying so.
// Each run works in a fresh database of its own, dropped afterwards.

const LOCAL_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";
const CONNECTIONS = 20;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const serverUrl = process.env.TEST_DATABASE_URL ?? ((await reachable(LOCAL_SERVER)) ? LOCAL_SERVER : null);
if (!serverUrl && process.env.CI) throw new Error("CI needs a PostgreSQL server: set TEST_DATABASE_URL");

async function maintenance(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const logger = createLogger("silent");
const state = {} as { db: Database; pool: pg.Pool; drop: () => Promise<void>; patientId: number };
let counter = 0;

async function newPayment(sumCents = 5390): Promise<{ invoiceId: number; result: SignedPaymentResult }> {
  counter += 1;
  const [invoice] = await state.db
    .insert(invoices)
    .values({
      patientId: state.patientId,
      brandId: "adult",
      invoiceNumber: String(8_800_000 + counter),
      referenceNumber: `${8_800_000 + counter}1`,
      status: "open",
      source: "GoodSignInvoice",
      creationDate: "2026-11-23",
      dueDate: "2026-12-07",
      sumCents,
      canBePaidOnline: true,
      payableOnlineUntil: new Date(TEST_NOW.getTime() + 86_400_000),
      buyerName: "Asiakas Testinen",
    })
    .returning({ id: invoices.id, referenceNumber: invoices.referenceNumber });
  const stamp = `stamp-${counter}-${randomBytes(4).toString("hex")}`;
  const transactionId = `tx-${counter}-${randomBytes(4).toString("hex")}`;
  await state.db.insert(paymentAttempts).values({
    patientId: state.patientId,
    invoiceId: invoice!.id,
    stamp,
    reference: invoice!.referenceNumber,
    transactionId,
    amountCents: sumCents,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  });
  return {
    invoiceId: invoice!.id,
    result: { account: "375917", amount: sumCents, stamp, reference: invoice!.referenceNumber, transactionId, status: "ok", provider: "testbank", reason: null },
  };
}

function tally(outcomes: PaymentResultOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome.type] = (counts[outcome.type] ?? 0) + 1;
  return counts;
}

const title = serverUrl
  ? "concurrent payment results on a PostgreSQL server"
  : "concurrent payment results (SKIPPED: no PostgreSQL server; set TEST_DATABASE_URL or run one on 127.0.0.1:5432)";

describe.skipIf(!serverUrl)(title, () => {
  beforeAll(async () => {
    const url = serverUrl!;
    const name = `hoiva_payments_${process.pid}_${randomBytes(4).toString("hex")}`;
    await maintenance(url, `create database "${name}"`);
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    state.pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: CONNECTIONS });
    state.pool.on("error", () => {});
    state.db = drizzle({ client: state.pool, schema });
    state.drop = async () => {
      await state.pool.end();
      await maintenance(url, `drop database if exists "${name}" with (force)`);
    };
    await migrateDatabase({ db: state.db, kind: "postgres", close: async () => {} });
    await state.db.insert(brands).values({ id: "adult", name: "Hoiva" });
    const [patient] = await state.db
      .insert(patients)
      .values({ identityCode: makeIdentityCode("1980-01-01", 321), firstName: "Asiakas", lastName: "Testinen", birthDate: "1980-01-01", email: "asiakas@example.com" })
      .returning({ id: patients.id });
    state.patientId = patient!.id;
  }, 60_000);

  afterAll(async () => {
    await state.drop?.();
  });

  it("two callbacks of one payment at the same moment mark the invoice paid once", async () => {
    for (let round = 0; round < 5; round += 1) {
      const { invoiceId, result } = await newPayment();
      const outcomes = await Promise.all([0, 1].map((i) =>
        applyPaymentResult(state.db, result, { now: TEST_NOW, source: "callback", requestId: `callback-${i}`, logger }),
      ));
      expect(tally(outcomes)).toEqual({ success: 1, invoiceAlreadyPaid: 1 });
      const [invoice] = await state.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
      expect(invoice?.status).toBe("paid");
      const audits = await state.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.entityId, String(invoiceId)));
      expect(audits).toHaveLength(1);
    }
  });

  it("a redirect and many repeated callbacks at once: one success, every other result acknowledged", async () => {
    const { invoiceId, result } = await newPayment();
    const outcomes = await Promise.all(
      Array.from({ length: 16 }, (_, i) => applyPaymentResult(state.db, result, { now: TEST_NOW, source: i === 0 ? "redirect" : "callback", requestId: `r-${i}`, logger })),
    );
    expect(tally(outcomes)).toEqual({ success: 1, invoiceAlreadyPaid: 15 });
    const [invoice] = await state.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.status).toBe("paid");
  });

  it("a failure arriving together with the success of the same payment never unpays or double-pays", async () => {
    const { invoiceId, result } = await newPayment();
    const outcomes = await Promise.all([
      applyPaymentResult(state.db, result, { now: TEST_NOW, source: "callback", requestId: "ok", logger }),
      applyPaymentResult(state.db, { ...result, status: "fail" }, { now: TEST_NOW, source: "callback", requestId: "fail", logger }),
    ]);
    const [invoice] = await state.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
    // Whichever came first settles the payment; the other changes nothing.
    expect(invoice?.status).toBe(outcomes[0]?.type === "success" ? "paid" : "open");
  });

  it("processes reconciling at once claim disjoint payments (SKIP LOCKED)", async () => {
    for (let i = 0; i < 12; i += 1) await newPayment();
    const later = new Date(TEST_NOW.getTime() + 10 * 60_000);
    const claims = await Promise.all(
      [0, 1, 2].map(() =>
        state.db.transaction((tx) => claimUnsettledAttempts(tx, { now: later, before: new Date(later.getTime() - 60_000), createdAfter: new Date(0), limit: 5 })),
      ),
    );
    const stamps = claims.flat().map((row) => row.stamp);
    expect(new Set(stamps).size).toBe(stamps.length);
    expect(stamps.length).toBeGreaterThan(5);
  });
});
