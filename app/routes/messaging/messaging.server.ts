import { type AppLoadContext, data } from "react-router";
import { getCustomerUser } from "#server/modules/messaging/thread-service";
import type { ValidSession } from "#app/session.server";

// What the three conversation pages share on the server (spec part 2 §2 "Messaging"): they serve
// a patient only with the customer-messaging-allowed flag and a customer messaging user; anyone
// else gets the blank page (the list, a new conversation) or not found (a conversation).

/**
 * Messaging is switched off for everyone here (the environment lacks customer-messaging-enabled,
 * e.g. during a move to a new service): the new-conversation page shows the maintenance page
 * (decision 198 pauses questionnaires by the same flag).
 */
export function messagingInMaintenance(context: AppLoadContext): boolean {
  return !context.scope.features.includes("customer-messaging-enabled");
}

/** The acting patient when messaging is open to them here, else null. */
export async function messagingPatientOf(context: AppLoadContext, session: ValidSession): Promise<number | null> {
  const { db, features } = context.scope;
  if (!features.includes("customer-messaging-allowed") || session.actingPatientId === null) return null;
  const customer = await getCustomerUser(db, session.actingPatientId);
  return customer ? session.actingPatientId : null;
}

/** A conversation that is missing, someone else's or out of reach: one answer for all. */
export function conversationNotFound(): never {
  throw data(null, { status: 404 });
}
