import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, invoices, patients, paymentAttempts } from "#server/db/schema";
import { setActingPatient } from "#server/modules/account/session-service";
import { createPaytrailClient } from "#server/integrations/payments/paytrail-client";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { newOpenInvoice } from "#tests/payments/payment-fixtures";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The payment pages as the server renders them (spec part 2 §2 "Payments", §4, §5): the pay page
// with the invoice number, sum, provider forms, terms and cancel link; the e-mail-required notice
// with the contact edit; the result pages; and another patient's invoice answering like one that
// does not exist on every payment page.

// The test service calls back PUBLIC_URL a few seconds later: a port where nobody listens, so
// no other server on this machine gets them.
const NOWHERE = "http://localhost:9";
const server = useTestServer({ demoDataNow: TEST_NOW, env: { PUBLIC_URL: NOWHERE } });

beforeAll(() => {
  const { merchantId, secret } = server.config.PAYTRAIL!;
  server.services.integrations.payments = createPaytrailClient({ apiUrl: `${server.base}/dev/paytrail`, merchantId, secret, now: () => server.services.clock.now() });
});

/** A login in the adult brand, whose host these requests go to (Mikko's too). */
function logIn(key: "aino" | "johan" | "pekka" | "mikko", lang: "fi" | "en" = "fi") {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT, lang, brand: "adult" });
}

describe("pay page", () => {
  it("shows the invoice number, the sum, a form per payment method posting to the provider, the terms and a cancel link", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino", { sumCents: 6390 });
    const { cookie } = await logIn("aino");
    const response = await server.request("GET", `/fi/maksa/${invoice.id}`, { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Maksa lasku</h1>");
    expect(html).toContain(invoice.invoiceNumber);
    expect(html).toContain("63,90");
    expect(html).toMatch(/<form class="provider-form" action="http:\/\/127\.0\.0\.1:\d+\/dev\/paytrail\/pay\/[0-9a-f-]{36}\/testbank" method="post">/);
    expect(html).toContain('<span class="provider-button__name">Testipankki</span>');
    expect(html).toContain('href="https://www.paytrail.com/kuluttaja/maksupalveluehdot"');
    expect(html).toMatch(/href="\/fi\/laskut"[^>]*>Peruuta<\/a>/);
    const audit = await server.database.db.select({ entity: auditEvents.entity }).from(auditEvents).where(eq(auditEvents.entityId, String(invoice.id)));
    expect(audit.map((row) => row.entity)).toContain("invoice-payment");
  });

  it("answers another patient's invoice, an unknown and a malformed id with 404 'Invoice not found'", async () => {
    const johans = await newOpenInvoice(server.database.db, "johan");
    const { cookie } = await logIn("aino", "en");
    for (const id of [String(johans.id), "987654321", "abc"]) {
      const response = await server.request("GET", `/en/pay/${id}`, { cookie });
      expect(response.status, id).toBe(404);
      const html = await response.text();
      expect(html).toContain("<h1>Invoice not found</h1>");
      expect(html).not.toContain(johans.invoiceNumber);
    }
  });

  it("says an invoice that can no longer be paid online cannot be paid, without providers", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino", { payableOnlineUntil: new Date(TEST_NOW.getTime() - 60_000) });
    const { cookie } = await logIn("aino", "en");
    const html = await (await server.request("GET", `/en/pay/${invoice.id}`, { cookie })).text();
    expect(html).toContain("This invoice can no longer be paid online.");
    expect(html).not.toContain("provider-button");
  });

  it("asks for the contact details when the e-mail address is not valid, and pays once it is saved", async () => {
    const invoice = await newOpenInvoice(server.database.db, "pekka");
    const pekka = await patientIdOf(server.database.db, "pekka");
    const [before] = await server.database.db.select({ email: patients.email }).from(patients).where(eq(patients.id, pekka));
    await server.database.db.update(patients).set({ email: null }).where(eq(patients.id, pekka));
    try {
      const { cookie, session } = await logIn("pekka", "en");
      const page = await (await server.request("GET", `/en/pay/${invoice.id}`, { cookie })).text();
      expect(page).toContain("A valid email address is required before paying. Please update your contact information.");
      expect(page).not.toContain("provider-button");
      const form = { csrfToken: session.csrfToken, intent: "saveContact", streetAddress: "Puistokatu 4 A 1", postalCode: "20100", postOffice: "TURKU", phoneNumber: "+358401234510" };
      const invalid = await server.request("POST", `/en/pay/${invoice.id}?index`, { cookie, form: { ...form, emailAddress: "not an address" }, headers: { origin: "http://localhost" } });
      expect(invalid.status).toBe(400);
      const saved = await server.request("POST", `/en/pay/${invoice.id}`, { cookie, form: { ...form, emailAddress: "pekka.makela@example.com" }, headers: { origin: "http://localhost" } });
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe(`/en/pay/${invoice.id}`);
      const after = await (await server.request("GET", `/en/pay/${invoice.id}`, { cookie })).text();
      expect(after).toContain("provider-button");
    } finally {
      await server.database.db.update(patients).set({ email: before?.email ?? null }).where(eq(patients.id, pekka));
    }
  });

  it("refuses the contact edit without the session's CSRF token", async () => {
    const invoice = await newOpenInvoice(server.database.db, "pekka");
    const { cookie } = await logIn("pekka");
    const response = await server.request("POST", `/fi/maksa/${invoice.id}`, { cookie, form: { intent: "saveContact", emailAddress: "x@example.com" }, headers: { origin: "http://localhost" } });
    expect(response.status).toBe(403);
  });
});

describe("payment result page", () => {
  it("shows completion with a link to the front page for ok, and processing for pending and delayed", async () => {
    const { cookie } = await logIn("aino", "en");
    const ok = await (await server.request("GET", "/en/payment-result/ok", { cookie })).text();
    expect(ok).toContain("<h1>Payment completed</h1>");
    expect(ok).toMatch(/href="\/en"[^>]*>Back to the front page<\/a>/);
    for (const status of ["pending", "delayed"]) {
      const html = await (await server.request("GET", `/en/payment-result/${status}`, { cookie })).text();
      expect(html).toContain("<h1>Payment is being processed</h1>");
      // Part 2 §4: nothing else of a result (decision 293): the heading and the way on only.
      const section = /<section class="page-section payment-result">(.*?)<\/section>/s.exec(html)?.[1] ?? "";
      expect(section.replace(/<[^>]+>/g, "")).toBe("Payment is being processedAll invoices");
    }
    expect((await server.request("GET", "/en/payment-result/other", { cookie })).status).toBe(404);
  });

  it("shows the amount, the invoice number, the paid date, the receipt PDF and the way back to the invoices for ok", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino", { sumCents: 2380 });
    await server.database.db.update(invoices).set({ status: "paid", paidAt: TEST_NOW, hasPdf: true }).where(eq(invoices.id, invoice.id));
    const { cookie } = await logIn("aino", "en");
    const html = await (await server.request("GET", `/en/payment-result/ok?invoiceId=${invoice.id}`, { cookie })).text();
    expect(html).toContain("€23.80");
    expect(html).toContain(invoice.invoiceNumber);
    expect(html).toContain("Paid 24.11.2026");
    const receipt = `/api/invoices/${invoice.id}/pdf?filename=adult_receipt_${invoice.invoiceNumber}&amp;lang=en`;
    expect(html).toContain(`href="${receipt}"`);
    expect(html).toMatch(/href="\/en\/invoices"[^>]*>Back to invoices<\/a>/);
    const pdf = await server.request("GET", receipt.replace("&amp;", "&"), { cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("shows the interruption, why, the sum, the invoice number, unpaid, and try again for fail", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino", { sumCents: 1250 });
    const { cookie } = await logIn("aino", "en");
    const html = await (await server.request("GET", `/en/payment-result/fail?invoiceId=${invoice.id}&reason=expiredCard`, { cookie })).text();
    expect(html).toContain("<h1>Payment interrupted</h1>");
    expect(html).toContain("Expired card.");
    expect(html).toContain("€12.50");
    expect(html).toContain(invoice.invoiceNumber);
    expect(html).toContain("Unpaid");
    expect(html).toContain(`href="/en/pay/${invoice.id}"`);
  });

  it("shows nothing of another patient's invoice", async () => {
    const johans = await newOpenInvoice(server.database.db, "johan", { sumCents: 4321 });
    const { cookie } = await logIn("aino", "en");
    const html = await (await server.request("GET", `/en/payment-result/fail?invoiceId=${johans.id}&reason=<script>`, { cookie })).text();
    expect(html).toContain("<h1>Payment interrupted</h1>");
    expect(html).not.toContain(johans.invoiceNumber);
    expect(html).not.toContain("43.21");
    expect(html).not.toContain(`/en/pay/${johans.id}`);
  });
});

describe("invoice notification landing", () => {
  it("is anonymous and bare: own visit on either brand's site, a child's visit through the guardian login, language links", async () => {
    const response = await server.request("GET", "/fi/lasku");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Maksa lasku</h1>");
    expect(html).toContain('href="http://localhost:9/fi/maksa-kaynti"');
    expect(html).toContain('href="http://kids.localhost:9/fi/maksa-kaynti"');
    expect(html).toContain('href="http://kids.localhost:9/fi/kirjaudu?actor=child&amp;nextPath=%2Ffi%2Fmaksa-kaynti"');
    expect(html).toContain('href="/sv/faktura"');
    expect(html).toContain('href="/en/invoice"');
    expect(html).not.toContain("<footer");
  });
});

describe("a guardian pays a teenager's invoice (part 2 §2, §6; decision 294)", () => {
  it("reaches the 12-17-year-old's open invoice from the pay-visit path, and nothing else of hers", async () => {
    const venla = await patientIdOf(server.database.db, "venla");
    const [open] = await server.database.db
      .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(and(eq(invoices.patientId, venla), eq(invoices.status, "open")));
    const kirsi = await logInForTest(server.database.db, "kirsi", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT, brand: "adult" });
    const { cookie } = kirsi;

    // The guardian login's choose-person page has no child of 11 or under to offer: on to pay-visit.
    const chooser = await server.request("GET", `/fi/valitse-asioitava?actor=child&next=${encodeURIComponent("/fi/maksa-kaynti")}`, { cookie });
    expect(chooser.status).toBe(302);
    expect(chooser.headers.get("location")).toBe("/fi/maksa-kaynti");
    const elsewhere = await server.request("GET", `/fi/valitse-asioitava?actor=child&next=${encodeURIComponent("/fi/ajat")}`, { cookie });
    expect(elsewhere.headers.get("location")).toBe("/fi/asiointipolku?error=disallowed");

    const payVisit = await (await server.request("GET", "/fi/maksa-kaynti", { cookie })).text();
    expect(payVisit).toContain(`Lasku ${open!.invoiceNumber}`);
    expect(payVisit).toContain("Potilas: Venla Heikkinen");
    expect(payVisit).toContain(`href="/fi/maksa/${open!.id}"`);
    const pay = await server.request("GET", `/fi/maksa/${open!.id}`, { cookie });
    expect(pay.status).toBe(200);
    expect(await pay.text()).toContain("provider-button");

    // Everything else of Venla's stays closed: the session acts for Kirsi.
    const list = await (await server.request("GET", "/fi/laskut", { cookie })).text();
    expect(list).not.toContain(open!.invoiceNumber);
    expect((await server.request("GET", `/fi/laskut/yhteenveto/${open!.id}`, { cookie })).status).toBe(404);
    expect((await server.request("GET", `/api/invoices/${open!.id}/pdf?filename=kids_invoice_${open!.invoiceNumber}`, { cookie })).status).toBe(404);
    for (const path of ["/fi/ajat", "/fi/omat-tiedot", "/fi/laskut"]) {
      const html = await (await server.request("GET", path, { cookie })).text();
      expect(html.includes("Venla"), path).toBe(false);
    }
  });
});

describe("pay visit and payment pages", () => {
  it("list the acted-for patient's invoices payable online, and the guardian's minor children's with their names", async () => {
    const own = await newOpenInvoice(server.database.db, "mikko");
    const childs = await newOpenInvoice(server.database.db, "eetu");
    const closed = await newOpenInvoice(server.database.db, "mikko", { payableOnlineUntil: new Date(TEST_NOW.getTime() - 1000) });
    const others = await newOpenInvoice(server.database.db, "venla");
    const login = await logIn("mikko");
    const asSelf = await (await server.request("GET", "/fi/maksa-kaynti", { cookie: login.cookie })).text();
    expect(asSelf).toContain(`Lasku ${own.invoiceNumber}`);
    expect(asSelf).toContain(`Lasku ${childs.invoiceNumber}`);
    expect(asSelf).toContain("Potilas: Eetu Nieminen");
    expect(asSelf).not.toContain(closed.invoiceNumber);
    // Not Mikko's child: not there, and not payable by its id.
    expect(asSelf).not.toContain(others.invoiceNumber);
    expect((await server.request("GET", `/fi/maksa/${others.id}`, { cookie: login.cookie })).status).toBe(404);
    await setActingPatient(server.database.db, login.session.id, { actingPatientId: await patientIdOf(server.database.db, "eetu"), actingRole: "guardian" });
    const asGuardian = await (await server.request("GET", "/fi/maksa-kaynti", { cookie: login.cookie })).text();
    expect(asGuardian).toContain(`Lasku ${childs.invoiceNumber}`);
    expect(asGuardian).toContain(`href="/fi/maksa/${childs.id}"`);
    expect(asGuardian).not.toContain(own.invoiceNumber);
    expect((await server.request("GET", `/fi/maksa/${childs.id}`, { cookie: login.cookie })).status).toBe(200);
  });

  it("lead from a payment to its result page, and answer another patient's payment with 404", async () => {
    const invoice = await newOpenInvoice(server.database.db, "aino");
    const { cookie } = await logIn("aino");
    await server.request("GET", `/fi/maksa/${invoice.id}`, { cookie });
    const [attempt] = await server.database.db.select({ id: paymentAttempts.id }).from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoice.id));
    const response = await server.request("GET", `/fi/maksu/${attempt!.id}`, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/fi/maksun-tulos/pending?invoiceId=${invoice.id}`);
    const johan = await logIn("johan");
    for (const id of [String(attempt!.id), "99999999", "x"]) {
      const other = await server.request("GET", `/fi/maksu/${id}`, { cookie: johan.cookie });
      expect(other.status, id).toBe(404);
      expect(await other.text()).toContain("<h1>Maksua ei löytynyt</h1>");
    }
  });
});
