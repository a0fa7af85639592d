import { eq, inArray, or } from "drizzle-orm";
import { formatShortDate, formatTime } from "#domain/date-display";
import type { Language } from "#domain/enums";
import { href, type PathParams } from "#domain/routes/href";
import type { PageKey } from "#domain/routes/route-table";
import type { BrandId } from "#domain/session-state";
import { webAppIconPath } from "#domain/web-app";
import { BRAND_CONTACTS } from "#domain/brand-contacts";
import type { DatabaseOrTransaction } from "#server/db/client";
import { guardianships, patients, pushSubscriptions } from "#server/db/schema";
import type { PushOptions, PushSender } from "./push-sender";

// Push notices (decision 373): what the portal tells a patient's devices, and how. A module that
// has news for a patient queues a notice in its own transaction (`PushNotices.queue`): one job
// per device on the job queue (queue "push-delivery", decision 310), which exists and runs only
// after the commit, and is retried with backoff when the push service fails. The job writes the
// notification in the device owner's language, for the brand whose site subscribed the device,
// and sends it (`deliverPushNotice`).
//
// A notification is read on lock screens and by whoever holds the phone: it says only that
// something waits (a message, results, an offer, an appointment's time), never what: no sender,
// no subject, no test, practitioner, specialty, clinic or name.

/** Where a notification opens: a page of the route table, in the device owner's language. */
export interface NoticePage {
  key: PageKey;
  params?: PathParams;
}

export type PushNotice =
  /** A professional wrote to the patient (server/modules/messaging, with the e-mail/SMS notice). */
  | { kind: "newMessage"; patientId: number }
  /** New laboratory or imaging results were published for the patient. */
  | { kind: "newResults"; patientId: number }
  /**
   * An earlier time the patient waits for was offered to them (the waitlist, issue 35 §3): the
   * page of the offer (default: the upcoming appointments) and how long the offer holds.
   */
  | { kind: "waitlistOffer"; patientId: number; page?: NoticePage; holdSeconds?: number }
  /** The appointment reminder (decision 312): its start, an ISO time. */
  | { kind: "appointmentReminder"; patientId: number; startsAt: string }
  /** "Send a test notification" on My information: to the one device. */
  | { kind: "test"; patientId: number };

export type PushNoticeKind = PushNotice["kind"];

/** One device's job: the subscription and the notice. */
export interface PushDelivery {
  subscriptionId: number;
  notice: PushNotice;
}

/** The notification as the service worker shows it (public/sw.js "push"). */
export interface PushNotification {
  title: string;
  body: string;
  /** The page it opens: an absolute address on the brand's site. */
  url: string;
  /** One notification per kind on the device: a newer one replaces the older. */
  tag: string;
  lang: Language;
  icon: string;
}

const BODIES: Record<Language, Record<Exclude<PushNoticeKind, "appointmentReminder">, string> & { appointmentReminder: (date: string, time: string) => string }> = {
  fi: {
    newMessage: "Sinulle on uusi viesti. Kirjaudu lukemaan se.",
    newResults: "Sinulle on uusia tuloksia. Kirjaudu katsomaan ne.",
    waitlistOffer: "Aiempi aika vapautui sinulle. Katso tarjous pian, se on voimassa vain hetken.",
    appointmentReminder: (date, time) => `Muistutus: sinulla on aika ${date} klo ${time}.`,
    test: "Ilmoitukset ovat käytössä tällä laitteella.",
  },
  sv: {
    newMessage: "Du har ett nytt meddelande. Logga in för att läsa det.",
    newResults: "Du har nya resultat. Logga in för att se dem.",
    waitlistOffer: "En tidigare tid har blivit ledig för dig. Se erbjudandet snart, det gäller bara en kort stund.",
    appointmentReminder: (date, time) => `Påminnelse: du har en tid ${date} kl. ${time}.`,
    test: "Aviseringar är på för den här enheten.",
  },
  en: {
    newMessage: "You have a new message. Log in to read it.",
    newResults: "You have new results. Log in to see them.",
    waitlistOffer: "An earlier time has become available for you. See the offer soon: it holds only for a short while.",
    appointmentReminder: (date, time) => `Reminder: you have an appointment on ${date} at ${time}.`,
    test: "Notifications are on for this device.",
  },
};

const PAGES_OF: Record<PushNoticeKind, PageKey> = {
  newMessage: "messages",
  newResults: "laboratory",
  waitlistOffer: "appointments",
  appointmentReminder: "appointments",
  test: "myInformation",
};

/** The notification of a notice in one language and brand; `origin` is the brand's site. */
export function pushNotificationOf(notice: PushNotice, lang: Language, brand: BrandId, origin: string): PushNotification {
  const bodies = BODIES[lang];
  let body: string;
  let page: NoticePage = { key: PAGES_OF[notice.kind] };
  switch (notice.kind) {
    case "appointmentReminder": {
      const startsAt = new Date(notice.startsAt);
      body = bodies.appointmentReminder(formatShortDate(startsAt, lang), formatTime(startsAt));
      break;
    }
    case "waitlistOffer":
      body = bodies.waitlistOffer;
      page = notice.page ?? page;
      break;
    default:
      body = bodies[notice.kind];
  }
  return {
    title: BRAND_CONTACTS[brand].name,
    body,
    url: origin + href(page.key, lang, page.params),
    tag: notice.kind,
    lang,
    icon: webAppIconPath(brand, 192),
  };
}

/** How long a push service keeps each kind undelivered, and how urgently it delivers it. */
export function pushOptionsOf(notice: PushNotice, now: Date): PushOptions {
  switch (notice.kind) {
    case "waitlistOffer":
      return { ttlSeconds: notice.holdSeconds ?? 600, urgency: "high", topic: notice.kind };
    case "appointmentReminder": {
      const untilStart = Math.floor((new Date(notice.startsAt).getTime() - now.getTime()) / 1000);
      return { ttlSeconds: Math.max(60, Math.min(untilStart, 86_400)), urgency: "normal", topic: notice.kind };
    }
    case "test":
      return { ttlSeconds: 300, urgency: "normal" };
    default:
      return { ttlSeconds: 2 * 86_400, urgency: "normal", topic: notice.kind };
  }
}

/**
 * Queues one device's delivery job in the caller's transaction; a job of the same key still
 * waiting or running makes it none (the queue is exclusive per key).
 */
export type QueuePushDelivery = (tx: DatabaseOrTransaction, delivery: PushDelivery, singletonKey: string) => Promise<void>;

/** One notification per device and piece of news: the kind, and the time or offer it is about. */
export function pushDeliveryKey({ subscriptionId, notice }: PushDelivery): string {
  const about = notice.kind === "appointmentReminder" ? notice.startsAt : notice.kind === "waitlistOffer" ? JSON.stringify(notice.page ?? null) : "";
  return `${subscriptionId}:${notice.kind}:${about}`;
}

export interface PushNotices {
  /**
   * Queues a notice for the patient's devices and their guardians' (a child's news reaches the
   * guardians who act for them), in the caller's transaction: nothing is sent unless it commits.
   * Answers how many devices it was queued for.
   */
  queue(tx: DatabaseOrTransaction, notice: PushNotice): Promise<number>;
  /** Queues a notice for one of the patient's own devices (the test notification). */
  queueForDevice(tx: DatabaseOrTransaction, notice: PushNotice, subscriptionId: number): Promise<void>;
}

export function createPushNotices(queueDelivery: QueuePushDelivery): PushNotices {
  return {
    async queue(tx, notice) {
      const guardians = tx.select({ id: guardianships.guardianPatientId }).from(guardianships).where(eq(guardianships.childPatientId, notice.patientId));
      const devices = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(or(eq(pushSubscriptions.patientId, notice.patientId), inArray(pushSubscriptions.patientId, guardians)))
        .orderBy(pushSubscriptions.id);
      for (const device of devices) {
        const delivery = { subscriptionId: device.id, notice };
        await queueDelivery(tx, delivery, pushDeliveryKey(delivery));
      }
      return devices.length;
    },
    async queueForDevice(tx, notice, subscriptionId) {
      await queueDelivery(tx, { subscriptionId, notice }, pushDeliveryKey({ subscriptionId, notice }));
    },
  };
}

export interface DeliverOptions {
  sender: PushSender;
  now: Date;
  /** The origin of the brand's site. */
  originOf: (brand: BrandId) => string;
}

/**
 * Sends one device's notification. A subscription removed meanwhile is skipped; one the push
 * service no longer knows is deleted; a failure the push service may get over throws, so the job
 * is retried. Answers what became of it.
 */
export async function deliverPushNotice(db: DatabaseOrTransaction, { subscriptionId, notice }: PushDelivery, { sender, now, originOf }: DeliverOptions): Promise<"sent" | "gone" | "skipped"> {
  const [device] = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      brand: pushSubscriptions.brandId,
      lang: patients.language,
    })
    .from(pushSubscriptions)
    .innerJoin(patients, eq(patients.id, pushSubscriptions.patientId))
    .where(eq(pushSubscriptions.id, subscriptionId));
  if (!device) return "skipped";
  const brand = device.brand as BrandId;
  const notification = pushNotificationOf(notice, device.lang, brand, originOf(brand));
  const outcome = await sender.send(device, JSON.stringify(notification), pushOptionsOf(notice, now));
  if (outcome.kind === "gone") {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    return "gone";
  }
  if (outcome.kind === "failed") throw new Error(`the push service answered ${outcome.status ?? "nothing"}; tried again later`);
  await db.update(pushSubscriptions).set({ lastSentAt: now }).where(eq(pushSubscriptions.id, subscriptionId));
  return "sent";
}
