import { createHmac, randomUUID } from "node:crypto";
import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import type { Language } from "#domain/enums";
import { formatEuros } from "#domain/price";
import type { Logger } from "#server/logger";
import { calculateSignature, isSignatureAlgorithm, signatureMatches } from "../paytrail-signature";
import type { PaymentStatus } from "../payment-provider";
import { DECLINE_REASONS, type DeclineReason, TEST_SERVICE_TEXTS } from "./texts";
import { escapeHtml } from "#server/html-escape";

// The built-in Paytrail-protocol test service (a development tool, mounted at /dev/paytrail only
// with DEV_TOOLS, like the test identity provider). It speaks the Payment API as Paytrail does:
// signed requests are required and answers are signed; POST /payments creates a payment and
// answers its providers, GET /payments/{transactionId} its status. Its two payment methods lead
// to its own provider page, where a person pays, declines (each decline reason of spec part 1
// §8), cancels or leaves the payment pending. It then sends the browser back to the redirect URL
// with signed parameters, and calls the callback URL late and twice, as Paytrail may.
// Payments live in this process's memory: a development tool needs no more.

export interface PaytrailTestServiceOptions {
  merchantId: string;
  secret: string;
  now: () => Date;
  logger: Logger;
  /** When the callbacks go out after the outcome, in milliseconds: late, and more than once. */
  callbackDelaysMs?: readonly number[];
  /** Calls a callback URL (default: a GET with fetch). */
  deliverCallback?: (url: string) => Promise<void>;
}

interface TestPayment {
  transactionId: string;
  stamp: string;
  reference: string;
  amount: number;
  language: Language;
  redirectUrls: { success: string; cancel: string };
  callbackUrls: { success: string; cancel: string } | null;
  status: PaymentStatus;
  provider: string | null;
  reason: DeclineReason | "cancelled" | null;
  createdAt: Date;
}

const METHODS = [
  { id: "testbank", textKey: "bank", colour: "#0b5c4a" },
  { id: "testcard", textKey: "card", colour: "#3b3b98" },
] as const;

/** How many payments the service remembers; the oldest are forgotten first. */
const MAX_PAYMENTS = 5_000;

const UrlPair = z.object({ success: z.url({ protocol: /^https?$/ }), cancel: z.url({ protocol: /^https?$/ }) });

const CreateSchema = z.object({
  stamp: z.string().min(1).max(200),
  reference: z.string().min(1).max(200),
  amount: z.number().int().positive().max(99_999_999),
  currency: z.literal("EUR"),
  language: z.enum(["FI", "SV", "EN"]),
  items: z
    .array(
      z.object({
        unitPrice: z.number().int().min(0),
        units: z.number().int().positive(),
        vatPercentage: z.number().min(0).max(100),
        productCode: z.string().min(1).max(100),
      }).loose(),
    )
    .min(1),
  customer: z.object({ email: z.email() }).loose(),
  redirectUrls: UrlPair,
  callbackUrls: UrlPair.optional(),
});

function svgLogo(name: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="60" viewBox="0 0 140 60"><rect width="140" height="60" rx="8" fill="${colour}"/><text x="70" y="36" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${escapeHtml(name)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

function withQuery(url: string, parameters: URLSearchParams): string {
  return `${url}${url.includes("?") ? "&" : "?"}${parameters.toString()}`;
}

export function createPaytrailTestService(options: PaytrailTestServiceOptions): Router {
  const { merchantId, secret, logger } = options;
  const delays = options.callbackDelaysMs ?? [4_000, 9_000];
  const deliver =
    options.deliverCallback ??
    (async (url: string) => {
      await fetch(url, { signal: AbortSignal.timeout(10_000) });
    });
  const payments = new Map<string, TestPayment>();
  const stamps = new Set<string>();

  /** A parameter of the provider form: proves the form came from a created payment. */
  const formToken = (transactionId: string, method: string) => createHmac("sha256", secret).update(`form:${transactionId}:${method}`).digest("hex");

  function sendSigned(res: Response, status: number, body: unknown, extra: Record<string, string> = {}): void {
    const text = JSON.stringify(body);
    const headers: Record<string, string> = {
      "checkout-account": merchantId,
      "checkout-algorithm": "sha256",
      "checkout-nonce": randomUUID(),
      "checkout-timestamp": options.now().toISOString(),
      ...extra,
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("signature", calculateSignature(secret, "sha256", Object.entries(headers), text));
    res.status(status).type("application/json").send(text);
  }

  /** Checks a merchant request's signature: checkout-* headers and the raw body. */
  function signedRequest(req: Request, method: "GET" | "POST", body: string): boolean {
    const algorithm = req.header("checkout-algorithm");
    if (!isSignatureAlgorithm(algorithm)) return false;
    if (req.header("checkout-account") !== merchantId || req.header("checkout-method") !== method) return false;
    if (!req.header("checkout-nonce") || !req.header("checkout-timestamp")) return false;
    const headers = Object.entries(req.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : []));
    return signatureMatches(calculateSignature(secret, algorithm, headers, body), req.header("signature"));
  }

  function resultParameters(payment: TestPayment): URLSearchParams {
    const values: [string, string][] = [
      ["checkout-account", merchantId],
      ["checkout-algorithm", "sha256"],
      ["checkout-amount", String(payment.amount)],
      ["checkout-stamp", payment.stamp],
      ["checkout-reference", payment.reference],
      ["checkout-transaction-id", payment.transactionId],
      ["checkout-status", payment.status],
      ["checkout-provider", payment.provider ?? "testbank"],
    ];
    if (payment.reason) values.push(["checkout-reason", payment.reason]);
    values.push(["signature", calculateSignature(secret, "sha256", values)]);
    return new URLSearchParams(values);
  }

  function scheduleCallbacks(payment: TestPayment): void {
    if (!payment.callbackUrls) return;
    const url = withQuery(payment.status === "fail" ? payment.callbackUrls.cancel : payment.callbackUrls.success, resultParameters(payment));
    for (const delay of delays) {
      setTimeout(() => {
        deliver(url).catch((error: unknown) => logger.warn({ err: error }, "test payment service: callback failed"));
      }, delay).unref();
    }
  }

  function page(lang: Language, body: string): string {
    const texts = TEST_SERVICE_TEXTS[lang];
    return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.banner{background:#fff4cc;border:1px solid #8a6d00;padding:.5rem 1rem}button{font:inherit;margin:.25rem 0;padding:.5rem 1rem;min-width:16rem}
fieldset{border:1px solid #666;margin:1rem 0}</style>
</head>
<body>
<main>
<p class="banner">${escapeHtml(texts.banner)}</p>
${body}
</main>
</body>
</html>`;
  }

  /** The provider pages post forms to themselves and redirect to the portal on any brand host. */
  function sendPage(res: Response, status: number, html: string): void {
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'");
    res.setHeader("Cache-Control", "no-store");
    res.status(status).type("html").send(html);
  }

  const router = express.Router();

  router.post("/payments", express.text({ type: "*/*", limit: "100kb" }), (req, res) => {
    const raw = typeof req.body === "string" ? req.body : "";
    if (!signedRequest(req, "POST", raw)) return sendSigned(res, 401, { status: "error", message: "Invalid signature" });
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return sendSigned(res, 400, { status: "error", message: "Body is not JSON" });
    }
    const parsed = CreateSchema.safeParse(json);
    if (!parsed.success) return sendSigned(res, 400, { status: "error", message: "Invalid request", meta: parsed.error.issues.map((issue) => issue.path.join(".")) });
    const request = parsed.data;
    if (request.items.reduce((sum, item) => sum + item.unitPrice * item.units, 0) !== request.amount) {
      return sendSigned(res, 400, { status: "error", message: "Amount does not match the items" });
    }
    if (stamps.has(request.stamp)) return sendSigned(res, 400, { status: "error", message: "Duplicate stamp" });
    const transactionId = randomUUID();
    const language = request.language.toLowerCase() as Language;
    const payment: TestPayment = {
      transactionId,
      stamp: request.stamp,
      reference: request.reference,
      amount: request.amount,
      language,
      redirectUrls: request.redirectUrls,
      callbackUrls: request.callbackUrls ?? null,
      status: "new",
      provider: null,
      reason: null,
      createdAt: options.now(),
    };
    payments.set(transactionId, payment);
    stamps.add(request.stamp);
    if (payments.size > MAX_PAYMENTS) {
      const oldest = payments.keys().next().value;
      if (oldest !== undefined) {
        stamps.delete(payments.get(oldest)?.stamp ?? "");
        payments.delete(oldest);
      }
    }
    const texts = TEST_SERVICE_TEXTS[language];
    const base = `${req.protocol}://${req.get("host") ?? "localhost"}${req.baseUrl}`;
    sendSigned(
      res,
      201,
      {
        transactionId,
        href: `${base}/pay/${transactionId}/testbank`,
        reference: request.reference,
        terms: texts.terms,
        groups: [{ id: "bank", name: "Pankkimaksutavat" }, { id: "creditcard", name: "Korttimaksutavat" }],
        providers: METHODS.map((method) => ({
          url: `${base}/pay/${transactionId}/${method.id}`,
          icon: svgLogo(texts[method.textKey], method.colour),
          svg: svgLogo(texts[method.textKey], method.colour),
          name: texts[method.textKey],
          group: method.id === "testcard" ? "creditcard" : "bank",
          id: method.id,
          parameters: [
            { name: "transaction", value: transactionId },
            { name: "token", value: formToken(transactionId, method.id) },
          ],
        })),
      },
      { "checkout-transaction-id": transactionId },
    );
  });

  router.get("/payments/:transactionId", (req, res) => {
    const transactionId = req.params.transactionId;
    if (!signedRequest(req, "GET", "") || req.header("checkout-transaction-id") !== transactionId) {
      return sendSigned(res, 401, { status: "error", message: "Invalid signature" });
    }
    const payment = payments.get(transactionId);
    if (!payment) return sendSigned(res, 404, { status: "error", message: "Payment not found" });
    sendSigned(
      res,
      200,
      {
        transactionId,
        status: payment.status,
        amount: payment.amount,
        currency: "EUR",
        stamp: payment.stamp,
        reference: payment.reference,
        provider: payment.provider,
        createdAt: payment.createdAt.toISOString(),
      },
      { "checkout-transaction-id": transactionId },
    );
  });

  const form = express.urlencoded({ extended: false, limit: "10kb" });

  function findForForm(req: Request): { payment: TestPayment; method: (typeof METHODS)[number] } | null {
    const payment = payments.get(String(req.params.transactionId));
    const method = METHODS.find((candidate) => candidate.id === req.params.method);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (!payment || !method || typeof body.token !== "string") return null;
    if (!signatureMatches(formToken(payment.transactionId, method.id), body.token)) return null;
    return { payment, method };
  }

  // The provider's page: the browser posts the provider's parameters here (the portal's form).
  router.post("/pay/:transactionId/:method", form, (req, res) => {
    const found = findForForm(req);
    if (!found) return sendPage(res, 404, page("fi", `<h1>${escapeHtml(TEST_SERVICE_TEXTS.fi.notFound)}</h1>`));
    const { payment, method } = found;
    const texts = TEST_SERVICE_TEXTS[payment.language];
    const action = `${req.baseUrl}/pay/${payment.transactionId}/${method.id}/outcome`;
    const token = escapeHtml(formToken(payment.transactionId, method.id));
    const button = (outcome: string, label: string) =>
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${token}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${escapeHtml(label)}</button></form>`;
    const amount = formatEuros(payment.amount, payment.language);
    sendPage(
      res,
      200,
      page(
        payment.language,
        `<h1>${escapeHtml(texts[method.textKey])}</h1>
<p>${escapeHtml(texts.intro.replace("{amount}", amount).replace("{reference}", payment.reference))}</p>
${button("pay", texts.pay)}
<fieldset><legend>${escapeHtml(texts.declineHeading)}</legend>
${DECLINE_REASONS.map((reason) => button(reason, texts.decline[reason])).join("\n")}
</fieldset>
${button("pending", texts.pending)}
${button("cancel", texts.cancel)}`,
      ),
    );
  });

  router.post("/pay/:transactionId/:method/outcome", form, (req, res) => {
    const found = findForForm(req);
    if (!found) return sendPage(res, 404, page("fi", `<h1>${escapeHtml(TEST_SERVICE_TEXTS.fi.notFound)}</h1>`));
    const { payment, method } = found;
    const outcome = String((req.body as Record<string, unknown>).outcome ?? "");
    // A payment is settled once; a later outcome only sends the browser back with the same result.
    if (payment.status === "new" || payment.status === "pending") {
      payment.provider = method.id;
      if (outcome === "pay") {
        payment.status = "ok";
        payment.reason = null;
      } else if (outcome === "pending") {
        payment.status = "pending";
      } else if (outcome === "cancel") {
        payment.status = "fail";
        payment.reason = "cancelled";
      } else if ((DECLINE_REASONS as readonly string[]).includes(outcome)) {
        payment.status = "fail";
        payment.reason = outcome as DeclineReason;
      } else {
        return sendPage(res, 400, page(payment.language, `<h1>${escapeHtml(TEST_SERVICE_TEXTS[payment.language].notFound)}</h1>`));
      }
      if (payment.status !== "pending") scheduleCallbacks(payment);
    }
    const target = payment.status === "fail" ? payment.redirectUrls.cancel : payment.redirectUrls.success;
    res.redirect(303, withQuery(target, resultParameters(payment)));
  });

  return router;
}
