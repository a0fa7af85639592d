import type { AppLoadContext } from "react-router";
import { type PayableChild, payableChildrenOf } from "#server/modules/account/acting-service";
import type { PayerScope } from "#server/modules/payments/payment-service";
import type { ValidSession } from "#app/session.server";

/**
 * Whose invoices this session may pay (decision 294): the acting patient's, and those of the
 * logged-in person's minor children as the population register names them now. Only the
 * payment pages ask; the session never acts for those children.
 */
export async function payerScopeOf(
  context: AppLoadContext,
  session: Pick<ValidSession, "person">,
  actingPatientId: number,
): Promise<PayerScope & { children: PayableChild[] }> {
  const found = session.person
    ? await payableChildrenOf(context.scope.senders, context.scope.db, session.person, context.scope.now)
    : [];
  const children = found.filter((child) => child.patientId !== actingPatientId);
  return { actingPatientId, childPatientIds: children.map((child) => child.patientId), children };
}
