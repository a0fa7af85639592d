import { type AppLoadContext, data } from "react-router";
import { RemovePushDeviceSchema } from "#domain/push-inputs";
import { redirectWithToast } from "#app/flash.server";
import { requireValidSession } from "#app/session.server";
import { listPushDevices, removePushDevice } from "#server/modules/profile/push-subscription-service";
import type { PushSectionData } from "./push-notifications-section";

/**
 * The notifications section of My information (decision 372): the logged-in user's own devices,
 * whoever they act for (a child's notices reach the guardian's devices); null for a user without
 * a patient record.
 */
export async function loadPushSection(request: Request, context: AppLoadContext): Promise<PushSectionData | null> {
  const session = requireValidSession(request, context);
  if (session.patientId === null) return null;
  const { db, now, actor } = context.scope;
  const devices = await listPushDevices(db, { patientId: session.patientId, now, actor });
  return { devices, publicKey: context.services.config.WEB_PUSH.publicKey };
}

/** The device list's "Remove" (intent removePushDevice), a plain form post: back to the page with a toast. */
export async function submitRemovePushDevice(request: Request, context: AppLoadContext, form: FormData): Promise<Response> {
  const session = requireValidSession(request, context);
  const parsed = RemovePushDeviceSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || session.patientId === null) throw data({ type: "ValidationError" }, { status: 400 });
  const { db, now, actor } = context.scope;
  const result = await removePushDevice(db, { patientId: session.patientId, subscriptionId: parsed.data.subscriptionId, now, actor });
  const url = new URL(request.url);
  return redirectWithToast(request, url.pathname + url.search, result.type === "success" ? "pushDeviceRemoved" : "pushDeviceNotFound");
}
