import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { finnishReferenceNumber } from "#server/db/demo-data/invoices";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { invoiceRows, invoices } from "#server/db/schema";
import { patientIdOf } from "#tests/db/personas";
import { TEST_NOW } from "#tests/clock";

// Payment tests: fresh open invoices that can be paid online, so each test pays its own.

let next = 0;

export interface TestInvoice {
  id: number;
  invoiceNumber: string;
  referenceNumber: string;
  sumCents: number;
}

export async function newOpenInvoice(
  db: DatabaseOrTransaction,
  persona: PersonaKey,
  { sumCents = 4590, payableOnlineUntil = new Date(TEST_NOW.getTime() + 2 * 86_400_000) }: { sumCents?: number; payableOnlineUntil?: Date } = {},
): Promise<TestInvoice> {
  next += 1;
  const patientId = await patientIdOf(db, persona);
  const invoiceNumber = String(7_700_000 + next);
  const referenceNumber = finnishReferenceNumber(invoiceNumber);
  const [row] = await db
    .insert(invoices)
    .values({
      patientId,
      brandId: "adult",
      invoiceNumber,
      referenceNumber,
      status: "open",
      source: "GoodSignInvoice",
      creationDate: "2026-11-23",
      dueDate: "2026-12-07",
      sumCents,
      canBePaidOnline: true,
      payableOnlineUntil,
      buyerName: "Test Buyer",
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error("no invoice");
  await db.insert(invoiceRows).values({ invoiceId: row.id, patientId, position: 0, description: "Lääkärin vastaanotto", unitPriceCents: sumCents, date: "2026-11-23" });
  return { id: row.id, invoiceNumber, referenceNumber, sumCents };
}

export async function invoiceState(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select({ status: invoices.status, paidAt: invoices.paidAt }).from(invoices).where(eq(invoices.id, id));
  return row;
}
