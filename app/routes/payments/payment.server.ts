import { type AppLoadContext, data, redirect } from "react-router";
import { parseNumericId } from "#domain/numeric-id";
import { href } from "#domain/routes/href";
import { getPaymentStatus } from "#server/modules/payments/payment-service";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";
import { payerScopeOf } from "./payer-scope.server";

/**
 * Payment /{lang}/{maksu|betalning|payment}/{id} (spec part 2 §2 "Payments"): one of the acting
 * patient's payments leads to the result page of where it stands (a new one is pending); a payment
 * that is not the patient's is "Payment not found" with HTTP 404.
 */
export async function loadPaymentPage(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const session = requireValidSession(request, context);
  const id = parseNumericId(idParam);
  const found =
    id !== null && session.actingPatientId !== null
      ? await getPaymentStatus(context.scope.db, { ...(await payerScopeOf(context, session, session.actingPatientId)), paymentId: id, actor: context.scope.actor })
      : null;
  if (!found) return data({ found: false }, { status: 404 });
  const status = found.status === "new" ? "pending" : found.status;
  throw redirect(href("paymentResult", langOfPath(new URL(request.url).pathname), { status }, { invoiceId: found.invoiceId }));
}
