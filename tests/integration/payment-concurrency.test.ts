import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeIdentityCode } from "#domain/identity-code";
import type { Database } from "#server/db/client";
import { auditEvents, brands, invoices, patients, paymentAttempts } from "#server/db/schema";
import type { SignedPaymentResult } from "#server/integrations/payments/payment-provider";
import { createLogger } from "#server/logger";
import { claimUnsettledAttempts } from "#server/modules/payments/payment-repository";
import { applyPaymentResult, type PaymentResultOutcome } from "#server/modules/payments/payment-service";
import { TEST_NOW } from "#tests/clock";
import { concurrencyServerUrl, openMigratedServerDatabase } from "#tests/db/postgres-server";

// An invoice is marked paid exactly once however many results of one payment arrive at the same
// moment (the redirect and Paytrail's repeated callbacks), and several server processes never
// reconcile the same payment at once (DESIGN.md "Concurrency"). Runs against a real PostgreSQL
// server, where the calls truly overlap on many connections.
// Each run works in a fresh database of its own (tests/db/postgres-server.ts).

const CONNECTIONS = 20;

const serverUrl = await concurrencyServerUrl();

const logger = createLogger("silent");
const state = {} as { db: Database; drop: () => Promise<void>; patientId: number };
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
    Object.assign(state, await openMigratedServerDatabase(serverUrl!, { prefix: "payments", connections: CONNECTIONS }));
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
