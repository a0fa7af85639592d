import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adult, kids } from "./pages/account";
import { waitForHydration } from "./pages/hydration";
import { expectNothingWiderThanWindow } from "./overflow";

// Screenshots of the front page, the private booking list and an appointment page in both brands,
// and of a logged-in patient's pages (Aino's, Jari's team), on a desktop and on a phone, so a visual change shows in review as a failed comparison with the
// images in visual.spec.ts-snapshots/. After a deliberate change, renew them with
// `npx playwright test --project=visual --update-snapshots` and look at the new images.
// The project runs before every other journey (playwright.config.ts), so the demo data is as loaded
// and the server's clock a minute or so after TEST_NOW: free times and states are the same each run.

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
const BRANDS = {
  adult: { origin: adult, identityCode: "140386-246K" },
  kids: { origin: kids, identityCode: "090417A5815" },
} as const;

interface DevAppointment {
  selfCheckInStatus: string;
  links: { fi: string };
}

/** A later appointment's booking link (not the one with check-in open, which a journey checks in). */
async function laterAppointmentPath(request: APIRequestContext, identityCode: string): Promise<string> {
  const answer = await request.get(`${adult}/api/dev/appointment-links?identityCode=${identityCode}`);
  const { appointments } = (await answer.json()) as { appointments: DevAppointment[] };
  const later = appointments.filter((appointment) => appointment.selfCheckInStatus !== "allowed").at(-1);
  if (!later) throw new Error(`The demo data has a later appointment for ${identityCode}`);
  return later.links.fi;
}

// A full page of the booking list is 3,600 px tall: taking it twice to see it settle can take
// longer than the expectations' usual 10 s on a loaded two-core machine.
const screenshotOptions = { fullPage: true, animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.01, timeout: 30_000 } as const;

for (const [brand, { origin, identityCode }] of Object.entries(BRANDS)) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`${brand} brand on a ${size}`, () => {
      test.use({ viewport });

      test("front page", async ({ page }) => {
        await page.goto(`${origin}/fi`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page).toHaveScreenshot(`${brand}-${size}-front-page.png`, screenshotOptions);
      });

      test("private booking list", async ({ page }) => {
        test.slow();
        await page.goto(`${origin}/fi/ajanvaraus/yksityisasiakas`);
        await expect(page.locator(".result__link").first()).toBeVisible();
        await expect(page).toHaveScreenshot(`${brand}-${size}-booking-list.png`, screenshotOptions);
      });

      test("appointment page", async ({ page, request }) => {
        await page.goto(`${origin}${await laterAppointmentPath(request, identityCode)}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The portrait replaces the initials once it has loaded.
        await expect(page.locator("img.appointment__picture")).toBeVisible();
        await expect(page).toHaveScreenshot(`${brand}-${size}-appointment.png`, screenshotOptions);
      });
    });
  }
}

/**
 * A logged-in patient's pages: the action-centre front page, the lists and a summary of each kind
 * of matter, each also checked to fit the window. Relative times ("3 days ago") count from the server's clock, which the project reads
 * within minutes of TEST_NOW, so the words stay the same from run to run.
 */
const PATIENT_PAGES = [
  { name: "front-page", persona: "aino", path: "/fi" },
  { name: "appointments", persona: "aino", path: "/fi/ajat" },
  { name: "invoices", persona: "aino", path: "/fi/laskut" },
  { name: "invoice-summary", persona: "aino", path: "/fi/laskut", follow: 'a[href^="/fi/laskut/yhteenveto/"]' },
  { name: "prescriptions", persona: "aino", path: "/fi/reseptit" },
  { name: "laboratory", persona: "aino", path: "/fi/laboratorio" },
  { name: "visits", persona: "aino", path: "/fi/kaynnit" },
  { name: "messages", persona: "aino", path: "/fi/viestit" },
  { name: "certificates", persona: "aino", path: "/fi/todistukset" },
  { name: "my-information", persona: "aino", path: "/fi/omat-tiedot" },
  { name: "occupational-team", persona: "jari", path: "/fi/tyoterveystiimi" },
] as const;

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const entry of PATIENT_PAGES) {
    const { name, persona, path } = entry;
    test.describe(`${persona}'s ${name} on a ${size}`, () => {
      test.use({ viewport, persona });

      test(name, async ({ page }) => {
        await page.goto(`${adult}${path}`);
        if ("follow" in entry) {
          const href = await page.locator(entry.follow).first().getAttribute("href");
          await page.goto(`${adult}${href}`);
        }
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await waitForHydration(page);
        await expectNothingWiderThanWindow(page);
        await expect(page).toHaveScreenshot(`patient-${size}-${name}.png`, screenshotOptions);
      });
    });
  }
}
