import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, paymentAttempts } from "#server/db/schema";
import type { SignedPaymentResult } from "#server/integrations/payments/payment-provider";
import { calculateSignature } from "#server/integrations/payments/paytrail-signature";
import { createPaytrailClient } from "#server/integrations/payments/paytrail-client";
import { createLogger } from "#server/logger";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { invoiceState, newOpenInvoice } from "#tests/payments/payment-fixtures";
import { applyPaymentResult, applySignedParameters, lookUpInvoiceForPayment, startPayment } from "./payment-service";

// The payment service on its own (no HTTP): result codes of marking an invoice paid (part 1 §8),
// the audit trail of payment reads and writes, and log lines without patient data.

const database = useTestDatabase({ demoDataNow: TEST_NOW });

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

const provider = createPaytrailClient({ apiUrl: "http://127.0.0.1:9/unused", merchantId: "375917", secret: "SAIPPUAKAUPPIAS", now: () => TEST_NOW });

async function attemptFor(invoice: { id: number; referenceNumber: string; sumCents: number }, persona: "aino" | "johan" = "aino") {
  // A payment attempt as startPayment stores it before asking the provider.
  const stamp = `stamp-${invoice.id}-${Math.random().toString(36).slice(2)}`;
  await database.db.insert(paymentAttempts).values({
    patientId: await patientIdOf(database.db, persona),
    invoiceId: invoice.id,
    stamp,
    reference: invoice.referenceNumber,
    transactionId: `tx-${stamp}`,
    amountCents: invoice.sumCents,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  });
  const result: SignedPaymentResult = { account: "375917", amount: invoice.sumCents, stamp, reference: invoice.referenceNumber, transactionId: `tx-${stamp}`, status: "ok", provider: "testbank", reason: null };
  return result;
}

const options = (logger = createLogger("silent")) => ({ now: TEST_NOW, source: "callback" as const, requestId: "test", logger });

describe("marking an invoice paid", () => {
  it("answers success once, then invoiceAlreadyPaid, and audits the change for the patient", async () => {
    const invoice = await newOpenInvoice(database.db, "aino");
    const result = await attemptFor(invoice);
    expect((await applyPaymentResult(database.db, result, options())).type).toBe("success");
    expect((await applyPaymentResult(database.db, result, options())).type).toBe("invoiceAlreadyPaid");
    const aino = await patientIdOf(database.db, "aino");
    const audit = await database.db
      .select({ actor: auditEvents.actorPatientId, actingFor: auditEvents.actingForPatientId, action: auditEvents.action, address: auditEvents.address })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "invoice-paid"), eq(auditEvents.entityId, String(invoice.id))));
    expect(audit).toEqual([{ actor: null, actingFor: aino, action: "update", address: "payment-callback" }]);
  });

  it("answers invoiceAlreadyPaid when another payment paid the invoice first", async () => {
    const invoice = await newOpenInvoice(database.db, "aino");
    const first = await attemptFor(invoice);
    const second = await attemptFor(invoice);
    expect((await applyPaymentResult(database.db, first, options())).type).toBe("success");
    expect((await applyPaymentResult(database.db, second, options())).type).toBe("invoiceAlreadyPaid");
  });

  it("answers invoiceSumNotValid when the paid amount is not the invoice's sum, leaving it open", async () => {
    const invoice = await newOpenInvoice(database.db, "aino");
    const result = await attemptFor(invoice);
    expect((await applyPaymentResult(database.db, { ...result, amount: result.amount - 100 }, options())).type).toBe("invoiceSumNotValid");
    expect((await invoiceState(database.db, invoice.id))?.status).toBe("open");
  });

  it("answers customerNotFound when the payment was another patient's", async () => {
    const invoice = await newOpenInvoice(database.db, "aino");
    const result = await attemptFor(invoice, "johan");
    expect((await applyPaymentResult(database.db, result, options())).type).toBe("customerNotFound");
    expect((await invoiceState(database.db, invoice.id))?.status).toBe("open");
  });

  it("changes nothing for a result whose reference or transaction id is not the payment's", async () => {
    const invoice = await newOpenInvoice(database.db, "aino");
    const result = await attemptFor(invoice);
    expect((await applyPaymentResult(database.db, { ...result, reference: "12345672" }, options())).type).toBe("paymentNotFound");
    expect((await applyPaymentResult(database.db, { ...result, transactionId: "other" }, options())).type).toBe("paymentNotFound");
    expect((await invoiceState(database.db, invoice.id))?.status).toBe("open");
  });
});

describe("logs and audit", () => {
  it("logs tampered parameters without any of their values", async () => {
    const invoice = await newOpenInvoice(database.db, "aino");
    const result = await attemptFor(invoice);
    const values: [string, string][] = [
      ["checkout-account", "375917"],
      ["checkout-algorithm", "sha256"],
      ["checkout-amount", String(result.amount)],
      ["checkout-stamp", result.stamp],
      ["checkout-reference", result.reference],
      ["checkout-transaction-id", result.transactionId],
      ["checkout-status", "fail"],
    ];
    const signature = calculateSignature("SAIPPUAKAUPPIAS", "sha256", values);
    const tampered = new URLSearchParams([...values.map(([key, value]): [string, string] => [key, key === "checkout-status" ? "ok" : value]), ["signature", signature]]);
    const { logger, lines } = capturingLogger();
    expect(await applySignedParameters(database.db, provider, tampered, options(logger))).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("payment-signature-invalid");
    for (const secret of [result.stamp, result.reference, result.transactionId, String(result.amount)]) expect(lines[0]).not.toContain(secret);
    expect((await invoiceState(database.db, invoice.id))?.status).toBe("open");
  });

  it("audits the payment lookup and the creation of a payment, for the actor and the patient", async () => {
    const invoice = await newOpenInvoice(database.db, "aino");
    const aino = await patientIdOf(database.db, "aino");
    const actor = { actorPatientId: aino, actingForPatientId: aino, address: "192.0.2.1", requestId: "r1" };
    expect((await lookUpInvoiceForPayment(database.db, { actingPatientId: aino, invoiceNumber: invoice.invoiceNumber, now: TEST_NOW, actor }))?.status).toBe("Open");
    // No provider: the attempt is not created, but the read is audited.
    const started = await startPayment(database.db, null, { actingPatientId: aino, invoice: { id: invoice.id }, lang: "fi", origin: "http://localhost:3000", now: TEST_NOW, actor }, createLogger("silent"));
    expect(started.type).toBe("unavailable");
    const audit = await database.db
      .select({ action: auditEvents.action, entity: auditEvents.entity })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(invoice.id)), eq(auditEvents.actorPatientId, aino)));
    expect(audit).toEqual([
      { action: "read", entity: "invoice-payment" },
      { action: "read", entity: "invoice-payment" },
    ]);
    const johan = await patientIdOf(database.db, "johan");
    expect(await lookUpInvoiceForPayment(database.db, { actingPatientId: johan, invoiceNumber: invoice.invoiceNumber, now: TEST_NOW, actor })).toBeNull();
    // Another patient's invoice: the refused read is in the trail with the number asked for.
    const refused = await database.db
      .select({ action: auditEvents.action, entity: auditEvents.entity, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, invoice.invoiceNumber));
    expect(refused).toEqual([{ action: "read", entity: "invoice-payment", outcome: "refused" }]);
  });
});
