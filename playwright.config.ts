import { defineConfig } from "@playwright/test";
import { TEST_NOW } from "./tests/clock";

// End-to-end journeys in Debian's Chromium against the built portal on a fresh PGlite database.
// The server's clock starts at TEST_NOW (demo data is laid out around it) and so does every
// browser's (tests/e2e/fixtures.ts): the journeys see the same week at whatever hour they run.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `data/e2e-${process.pid}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Generous: CI machines have two cores and journeys include a full strong login.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // The axe checks inject their script into pages served with a strict Content-Security-Policy.
    bypassCSP: true,
    // The service worker (the installable app) is the push and offline journeys' to test
    // (push-notifications.spec.ts allows it); elsewhere a worker claiming the page halfway through
    // a journey would put its navigations and downloads behind it at a random moment.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    // Logs the personas in once; their saved cookies let journeys start logged in.
    { name: "personas", testMatch: /personas\.setup\.ts$/, use: { browserName: "chromium" } },
    // Screenshots first, while the demo data is as loaded (visual.spec.ts).
    { name: "visual", testMatch: /visual\.spec\.ts$/, dependencies: ["personas"], use: { browserName: "chromium" } },
    { name: "chromium", testIgnore: /visual\.spec\.ts$/, dependencies: ["personas", "visual"], use: { browserName: "chromium" } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node --enable-source-maps build/server-main/main.js`,
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The personas are shared by every journey of a run, and together the journeys book Aino more
    // times than the spec's ten upcoming appointments allow; that limit is the reservation
    // service's tests' to prove (reservation-service.test.ts), not an accident of journey order.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      CLOCK_START: TEST_NOW.toISOString(),
      MAX_FUTURE_RESERVATIONS: "100",
    },
  },
});
