import { createHmac, timingSafeEqual } from "node:crypto";

// Paytrail's request signing (Payment API, "Headers and request signing"): the HMAC of the
// `checkout-*` values, keys lower case and sorted, each as "key:value" on its own line, then the
// body (empty for GET and for redirect and callback parameters), joined with "\n". SHA-256 or
// SHA-512, as `checkout-algorithm` says. The same rule signs requests, responses, and the
// parameters of redirects and callbacks.

export const SIGNATURE_ALGORITHMS = ["sha256", "sha512"] as const;
export type SignatureAlgorithm = (typeof SIGNATURE_ALGORITHMS)[number];

export function isSignatureAlgorithm(value: unknown): value is SignatureAlgorithm {
  return value === "sha256" || value === "sha512";
}

/** The `checkout-*` entries of headers or query parameters, keys lower-cased. */
export function checkoutEntries(values: Iterable<[string, string]>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of values) {
    const name = key.toLowerCase();
    if (name.startsWith("checkout-")) entries.push([name, value]);
  }
  return entries;
}

/** The signature of `checkout-*` values and a body, as lower-case hex. */
export function calculateSignature(secret: string, algorithm: SignatureAlgorithm, values: Iterable<[string, string]>, body = ""): string {
  const lines = checkoutEntries(values)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}:${value}`);
  return createHmac(algorithm, secret).update([...lines, body].join("\n")).digest("hex");
}

/** Compares a received signature with the expected one in constant time. */
export function signatureMatches(expected: string, received: string | null | undefined): boolean {
  if (typeof received !== "string" || !/^[0-9a-f]+$/i.test(received)) return false;
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(received.toLowerCase(), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
