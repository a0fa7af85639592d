import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PaymentLookupInvoice, PaymentProviderButton } from "#domain/payments";
import { auditEvents, patients, paymentAttempts } from "#server/db/schema";
import { createPaytrailClient } from "#server/integrations/payments/paytrail-client";
import { calculateSignature } from "#server/integrations/payments/paytrail-signature";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { useTestServer } from "#tests/integration/test-server";
import { invoiceState, newOpenInvoice, type TestInvoice } from "#tests/payments/payment-fixtures";
import { logInForTest } from "#tests/sessions";
import { reconcilePayments } from "./payment-service";

// The payments API over HTTP with the built-in Paytrail test service (spec part 2 §3, §7; part 1
// §8): the server decides the amount, another patient's invoice is not found, and an invoice is
// marked paid only from verified signatures, exactly once, whatever the order and repetition of
// redirects and callbacks; tampered parameters change nothing.

// The test service calls back PUBLIC_URL a few seconds later: a port where nobody listens, so
// no other server on this machine gets them (tests deliver the callbacks themselves).
const NOWHERE = "http://localhost:9";
const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none", env: { PUBLIC_URL: NOWHERE } });

beforeAll(() => {
  // The container's client talks to PUBLIC_URL; this server listens on a port of its own.
  const { merchantId, secret } = server.config.PAYTRAIL!;
  server.services.integrations.payments = createPaytrailClient({ apiUrl: `${server.base}/dev/paytrail`, merchantId, secret, now: () => server.services.clock.now() });
});

async function logIn(key: "aino" | "johan" = "aino") {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

function creationRequest(invoice: TestInvoice, amount = invoice.sumCents) {
  return {
    amount,
    customer: { email: "someone@example.com", phone: "+358401234567", firstName: "X", lastName: "Y" },
    items: [{ productCode: invoice.invoiceNumber, unitPrice: amount, units: 1, vatPercentage: 0 }],
    language: "FI",
    reference: invoice.referenceNumber,
  };
}

async function createPayment(invoice: TestInvoice): Promise<{ terms: string; providers: PaymentProviderButton[] }> {
  const { cookie, csrf } = await logIn();
  const response = await server.request("POST", `/api/payments/?${csrf}`, { cookie, body: creationRequest(invoice) });
  expect(response.status).toBe(200);
  return (await response.json()) as { terms: string; providers: PaymentProviderButton[] };
}

/** The browser at the provider: posts the provider's form, presses a button; answers the path of our redirect. */
async function atProvider(provider: PaymentProviderButton, outcome: string): Promise<string> {
  const url = new URL(provider.url);
  const form = Object.fromEntries(provider.parameters.map(({ name, value }) => [name, value]));
  const page = await server.request("POST", url.pathname, { form });
  expect(page.status).toBe(200);
  const answer = await server.request("POST", `${url.pathname}/outcome`, { form: { ...form, outcome } });
  expect(answer.status).toBe(303);
  const target = new URL(answer.headers.get("location") ?? "");
  return target.pathname + target.search;
}

function callbackPathOf(redirectPath: string): string {
  return redirectPath.replace(/^\/api\/payments\/redirect\/\w\w\/(success|cancel)/, "/api/payments/callback/$1");
}

async function paidAudits(invoiceId: number): Promise<number> {
  const rows = await server.database.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, "invoice-paid"), eq(auditEvents.entityId, String(invoiceId))));
  return rows.length;
}

describe("POST /api/payments/", () => {
  it("creates a payment of the server's amount and answers the terms and the providers", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino");
    const { terms, providers } = await createPayment(invoice);
    expect(terms).toContain("maksupalveluehdot");
    expect(providers.map((provider) => provider.name)).toEqual(["Testipankki", "Testikortti"]);
    for (const provider of providers) expect(provider).toMatchObject({ name: expect.any(String), id: expect.any(String), url: expect.any(String), svg: expect.any(String), parameters: expect.any(Array) });
    const [attempt] = await server.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoice.id));
    expect(attempt).toMatchObject({ amountCents: invoice.sumCents, reference: invoice.referenceNumber, status: "new" });
    expect(attempt?.transactionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses an amount other than the invoice's sum", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino");
    const { cookie, csrf } = await logIn();
    const response = await server.request("POST", `/api/payments/?${csrf}`, { cookie, body: creationRequest(invoice, invoice.sumCents - 1) });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ type: "invoiceSumNotValid" });
    expect(await server.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoice.id))).toEqual([]);
  });

  it("answers another patient's invoice exactly as one that does not exist", async () => {
    const johans = await newOpenInvoice(server.database.db, "johan");
    const { cookie, csrf } = await logIn("aino");
    const other = await server.request("POST", `/api/payments/?${csrf}`, { cookie, body: creationRequest(johans) });
    const missing = await server.request("POST", `/api/payments/?${csrf}`, { cookie, body: { ...creationRequest(johans), reference: "12345672" } });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ type: "notFound" });
    expect(missing.status).toBe(404);
    const lookUp = await server.request("GET", `/api/payments/good-sign-invoice?invoiceNumber=${johans.invoiceNumber}`, { cookie });
    expect(lookUp.status).toBe(404);
    expect(await lookUp.json()).toEqual({ type: "notFound" });
  });

  it("needs a session, the csrfToken and a valid body; refuses an invoice that cannot be paid online", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino", { payableOnlineUntil: new Date(TEST_NOW.getTime() - 1000) });
    expect((await server.request("POST", "/api/payments/", { body: creationRequest(invoice) })).status).toBe(403);
    const { cookie, csrf } = await logIn();
    expect((await server.request("POST", "/api/payments/", { cookie, body: creationRequest(invoice) })).status).toBe(403);
    const invalid = await server.request("POST", `/api/payments/?${csrf}`, { cookie, body: { ...creationRequest(invoice), language: "DE" } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ type: "ValidationError", details: [{ path: "language" }] });
    const closed = await server.request("POST", `/api/payments/?${csrf}`, { cookie, body: creationRequest(invoice) });
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({ type: "invoiceNotPayable" });
  });

  it("asks for a valid e-mail address before paying", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino");
    const aino = await patientIdOf(server.database.db, "aino");
    const [before] = await server.database.db.select({ email: patients.email }).from(patients).where(eq(patients.id, aino));
    await server.database.db.update(patients).set({ email: "not an address" }).where(eq(patients.id, aino));
    try {
      const { cookie, csrf } = await logIn();
      const response = await server.request("POST", `/api/payments/?${csrf}`, { cookie, body: creationRequest(invoice) });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ type: "emailRequired" });
    } finally {
      await server.database.db.update(patients).set({ email: before?.email ?? null }).where(eq(patients.id, aino));
    }
  });
});

describe("paying with the test provider", () => {
  it("marks the invoice paid from the verified redirect once; repeated callbacks only acknowledge", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino");
    const { providers } = await createPayment(invoice);
    const redirect = await atProvider(providers[0]!, "pay");
    const back = await server.request("GET", redirect);
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/fi/maksun-tulos/ok?invoiceId=${invoice.id}`);
    const paid = await invoiceState(server.database.db, invoice.id);
    expect(paid?.status).toBe("paid");
    // The provider's callback, late and twice, and the same redirect once more (a reload).
    for (let i = 0; i < 2; i += 1) expect((await server.request("GET", callbackPathOf(redirect))).status).toBe(200);
    expect((await server.request("GET", redirect)).headers.get("location")).toBe(`/fi/maksun-tulos/ok?invoiceId=${invoice.id}`);
    expect(await invoiceState(server.database.db, invoice.id)).toEqual(paid);
    expect(await paidAudits(invoice.id)).toBe(1);
    const { cookie } = await logIn();
    const lookUp = await server.request("GET", `/api/payments/good-sign-invoice?invoiceNumber=${invoice.invoiceNumber}`, { cookie });
    expect(((await lookUp.json()) as { invoice: PaymentLookupInvoice }).invoice).toEqual({
      invoiceNumber: invoice.invoiceNumber,
      sumCents: invoice.sumCents,
      status: "Paid",
      paidDate: "2026-11-24",
    });
  });

  it("marks the invoice paid from a callback that comes before the redirect", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino");
    const { providers } = await createPayment(invoice);
    const redirect = await atProvider(providers[1]!, "pay");
    expect((await server.request("GET", callbackPathOf(redirect))).status).toBe(200);
    expect((await invoiceState(server.database.db, invoice.id))?.status).toBe("paid");
    expect((await server.request("GET", redirect)).headers.get("location")).toBe(`/fi/maksun-tulos/ok?invoiceId=${invoice.id}`);
    expect(await paidAudits(invoice.id)).toBe(1);
  });

  it("leaves the invoice open after a declined card, and a retry pays it", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino");
    const first = await createPayment(invoice);
    const declined = await atProvider(first.providers[1]!, "cardDeclined");
    expect((await server.request("GET", declined)).headers.get("location")).toBe(`/fi/maksun-tulos/fail?invoiceId=${invoice.id}&reason=cardDeclined`);
    expect((await invoiceState(server.database.db, invoice.id))?.status).toBe("open");
    const { cookie } = await logIn();
    const lookUp = await server.request("GET", `/api/payments/good-sign-invoice?invoiceNumber=${invoice.invoiceNumber}`, { cookie });
    expect(((await lookUp.json()) as { invoice: PaymentLookupInvoice }).invoice.status).toBe("Open");
    const retry = await createPayment(invoice);
    const paid = await atProvider(retry.providers[0]!, "pay");
    expect((await server.request("GET", paid)).headers.get("location")).toBe(`/fi/maksun-tulos/ok?invoiceId=${invoice.id}`);
    // The old failure's callback arriving late changes nothing.
    expect((await server.request("GET", callbackPathOf(declined))).status).toBe(200);
    expect((await invoiceState(server.database.db, invoice.id))?.status).toBe("paid");
  });

  it("changes nothing for tampered parameters: another amount, status or stamp, or no signature", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino");
    const { providers } = await createPayment(invoice);
    const declined = await atProvider(providers[0]!, "insufficientFunds");
    const tampered = [
      declined.replace("checkout-status=fail", "checkout-status=ok").replace("/cancel?", "/success?"),
      declined.replace(/checkout-amount=\d+/, "checkout-amount=1"),
      declined.replace(/&signature=[0-9a-f]+/, ""),
    ];
    for (const path of tampered) {
      expect((await server.request("GET", path)).headers.get("location")).toBe("/fi/maksun-tulos/fail");
      expect((await server.request("GET", callbackPathOf(path))).status).toBe(400);
    }
    // Correctly signed with the test merchant's secret, but for a stamp that is not ours.
    const values: [string, string][] = [
      ["checkout-account", "375917"],
      ["checkout-algorithm", "sha256"],
      ["checkout-amount", String(invoice.sumCents)],
      ["checkout-stamp", "not-ours"],
      ["checkout-reference", invoice.referenceNumber],
      ["checkout-transaction-id", "x"],
      ["checkout-status", "ok"],
    ];
    const forged = new URLSearchParams([...values, ["signature", calculateSignature("SAIPPUAKAUPPIAS", "sha256", values)]]);
    expect((await server.request("GET", `/api/payments/callback/success?${forged.toString()}`)).status).toBe(400);
    expect((await invoiceState(server.database.db, invoice.id))?.status).toBe("open");
    expect(await paidAudits(invoice.id)).toBe(0);
  });

  it("reconciles a payment whose redirect and callbacks never arrived, by asking its status", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino");
    const { providers } = await createPayment(invoice);
    await atProvider(providers[0]!, "pay"); // the browser never comes back; callbacks go to PUBLIC_URL, which nobody serves here
    expect((await invoiceState(server.database.db, invoice.id))?.status).toBe("open");
    const provider = server.services.integrations.payments!;
    const now = server.services.clock.now();
    // Too early: a payment is left alone for two minutes.
    await reconcilePayments(server.database.db, provider, { now, logger: server.services.logger, limit: 100 });
    expect((await invoiceState(server.database.db, invoice.id))?.status).toBe("open");
    const later = new Date(now.getTime() + 3 * 60_000);
    const result = await reconcilePayments(server.database.db, provider, { now: later, logger: server.services.logger, limit: 100 });
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect((await invoiceState(server.database.db, invoice.id))?.status).toBe("paid");
    expect(await paidAudits(invoice.id)).toBe(1);
  });

  it("leaves a pending payment pending, and answers the pending result page", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino");
    const { providers } = await createPayment(invoice);
    const pending = await atProvider(providers[0]!, "pending");
    expect((await server.request("GET", pending)).headers.get("location")).toBe(`/fi/maksun-tulos/pending?invoiceId=${invoice.id}`);
    expect((await invoiceState(server.database.db, invoice.id))?.status).toBe("open");
  });
});
