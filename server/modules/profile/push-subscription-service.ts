import { and, desc, eq } from "drizzle-orm";
import type { PushSubscriptionInput } from "#domain/push-inputs";
import type { BrandId } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { pushSubscriptions } from "#server/db/schema";
import type { PushNotices } from "#server/integrations/push/push-notices";
import { isPushEndpointAllowed } from "#server/integrations/push/push-sender";
import { type AuditActor, listViewEntry, recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";

// The devices a patient gets web push notifications on (decision 372): saved when the browser
// subscribes (POST /api/push-subscriptions), listed and removable on My information. A device is
// the logged-in user's own, whoever they act for; every row is read and changed only with the
// user's id, and another user's id is "not found".

const AUDIT_ENTITY = "push-subscription";

export interface PushDevice {
  id: number;
  deviceLabel: string;
  /** ISO time. */
  createdAt: string;
  /** The push service's address: the page tells this browser's own subscription by it. */
  endpoint: string;
}

export interface PushScope {
  /** The logged-in user (not whom they act for). */
  patientId: number;
  now: Date;
  actor: AuditActor;
}

export type SavePushSubscriptionResult = { type: "success"; subscriptionId: number } | { type: "endpointNotAllowed" };

/**
 * Saves this browser's subscription for the user in the brand of the site. A browser has one
 * endpoint: when another user had subscribed it (a shared computer), it is this user's now.
 */
export async function savePushSubscription(
  db: DatabaseOrTransaction,
  scope: PushScope & { brand: BrandId; subscription: PushSubscriptionInput; userAgent: string; loopbackEndpoints: boolean },
): Promise<SavePushSubscriptionResult> {
  const { subscription } = scope;
  if (!isPushEndpointAllowed(subscription.endpoint, { loopbackEndpoints: scope.loopbackEndpoints })) return { type: "endpointNotAllowed" };
  return db.transaction(async (tx) => {
    const values = {
      patientId: scope.patientId,
      brandId: scope.brand,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      deviceLabel: deviceLabelOf(scope.userAgent),
      createdAt: scope.now,
      lastSentAt: null,
    };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id });
    await recordAudit(tx, scope.actor, { action: "create", entity: AUDIT_ENTITY, entityId: row!.id });
    return { type: "success", subscriptionId: row!.id };
  });
}

/** The user's devices, newest first (a handful: no paging). */
export async function listPushDevices(db: DatabaseOrTransaction, scope: PushScope): Promise<PushDevice[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id, deviceLabel: pushSubscriptions.deviceLabel, createdAt: pushSubscriptions.createdAt, endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.patientId, scope.patientId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  await recordAudit(db, scope.actor, listViewEntry(AUDIT_ENTITY, { [AUDIT_ENTITY]: rows.map((row) => row.id) }));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export type RemovePushDeviceResult = { type: "success" } | { type: "notFound" };

/** Removes one of the user's devices; another user's is not found. */
export async function removePushDevice(db: DatabaseOrTransaction, scope: PushScope & { subscriptionId: number }): Promise<RemovePushDeviceResult> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, scope.subscriptionId), eq(pushSubscriptions.patientId, scope.patientId)))
      .returning({ id: pushSubscriptions.id });
    if (removed.length === 0) {
      await recordRefusedRead(tx, scope.actor, { entity: AUDIT_ENTITY, entityId: scope.subscriptionId });
      return { type: "notFound" };
    }
    await recordAudit(tx, scope.actor, { action: "delete", entity: AUDIT_ENTITY, entityId: scope.subscriptionId });
    return { type: "success" };
  });
}

export type SendTestNotificationResult = { type: "success" } | { type: "notFound" } | { type: "unavailable" };

/** Queues "Notifications are on for this device." to one of the user's devices. */
export async function sendTestNotification(
  db: DatabaseOrTransaction,
  pushNotices: PushNotices | null,
  scope: PushScope & { subscriptionId: number },
): Promise<SendTestNotificationResult> {
  return db.transaction(async (tx) => {
    const [device] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, scope.subscriptionId), eq(pushSubscriptions.patientId, scope.patientId)));
    if (!device) {
      await recordRefusedRead(tx, scope.actor, { entity: AUDIT_ENTITY, entityId: scope.subscriptionId });
      return { type: "notFound" };
    }
    if (!pushNotices) return { type: "unavailable" };
    await pushNotices.queueForDevice(tx, { kind: "test", patientId: scope.patientId }, device.id);
    return { type: "success" };
  });
}

const BROWSERS: readonly [RegExp, string][] = [
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Edg(A|iOS)?\//, "Edge"],
  [/OPR\//, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome, Android" from a User-Agent (empty when neither is known); the list tells devices apart by it. */
export function deviceLabelOf(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(", ");
}
