import { type AppLoadContext, data } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parsePrescriptionIds, PrescriptionRenewalSchema } from "#domain/prescription-renewal-inputs";
import type { ValidationDetail } from "#domain/validation-details";
import { getCustomerUser } from "#server/modules/messaging/thread-service";
import { loadRenewablePrescriptions, type RenewablePrescription, sendPrescriptionRenewal } from "#server/modules/prescriptions/renewal-service";
import { parseForm, readForm } from "#app/form.server";
import { requireValidSession, type ValidSession } from "#app/session.server";

export type { RenewablePrescription };

/** The renewal page's state (spec part 2 §2 "Renewal", §4 "Prescription renewal"). */
export type PrescriptionRenewalPageData = { status: "maintenance-mode" } | { status: "answering"; prescriptions: RenewablePrescription[] };

export type PrescriptionRenewalActionData =
  | { outcome: "sent"; threadId: number }
  | { outcome: "ValidationError" | "failed"; result: SubmissionResult<ValidationDetail[]> };

/** One answer for a missing id, someone else's, a non-renewable one or renewal out of reach. */
function renewalNotFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The acting patient when renewal is open to them; null in maintenance mode (the environment's
 * customer messaging is switched off for a move); not found without the messaging permission or
 * a customer messaging user, the way the selection is not offered then (decision 200).
 */
async function renewingPatientOf(context: AppLoadContext, session: ValidSession): Promise<number | null> {
  const features = context.scope.features;
  if (!features.includes("customer-messaging-enabled")) return null;
  if (!features.includes("customer-messaging-allowed") || session.actingPatientId === null) renewalNotFound();
  const customer = await getCustomerUser(context.scope.db, session.actingPatientId);
  if (!customer) renewalNotFound();
  return session.actingPatientId;
}

/**
 * Renewal /{lang}/{reseptin-uusinta|receptfornyelse|prescription-renewal}/{ids}: the acting
 * patient's renewable prescriptions of the address, in its order; any other id is not found.
 */
export async function loadPrescriptionRenewalPage(request: Request, context: AppLoadContext, idsParam: string | undefined): Promise<PrescriptionRenewalPageData> {
  const session = requireValidSession(request, context);
  const ids = parsePrescriptionIds(idsParam);
  if (!ids) renewalNotFound();
  const actingPatientId = await renewingPatientOf(context, session);
  if (actingPatientId === null) return { status: "maintenance-mode" };
  const prescriptions = await loadRenewablePrescriptions(context.scope.db, { actingPatientId, actor: context.scope.actor, ids });
  if (!prescriptions) renewalNotFound();
  return { status: "answering", prescriptions };
}

/**
 * Send (intent send): the answers parsed with PrescriptionRenewalSchema as in the browser, for
 * exactly the prescriptions of the address; sent as one customer thread titled "Reseptin
 * uusimispyyntö" (spec part 2 §7). Answers "sent" with the thread, the fields' errors (400), or
 * "failed" ("Prescription renewal failed.") keeping what was typed.
 */
export async function submitPrescriptionRenewal(request: Request, context: AppLoadContext, idsParam: string | undefined) {
  const session = requireValidSession(request, context);
  const form = await readForm(request, session);
  const ids = parsePrescriptionIds(idsParam);
  if (!ids) renewalNotFound();
  const actingPatientId = await renewingPatientOf(context, session);
  if (actingPatientId === null) renewalNotFound();
  const submission = parseForm(form, PrescriptionRenewalSchema);
  if (form.get("intent") !== "send" || submission.status !== "success") {
    return data<PrescriptionRenewalActionData>({ outcome: "ValidationError", result: submission.reply() }, { status: 400 });
  }
  const answered = submission.value.items.map((item) => item.prescriptionId);
  if (answered.length !== ids.length || answered.some((id) => !ids.includes(id))) {
    return data<PrescriptionRenewalActionData>({ outcome: "ValidationError", result: submission.reply() }, { status: 400 });
  }
  const result = await sendPrescriptionRenewal(context.scope.db, {
    actingPatientId,
    actor: context.scope.actor,
    now: context.scope.now,
    renewal: submission.value,
  });
  if (result.type === "prescriptionNotFound") renewalNotFound();
  if (result.type === "success") return data<PrescriptionRenewalActionData>({ outcome: "sent", threadId: result.threadId });
  return data<PrescriptionRenewalActionData>({ outcome: "failed", result: submission.reply() });
}
