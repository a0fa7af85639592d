import { randomUUID } from "node:crypto";
import { isValidEmailAddress } from "#domain/email";
import type { Language, ListableInvoiceStatus } from "#domain/enums";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { isPayableOnline } from "#domain/invoices";
import { type MarkInvoicePaidCode, type PaymentLookupInvoice, type PaymentProviderButton, paymentLanguageOf } from "#domain/payments";
import type { BrandId } from "#domain/session-state";
import type { Database, DatabaseOrTransaction } from "#server/db/client";
import type { PaymentProvider, PaymentStatus, SignedPaymentResult } from "#server/integrations/payments/payment-provider";
import type { Logger } from "#server/logger";
import { type AuditActor, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import {
  claimUnsettledAttempts,
  findOpenInvoices,
  findPatientAttempt,
  findPatientInvoice,
  findPayer,
  insertAttempt,
  lockAttemptByStamp,
  lockInvoice,
  markInvoicePaid,
  type PayableInvoiceRow,
  setAttemptTransaction,
  updateAttempt,
} from "./payment-repository";

// Online payment of the acting patient's invoices over the Paytrail protocol (spec part 1 §8, §9;
// part 2 §2-§8), and of the invoices of minors the logged-in person is guardian of
// (`childPatientIds`, from the population register on each request; decision 294): those are
// payable, and nothing else of the child's is read here. The server decides what is paid: the amount and the one item come from the
// invoice, never from the browser. An invoice becomes paid only from a payment result whose
// signature was verified (redirect, callback) or from the provider's own signed status answer
// (reconciliation), exactly once, whatever the order and repetition: each result locks its payment
// attempt and then the invoice.

function payable(invoice: PayableInvoiceRow, now: Date): boolean {
  return isPayableOnline(
    {
      status: invoice.status,
      canBePaidOnline: invoice.canBePaidOnline,
      payableOnlineUntil: invoice.payableOnlineUntil,
      isRemote: invoice.paymentType === "remote",
      creationDate: invoice.creationDate,
    },
    now,
  );
}

/** The payment lookup of an invoice (`GET /api/payments/good-sign-invoice`); null when not the patient's. */
export async function lookUpInvoiceForPayment(
  db: DatabaseOrTransaction,
  { invoiceNumber, now, actor, ...scope }: PayerScope & { invoiceNumber: string; now: Date; actor: AuditActor },
): Promise<PaymentLookupInvoice | null> {
  const invoice = await findPatientInvoice(db, patientIdsOf(scope), { invoiceNumber });
  if (!invoice) return recordRefusedRead(db, actor, { entity: "invoice-payment", entityId: invoiceNumber });
  await recordAudit(db, actor, { action: "read", entity: "invoice-payment", entityId: invoice.id });
  const paid = isPaidStatus(invoice.status);
  return {
    invoiceNumber: invoice.invoiceNumber,
    sumCents: invoice.sumCents,
    status: payable(invoice, now) ? "Open" : paid ? "Paid" : "Closed",
    paidDate: invoice.paidAt ? helsinkiCalendarDate(invoice.paidAt) : null,
  };
}

/** The invoice as the pay page and the result page show it. */
export interface PaymentInvoice {
  id: number;
  invoiceNumber: string;
  sumCents: number;
  canBePaidOnline: boolean;
  paid: boolean;
  paidDate: string | null;
  /** The brand that issued it (its receipt's file name). */
  brand: BrandId;
  /** A paid invoice's receipt PDF can be opened (decision 292): the acting patient's own only. */
  hasReceipt: boolean;
  /** Set for a minor's invoice the guardian pays: the child's name from our record. */
  forChild: { firstName: string; lastName: string } | null;
}

/** Whose invoices a payer may pay: the acting patient's, and the minors' the payer is guardian of. */
export interface PayerScope {
  actingPatientId: number;
  /** Patient ids of the payer's minor children (the population register, asked by the caller). */
  childPatientIds?: readonly number[];
}

function patientIdsOf(scope: PayerScope): number[] {
  return [scope.actingPatientId, ...(scope.childPatientIds ?? [])];
}

function isPaidStatus(status: ListableInvoiceStatus): boolean {
  return status === "paid" || status === "refundInProgress" || status === "refunded";
}

/** The payment pages' view of an invoice row. */
function paymentInvoiceOf(row: PayableInvoiceRow, now: Date, actingPatientId: number, forChild: PaymentInvoice["forChild"] = null): PaymentInvoice {
  const paid = isPaidStatus(row.status);
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    sumCents: row.sumCents,
    canBePaidOnline: payable(row, now),
    paid,
    paidDate: row.paidAt ? helsinkiCalendarDate(row.paidAt) : null,
    brand: row.brandId === "kids" ? "kids" : "adult",
    hasReceipt: paid && row.hasPdf && row.patientId === actingPatientId,
    forChild: row.patientId === actingPatientId ? null : forChild,
  };
}

/** One of the patient's invoices for the payment pages; null when not theirs. Audited as "invoice-payment". */
export async function getPaymentInvoice(
  db: DatabaseOrTransaction,
  { invoiceId, now, actor, ...scope }: PayerScope & { invoiceId: number; now: Date; actor: AuditActor },
): Promise<PaymentInvoice | null> {
  const invoice = await findPatientInvoice(db, patientIdsOf(scope), { id: invoiceId });
  if (!invoice) return recordRefusedRead(db, actor, { entity: "invoice-payment", entityId: invoiceId });
  await recordAudit(db, actor, { action: "read", entity: "invoice-payment", entityId: invoice.id });
  return paymentInvoiceOf(invoice, now, scope.actingPatientId);
}

/**
 * The invoices that can be paid online now (the pay-visit page): the acting patient's, then each
 * minor child's with the child's name. Audited as "invoice-payment-list".
 */
export async function listPayableInvoices(
  db: DatabaseOrTransaction,
  { actingPatientId, children = [], now, actor }: { actingPatientId: number; children?: readonly { patientId: number; firstName: string; lastName: string }[]; now: Date; actor: AuditActor },
): Promise<PaymentInvoice[]> {
  const rows = await findOpenInvoices(db, [actingPatientId, ...children.map((child) => child.patientId)]);
  await recordAudit(db, actor, { action: "read", entity: "invoice-payment-list" });
  const nameOf = (patientId: number) => {
    const child = children.find((candidate) => candidate.patientId === patientId);
    return child ? { firstName: child.firstName, lastName: child.lastName } : null;
  };
  return rows
    .filter((row) => payable(row, now))
    .map((row) => paymentInvoiceOf(row, now, actingPatientId, nameOf(row.patientId)))
    .sort((a, b) => Number(a.forChild !== null) - Number(b.forChild !== null));
}

/** Where one of the patient's payments stands (the payment page); null when not theirs. */
export async function getPaymentStatus(
  db: DatabaseOrTransaction,
  { paymentId, actor, ...scope }: PayerScope & { paymentId: number; actor: AuditActor },
): Promise<{ invoiceId: number; status: PaymentStatus } | null> {
  const attempt = await findPatientAttempt(db, patientIdsOf(scope), paymentId);
  if (!attempt) return recordRefusedRead(db, actor, { entity: "payment", entityId: paymentId });
  await recordAudit(db, actor, { action: "read", entity: "payment", entityId: attempt.id });
  return { invoiceId: attempt.invoiceId, status: attempt.status };
}

export type StartPaymentResult =
  | { type: "success"; invoice: PaymentInvoice; terms: string; providers: PaymentProviderButton[] }
  | { type: "notFound" }
  | { type: "notPayable"; invoice: PaymentInvoice }
  | { type: "emailRequired"; invoice: PaymentInvoice }
  | { type: "invoiceSumNotValid" }
  | { type: "unavailable"; invoice: PaymentInvoice };

export interface StartPaymentInput extends PayerScope {
  invoice: { id: number } | { referenceNumber: string };
  /** What the browser thinks it is paying; refused when it is not the invoice's sum. */
  clientAmount?: number;
  lang: Language;
  /** The origin of the brand's site the browser returns to, e.g. http://localhost:3000. */
  origin: string;
  now: Date;
  actor: AuditActor;
}

/**
 * Creates a payment of one of the patient's invoices at the provider and answers its terms and
 * payment methods (`POST /api/payments/`, the pay page). Needs an invoice that can be paid online
 * now and a valid e-mail address of the patient (part 2 §5).
 */
export async function startPayment(db: Database, provider: PaymentProvider | null, input: StartPaymentInput, logger: Logger): Promise<StartPaymentResult> {
  const row = await findPatientInvoice(db, patientIdsOf(input), input.invoice);
  if (!row) {
    const entityId = "id" in input.invoice ? input.invoice.id : input.invoice.referenceNumber;
    await recordRefusedRead(db, input.actor, { entity: "invoice-payment", entityId });
    return { type: "notFound" };
  }
  const invoice = paymentInvoiceOf(row, input.now, input.actingPatientId);
  await recordAudit(db, input.actor, { action: "read", entity: "invoice-payment", entityId: row.id });
  if (input.clientAmount !== undefined && input.clientAmount !== row.sumCents) return { type: "invoiceSumNotValid" };
  if (!invoice.canBePaidOnline) return { type: "notPayable", invoice };
  const payer = await findPayer(db, input.actingPatientId);
  if (!payer?.email || !isValidEmailAddress(payer.email)) return { type: "emailRequired", invoice };
  if (!provider) return { type: "unavailable", invoice };

  const stamp = randomUUID();
  const attemptId = await db.transaction(async (tx) => {
    // The attempt is the invoice's patient's (a child's, when a guardian pays), so a payment
    // result matches its invoice; the payer's contact details go to the provider.
    const id = await insertAttempt(tx, {
      patientId: row.patientId,
      invoiceId: row.id,
      stamp,
      reference: row.referenceNumber,
      amountCents: row.sumCents,
      now: input.now,
    });
    await recordAudit(tx, input.actor, { action: "create", entity: "payment", entityId: id });
    return id;
  });
  try {
    const created = await provider.createPayment({
      stamp,
      reference: row.referenceNumber,
      amount: row.sumCents,
      language: paymentLanguageOf(input.lang),
      // Part 2 §9: the payment item has VAT 0 and 1 unit.
      items: [{ unitPrice: row.sumCents, units: 1, vatPercentage: 0, productCode: row.invoiceNumber }],
      customer: { email: payer.email, firstName: payer.firstName, lastName: payer.lastName },
      redirectUrls: {
        success: `${input.origin}/api/payments/redirect/${input.lang}/success`,
        cancel: `${input.origin}/api/payments/redirect/${input.lang}/cancel`,
      },
      callbackUrls: { success: `${input.origin}/api/payments/callback/success`, cancel: `${input.origin}/api/payments/callback/cancel` },
    });
    await setAttemptTransaction(db, attemptId, created.transactionId, input.now);
    return { type: "success", invoice, terms: created.terms, providers: created.providers };
  } catch (error) {
    logger.error({ err: error, paymentAttempt: attemptId }, "creating the payment at the provider failed");
    return { type: "unavailable", invoice };
  }
}

export type PaymentResultOutcome =
  | { type: MarkInvoicePaidCode; invoiceId: number; patientId: number; status: PaymentStatus }
  | { type: "notPaid"; invoiceId: number; patientId: number; status: PaymentStatus }
  | { type: "paymentNotFound" };

/** Where a payment result came from (logged, and the audit event's address). */
export type PaymentResultSource = "redirect" | "callback" | "reconciliation";

const FINAL: readonly PaymentStatus[] = ["ok", "fail"];

/**
 * Applies a payment result the provider signed (the caller verified the signature). One
 * transaction: the attempt is locked first, so concurrent results of one payment apply one after
 * another; a repeated or out-of-order result of a settled payment changes nothing. An "ok" marks
 * the invoice paid unless a result code says why not (part 1 §8).
 */
export async function applyPaymentResult(
  db: Database,
  result: SignedPaymentResult,
  { now, source, requestId, logger }: { now: Date; source: PaymentResultSource; requestId: string; logger: Logger },
): Promise<PaymentResultOutcome> {
  const outcome = await db.transaction(async (tx): Promise<PaymentResultOutcome> => {
    const attempt = await lockAttemptByStamp(tx, result.stamp);
    if (!attempt || attempt.reference !== result.reference || (attempt.transactionId !== null && attempt.transactionId !== result.transactionId)) {
      logger.warn({ source, event: "payment-result-mismatch" }, "a signed payment result names no payment of ours; nothing changed");
      return { type: "paymentNotFound" };
    }
    const known = { invoiceId: attempt.invoiceId, patientId: attempt.patientId };
    if (FINAL.includes(attempt.status)) {
      // Settled already: a repeated redirect or callback, or a late one after reconciliation.
      if (attempt.status !== result.status) {
        logger.warn({ source, paymentAttempt: attempt.id, event: "payment-result-conflict" }, "a payment result contradicts the settled payment; nothing changed");
      } else {
        logger.info({ source, paymentAttempt: attempt.id, event: "payment-result-repeated" }, "a settled payment's result came again; nothing changed");
      }
      return attempt.status === "ok" ? { type: "invoiceAlreadyPaid", ...known, status: "ok" } : { type: "notPaid", ...known, status: attempt.status };
    }
    const settle = (status: PaymentStatus) =>
      updateAttempt(tx, attempt.id, { status, provider: result.provider, transactionId: result.transactionId, now, completed: FINAL.includes(status) });
    if (result.status !== "ok") {
      if (result.status !== attempt.status || result.status === "fail") await settle(result.status);
      return { type: "notPaid", ...known, status: result.status };
    }
    await settle("ok");
    const actor: AuditActor = { actorPatientId: null, actingForPatientId: attempt.patientId, address: `payment-${source}`, requestId };
    const invoice = await lockInvoice(tx, attempt.invoiceId);
    let code: MarkInvoicePaidCode;
    if (!invoice) code = "invoiceNotFound";
    else if (invoice.patientId !== attempt.patientId) code = "customerNotFound";
    else if (result.amount !== attempt.amountCents || result.amount !== invoice.sumCents) code = "invoiceSumNotValid";
    else code = (await markInvoicePaid(tx, invoice.id, now)) ? "success" : "invoiceAlreadyPaid";
    await recordAudit(tx, actor, { action: "update", entity: code === "success" ? "invoice-paid" : `payment-${code}`, entityId: attempt.invoiceId });
    if (code !== "success") {
      logger.error({ source, paymentAttempt: attempt.id, code, event: "payment-not-applied" }, "a paid payment could not mark its invoice paid; needs a person");
    }
    return { type: code, ...known, status: "ok" };
  });
  return outcome;
}

/** Verifies and applies the parameters of a redirect or callback; null when their signature is not ours (logged). */
export async function applySignedParameters(
  db: Database,
  provider: PaymentProvider,
  parameters: URLSearchParams,
  options: { now: Date; source: PaymentResultSource; requestId: string; logger: Logger },
): Promise<PaymentResultOutcome | null> {
  const result = provider.verifySignedParameters(parameters);
  if (!result) {
    // No parameter values in the log: they are not ours to trust, and a log line carries no patient data.
    options.logger.warn({ source: options.source, event: "payment-signature-invalid" }, "payment result parameters without a valid signature; nothing changed");
    return null;
  }
  return applyPaymentResult(db, result, options);
}

/** How long an unsettled payment is left alone before its status is asked, and for how long at most. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
export const RECONCILE_FOR_MS = 7 * 24 * 3_600_000;

/**
 * Asks the provider the status of unsettled payments and applies what it answers (the answer is
 * signed). Safe with several server processes: each claims its own rows (SKIP LOCKED). The job
 * queue runs it every minute (server/jobs/, the "payment-reconciliation" queue).
 */
export async function reconcilePayments(
  db: Database,
  provider: PaymentProvider,
  { now, logger, limit = 20 }: { now: Date; logger: Logger; limit?: number },
): Promise<{ checked: number; settled: number }> {
  const claimed = await claimUnsettledAttempts(db, {
    now,
    before: new Date(now.getTime() - RECONCILE_AFTER_MS),
    createdAfter: new Date(now.getTime() - RECONCILE_FOR_MS),
    limit,
  });
  let settled = 0;
  for (const attempt of claimed) {
    if (!attempt.transactionId) continue;
    try {
      const status = await provider.paymentStatus(attempt.transactionId);
      if (status === "new") continue;
      await applyPaymentResult(
        db,
        {
          account: "",
          amount: attempt.amountCents,
          stamp: attempt.stamp,
          reference: attempt.reference,
          transactionId: attempt.transactionId,
          status,
          provider: null,
          reason: null,
        },
        { now, source: "reconciliation", requestId: "reconciliation", logger },
      );
      if (status === "ok" || status === "fail") settled += 1;
    } catch (error) {
      logger.warn({ err: error, event: "payment-reconciliation-failed" }, "asking a payment's status failed; asked again later");
    }
  }
  return { checked: claimed.length, settled };
}
