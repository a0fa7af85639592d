import type { PaymentResultStatus } from "#domain/enums";

// The payment slot of the services container: online payment of invoices over Paytrail's Payment
// API (https://docs.paytrail.com). One implementation speaks the protocol (paytrail-client.ts);
// by default it talks to the built-in Paytrail-protocol test service under /dev/paytrail, and by
// configuration to the real API with the merchant's own credentials.

/** Paytrail's payment languages (spec part 2 §9: EN, FI, SV). */
export type PaymentLanguage = "FI" | "SV" | "EN";

export interface PaymentItem {
  unitPrice: number;
  units: number;
  vatPercentage: number;
  productCode: string;
  description?: string;
}

export interface CreatePaymentRequest {
  /** Our unique id of this payment attempt (Paytrail `stamp`). */
  stamp: string;
  /** The invoice's reference number. */
  reference: string;
  /** In cents; the sum of the items. */
  amount: number;
  language: PaymentLanguage;
  items: PaymentItem[];
  customer: { email: string; firstName?: string; lastName?: string; phone?: string };
  /** Where the browser returns (Paytrail `redirectUrls`) and where the provider calls (`callbackUrls`). */
  redirectUrls: { success: string; cancel: string };
  callbackUrls: { success: string; cancel: string };
}

/** One payment method of a created payment: the browser posts `parameters` to `url` as form fields. */
export interface PaymentMethod {
  name: string;
  id: string;
  url: string;
  svg: string;
  parameters: { name: string; value: string }[];
}

export interface CreatedPayment {
  transactionId: string;
  /** Paytrail's terms of payment, as HTML (a sentence with a link). */
  terms: string;
  providers: PaymentMethod[];
}

/** Paytrail's payment statuses: "new" until the customer has paid or given up. */
export type PaymentStatus = "new" | PaymentResultStatus;

/** What signed redirect and callback parameters say about a payment. */
export interface SignedPaymentResult {
  account: string;
  amount: number;
  stamp: string;
  reference: string;
  transactionId: string;
  status: PaymentStatus;
  provider: string | null;
  /**
   * Why a payment failed, when the provider says (`checkout-reason`, sent by the built-in test
   * service; the real API does not send it).
   */
  reason: string | null;
}

export class PaymentProviderError extends Error {
  constructor(message: string, readonly httpStatus: number | null = null) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

export interface PaymentProvider {
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /**
   * The payment the parameters of a redirect or callback describe, when their signature is ours
   * (`checkout-*` and `signature`, merchant account checked); null for anything else.
   */
  verifySignedParameters(parameters: URLSearchParams): SignedPaymentResult | null;
  /** The provider's status of a payment, for reconciliation. */
  paymentStatus(transactionId: string): Promise<PaymentStatus>;
}
