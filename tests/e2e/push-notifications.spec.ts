import type { BrowserContext, Page } from "@playwright/test";
import { startTestPushService, type TestPushService, type TestSubscription } from "#tests/push/test-push-service";
import { expectNoAxeViolations } from "./axe";
import { adult, logInAs } from "./pages/account";
import { expect, test } from "./fixtures";

// Web push on My information (issue 35 §4; decision 374). Aino grants the notification
// permission, turns notifications on, sees her device listed, sends herself a test notification
// and receives it; then removes the device. What is real and what stands in:
// - real: the page's code, the service worker, the API, the database, the job queue's worker in the
//   server, web-push's encryption and VAPID signature, the HTTP request to a push service, and the
//   service worker's push handler showing the notification;
// - stands in: the browser's own push service. Chromium has no Push API in an incognito profile
//   (every Playwright context is one) and no connection to Google's push service here. So the
//   page's PushManager.subscribe answers a subscription of the test suite's push service
//   (tests/push/test-push-service.ts), which the server accepts on this machine only with the
//   development tools; that service decrypts what arrives as the browser would (RFC 8291), and the
//   decrypted notification is handed to the service worker over the DevTools protocol
//   (ServiceWorker.deliverPushMessage), as Chromium's push client would hand it over.
// Then the offline side (decision 371): the offline page when the connection is lost, and the
// appointments kept for reading offline only until logout.

// The suite blocks service workers elsewhere (playwright.config.ts); here they are the subject.
test.use({ serviceWorkers: "allow" });

let pushService: TestPushService;
test.beforeAll(async () => {
  pushService = await startTestPushService();
});
test.afterAll(() => pushService.close());

/** Runs in the page: PushManager answers the test push service's subscription (one per page). */
function usePushService(subscription: TestSubscription) {
  let current: PushSubscription | null = null;
  const make = () =>
    ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async function subscribe() {
    current ??= make();
    return current;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    return current;
  };
}

/** Waits for the service worker, registered after the first paint, to be installed and active. */
async function serviceWorkerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function deliverToServiceWorker(context: BrowserContext, page: Page, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
    for (const registration of updated) if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.get(`${adult}/`)).toBeTruthy();
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: adult, registrationId: registrations.get(`${adult}/`)!, data });
}

test.describe("push notifications", () => {
  test.use({ persona: "aino" });

  test("turn on, receive a test notification and remove the device (fi)", async ({ context, page }) => {
    test.slow();
    await context.grantPermissions(["notifications"], { origin: adult });
    const subscription = pushService.subscribe();
    await context.addInitScript(usePushService, subscription);
    await page.goto("/fi/omat-tiedot");
    const section = page.getByRole("region", { name: "Ilmoitukset" });
    await expect(section.getByRole("heading", { name: "Laitteet, joilla ilmoitukset ovat käytössä" })).toBeVisible();
    await expect(section.getByText("Ilmoitukset eivät ole käytössä millään laitteellasi.")).toBeVisible();
    // The service worker is registered after the first paint.
    await serviceWorkerActive(page);
    const turnOn = section.getByRole("button", { name: "Ota ilmoitukset käyttöön tällä laitteella" });
    await expect(turnOn).toBeEnabled();
    await expectNoAxeViolations(page);

    await turnOn.click();
    await expect(section.getByRole("status").first()).toHaveText("Ilmoitukset ovat käytössä tällä laitteella.");
    await expect(section.getByRole("listitem")).toHaveCount(1);
    await expect(section.getByRole("listitem")).toContainText("(tämä laite)");
    await expectNoAxeViolations(page);

    const arrived = pushService.next(subscription.endpoint, 30_000);
    await section.getByRole("button", { name: "Lähetä testi-ilmoitus" }).click();
    await expect(page.getByText("Testi-ilmoitus on matkalla")).toBeVisible();
    const push = await arrived;
    const notification = JSON.parse(push.text) as { title: string; body: string; url: string };
    expect(notification).toMatchObject({ title: "Hoiva", body: "Ilmoitukset ovat käytössä tällä laitteella.", url: `${adult}/fi/omat-tiedot` });
    // Nothing of Aino's: no name, no health detail.
    expect(push.text).not.toMatch(/Aino|Virtanen/);

    await deliverToServiceWorker(context, page, push.text);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (await registration!.getNotifications()).map((shown) => `${shown.title}: ${shown.body}`);
        }),
      )
      .toEqual(["Hoiva: Ilmoitukset ovat käytössä tällä laitteella."]);

    // The list's own "Remove", named by the device (a plain form post).
    await section.getByRole("listitem").getByRole("button", { name: /^Poista Chrome, .*, käytössä 24\.11\.2026 alkaen$/ }).click();
    await expect(page.getByText("Laite ei enää saa ilmoituksia")).toBeVisible();
    await expect(section.getByText("Ilmoitukset eivät ole käytössä millään laitteellasi.")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("push notifications without JavaScript", () => {
  test.use({ persona: "aino", javaScriptEnabled: false });

  test("say that turning them on needs JavaScript (en)", async ({ page }) => {
    await page.goto("/en/my-information");
    const section = page.getByRole("region", { name: "Notifications" });
    await expect(section.getByText("Turning notifications on needs JavaScript. Turn JavaScript on in your browser to use them.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Turn on notifications on this device" })).toBeDisabled();
    await expect(section.getByText("Reading offline needs JavaScript.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Keep upcoming appointments on this device" })).toBeDisabled();
  });
});

test.describe("offline", () => {
  test("shows the offline page in the page's language when the connection is lost (sv)", async ({ context, page }) => {
    await page.goto("/sv");
    await serviceWorkerActive(page);
    await context.setOffline(true);
    await page.goto("/sv/tider").catch(() => undefined);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ingen internetanslutning");
    await expect(page.getByText("I nödsituationer, ring 112.")).toBeVisible();
    await context.setOffline(false);
  });

  test("keeps upcoming appointments for reading offline only until logout (en)", async ({ page }) => {
    test.slow();
    await logInAs(page, "Emily Carter", "/en/my-information");
    await serviceWorkerActive(page);
    const offline = page.getByRole("region", { name: "Reading offline on this device" });
    await expect(offline.getByText("Nothing of yours is kept on this device.")).toBeVisible();
    await offline.getByRole("button", { name: "Keep upcoming appointments on this device" }).click();
    await expect(offline.getByText("Your upcoming appointments are kept on this device for reading offline.")).toBeVisible();
    // The worker fetched the appointments page with the session and kept it.
    const kept = () => page.evaluate(async () => ((await caches.has("hoiva-personal")) ? !!(await (await caches.open("hoiva-personal")).match("/en/appointments")) : false));
    await expect.poll(kept).toBe(true);
    await expectNoAxeViolations(page);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("navigation", { name: "User menu" }).getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in", exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => caches.has("hoiva-personal"))).toBe(false);
  });
});
