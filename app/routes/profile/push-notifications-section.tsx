import { useEffect, useId, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { formatShortDate } from "#domain/date-display";
import { REMOVE_PUSH_DEVICE_INTENT } from "#domain/push-inputs";
import { PERSONAL_CACHE } from "#domain/web-app";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { callApi, useCsrfToken, useLeaveWithoutSession } from "#app/ui/api-client";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { useToast } from "#app/ui/toast-provider";
import { useHydrated } from "#app/ui/use-hydrated";

// Notifications and offline reading on My information (issue 35 §4; decisions 371-373), on the
// contact tab, in a section of its own. Turning notifications on needs the browser's Push API, so
// JavaScript: the button waits for it, and until it runs the page says it is needed. The list of devices comes from the
// server and each can be removed with a plain form post, with or without JavaScript. Offline
// reading is a choice of this device only (its Cache Storage), so JavaScript too.

export interface PushDeviceView {
  id: number;
  /** "Chrome, Android"; empty when the browser was not recognised. */
  deviceLabel: string;
  /** ISO time. */
  createdAt: string;
  endpoint: string;
}

export interface PushSectionData {
  devices: PushDeviceView[];
  /** The VAPID public key the browser subscribes with (base64url). */
  publicKey: string;
}

/** The answer of POST /api/push-subscriptions (server/modules/profile/push-api.ts). */
interface SubscribeAnswer {
  type: "success";
  subscriptionId: number;
}

type DeviceState =
  | { kind: "checking" }
  | { kind: "unsupported" }
  | { kind: "blocked" }
  | { kind: "off" }
  | { kind: "on"; subscriptionId: number; subscription: PushSubscription };

const TOAST_ID = "push-notifications";

function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The worker's registration; null when none came within a few seconds (it registers after the first paint). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, 10_000, null));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function PushNotificationsSection({ section }: { section: PushSectionData | null }) {
  if (!section) return null;
  return <PushNotifications section={section} />;
}

function PushNotifications({ section }: { section: PushSectionData }) {
  const t = useT();
  const lang = useLang();
  const hydrated = useHydrated();
  const headingId = useId();
  const [device, setDevice] = useState<DeviceState>({ kind: "checking" });
  const thisDeviceId = device.kind === "on" ? device.subscriptionId : null;

  return (
    <section className="push-notifications my-information-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("push.heading")}</h2>
      <p>{t("push.intro")}</p>
      <ThisDevice section={section} hydrated={hydrated} device={device} setDevice={setDevice} />
      <h3>{t("push.devices.heading")}</h3>
      {section.devices.length === 0 ? (
        <p>{t("push.devices.none")}</p>
      ) : (
        <ul className="push-notifications__devices">
          {section.devices.map((item) => {
            const label = item.deviceLabel || t("push.devices.unknown");
            const since = formatShortDate(new Date(item.createdAt), lang);
            return (
              <li key={item.id} className="push-notifications__device">
                <span className="push-notifications__device-name">
                  {label}
                  {item.id === thisDeviceId ? <span className="push-notifications__this"> ({t("push.devices.thisDevice")})</span> : null}
                </span>
                <span className="push-notifications__since">{t("push.devices.since", { date: since })}</span>
                <Form
                  method="post"
                  onSubmit={() => {
                    // This browser's own subscription ends with its row.
                    if (device.kind === "on" && item.id === device.subscriptionId) void device.subscription.unsubscribe().catch(() => undefined);
                  }}
                >
                  <CsrfInput />
                  <input type="hidden" name="intent" value={REMOVE_PUSH_DEVICE_INTENT} />
                  <input type="hidden" name="subscriptionId" value={item.id} />
                  <button type="submit" className="button button--secondary button--small" aria-label={t("push.devices.removeNamed", { device: label, date: since })}>
                    {t("push.devices.remove")}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <OfflineReading hydrated={hydrated} />
    </section>
  );
}

function ThisDevice({
  section,
  hydrated,
  device,
  setDevice,
}: {
  section: PushSectionData;
  hydrated: boolean;
  device: DeviceState;
  setDevice: (state: DeviceState) => void;
}) {
  const t = useT();
  const toast = useToast();
  const csrfToken = useCsrfToken();
  const leaveWithoutSession = useLeaveWithoutSession();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  // What this browser can do and whether its subscription is one of the listed devices.
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void (async () => {
      if (!pushSupported()) return live && setDevice({ kind: "unsupported" });
      if (Notification.permission === "denied") return live && setDevice({ kind: "blocked" });
      const reg = await navigator.serviceWorker.getRegistration();
      const subscription = (await reg?.pushManager.getSubscription()) ?? null;
      const listed = subscription ? section.devices.find((item) => item.endpoint === subscription.endpoint) : undefined;
      if (!live) return;
      setDevice(subscription && listed ? { kind: "on", subscriptionId: listed.id, subscription } : { kind: "off" });
    })();
    return () => {
      live = false;
    };
  }, [hydrated, section.devices, setDevice]);

  function failed() {
    toast.show({ id: TOAST_ID, kind: "error", title: t("push.failed") });
  }

  async function turnOn() {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        if (permission === "denied") setDevice({ kind: "blocked" });
        return;
      }
      const reg = await registration();
      if (!reg) return failed();
      const subscription =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(section.publicKey) }));
      const outcome = await callApi<SubscribeAnswer>("POST", "/api/push-subscriptions", { csrfToken, body: subscription.toJSON() });
      if (outcome.kind === "session") return leaveWithoutSession(outcome.expired);
      if (outcome.kind !== "ok") return failed();
      setDevice({ kind: "on", subscriptionId: outcome.body.subscriptionId, subscription });
      toast.show({ id: TOAST_ID, kind: "success", title: t("push.turnedOn") });
      await revalidator.revalidate();
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(state: Extract<DeviceState, { kind: "on" }>) {
    setBusy(true);
    try {
      await state.subscription.unsubscribe().catch(() => undefined);
      const outcome = await callApi("DELETE", `/api/push-subscriptions/${state.subscriptionId}`, { csrfToken });
      if (outcome.kind === "session") return leaveWithoutSession(outcome.expired);
      setDevice({ kind: "off" });
      toast.show({ id: TOAST_ID, kind: "success", title: t("push.turnedOff") });
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  async function sendTest(state: Extract<DeviceState, { kind: "on" }>) {
    setBusy(true);
    try {
      const outcome = await callApi("POST", `/api/push-subscriptions/${state.subscriptionId}/test`, { csrfToken });
      if (outcome.kind === "session") return leaveWithoutSession(outcome.expired);
      if (outcome.kind !== "ok") return failed();
      toast.show({ id: TOAST_ID, kind: "success", title: t("push.testSent") });
    } finally {
      setBusy(false);
    }
  }

  // Before the page's JavaScript runs (and without it) the page says it is needed and the button
  // stands disabled; once it runs, the same places say what this device can do, so nothing moves.
  // The keys make "turn on" and the actions of a device that is on different buttons: reused, one
  // would fade from the other's colours through the button transition.
  if (!hydrated || device.kind === "checking" || device.kind === "off") {
    const ready = hydrated && device.kind === "off";
    return (
      <>
        <p className="push-notifications__note">{!hydrated ? t("push.needsJavaScript") : ready ? t("push.off") : "\u00a0"}</p>
        <p key="turn-on">
          <button type="button" className="button button--primary" disabled={!ready || busy} aria-busy={busy || undefined} onClick={() => void turnOn()}>
            {busy ? t("push.turningOn") : t("push.turnOn")}
          </button>
        </p>
      </>
    );
  }
  if (device.kind === "unsupported") return <p className="push-notifications__note">{t("push.unsupported")}</p>;
  if (device.kind === "blocked") return <p className="push-notifications__note">{t("push.blocked")}</p>;
  return (
    <>
      <p role="status">{t("push.on")}</p>
      <p key="actions" className="push-notifications__actions">
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void sendTest(device)}>
          {t("push.sendTest")}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void turnOff(device)}>
          {t("push.turnOff")}
        </button>
      </p>
    </>
  );
}

/** Keeping the upcoming appointments on this device for reading offline (decision 371). */
function OfflineReading({ hydrated }: { hydrated: boolean }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const headingId = useId();
  const [on, setOn] = useState<boolean | null>(null);
  const supported = hydrated && "caches" in window && "serviceWorker" in navigator;

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void caches.has(PERSONAL_CACHE).then((exists) => live && setOn(exists));
    return () => {
      live = false;
    };
  }, [supported]);

  async function toggle() {
    if (on) {
      await caches.delete(PERSONAL_CACHE);
      setOn(false);
      toast.show({ id: TOAST_ID, kind: "success", title: t("push.offline.turnedOff") });
      return;
    }
    // The worker keeps the page from now on, and fetches it once now so that it is there at once.
    await caches.open(PERSONAL_CACHE);
    setOn(true);
    const reg = await registration();
    reg?.active?.postMessage({ type: "keep-appointments", lang });
    toast.show({ id: TOAST_ID, kind: "success", title: t("push.offline.turnedOn") });
  }

  return (
    <section className="push-notifications__offline" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("push.offline.heading")}</h3>
      <p>{t("push.offline.intro")}</p>
      {hydrated && !supported ? (
        <p className="push-notifications__note">{t("push.offline.unsupported")}</p>
      ) : (
        <>
          <p className="push-notifications__note">{!hydrated ? t("push.offline.needsJavaScript") : on === null ? "\u00a0" : on ? t("push.offline.on") : t("push.offline.off")}</p>
          <p>
            <button type="button" className="button button--secondary" disabled={on === null} onClick={() => void toggle()}>
              {on ? t("push.offline.turnOff") : t("push.offline.turnOn")}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
