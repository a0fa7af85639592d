import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "#server/db/schema";
import { patientIdOf } from "#server/modules/appointments/test-appointments";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The invoice pages as the server renders them (spec part 1 §2, part 2 §3): the list with its
// pager, a summary, and another patient's invoice answering 404 'Invoice not found' like one that
// does not exist.

const server = useTestServer({ demoDataNow: TEST_NOW });

function logIn(key: "aino" | "johan") {
  return logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
}

async function invoiceIdsOf(key: "aino" | "johan"): Promise<number[]> {
  const rows = await server.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.patientId, await patientIdOf(server.database.db, key)));
  return rows.map((row) => row.id);
}

describe("invoice pages", () => {
  it("render the list ten a page, and the next page through ?page=", async () => {
    const { cookie } = await logIn("aino");
    const first = await server.request("GET", "/fi/laskut", { cookie });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html.match(/class="list-row invoice-list__item"/g)).toHaveLength(10);
    expect(html).toContain('href="/fi/laskut?page=2"');
    const second = await (await server.request("GET", "/fi/laskut?page=2", { cookie })).text();
    expect(second.match(/class="list-row invoice-list__item"/g)).toHaveLength(3);
  });

  it("render the summary of the patient's own invoice", async () => {
    const { cookie } = await logIn("aino");
    const [id] = await invoiceIdsOf("aino");
    const response = await server.request("GET", `/en/invoices/summary/${id}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Invoice summary</h1>");
  });

  it("show how to pay Aino's overdue invoice: where it stands, the bank transfer details and the virtual barcode as text, no button without JavaScript", async () => {
    const { cookie } = await logIn("aino");
    const aino = await patientIdOf(server.database.db, "aino");
    const [overdue] = await server.database.db
      .select({ id: invoices.id, referenceNumber: invoices.referenceNumber, sumCents: invoices.sumCents })
      .from(invoices)
      .where(and(eq(invoices.patientId, aino), eq(invoices.status, "overdue")));
    expect(overdue?.sumCents).toBe(11190);
    const list = await (await server.request("GET", "/fi/laskut", { cookie })).text();
    expect(list).toContain(`href="/fi/laskut/yhteenveto/${overdue!.id}#how-to-pay"`);
    expect(list).toContain("Näin maksat");
    const response = await server.request("GET", `/fi/laskut/yhteenveto/${overdue!.id}`, { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h2 id="how-to-pay-heading">Näin maksat</h2>');
    expect(html).toContain("ja laskusta on lähetetty maksumuistutus");
    for (const value of ["Hoiva Oy", "FI21 1234 5600 0007 85", "410 02070", "RF70 4100 2070", "09.11.2026", "111,90", "421123456000007850001119000000000000000041002070261109"]) {
      expect(html.includes(value), value).toBe(true);
    }
    expect(overdue!.referenceNumber).toBe("41002070");
    // Progressive: the copy buttons come with the page's JavaScript; the server's HTML has none.
    expect(html.includes("copy-button")).toBe(false);
  });

  it("answer another patient's invoice with 404 'Invoice not found', as for an unknown or malformed id", async () => {
    const { cookie } = await logIn("aino");
    const [johans] = await invoiceIdsOf("johan");
    for (const id of [String(johans), "987654321", "abc"]) {
      const response = await server.request("GET", `/en/invoices/summary/${id}`, { cookie });
      expect(response.status, id).toBe(404);
      const html = await response.text();
      expect(html).toContain("<h1>Invoice not found</h1>");
      expect(html).not.toContain("Johan");
    }
  });

  it("send a visitor without a session to log in", async () => {
    const response = await server.request("GET", "/fi/laskut");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fi/kirjaudu?nextPath=%2Ffi%2Flaskut");
  });
});
