import { describe, expect, it } from "vitest";
import { verifyPaytrailParameters } from "./paytrail-client";
import { calculateSignature, signatureMatches } from "./paytrail-signature";

// The signature examples of Paytrail's own API documentation (docs.paytrail.com, "Examples: HMAC
// calculation (node.js)", the redirect example of "Redirect and callback URL parameters" and the
// GET /payments/{transactionId} request example), with the public test merchant 375917 and its
// secret SAIPPUAKAUPPIAS. Our signing must give exactly the documented values.

const ACCOUNT = "375917";
const SECRET = "SAIPPUAKAUPPIAS";

describe("Paytrail signatures, as in Paytrail's documentation", () => {
  it("signs the documented create-payment request headers and body", () => {
    const headers = {
      "checkout-account": ACCOUNT,
      "checkout-algorithm": "sha256",
      "checkout-method": "POST",
      "checkout-nonce": "564635208570151",
      "checkout-timestamp": "2018-07-06T10:01:31.904Z",
    };
    const body = {
      stamp: "unique-identifier-for-merchant",
      reference: "3759170",
      amount: 1525,
      currency: "EUR",
      language: "FI",
      items: [{ unitPrice: 1525, units: 1, vatPercentage: 24, productCode: "#1234", deliveryDate: "2018-09-01" }],
      customer: { email: "test.customer@example.com" },
      redirectUrls: { success: "https://ecom.example.com/cart/success", cancel: "https://ecom.example.com/cart/cancel" },
    };
    expect(calculateSignature(SECRET, "sha256", Object.entries(headers), JSON.stringify(body))).toBe(
      "3708f6497ae7cc55a2e6009fc90aa10c3ad0ef125260ee91b19168750f6d74f6",
    );
    // Other headers (content-type) are not part of the signature; the order of the headers is not either.
    const reordered = [["content-type", "application/json; charset=utf-8"], ...Object.entries(headers).reverse()] as [string, string][];
    expect(calculateSignature(SECRET, "sha256", reordered, JSON.stringify(body))).toBe(
      "3708f6497ae7cc55a2e6009fc90aa10c3ad0ef125260ee91b19168750f6d74f6",
    );
  });

  it("signs the documented payment status request (GET, empty body)", () => {
    const headers = {
      "checkout-account": ACCOUNT,
      "checkout-algorithm": "sha256",
      "checkout-method": "GET",
      "checkout-timestamp": "2019-11-01T08:48:50.832Z",
      "checkout-transaction-id": "681538c4-fc84-11e9-83bc-2ffcef4c3453",
      "checkout-nonce": "87ac41e1-e6e6-4789-b8e0-c83930cfc447",
    };
    expect(calculateSignature(SECRET, "sha256", Object.entries(headers))).toBe("4d84e3aedaa847b23e672ff3bc9c57ae5d1c1e84aec251ce39914eaf250bb8b2");
  });

  const REDIRECT =
    "checkout-account=375917&checkout-algorithm=sha256&checkout-amount=2964&checkout-stamp=15336332710015&checkout-reference=192387192837195" +
    "&checkout-transaction-id=4b300af6-9a22-11e8-9184-abb6de7fd2d0&checkout-status=ok&checkout-provider=nordea" +
    "&signature=b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080";

  it("accepts the documented redirect parameters and reads the payment from them", () => {
    expect(verifyPaytrailParameters(new URLSearchParams(REDIRECT), { merchantId: ACCOUNT, secret: SECRET })).toEqual({
      account: ACCOUNT,
      amount: 2964,
      stamp: "15336332710015",
      reference: "192387192837195",
      transactionId: "4b300af6-9a22-11e8-9184-abb6de7fd2d0",
      status: "ok",
      provider: "nordea",
      reason: null,
    });
  });

  it("refuses the redirect parameters when any value is changed, added, repeated or removed", () => {
    const verify = (query: string) => verifyPaytrailParameters(new URLSearchParams(query), { merchantId: ACCOUNT, secret: SECRET });
    expect(verify(REDIRECT.replace("checkout-amount=2964", "checkout-amount=1"))).toBeNull();
    expect(verify(REDIRECT.replace("checkout-status=ok", "checkout-status=fail"))).toBeNull();
    expect(verify(REDIRECT.replace("checkout-stamp=15336332710015", "checkout-stamp=15336332710016"))).toBeNull();
    expect(verify(`${REDIRECT}&checkout-extra=1`)).toBeNull();
    expect(verify(`${REDIRECT}&checkout-status=ok`)).toBeNull();
    expect(verify(REDIRECT.replace("&checkout-provider=nordea", ""))).toBeNull();
    expect(verify(REDIRECT.replace(/signature=[0-9a-f]+/, "signature="))).toBeNull();
    expect(verify(REDIRECT.replace(/&signature=[0-9a-f]+/, ""))).toBeNull();
    // Parameters that are not checkout-* are not signed and do not matter.
    expect(verify(`${REDIRECT}&lang=fi`)).not.toBeNull();
    // Another merchant's secret, or another merchant's account, is refused.
    expect(verifyPaytrailParameters(new URLSearchParams(REDIRECT), { merchantId: ACCOUNT, secret: "OTHER" })).toBeNull();
    expect(verifyPaytrailParameters(new URLSearchParams(REDIRECT), { merchantId: "695861", secret: SECRET })).toBeNull();
  });

  it("signs with SHA-512 when checkout-algorithm says so", () => {
    const values: [string, string][] = [
      ["checkout-account", ACCOUNT],
      ["checkout-algorithm", "sha512"],
      ["checkout-amount", "2964"],
      ["checkout-stamp", "s1"],
      ["checkout-reference", "1232"],
      ["checkout-transaction-id", "t1"],
      ["checkout-status", "ok"],
    ];
    const signature = calculateSignature(SECRET, "sha512", values);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    const query = new URLSearchParams([...values, ["signature", signature]]);
    expect(verifyPaytrailParameters(query, { merchantId: ACCOUNT, secret: SECRET })?.amount).toBe(2964);
    expect(signatureMatches(signature, signature.toUpperCase())).toBe(true);
    expect(signatureMatches(signature, signature.slice(2))).toBe(false);
  });
});
