import { TEST_NOW } from "#tests/clock";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTABLE_INVOICE_STATUSES } from "#domain/enums";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents } from "#server/db/schema";
import type { AuditActor } from "#server/modules/audit/audit-service";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf as personaPatientId } from "#tests/db/personas";
import { getInvoiceDocument, listAllInvoices, listInvoicePage, listInvoices } from "./invoice-service";

// The invoice service over the demo data (spec part 1 §3, §6, §9; part 2 §3): statuses, paging,
// the online payment window, the summary, and that another patient's invoice is never there.

const NOW = TEST_NOW;
const DAY = 24 * 60 * 60_000;
const database = useTestDatabase({ demoDataNow: NOW });
const patientIdOf = (key: PersonaKey) => personaPatientId(database.db, key);

function actor(patientId: number): AuditActor {
  return { actorPatientId: patientId, actingForPatientId: patientId, address: "127.0.0.1", requestId: "test" };
}

async function ainoInput() {
  const aino = await patientIdOf("aino");
  return { actingPatientId: aino, now: NOW, actor: actor(aino) };
}

describe("listInvoicePage", () => {
  it("gives ten invoices a page, newest first, and the rest on the next page", async () => {
    const input = await ainoInput();
    const all = await listAllInvoices(database.db, input);
    expect(all.length).toBe(13);
    const dates = all.map((invoice) => invoice.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const first = await listInvoicePage(database.db, { ...input, run: { first: 1, last: 1 } });
    expect(first).toMatchObject({ run: { first: 1, last: 1 }, pageCount: 2, total: 13 });
    expect(first.items.map((invoice) => invoice.id)).toEqual(all.slice(0, 10).map((invoice) => invoice.id));
    const second = await listInvoicePage(database.db, { ...input, run: { first: 2, last: 2 } });
    expect(second.items.map((invoice) => invoice.id)).toEqual(all.slice(10).map((invoice) => invoice.id));
    // A phone's "Show more" (decision 306): the first page and the next, all thirteen.
    const both = await listInvoicePage(database.db, { ...input, run: { first: 1, last: 2 } });
    expect(both.items.map((invoice) => invoice.id)).toEqual(all.map((invoice) => invoice.id));
  });

  it("pages the API's list by offset and limit with the total (decision 307)", async () => {
    const input = await ainoInput();
    const all = await listAllInvoices(database.db, input);
    const window = await listInvoices(database.db, { ...input, offset: 10, limit: 10 });
    expect(window.invoices.map((invoice) => invoice.id)).toEqual(all.slice(10).map((invoice) => invoice.id));
    expect(window.totalCount).toBe(13);
    expect(await listInvoices(database.db, { ...input, offset: 50, limit: 10 })).toEqual({ invoices: [], totalCount: 13 });
  });

  it("shows the last page for a page past the end, and one empty page for no invoices", async () => {
    const input = await ainoInput();
    const past = await listInvoicePage(database.db, { ...input, run: { first: 9, last: 9 } });
    expect(past).toMatchObject({ run: { first: 2, last: 2 }, pageCount: 2, total: 13 });
    expect(past.items).toHaveLength(3);
    const jari = await patientIdOf("jari");
    expect(await listInvoicePage(database.db, { actingPatientId: jari, now: NOW, actor: actor(jari), run: { first: 3, last: 3 } })).toEqual({
      items: [],
      run: { first: 1, last: 1 },
      pageCount: 1,
      pageSize: 10,
      total: 0,
    });
  });

  it("has every status, the credit note's credited number, PDFs and the first row", async () => {
    const all = await listAllInvoices(database.db, await ainoInput());
    expect(new Set(all.map((invoice) => invoice.status))).toEqual(new Set(LISTABLE_INVOICE_STATUSES));
    const refunded = all.filter((invoice) => invoice.status === "refunded");
    const creditNote = refunded.find((invoice) => invoice.creditedInvoiceNumber !== null);
    const credited = refunded.find((invoice) => invoice.creditedInvoiceNumber === null);
    expect(creditNote?.creditedInvoiceNumber).toBe(credited?.invoiceNumber);
    expect(creditNote?.sumCents).toBeLessThan(0);
    const paid = all.find((invoice) => invoice.status === "paid");
    expect(paid).toMatchObject({ hasPdf: true, canBePaidOnline: false, payableOnlineUntil: null, brand: "adult" });
    const open = all.find((invoice) => invoice.status === "open");
    expect(open?.description).toBe("Laboratoriotutkimus: perusverenkuva");
    expect(open?.sumCents).toBe(2400 + 1800 + 1190);
  });

  it("offers online payment only for the open invoice inside its four-day window", async () => {
    const input = await ainoInput();
    const payable = (await listAllInvoices(database.db, input)).filter((invoice) => invoice.canBePaidOnline);
    expect(payable.map((invoice) => invoice.status)).toEqual(["open"]);
    const until = new Date(payable[0]?.payableOnlineUntil ?? "");
    // Created yesterday: the window ends at the end of the third day from now, Helsinki time.
    expect(until.getTime() - NOW.getTime()).toBeGreaterThan(2 * DAY);
    expect(until.getTime() - NOW.getTime()).toBeLessThan(4 * DAY);
    const atTheEnd = await listAllInvoices(database.db, { ...input, now: until });
    expect(atTheEnd.filter((invoice) => invoice.canBePaidOnline)).toHaveLength(1);
    const after = await listAllInvoices(database.db, { ...input, now: new Date(until.getTime() + 1) });
    expect(after.filter((invoice) => invoice.canBePaidOnline)).toEqual([]);
    expect(after.every((invoice) => invoice.payableOnlineUntil === null)).toBe(true);
  });

  it("lists only the acting patient's invoices and audits the read", async () => {
    const johan = await patientIdOf("johan");
    const johans = await listAllInvoices(database.db, { actingPatientId: johan, now: NOW, actor: actor(johan) });
    const ainos = await listAllInvoices(database.db, await ainoInput());
    expect(johans).toHaveLength(1);
    expect(ainos.map((invoice) => invoice.id)).not.toContain(johans[0]?.id);
    const audit = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "invoice-list"), eq(auditEvents.actingForPatientId, johan)));
    expect(audit.map((event) => event.action)).toContain("read");
  });

  it("lists a child's invoice to the guardian acting for the child (the child is the acting patient)", async () => {
    const eetu = await patientIdOf("eetu");
    const mikko = await patientIdOf("mikko");
    const asGuardian = { actorPatientId: mikko, actingForPatientId: eetu, address: "127.0.0.1", requestId: "test" };
    const invoices = await listAllInvoices(database.db, { actingPatientId: eetu, now: NOW, actor: asGuardian });
    // His paid visit and the open one his guardian pays online.
    expect(invoices.map((invoice) => [invoice.brand, invoice.status])).toEqual([
      ["kids", "open"],
      ["kids", "paid"],
    ]);
    expect(await listAllInvoices(database.db, { actingPatientId: mikko, now: NOW, actor: actor(mikko) })).toEqual([]);
  });
});

describe("getInvoiceDocument", () => {
  it("gives the summary of part 2 §3 with the rows in order and audits the read", async () => {
    const input = await ainoInput();
    const all = await listAllInvoices(database.db, input);
    const paid = all.find((invoice) => invoice.status === "paid" && invoice.description?.startsWith("Erikois"));
    if (!paid) throw new Error("Aino has a paid specialist invoice");
    const document = await getInvoiceDocument(database.db, { ...input, invoiceId: paid.id });
    expect(Object.keys(document?.summary ?? {}).sort()).toEqual(
      ["buyerAddress", "buyerName", "canBePaidOnline", "creationDate", "dueDate", "invoiceNumber", "payableOnlineUntil", "rows", "sumCents"].sort(),
    );
    expect(document?.summary).toMatchObject({
      invoiceNumber: paid.invoiceNumber,
      buyerName: "Aino Virtanen",
      sumCents: paid.sumCents,
      canBePaidOnline: false,
      payableOnlineUntil: null,
    });
    expect(document?.summary.rows.map((row) => row.description)).toEqual([
      "Erikoislääkärin vastaanotto 30 min",
      "Irtosolunäyte (Papa)",
      "Toimistomaksu",
      "Lääkärinlausunto vakuutusyhtiölle",
    ]);
    expect(document?.summary.rows[3]).toMatchObject({ count: 1, unitPriceCents: 4500, vatPercentage: 25.5 });
    expect(document?.summary.rows.reduce((sum, row) => sum + row.count * row.unitPriceCents, 0)).toBe(paid.sumCents);
    expect(document).toMatchObject({ status: "paid", hasPdf: true, brand: "adult" });
    expect(document?.referenceNumber).toMatch(new RegExp(`^${paid.invoiceNumber}\\d$`));
    expect(document?.paidAt).not.toBeNull();
    const audit = await database.db
      .select({ entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "invoice"), eq(auditEvents.entityId, String(paid.id))));
    expect(audit).toHaveLength(1);
  });

  it("answers null for another patient's invoice and for an id that does not exist, audited as refused reads", async () => {
    const johan = await patientIdOf("johan");
    const [johans] = await listAllInvoices(database.db, { actingPatientId: johan, now: NOW, actor: actor(johan) });
    if (!johans) throw new Error("Johan has an invoice");
    const input = await ainoInput();
    expect(await getInvoiceDocument(database.db, { ...input, invoiceId: johans.id })).toBeNull();
    expect(await getInvoiceDocument(database.db, { ...input, invoiceId: 987_654_321, entity: "invoice-pdf" })).toBeNull();
    const audit = await database.db
      .select({ action: auditEvents.action, entity: auditEvents.entity, entityId: auditEvents.entityId, outcome: auditEvents.outcome, actingFor: auditEvents.actingForPatientId })
      .from(auditEvents)
      .where(and(inArray(auditEvents.entityId, [String(johans.id), "987654321"]), eq(auditEvents.actingForPatientId, input.actingPatientId))).orderBy(auditEvents.id);
    expect(audit).toEqual([
      { action: "read", entity: "invoice", entityId: String(johans.id), outcome: "refused", actingFor: input.actingPatientId },
      { action: "read", entity: "invoice-pdf", entityId: "987654321", outcome: "refused", actingFor: input.actingPatientId },
    ]);
  });
});
