import { test as base } from "@playwright/test";
import { TEST_NOW } from "#tests/clock";
import { type PersonaKey, storageStatePath } from "./pages/account";

/**
 * Every journey's browser sees the time the server sees: the server's clock starts at TEST_NOW
 * (`CLOCK_START`, playwright.config.ts) and so does the page's `Date`, running on at real speed, so
 * calendars, "today" and relative times agree with the server and the demo data at whatever hour
 * the suite runs. Timers stay real.
 */
export const test = base.extend<{ persona: PersonaKey | null }>({
  /** `test.use({ persona: "aino" })`: start logged in as the persona, from the state saved once per run. */
  persona: [null, { option: true }],
  storageState: async ({ persona, storageState }, use) => {
    await use(persona ? storageStatePath(persona) : storageState);
  },
  context: async ({ context }, use) => {
    await context.addInitScript(pinBrowserClock, TEST_NOW.getTime() - Date.now());
    await use(context);
  },
});

export { expect } from "@playwright/test";

/**
 * Runs in the page before its scripts: `Date` shifted by a fixed offset. A constructor built with
 * `Reflect.construct` keeps subclasses of `Date` (such as TZDate, which formats Helsinki time)
 * working, which Playwright's own fake clock does not.
 */
function pinBrowserClock(offsetMs: number) {
  const WallDate = Date;
  const now = () => WallDate.now() + offsetMs;
  function PinnedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new WallDate(now()).toString();
    return Reflect.construct(WallDate, args.length === 0 ? [now()] : args, new.target) as Date;
  }
  Object.setPrototypeOf(PinnedDate, WallDate);
  PinnedDate.prototype = WallDate.prototype;
  PinnedDate.now = now;
  window.Date = PinnedDate as unknown as DateConstructor;
}
