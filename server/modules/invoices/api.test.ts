import { TEST_NOW } from "#tests/clock";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { InvoiceListItem } from "#domain/invoices";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents } from "#server/db/schema";
import { setActingPatient } from "#server/modules/account/session-service";
import { patientIdOf } from "#tests/db/personas";
import { useTestServer } from "#tests/integration/test-server";
import { pdfText } from "#tests/pdf-text";
import { logInForTest } from "#tests/sessions";

// The invoices API over HTTP (spec part 1 §7, part 2 §3): sessions and csrfToken, 400 on bad
// input, and another patient's invoice answering exactly like one that does not exist (404).

const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none" });

function logIn(key: PersonaKey) {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

async function invoicesOf(key: PersonaKey): Promise<InvoiceListItem[]> {
  const { cookie, csrf } = await logIn(key);
  const response = await server.request("GET", `/api/payments/invoices-list?${csrf}&lang=en`, { cookie });
  return ((await response.json()) as { invoices: InvoiceListItem[] }).invoices;
}

describe("GET /api/payments/invoices-list", () => {
  it("answers the acting patient's invoices, newest first, with the fields of the spec", async () => {
    const { cookie, csrf } = await logIn("aino");
    const response = await server.request("GET", `/api/payments/invoices-list?${csrf}&lang=fi`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { invoices } = (await response.json()) as { invoices: InvoiceListItem[] };
    expect(invoices).toHaveLength(13);
    expect(Object.keys(invoices[0] ?? {})).toEqual(
      expect.arrayContaining(["id", "invoiceNumber", "creditedInvoiceNumber", "status", "source", "creationDate", "dueDate", "sumCents", "hasPdf", "canBePaidOnline"]),
    );
    const johans = await invoicesOf("johan");
    expect(johans).toHaveLength(1);
    expect(invoices.map((invoice) => invoice.id)).not.toContain(johans[0]?.id);
  });

  it("answers the principal's invoices to an agent acting for them by mandate, and the agent's own again after", async () => {
    const login = await logIn("aino");
    const raili = await patientIdOf(server.database.db, "raili");
    await setActingPatient(server.database.db, login.session.id, { actingPatientId: raili, actingRole: "mandate" });
    const path = `/api/payments/invoices-list?${login.csrf}`;
    const asAgent = (await (await server.request("GET", path, { cookie: login.cookie })).json()) as { invoices: InvoiceListItem[] };
    expect(asAgent.invoices).toHaveLength(1);
    expect(asAgent.invoices[0]?.status).toBe("paid");
    const aino = await patientIdOf(server.database.db, "aino");
    const audit = await server.database.db
      .select({ actor: auditEvents.actorPatientId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "invoice-list"), eq(auditEvents.actingForPatientId, raili)));
    expect(audit).toEqual([{ actor: aino }]);
    await setActingPatient(server.database.db, login.session.id, { actingPatientId: aino, actingRole: "self" });
    const own = (await (await server.request("GET", path, { cookie: login.cookie })).json()) as { invoices: InvoiceListItem[] };
    expect(own.invoices).toHaveLength(13);
  });

  it("needs a session and the session's csrfToken", async () => {
    expect((await server.request("GET", "/api/payments/invoices-list?csrfToken=x")).status).toBe(401);
    const { cookie } = await logIn("aino");
    const missing = await server.request("GET", "/api/payments/invoices-list?lang=fi", { cookie });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ type: "csrfTokenInvalid" });
    expect((await server.request("GET", "/api/payments/invoices-list?csrfToken=wrong", { cookie })).status).toBe(403);
  });

  it("answers 400 ValidationError for an unknown language", async () => {
    const { cookie, csrf } = await logIn("aino");
    const response = await server.request("GET", `/api/payments/invoices-list?${csrf}&lang=de`, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ type: "ValidationError", details: [{ path: "lang", message: "validation.invalidValue" }] });
  });
});

describe("GET /api/invoices/invoice-summary", () => {
  it("answers the summary of part 2 §3", async () => {
    const paid = (await invoicesOf("aino")).find((invoice) => invoice.status === "paid");
    const { cookie, csrf } = await logIn("aino");
    const response = await server.request("GET", `/api/invoices/invoice-summary?${csrf}&invoiceId=${paid?.id}&lang=en`, { cookie });
    expect(response.status).toBe(200);
    const { invoice } = (await response.json()) as { invoice: Record<string, unknown> };
    expect(Object.keys(invoice).sort()).toEqual(
      ["buyerAddress", "buyerName", "canBePaidOnline", "creationDate", "dueDate", "invoiceNumber", "payableOnlineUntil", "rows", "sumCents"].sort(),
    );
    expect(invoice).toMatchObject({ invoiceNumber: paid?.invoiceNumber, sumCents: paid?.sumCents, buyerName: "Aino Virtanen" });
    expect(Object.keys((invoice.rows as object[])[0] ?? {}).sort()).toEqual(["count", "date", "description", "unitPriceCents", "vatPercentage"]);
  });

  it("answers another patient's invoice as not found, like one that does not exist", async () => {
    const [johans] = await invoicesOf("johan");
    const { cookie, csrf } = await logIn("aino");
    const others = await server.request("GET", `/api/invoices/invoice-summary?${csrf}&invoiceId=${johans?.id}`, { cookie });
    const none = await server.request("GET", `/api/invoices/invoice-summary?${csrf}&invoiceId=987654321`, { cookie });
    expect(others.status).toBe(404);
    expect(none.status).toBe(404);
    expect(await others.json()).toEqual(await none.json());
  });

  it("answers the spec's query (invoiceId and lang, no csrfToken: a read), only with a session; refuses a malformed id with 400", async () => {
    const paid = (await invoicesOf("aino")).find((invoice) => invoice.status === "paid");
    const { cookie, csrf } = await logIn("aino");
    const spec = await server.request("GET", `/api/invoices/invoice-summary?invoiceId=${paid?.id}&lang=fi`, { cookie });
    expect(spec.status).toBe(200);
    expect(await spec.json()).toMatchObject({ invoice: { invoiceNumber: paid?.invoiceNumber } });
    expect((await server.request("GET", `/api/invoices/invoice-summary?invoiceId=${paid?.id}&lang=fi`)).status).toBe(401);
    const bad = await server.request("GET", `/api/invoices/invoice-summary?${csrf}&invoiceId=abc`, { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ type: "ValidationError", details: [{ path: "invoiceId", message: "validation.invalidValue" }] });
    expect((await server.request("GET", `/api/invoices/invoice-summary?${csrf}`, { cookie })).status).toBe(400);
  });
});

describe("GET /api/invoices/{id}/pdf", () => {
  it("streams the receipt of a paid invoice as a PDF named {brand}_{type}_{invoiceNumber}", async () => {
    const paid = (await invoicesOf("aino")).find((invoice) => invoice.status === "paid");
    if (!paid) throw new Error("Aino has a paid invoice");
    const { cookie } = await logIn("aino");
    const name = `adult_receipt_${paid.invoiceNumber}`;
    const response = await server.request("GET", `/api/invoices/${paid.id}/pdf?filename=${name}&lang=en`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="${name}.pdf"`);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Receipt");
    expect(text).toContain(paid.invoiceNumber);
    const audit = await server.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "invoice-pdf"), eq(auditEvents.entityId, String(paid.id))));
    expect(audit).toEqual([{ action: "read" }]);
  });

  it("answers 404 for another patient's invoice, one that does not exist and one without a PDF", async () => {
    const [johans] = await invoicesOf("johan");
    const overdue = (await invoicesOf("aino")).find((invoice) => invoice.status === "overdue");
    const { cookie } = await logIn("aino");
    for (const id of [johans?.id, 987_654_321, overdue?.id]) {
      const response = await server.request("GET", `/api/invoices/${id}/pdf?filename=adult_receipt_1&lang=fi`, { cookie });
      expect(response.status, String(id)).toBe(404);
      expect(await response.json()).toEqual({ type: "notFound" });
    }
  });

  it("needs a session and refuses a malformed id, file name or language with 400", async () => {
    expect((await server.request("GET", "/api/invoices/1/pdf?filename=adult_receipt_1")).status).toBe(401);
    const { cookie } = await logIn("aino");
    const badId = await server.request("GET", "/api/invoices/x1/pdf?filename=adult_receipt_1", { cookie });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({ type: "ValidationError", details: [{ path: "id", message: "validation.invalidValue" }] });
    for (const query of ["", "?filename=..%2Fetc_passwd", "?filename=adult_receipt_1&lang=de", "?filename=adult_receipt_1%22%0D%0Ax"]) {
      expect((await server.request("GET", `/api/invoices/1/pdf${query}`, { cookie })).status, query).toBe(400);
    }
  });
});
