import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_VAPID_KEYS } from "#server/config/config";
import { startTestPushService, type TestPushService } from "#tests/push/test-push-service";
import { createWebPushSender, isPushEndpointAllowed } from "./push-sender";

// The web push sender against the test suite's push service (decision 374), which checks the
// VAPID signature and decrypts the payload with node:crypto as a browser would (RFC 8291).

let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(() => service.close());

const sender = () =>
  createWebPushSender({ ...DEVELOPMENT_VAPID_KEYS, subject: "mailto:push@hoiva.example", loopbackEndpoints: true });

describe("the web push sender", () => {
  it("delivers a payload only the subscription's keys decrypt, signed with our VAPID key, with its lifetime and urgency", async () => {
    const subscription = service.subscribe();
    const target = { endpoint: subscription.endpoint, ...subscription.keys };
    const arrived = service.next(subscription.endpoint);
    expect(await sender().send(target, '{"title":"Hoiva","body":"Hei"}', { ttlSeconds: 600, urgency: "high", topic: "waitlistOffer" })).toEqual({ kind: "sent" });
    const push = await arrived;
    expect(JSON.parse(push.text)).toEqual({ title: "Hoiva", body: "Hei" });
    expect(push.headers).toEqual({ ttl: "600", urgency: "high", topic: "waitlistOffer" });
    expect(push.vapid).toMatchObject({ audience: service.base, subject: "mailto:push@hoiva.example", publicKey: DEVELOPMENT_VAPID_KEYS.publicKey });
  });

  it("answers gone for a subscription the push service no longer knows", async () => {
    const subscription = service.subscribe();
    service.unsubscribe(subscription.endpoint);
    const outcome = await sender().send({ endpoint: subscription.endpoint, ...subscription.keys }, "{}", { ttlSeconds: 60, urgency: "normal" });
    expect(outcome).toEqual({ kind: "gone" });
  });

  it("sends nothing to an address that is no push service", async () => {
    const before = service.received.length;
    const subscription = service.subscribe();
    const strict = createWebPushSender({ ...DEVELOPMENT_VAPID_KEYS, subject: "mailto:push@hoiva.example", loopbackEndpoints: false });
    expect(await strict.send({ endpoint: subscription.endpoint, ...subscription.keys }, "{}", { ttlSeconds: 60, urgency: "normal" })).toEqual({ kind: "gone" });
    expect(service.received.length).toBe(before);
  });

  it("accepts the browsers' push services over https, and this machine only with the development tools", () => {
    const allowed = (endpoint: string, loopbackEndpoints = false) => isPushEndpointAllowed(endpoint, { loopbackEndpoints });
    expect(allowed("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(allowed("https://updates.push.services.mozilla.com/wpush/v2/abc")).toBe(true);
    expect(allowed("https://web.push.apple.com/QGx")).toBe(true);
    expect(allowed("https://wns2-par02p.notify.windows.com/w/?token=x")).toBe(true);
    expect(allowed("http://fcm.googleapis.com/fcm/send/abc")).toBe(false);
    expect(allowed("https://fcm.googleapis.com:8443/fcm/send/abc")).toBe(false);
    expect(allowed("https://fcm.googleapis.com.evil.example/x")).toBe(false);
    expect(allowed("https://user:pw@fcm.googleapis.com/x")).toBe(false);
    expect(allowed("https://169.254.169.254/latest/meta-data")).toBe(false);
    expect(allowed("http://127.0.0.1:9/push/x")).toBe(false);
    expect(allowed("http://127.0.0.1:9/push/x", true)).toBe(true);
    expect(allowed("not a url", true)).toBe(false);
  });
});
