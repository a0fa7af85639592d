import type { Language } from "#domain/enums";

// The payment slot of the services container, filled by issue 12 ("Invoices, PDF receipts and
// online payment over the Paytrail protocol"): the Paytrail Payment API, with a local
// Paytrail-protocol test service as the default and the real API by configuration. Only the
// shape is fixed here; until issue 12 the container holds no implementation (null).

export interface CreatePaymentRequest {
  /** Our unique id of this payment attempt (Paytrail `stamp`). */
  stamp: string;
  /** The invoice's reference number. */
  reference: string;
  amountCents: number;
  language: Language;
  customerEmail: string;
  /** Where the browser returns (Paytrail `redirectUrls`) and where the provider calls (`callbackUrls`). */
  redirectUrls: { success: string; cancel: string };
  callbackUrls: { success: string; cancel: string };
}

export interface PaymentMethod {
  name: string;
  id: string;
  url: string;
  svg: string;
  parameters: { name: string; value: string }[];
}

export type PaymentStatus = "new" | "ok" | "fail" | "pending" | "delayed";

export interface PaymentProvider {
  createPayment(request: CreatePaymentRequest): Promise<{ transactionId: string; providers: PaymentMethod[] }>;
  /** Checks the signature of the parameters of a redirect or callback (`checkout-*` and `signature`). */
  verifySignedParameters(parameters: URLSearchParams): boolean;
  /** The provider's status of a payment, for reconciliation. */
  paymentStatus(transactionId: string): Promise<PaymentStatus>;
}
