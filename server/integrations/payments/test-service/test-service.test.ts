import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger";
import { TEST_NOW } from "#tests/clock";
import { createPaytrailClient } from "../paytrail-client";
import { type CreatePaymentRequest, PaymentProviderError } from "../payment-provider";
import { createPaytrailTestService } from "./test-service";

// The Paytrail client against the built-in test service over real HTTP: both sides sign and check
// every request and answer, and the provider pages pay, decline, cancel or leave a payment pending,
// sending the browser back with signed parameters and the callbacks late and twice.

const MERCHANT = { merchantId: "375917", secret: "SAIPPUAKAUPPIAS" };
const callbacks: string[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(
    "/dev/paytrail",
    createPaytrailTestService({
      ...MERCHANT,
      now: () => TEST_NOW,
      logger: createLogger("silent"),
      callbackDelaysMs: [1, 5],
      deliverCallback: async (url) => void callbacks.push(url),
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const client = () => createPaytrailClient({ apiUrl: `${base}/dev/paytrail`, ...MERCHANT, now: () => TEST_NOW });

let stampCounter = 0;
function request(overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  stampCounter += 1;
  return {
    stamp: `stamp-${stampCounter}`,
    reference: "41002009",
    amount: 5390,
    language: "EN",
    items: [{ unitPrice: 5390, units: 1, vatPercentage: 0, productCode: "4100200" }],
    customer: { email: "aino.virtanen@example.com" },
    redirectUrls: { success: "https://portal.example/api/payments/redirect/en/success", cancel: "https://portal.example/api/payments/redirect/en/cancel" },
    callbackUrls: { success: "https://portal.example/api/payments/callback/success", cancel: "https://portal.example/api/payments/callback/cancel" },
    ...overrides,
  };
}

/** Posts a provider's form like a browser, then presses one of its buttons; answers the redirect. */
async function choose(provider: { url: string; parameters: { name: string; value: string }[] }, outcome: string): Promise<URL> {
  const form = new URLSearchParams(provider.parameters.map(({ name, value }) => [name, value]));
  const page = await fetch(provider.url, { method: "POST", body: form });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`value="${outcome}"`);
  const answer = await fetch(`${provider.url}/outcome`, { method: "POST", body: new URLSearchParams([...form, ["outcome", outcome]]), redirect: "manual" });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location") ?? "");
}

describe("the Paytrail test service", () => {
  it("creates a payment with providers and terms, and answers its status", async () => {
    const created = await client().createPayment(request());
    expect(created.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.terms).toContain("payment terms");
    expect(created.providers.map((provider) => [provider.id, provider.name])).toEqual([
      ["testbank", "Test bank"],
      ["testcard", "Test card"],
    ]);
    expect(created.providers[0]?.svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await client().paymentStatus(created.transactionId)).toBe("new");
  });

  it("pays: redirects to the success URL with parameters our client verifies, and calls back twice, late", async () => {
    callbacks.length = 0;
    const created = await client().createPayment(request());
    const target = await choose(created.providers[0]!, "pay");
    expect(target.origin + target.pathname).toBe("https://portal.example/api/payments/redirect/en/success");
    const result = client().verifySignedParameters(target.searchParams);
    expect(result).toMatchObject({ status: "ok", amount: 5390, transactionId: created.transactionId, provider: "testbank", reason: null });
    expect(await client().paymentStatus(created.transactionId)).toBe("ok");
    await expect.poll(() => callbacks.length).toBe(2);
    expect(callbacks.every((url) => url.startsWith("https://portal.example/api/payments/callback/success?"))).toBe(true);
    expect(client().verifySignedParameters(new URL(callbacks[0]!).searchParams)?.status).toBe("ok");
  });

  it("declines with each reason, cancels and leaves pending; a settled payment stays settled", async () => {
    for (const reason of ["cardDeclined", "expiredCard", "incorrectCvc", "insufficientFunds", "unableToProcess", "cancel"]) {
      const created = await client().createPayment(request());
      const target = await choose(created.providers[1]!, reason);
      expect(target.pathname).toBe("/api/payments/redirect/en/cancel");
      expect(client().verifySignedParameters(target.searchParams)).toMatchObject({ status: "fail", reason: reason === "cancel" ? "cancelled" : reason });
      // Pressing pay afterwards changes nothing.
      const again = await choose(created.providers[1]!, "pay");
      expect(client().verifySignedParameters(again.searchParams)?.status).toBe("fail");
    }
    const pending = await client().createPayment(request());
    const target = await choose(pending.providers[0]!, "pending");
    expect(client().verifySignedParameters(target.searchParams)?.status).toBe("pending");
    expect(await client().paymentStatus(pending.transactionId)).toBe("pending");
    await choose(pending.providers[0]!, "pay");
    expect(await client().paymentStatus(pending.transactionId)).toBe("ok");
  });

  it("refuses unsigned or wrongly signed requests, a duplicate stamp and an amount that is not the items' sum", async () => {
    const wrongSecret = createPaytrailClient({ apiUrl: `${base}/dev/paytrail`, merchantId: "375917", secret: "WRONG", now: () => TEST_NOW });
    await expect(wrongSecret.createPayment(request())).rejects.toMatchObject({ httpStatus: 401 });
    const unsigned = await fetch(`${base}/dev/paytrail/payments`, { method: "POST", body: JSON.stringify(request()), headers: { "content-type": "application/json" } });
    expect(unsigned.status).toBe(401);
    const once = request();
    await client().createPayment(once);
    await expect(client().createPayment(once)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(client().createPayment(request({ amount: 100 }))).rejects.toMatchObject({ httpStatus: 400 });
  });

  it("does not believe an answer without a valid signature", async () => {
    const app = express();
    app.post("/payments", (_req, res) => {
      res.setHeader("checkout-account", "375917");
      res.setHeader("checkout-algorithm", "sha256");
      res.setHeader("signature", "00".repeat(32));
      res.status(201).json({ transactionId: "forged", terms: "", providers: [] });
    });
    const other = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => other.once("listening", resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    await expect(createPaytrailClient({ apiUrl: url, ...MERCHANT, now: () => TEST_NOW }).createPayment(request())).rejects.toThrow(/no valid signature/);
    await new Promise((resolve) => other.close(resolve));
  });

  it("shows a provider page only for a form of a created payment", async () => {
    const created = await client().createPayment(request());
    const provider = created.providers[0]!;
    const forged = await fetch(provider.url, { method: "POST", body: new URLSearchParams({ transaction: created.transactionId, token: "00" }) });
    expect(forged.status).toBe(404);
  });
});
