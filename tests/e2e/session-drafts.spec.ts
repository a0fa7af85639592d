import { expect, test } from "./fixtures";
import { adult, logInAs } from "./pages/account";
import { waitForHydration } from "./pages/hydration";

// A message half-typed before logging in again (the session warning's "Log in again") is there again (issue 18
// defect 10, decision 255): kept in the tab's sessionStorage only, never sent before the user
// sends it. The journey logs in on its own, so ending its session touches no other journey.

test("a half-typed message survives logging in again (fi)", async ({ page }) => {
  const newMessage = "/fi/viestit/uusi";
  await logInAs(page, "Aino Virtanen", newMessage);
  await waitForHydration(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") posts.push(request.url());
  });
  const text = "Hei, selkäkipu on jatkunut viikon ja haluaisin kysyä";
  // The drafts module loads after the page's first scripts: typing is kept once it has arrived.
  const message = page.getByRole("textbox", { name: "Viesti" });
  await expect
    .poll(async () => {
      await message.fill(text);
      return page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("hoiva-draft:")).length);
    })
    .toBe(1);

  // "Log in again" of the session warning: a new login that replaces the session.
  await page.goto(`${adult}/fi/kirjaudu?nextPath=${encodeURIComponent(newMessage)}&again=1`);
  expect(posts).toEqual([]);
  await page.getByRole("link", { name: "Mobiilivarmenne" }).click();
  await page.getByRole("button", { name: /Aino Virtanen/ }).click();
  await page.waitForURL((url) => url.pathname === newMessage);
  await waitForHydration(page);
  await expect(page.getByRole("textbox", { name: "Viesti" })).toHaveValue(text);
});
