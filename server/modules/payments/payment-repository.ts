import { and, asc, eq, gt, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { invoices, patients, paymentAttempts } from "#server/db/schema";

// Payment attempts and the invoice facts payment needs. Reads for a person take the acting
// patient id and filter by it; the writes of a signed payment result find the attempt by its
// stamp (the provider's word, verified by signature) and lock it first.

const payableColumns = {
  id: invoices.id,
  patientId: invoices.patientId,
  brandId: invoices.brandId,
  invoiceNumber: invoices.invoiceNumber,
  referenceNumber: invoices.referenceNumber,
  status: invoices.status,
  paymentType: invoices.paymentType,
  creationDate: invoices.creationDate,
  sumCents: invoices.sumCents,
  canBePaidOnline: invoices.canBePaidOnline,
  payableOnlineUntil: invoices.payableOnlineUntil,
  paidAt: invoices.paidAt,
  hasPdf: invoices.hasPdf,
};

export type PayableInvoiceRow = NonNullable<Awaited<ReturnType<typeof findPatientInvoice>>>;

/**
 * One invoice by id, reference number or invoice number, of the patients the payer may pay for
 * (the acting patient, and minors the payer is guardian of); null when it is none of theirs.
 */
export async function findPatientInvoice(
  db: DatabaseOrTransaction,
  patientIds: readonly number[],
  by: { id: number } | { referenceNumber: string } | { invoiceNumber: string },
) {
  const condition =
    "id" in by ? eq(invoices.id, by.id) : "referenceNumber" in by ? eq(invoices.referenceNumber, by.referenceNumber) : eq(invoices.invoiceNumber, by.invoiceNumber);
  const [row] = await db
    .select(payableColumns)
    .from(invoices)
    .where(and(condition, inArray(invoices.patientId, [...patientIds])));
  return row ?? null;
}

/** The patient's own contact details that a payment needs. */
export async function findPayer(db: DatabaseOrTransaction, patientId: number) {
  const [row] = await db
    .select({ email: patients.email, firstName: patients.firstName, lastName: patients.lastName })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row ?? null;
}

export async function insertAttempt(
  db: DatabaseOrTransaction,
  attempt: { patientId: number; invoiceId: number; stamp: string; reference: string; amountCents: number; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(paymentAttempts)
    .values({
      patientId: attempt.patientId,
      invoiceId: attempt.invoiceId,
      stamp: attempt.stamp,
      reference: attempt.reference,
      amountCents: attempt.amountCents,
      createdAt: attempt.now,
      updatedAt: attempt.now,
    })
    .returning({ id: paymentAttempts.id });
  if (!row) throw new Error("payment attempt insert returned nothing");
  return row.id;
}

export async function setAttemptTransaction(db: DatabaseOrTransaction, attemptId: number, transactionId: string, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ transactionId, updatedAt: now })
    .where(and(eq(paymentAttempts.id, attemptId), sql`${paymentAttempts.transactionId} is null`));
}

/** The attempt of a stamp, locked until the transaction ends (one result at a time per payment). */
export async function lockAttemptByStamp(db: DatabaseOrTransaction, stamp: string) {
  const [row] = await db
    .select({
      id: paymentAttempts.id,
      patientId: paymentAttempts.patientId,
      invoiceId: paymentAttempts.invoiceId,
      reference: paymentAttempts.reference,
      transactionId: paymentAttempts.transactionId,
      amountCents: paymentAttempts.amountCents,
      status: paymentAttempts.status,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.stamp, stamp))
    .for("update");
  return row ?? null;
}

export async function updateAttempt(
  db: DatabaseOrTransaction,
  attemptId: number,
  change: { status: "new" | "ok" | "fail" | "pending" | "delayed"; provider: string | null; transactionId: string; now: Date; completed: boolean },
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({
      status: change.status,
      transactionId: change.transactionId,
      updatedAt: change.now,
      ...(change.provider ? { provider: change.provider } : {}),
      ...(change.completed ? { completedAt: change.now } : {}),
    })
    .where(eq(paymentAttempts.id, attemptId));
}

/** The invoice a payment is for, locked; null when it no longer exists. */
export async function lockInvoice(db: DatabaseOrTransaction, invoiceId: number) {
  const [row] = await db
    .select({ id: invoices.id, patientId: invoices.patientId, status: invoices.status, sumCents: invoices.sumCents })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for("update");
  return row ?? null;
}

/** Marks an open or overdue invoice paid, with its receipt PDF; false when it was not (any more) open. */
export async function markInvoicePaid(db: DatabaseOrTransaction, invoiceId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ status: "paid", paidAt: now, hasPdf: true })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ["open", "overdue"])))
    .returning({ id: invoices.id });
  return rows.length === 1;
}

/**
 * Claims up to `limit` unsettled attempts that nobody has looked at since `before`, for a status
 * query: their `updated_at` moves to `now` in the same statement, and rows another process holds
 * are skipped (FOR UPDATE SKIP LOCKED), so several server processes never query the same payment
 * at once.
 */
export async function claimUnsettledAttempts(db: DatabaseOrTransaction, { now, before, createdAfter, limit }: { now: Date; before: Date; createdAfter: Date; limit: number }) {
  const candidates = db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.status, ["new", "pending", "delayed"]),
        isNotNull(paymentAttempts.transactionId),
        lt(paymentAttempts.updatedAt, before),
        gt(paymentAttempts.createdAt, createdAfter),
      ),
    )
    .orderBy(asc(paymentAttempts.updatedAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(paymentAttempts)
    .set({ updatedAt: now })
    .where(inArray(paymentAttempts.id, candidates))
    .returning({
      stamp: paymentAttempts.stamp,
      reference: paymentAttempts.reference,
      transactionId: paymentAttempts.transactionId,
      amountCents: paymentAttempts.amountCents,
    });
}

/** The patients' open invoices, newest first (the pay-visit page keeps those payable online). */
export async function findOpenInvoices(db: DatabaseOrTransaction, patientIds: readonly number[]) {
  return db
    .select(payableColumns)
    .from(invoices)
    .where(and(inArray(invoices.patientId, [...patientIds]), eq(invoices.status, "open")))
    .orderBy(sql`${invoices.creationDate} desc`, sql`${invoices.id} desc`);
}

/** One payment attempt of the patients the payer may pay for; null when none of theirs. */
export async function findPatientAttempt(db: DatabaseOrTransaction, patientIds: readonly number[], attemptId: number) {
  const [row] = await db
    .select({ id: paymentAttempts.id, invoiceId: paymentAttempts.invoiceId, status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.patientId, [...patientIds])));
  return row ?? null;
}
