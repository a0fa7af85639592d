import type { AppLoadContext } from "react-router";
import { listPayableInvoices, type PaymentInvoice } from "#server/modules/payments/payment-service";
import { requireActingPatient } from "#app/session.server";
import { payerScopeOf } from "./payer-scope.server";

/**
 * Pay visit /{lang}/{maksa-kaynti|betala-besok|pay-visit} (spec part 2 §2 "Payments", §6): the
 * invoices of the patient acted for that can be paid online now, then those of the logged-in
 * person's minor children (under 18, the population register asked now; decision 294). A guardian
 * pays a 12-17-year-old's invoice here without acting for the teen, so nothing else of theirs opens.
 */
export async function loadPayVisitPage(request: Request, context: AppLoadContext): Promise<{ invoices: PaymentInvoice[] }> {
  const session = requireActingPatient(request, context);
  const { children } = await payerScopeOf(context, session, session.actingPatientId);
  const invoices = await listPayableInvoices(context.scope.db, {
    actingPatientId: session.actingPatientId,
    children,
    now: context.scope.now,
    actor: context.scope.actor,
  });
  return { invoices };
}
