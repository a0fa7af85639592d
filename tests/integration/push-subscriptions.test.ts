import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pushSubscriptions } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// Web push subscriptions over HTTP (decision 372): the browser's subscription saved through the
// API with the session's token, only to a push service (here the test suite's, on this machine,
// which the development tools allow), listed on My information with a removal that works without
// JavaScript; another patient's device is "not found" and stays.

const server = useTestServer({ demoDataNow: TEST_NOW });
const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

function subscriptionBody(id: string) {
  // A P-256 point and a 16-byte secret of the right sizes (the server checks sizes, not curves).
  return {
    endpoint: `http://127.0.0.1:9/push/${id}`,
    keys: { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: Buffer.alloc(16, 7).toString("base64url") },
  };
}

async function subscribe(key: "aino" | "johan", id: string) {
  const login = await logInForTest(server.database.db, key);
  const response = await server.request("POST", `/api/push-subscriptions?${login.csrf}`, {
    cookie: login.cookie,
    body: subscriptionBody(id),
    headers: { "user-agent": CHROME_ANDROID },
  });
  return { login, response };
}

describe("push subscriptions", () => {
  it("are saved for the logged-in user with the session's token, and listed on My information with a removal form", async () => {
    const { login, response } = await subscribe("aino", "aino-phone");
    expect(response.status).toBe(201);
    const { subscriptionId } = (await response.json()) as { subscriptionId: number };
    const [row] = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    expect(row).toMatchObject({ patientId: await patientIdOf(server.database.db, "aino"), brandId: "adult", deviceLabel: "Chrome, Android" });
    const html = await (await server.get("/en/my-information", { cookie: login.cookie })).text();
    expect(html).toContain("<h2");
    expect(html).toContain(">Notifications</h2>");
    expect(html).toContain("Chrome, Android");
    expect(html).toContain("Turning notifications on needs JavaScript.");
    expect(html).toMatch(new RegExp(`name="subscriptionId" value="${subscriptionId}"`));
  });

  it("refuse a post without the token, a malformed subscription and an address that is no push service", async () => {
    const login = await logInForTest(server.database.db, "aino");
    const withoutToken = await server.request("POST", "/api/push-subscriptions", { cookie: login.cookie, body: subscriptionBody("x") });
    expect(withoutToken.status).toBe(403);
    const malformed = await server.request("POST", `/api/push-subscriptions?${login.csrf}`, { cookie: login.cookie, body: { endpoint: "https://fcm.googleapis.com/x", keys: { p256dh: "short", auth: "" } } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ type: "ValidationError" });
    const elsewhere = await server.request("POST", `/api/push-subscriptions?${login.csrf}`, {
      cookie: login.cookie,
      body: { ...subscriptionBody("x"), endpoint: "https://attacker.example/push/x" },
    });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual({ type: "ValidationError", details: [{ path: "endpoint", message: "validation.invalidValue" }] });
  });

  it("remove the user's own device by a plain form post, and never another patient's", async () => {
    const johan = await subscribe("johan", "johan-phone");
    const johanDevice = ((await johan.response.json()) as { subscriptionId: number }).subscriptionId;
    const aino = await subscribe("aino", "aino-tablet");
    const ainoDevice = ((await aino.response.json()) as { subscriptionId: number }).subscriptionId;
    const csrfToken = aino.login.session.csrfToken;

    const refused = await server.request("POST", "/fi/omat-tiedot", { cookie: aino.login.cookie, form: { csrfToken, intent: "removePushDevice", subscriptionId: String(johanDevice) } });
    expect(refused.status).toBe(302);
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, johanDevice))).toHaveLength(1);
    const apiRefused = await server.request("DELETE", `/api/push-subscriptions/${johanDevice}?${aino.login.csrf}`, { cookie: aino.login.cookie });
    expect(apiRefused.status).toBe(404);
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, johanDevice))).toHaveLength(1);

    const removed = await server.request("POST", "/fi/omat-tiedot", { cookie: aino.login.cookie, form: { csrfToken, intent: "removePushDevice", subscriptionId: String(ainoDevice) } });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/fi/omat-tiedot");
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, ainoDevice))).toHaveLength(0);
  });

  it("send no test notification to another patient's device", async () => {
    const johan = await subscribe("johan", "johan-laptop");
    const johanDevice = ((await johan.response.json()) as { subscriptionId: number }).subscriptionId;
    const aino = await logInForTest(server.database.db, "aino");
    const response = await server.request("POST", `/api/push-subscriptions/${johanDevice}/test?${aino.csrf}`, { cookie: aino.cookie });
    expect(response.status).toBe(404);
  });
});
