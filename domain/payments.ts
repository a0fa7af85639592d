import { z } from "zod";
import { type Language, PAYMENT_RESULT_STATUSES, type PaymentResultStatus } from "./enums";
import { VALIDATION_KEYS } from "./validation-keys";

// Online payment of invoices (spec part 1 §8, §9; part 2 §2 "Payments", §3, §4, §5, §7, §8): the
// inputs of the payment calls, their result codes and the small rules both sides use. Pure.

/** Paytrail's payment languages (part 2 §9: EN, FI, SV). */
export const PAYMENT_LANGUAGES = ["EN", "FI", "SV"] as const;
export type PaymentLanguage = (typeof PAYMENT_LANGUAGES)[number];

export function paymentLanguageOf(lang: Language): PaymentLanguage {
  return lang === "sv" ? "SV" : lang === "en" ? "EN" : "FI";
}

/** The result codes of marking an invoice paid (part 1 §8), with success. */
export const MARK_INVOICE_PAID_CODES = ["success", "customerNotFound", "invoiceAlreadyPaid", "invoiceNotFound", "invoiceSumNotValid"] as const;
export type MarkInvoicePaidCode = (typeof MARK_INVOICE_PAID_CODES)[number];

/** The statuses of the payment result page (part 2 §2): ok, fail, delayed, pending. */
export function isPaymentResultStatus(value: unknown): value is PaymentResultStatus {
  return (PAYMENT_RESULT_STATUSES as readonly unknown[]).includes(value);
}

/**
 * Why a payment failed, as far as the provider says (the built-in test service's
 * `checkout-reason`): the payment messages of part 1 §8. Anything else is "interrupted".
 */
export const PAYMENT_FAILURE_REASONS = ["cardDeclined", "expiredCard", "incorrectCvc", "insufficientFunds", "unableToProcess", "cancelled"] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export function paymentFailureReasonOf(value: unknown): PaymentFailureReason | null {
  return (PAYMENT_FAILURE_REASONS as readonly unknown[]).includes(value) ? (value as PaymentFailureReason) : null;
}

/** `GET /api/payments/good-sign-invoice` answer (part 2 §3 "Invoice (payment lookup)"). */
export interface PaymentLookupInvoice {
  invoiceNumber: string;
  sumCents: number;
  /** Open while it can be paid online; Paid once paid; Closed otherwise (decision 155). */
  status: "Open" | "Paid" | "Closed";
  /** Calendar day it was paid (Helsinki), or null. */
  paidDate: string | null;
}

/** A payment method of `POST /api/payments/` (part 2 §3): the browser posts `parameters` to `url`. */
export interface PaymentProviderButton {
  name: string;
  id: string;
  url: string;
  svg: string;
  parameters: { name: string; value: string }[];
}

const Cents = z.number({ error: VALIDATION_KEYS.invalidValue }).int({ error: VALIDATION_KEYS.invalidValue }).min(0).max(99_999_999);

/**
 * `POST /api/payments/?csrfToken` body: the payment creation request of part 2 §3. The server
 * finds the invoice by `reference` among the acting patient's invoices and decides the amount,
 * items and customer itself; an `amount` other than the invoice's sum is refused.
 */
export const PaymentCreationRequestSchema = z.object({
  amount: Cents,
  customer: z
    .object({
      email: z.string().max(200).optional(),
      phone: z.string().max(40).optional(),
      firstName: z.string().max(100).optional(),
      lastName: z.string().max(100).optional(),
    })
    .optional(),
  items: z
    .array(
      z.object({
        productCode: z.string().max(100).optional(),
        unitPrice: Cents.optional(),
        units: z.number().int().min(0).max(1000).optional(),
        vatPercentage: z.number().min(0).max(100).optional(),
      }),
    )
    .max(100)
    .optional(),
  language: z.enum(PAYMENT_LANGUAGES, { error: VALIDATION_KEYS.invalidValue }),
  reference: z.string({ error: VALIDATION_KEYS.required }).regex(/^\d{2,25}$/, { error: VALIDATION_KEYS.invalidValue }),
});
export type PaymentCreationRequest = z.infer<typeof PaymentCreationRequestSchema>;

/** `GET /api/payments/good-sign-invoice?invoiceNumber=`. */
export const GoodSignInvoiceQuerySchema = z.object({
  invoiceNumber: z.string({ error: VALIDATION_KEYS.required }).regex(/^\d{1,20}$/, { error: VALIDATION_KEYS.invalidValue }),
});

/**
 * Paytrail's terms are a sentence of HTML with a link. Only its text and https links are kept,
 * so a provider's answer never puts markup of its own on our page.
 */
export type TermsPart = { text: string } | { text: string; href: string };

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
const stripTags = (value: string) => decode(value.replace(/<[^>]*>/g, ""));

export function termsParts(html: string): TermsPart[] {
  const parts: TermsPart[] = [];
  const link = /<a\b[^>]*\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi;
  let last = 0;
  for (let match = link.exec(html); match; match = link.exec(html)) {
    const before = stripTags(html.slice(last, match.index));
    if (before) parts.push({ text: before });
    const href = decode(match[1] ?? "");
    const text = stripTags(match[2] ?? "");
    parts.push(/^https:\/\/[^\s"<>]+$/.test(href) ? { text, href } : { text });
    last = match.index + match[0].length;
  }
  const rest = stripTags(html.slice(last));
  if (rest) parts.push({ text: rest });
  return parts;
}
