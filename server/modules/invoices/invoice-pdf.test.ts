import { TEST_NOW } from "#tests/clock";
import { describe, expect, it } from "vitest";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf } from "#tests/db/personas";
import { pdfText } from "#tests/pdf-text";
import { invoicePdfBytes } from "./invoice-pdf";
import { getInvoiceDocument, type InvoiceDocument, listAllInvoices } from "./invoice-service";

// The invoice PDF (spec part 1 §7): a real PDF whose text has the buyer, the rows with count, unit
// price, VAT, date and sum, the due date, the reference and the brand's billing contacts, in the
// requested language; a paid invoice is a receipt.

const database = useTestDatabase({ demoDataNow: TEST_NOW });

async function documentOf(persona: "aino" | "eetu", pick: (status: string, description: string | null) => boolean): Promise<InvoiceDocument> {
  const patientId = await patientIdOf(database.db, persona);
  const actor: AuditActor = { actorPatientId: patientId, actingForPatientId: patientId, address: "127.0.0.1", requestId: "test" };
  const input = { actingPatientId: patientId, now: TEST_NOW, actor };
  const invoice = (await listAllInvoices(database.db, input)).find((item) => pick(item.status, item.description));
  const document = invoice ? await getInvoiceDocument(database.db, { ...input, invoiceId: invoice.id }) : null;
  if (!document) throw new Error(`No such invoice of ${persona}`);
  return document;
}

describe("invoice PDF", () => {
  it("is a receipt of a paid invoice with every detail, in Finnish", async () => {
    const paid = await documentOf("aino", (status, description) => status === "paid" && description?.startsWith("Erikois") === true);
    const bytes = await invoicePdfBytes(paid, { lang: "fi" });
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes, { layout: true });
    expect(text).toContain("Kuitti");
    expect(text).toContain(paid.summary.invoiceNumber);
    expect(text).toContain(paid.referenceNumber);
    expect(text).toContain("Aino Virtanen");
    expect(text).toMatch(/Eräpäivä\s+\d{2}\.\d{2}\.\d{4}/);
    expect(text).toContain("Maksettu");
    expect(text).toMatch(/Lääkärinlausunto vakuutusyhtiölle\s+\d{2}\.\d{2}\.\d{4}\s+1\s+45,00 €\s+25,5 %\s+45,00 €/);
    expect(text).toMatch(/Yhteensä\s+266,90 €/);
    expect(text).toContain("010 555 1090");
    expect(text).toContain("laskutus@hoiva.example");
  });

  it("speaks the requested language and the invoice's own brand", async () => {
    const eetus = await documentOf("eetu", (status) => status === "paid");
    const english = pdfText(await invoicePdfBytes(eetus, { lang: "en" }), { layout: true });
    expect(english).toContain("Receipt");
    expect(english).toContain("Hoiva Junior");
    expect(english).toContain("Mikko Nieminen");
    expect(english).toMatch(/Due date\s+\d{1,2}\.\d{1,2}\.\d{4}/);
    expect(english).toContain("Billing: tel. 010 555 2090, email laskutus@junior.hoiva.example");
    const swedish = pdfText(await invoicePdfBytes(eetus, { lang: "sv" }));
    expect(swedish).toContain("Kvitto");
    expect(swedish).toContain("Referensnummer");
  });

  it("titles an open invoice as an invoice and a credit note as a refunded invoice with the credited number", async () => {
    const open = await documentOf("aino", (status) => status === "open");
    expect(pdfText(await invoicePdfBytes(open, { lang: "en" }))).toContain("Invoice");
    const creditNote = await documentOf("aino", (status, description) => status === "refunded" && description?.startsWith("Hyvitys") === true);
    const text = pdfText(await invoicePdfBytes(creditNote, { lang: "en" }), { layout: true });
    expect(text).toContain("Refunded invoice");
    expect(text).toMatch(new RegExp(`Credits invoices\\s+${creditNote.creditedInvoiceNumber}`));
    expect(text).toMatch(/Total\s+-€68\.90/);
  });
});
