import { test as setup } from "./fixtures";
import { logInAs, PERSONAS, type PersonaKey, storageStatePath } from "./pages/account";

// Logs each persona of PERSONAS in once per run, through the built-in identity provider, and saves
// the cookies; journeys that start logged in reuse them with `test.use({ persona })`. Journeys
// about logging in itself (session.spec.ts, login-pages.spec.ts) still log in step by step.

for (const [key, name] of Object.entries(PERSONAS) as [PersonaKey, string][]) {
  setup(`log in as ${name}`, async ({ page }) => {
    await logInAs(page, name);
    await page.context().storageState({ path: storageStatePath(key) });
  });
}
