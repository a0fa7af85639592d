import { type AppLoadContext, data } from "react-router";
import { RemovePushDeviceSchema } from "#domain/push-inputs";
import { redirectWithToast } from "#app/flash.server";
import { requireValidSession } from "#app/session.server";
import { auditActorOf } from "#server/http/audit";
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
  const { services } = context;
  const devices = await listPushDevices(services.database.db, { patientId: session.patientId, now: services.clock.now(), actor: auditActorOf(context) });
  return { devices, publicKey: services.config.WEB_PUSH.publicKey };
}

/** The device list's "Remove" (intent removePushDevice), a plain form post: back to the page with a toast. */
export async function submitRemovePushDevice(request: Request, context: AppLoadContext, form: FormData): Promise<Response> {
  const session = requireValidSession(request, context);
  const parsed = RemovePushDeviceSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || session.patientId === null) throw data({ type: "ValidationError" }, { status: 400 });
  const { services } = context;
  const result = await removePushDevice(services.database.db, {
    patientId: session.patientId,
    subscriptionId: parsed.data.subscriptionId,
    now: services.clock.now(),
    actor: auditActorOf(context),
  });
  const url = new URL(request.url);
  return redirectWithToast(request, url.pathname + url.search, result.type === "success" ? "pushDeviceRemoved" : "pushDeviceNotFound");
}
