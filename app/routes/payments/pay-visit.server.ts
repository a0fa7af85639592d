import type { AppLoadContext } from "react-router";
import { auditActorOf } from "#server/http/audit";
import { listPayableInvoices, type PaymentInvoice } from "#server/modules/payments/payment-service";
import { requireActingPatient } from "#app/session.server";

/**
 * Pay visit /{lang}/{maksa-kaynti|betala-besok|pay-visit} (spec part 2 §2 "Payments", §6): the
 * invoices of the patient acted for that can be paid online now. A guardian reaches a child's
 * invoices only by acting for the child after strong identification (the choose-person page).
 */
export async function loadPayVisitPage(request: Request, context: AppLoadContext): Promise<{ invoices: PaymentInvoice[] }> {
  const session = requireActingPatient(request, context);
  const invoices = await listPayableInvoices(context.services.database.db, {
    actingPatientId: session.actingPatientId,
    now: context.services.clock.now(),
    actor: auditActorOf(context),
  });
  return { invoices };
}
