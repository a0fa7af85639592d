import { type AppLoadContext, data } from "react-router";
import type { PaymentResultStatus } from "#domain/enums";
import { NumericIdSchema } from "#domain/numeric-id-inputs";
import { isPaymentResultStatus, type PaymentFailureReason, paymentFailureReasonOf } from "#domain/payments";
import { getPaymentInvoice, type PaymentInvoice } from "#server/modules/payments/payment-service";
import { requireValidSession } from "#app/session.server";
import { payerScopeOf } from "./payer-scope.server";

export interface PaymentResultPageData {
  status: PaymentResultStatus;
  /** The paid invoice, when the result named one of the acting patient's. */
  invoice: PaymentInvoice | null;
  reason: PaymentFailureReason | null;
}

/**
 * Payment result /{lang}/{maksun-tulos|betalningsresultat|payment-result}/{status}?invoiceId=
 * (spec part 2 §2, §4 "Payment result"): where our redirect handler sends the browser back from
 * the provider. The invoice is read for the acting patient only; another patient's id shows no
 * invoice. An unknown status is a 404.
 */
export async function loadPaymentResultPage(request: Request, context: AppLoadContext, statusParam: string | undefined) {
  const session = requireValidSession(request, context);
  if (!isPaymentResultStatus(statusParam)) throw data({ type: "notFound" }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const id = NumericIdSchema.safeParse(search.get("invoiceId") ?? undefined);
  const invoice =
    id.success && session.actingPatientId !== null
      ? await getPaymentInvoice(context.scope.db, {
          ...(await payerScopeOf(context, session, session.actingPatientId)),
          invoiceId: id.data,
          now: context.scope.now,
          actor: context.scope.actor,
        })
      : null;
  return { status: statusParam, invoice, reason: statusParam === "fail" ? paymentFailureReasonOf(search.get("reason")) : null } satisfies PaymentResultPageData;
}
