import { randomUUID } from "node:crypto";
import { z } from "zod";
import { calculateSignature, isSignatureAlgorithm, type SignatureAlgorithm, signatureMatches } from "./paytrail-signature";
import {
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
  type SignedPaymentResult,
} from "./payment-provider";

// A client of Paytrail's Payment API (https://docs.paytrail.com): create a payment
// (POST /payments), read its status (GET /payments/{transactionId}), and check the signed
// parameters Paytrail appends to redirect and callback URLs. Every request is signed and every
// answer's signature checked before its body is believed.

export interface PaytrailClientOptions {
  /** e.g. https://services.paytrail.com, or the built-in test service's ${PUBLIC_URL}/dev/paytrail. */
  apiUrl: string;
  merchantId: string;
  secret: string;
  algorithm?: SignatureAlgorithm;
  /** The instant of `checkout-timestamp` (the server's clock). */
  now: () => Date;
  fetch?: typeof fetch;
  /** Per-request `checkout-nonce`. */
  nonce?: () => string;
  /** How long a request may take, in milliseconds (default 10 s). */
  timeoutMs?: number;
}

const PAYMENT_STATUSES = ["new", "ok", "fail", "pending", "delayed"] as const;

const MethodSchema = z.object({
  name: z.string(),
  id: z.string(),
  url: z.url({ protocol: /^https?$/ }),
  svg: z.string(),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
});

const CreatedSchema = z.object({
  transactionId: z.string().min(1),
  terms: z.string().default(""),
  providers: z.array(MethodSchema),
});

const StatusSchema = z.object({ transactionId: z.string(), status: z.enum(PAYMENT_STATUSES) });

export function createPaytrailClient(options: PaytrailClientOptions): PaymentProvider {
  const algorithm = options.algorithm ?? "sha256";
  const doFetch = options.fetch ?? fetch;
  const nonce = options.nonce ?? randomUUID;
  const base = options.apiUrl.replace(/\/+$/, "");

  async function call(method: "GET" | "POST", path: string, extraHeaders: Record<string, string>, body: unknown): Promise<unknown> {
    const text = body === undefined ? "" : JSON.stringify(body);
    const headers: Record<string, string> = {
      "checkout-account": options.merchantId,
      "checkout-algorithm": algorithm,
      "checkout-method": method,
      "checkout-nonce": nonce(),
      "checkout-timestamp": options.now().toISOString(),
      ...extraHeaders,
    };
    headers.signature = calculateSignature(options.secret, algorithm, Object.entries(headers), text);
    if (body !== undefined) headers["content-type"] = "application/json; charset=utf-8";
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Paytrail ${method} ${path} failed: ${(error as Error).message}`);
    }
    const answer = await response.text();
    if (!response.ok) throw new PaymentProviderError(`Paytrail ${method} ${path} answered ${response.status}`, response.status);
    // The answer is signed the same way; an unsigned or wrongly signed answer is not believed.
    const answerAlgorithm = response.headers.get("checkout-algorithm") ?? algorithm;
    if (!isSignatureAlgorithm(answerAlgorithm)) throw new PaymentProviderError("Paytrail answer has an unknown algorithm");
    const expected = calculateSignature(options.secret, answerAlgorithm, response.headers.entries(), answer);
    if (!signatureMatches(expected, response.headers.get("signature"))) {
      throw new PaymentProviderError(`Paytrail ${method} ${path} answer has no valid signature`);
    }
    try {
      return JSON.parse(answer) as unknown;
    } catch {
      throw new PaymentProviderError(`Paytrail ${method} ${path} answer is not JSON`);
    }
  }

  return {
    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const body = {
        stamp: request.stamp,
        reference: request.reference,
        amount: request.amount,
        currency: "EUR",
        language: request.language,
        items: request.items,
        customer: request.customer,
        redirectUrls: request.redirectUrls,
        callbackUrls: request.callbackUrls,
      };
      const parsed = CreatedSchema.safeParse(await call("POST", "/payments", {}, body));
      if (!parsed.success) throw new PaymentProviderError("Paytrail create payment answer has an unexpected shape");
      return parsed.data;
    },

    verifySignedParameters(parameters: URLSearchParams): SignedPaymentResult | null {
      return verifyPaytrailParameters(parameters, options);
    },

    async paymentStatus(transactionId: string): Promise<PaymentStatus> {
      const parsed = StatusSchema.safeParse(
        await call("GET", `/payments/${encodeURIComponent(transactionId)}`, { "checkout-transaction-id": transactionId }, undefined),
      );
      if (!parsed.success || parsed.data.transactionId !== transactionId) {
        throw new PaymentProviderError("Paytrail payment status answer has an unexpected shape");
      }
      return parsed.data.status;
    },
  };
}

const ParametersSchema = z.object({
  "checkout-account": z.string().min(1),
  "checkout-algorithm": z.enum(["sha256", "sha512"]),
  "checkout-amount": z.string().regex(/^\d{1,9}$/).transform(Number),
  "checkout-stamp": z.string().min(1).max(200),
  "checkout-reference": z.string().min(1).max(200),
  "checkout-transaction-id": z.string().min(1).max(200),
  "checkout-status": z.enum(PAYMENT_STATUSES),
  "checkout-provider": z.string().max(100).optional(),
  "checkout-reason": z.string().max(100).optional(),
  signature: z.string().min(1).max(256),
});

/**
 * Checks the signature of redirect or callback parameters with the merchant's secret and answers
 * what they say; null when anything is missing, repeated, malformed, of another merchant or not
 * signed with our secret.
 */
export function verifyPaytrailParameters(parameters: URLSearchParams, { merchantId, secret }: { merchantId: string; secret: string }): SignedPaymentResult | null {
  const values: Record<string, string> = {};
  for (const [key, value] of parameters) {
    if (key in values) return null; // a repeated parameter is ambiguous: refused
    values[key] = value;
  }
  const parsed = ParametersSchema.safeParse(values);
  if (!parsed.success) return null;
  const data = parsed.data;
  const signed = Object.entries(values).filter(([key]) => key.startsWith("checkout-"));
  const expected = calculateSignature(secret, data["checkout-algorithm"], signed, "");
  if (!signatureMatches(expected, data.signature)) return null;
  if (data["checkout-account"] !== merchantId) return null;
  return {
    account: data["checkout-account"],
    amount: data["checkout-amount"],
    stamp: data["checkout-stamp"],
    reference: data["checkout-reference"],
    transactionId: data["checkout-transaction-id"],
    status: data["checkout-status"],
    provider: data["checkout-provider"] ?? null,
    reason: data["checkout-reason"] ?? null,
  };
}
