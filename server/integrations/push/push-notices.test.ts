import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_VAPID_KEYS, loadConfig } from "#server/config/config";
import { messagingThreads, patients, pushSubscriptions } from "#server/db/schema";
import { createLogger } from "#server/logger";
import { clockStartingAt } from "#server/clock/clock";
import type { JobQueue } from "#server/jobs/job-queue";
import { savePushSubscription } from "#server/modules/profile/push-subscription-service";
import { createServices } from "#server/services";
import { TEST_NOW } from "#tests/clock";
import { useTestDatabase } from "#tests/db/test-database";
import { patientIdOf } from "#tests/db/personas";
import { startTestPushService, type TestPushService } from "#tests/push/test-push-service";
import { createPushNotices, deliverPushNotice, type PushDelivery, type PushNotice, pushNotificationOf } from "./push-notices";
import { createWebPushSender } from "./push-sender";

// Push notices end to end on the server (decisions 373, 374): queued for the patient's devices and
// their guardians', written in the device owner's language and the subscribing brand, encrypted
// and signed, received and decrypted by the test push service as a browser would, and carrying
// no health details: no thread title, message, name or test.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(() => service.close());

const sender = createWebPushSender({ ...DEVELOPMENT_VAPID_KEYS, subject: "mailto:push@hoiva.example", loopbackEndpoints: true });
const originOf = (brand: string) => (brand === "kids" ? "http://kids.localhost:3000" : "http://localhost:3000");
const actor = { actorPatientId: null, actingForPatientId: null, address: "test", requestId: "push-notices-test" };

async function subscribeDevice(patientId: number, brand: "adult" | "kids") {
  const subscription = service.subscribe();
  const saved = await savePushSubscription(database.db, {
    patientId,
    brand,
    subscription,
    userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
    loopbackEndpoints: true,
    now: TEST_NOW,
    actor,
  });
  if (saved.type !== "success") throw new Error("not saved");
  return { ...subscription, id: saved.subscriptionId };
}

function collectingNotices() {
  const queued: PushDelivery[] = [];
  return { queued, notices: createPushNotices(async (_tx, delivery) => void queued.push(delivery)) };
}

/** What must never be in a notification: the patient's thread titles and messages, their names. */
async function healthDetailsOf(patientId: number): Promise<string[]> {
  const [patient] = await database.db.select({ firstName: patients.firstName, lastName: patients.lastName }).from(patients).where(eq(patients.id, patientId));
  const threads = await database.db.select({ title: messagingThreads.title }).from(messagingThreads).where(eq(messagingThreads.patientId, patientId));
  return [patient!.firstName, patient!.lastName, ...threads.map((thread) => thread.title).filter((title): title is string => !!title)];
}

describe("push notices", () => {
  it("go to the patient's own devices, and a child's to their guardians' devices", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const mikko = await patientIdOf(database.db, "mikko");
    const eetu = await patientIdOf(database.db, "eetu");
    const ainoPhone = await subscribeDevice(aino, "adult");
    const mikkoPhone = await subscribeDevice(mikko, "kids");
    const { queued, notices } = collectingNotices();
    expect(await notices.queue(database.db, { kind: "newMessage", patientId: eetu })).toBe(1);
    expect(await notices.queue(database.db, { kind: "newResults", patientId: aino })).toBe(1);
    expect(queued).toEqual([
      { subscriptionId: mikkoPhone.id, notice: { kind: "newMessage", patientId: eetu } },
      { subscriptionId: ainoPhone.id, notice: { kind: "newResults", patientId: aino } },
    ]);
  });

  it("arrive encrypted, decrypt to the owner's language and brand, and name nothing of the patient's health", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const johan = await patientIdOf(database.db, "johan");
    const ainoPhone = await subscribeDevice(aino, "adult");
    const johanPhone = await subscribeDevice(johan, "adult");
    const notices: PushNotice[] = [
      { kind: "newMessage", patientId: aino },
      { kind: "newResults", patientId: aino },
      { kind: "waitlistOffer", patientId: aino, holdSeconds: 600 },
      { kind: "appointmentReminder", patientId: aino, startsAt: "2026-11-25T08:30:00.000Z" },
    ];
    const forbidden = await healthDetailsOf(aino);
    const bodies: string[] = [];
    for (const notice of notices) {
      const arrived = service.next(ainoPhone.endpoint);
      expect(await deliverPushNotice(database.db, { subscriptionId: ainoPhone.id, notice }, { sender, now: TEST_NOW, originOf })).toBe("sent");
      const push = await arrived;
      const shown = JSON.parse(push.text) as { title: string; body: string; url: string; lang: string };
      expect(shown.title).toBe("Hoiva");
      expect(shown.lang).toBe("fi");
      for (const detail of forbidden) expect(push.text).not.toContain(detail);
      bodies.push(shown.body);
      if (notice.kind === "newMessage") expect(shown.url).toBe("http://localhost:3000/fi/viestit");
      if (notice.kind === "waitlistOffer") expect(push.headers).toMatchObject({ ttl: "600", urgency: "high" });
    }
    expect(bodies).toEqual([
      "Sinulle on uusi viesti. Kirjaudu lukemaan se.",
      "Sinulle on uusia tuloksia. Kirjaudu katsomaan ne.",
      "Aiempi aika vapautui sinulle. Katso tarjous pian, se on voimassa vain hetken.",
      "Muistutus: sinulla on aika 25.11.2026 klo 10:30.",
    ]);

    const arrived = service.next(johanPhone.endpoint);
    await deliverPushNotice(database.db, { subscriptionId: johanPhone.id, notice: { kind: "newMessage", patientId: johan } }, { sender, now: TEST_NOW, originOf });
    expect(JSON.parse((await arrived).text)).toMatchObject({ body: "Du har ett nytt meddelande. Logga in för att läsa det.", url: "http://localhost:3000/sv/meddelanden", lang: "sv" });
  });

  it("forget a device the push service says is gone, and skip one removed meanwhile", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const phone = await subscribeDevice(aino, "adult");
    service.unsubscribe(phone.endpoint);
    const notice: PushNotice = { kind: "newMessage", patientId: aino };
    expect(await deliverPushNotice(database.db, { subscriptionId: phone.id, notice }, { sender, now: TEST_NOW, originOf })).toBe("gone");
    expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, phone.id))).toEqual([]);
    expect(await deliverPushNotice(database.db, { subscriptionId: phone.id, notice }, { sender, now: TEST_NOW, originOf })).toBe("skipped");
  });

  it("open the waitlist's own page when it names one, on the brand's site", () => {
    const notification = pushNotificationOf({ kind: "waitlistOffer", patientId: 1, page: { key: "appointment", params: { ids: "12" } } }, "en", "kids", "https://junior.example");
    expect(notification).toMatchObject({ title: "Hoiva Junior", url: "https://junior.example/en/appointments/12", icon: "/icons/kids-192.png", tag: "waitlistOffer" });
  });

  it("are queued with the new-message notice, in the message's transaction, when the server has a job queue", async () => {
    const sent: { name: string; data: unknown }[] = [];
    const jobs = { sendInTransaction: async (_tx: unknown, name: string, data: unknown) => void sent.push({ name, data }) } as unknown as JobQueue;
    const config = loadConfig({ LOG_LEVEL: "silent" });
    const services = createServices(config, { database: database.handle, logger: createLogger("silent"), clock: clockStartingAt(TEST_NOW), jobs });
    const emily = await patientIdOf(database.db, "emily");
    const phone = await subscribeDevice(emily, "adult");
    await database.db.transaction((tx) => services.integrations.messageNotifier!.notifyNewMessage(tx, { patientId: emily, threadId: 1 }));
    expect(sent).toContainEqual({ name: "push-delivery", data: { subscriptionId: phone.id, notice: { kind: "newMessage", patientId: emily } } });
  });
});
