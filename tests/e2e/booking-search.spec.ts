import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";

// Appointment search (spec part 2 §2, §4): an anonymous private search in English — landing,
// filter by a clinic, change the time-of-day tab, load more — with the search in the address, so
// the back button restores the previous search; the children's brand's own clinics; the
// occupational path through its sign-in prompt in Finnish (Jari has an agreement, Aino has none).
// axe on the landing, the list and the occupational states.

const port = Number(process.env.E2E_PORT ?? 3100);

const results = (page: Page) => page.locator(".result__link");
const tab = (page: Page, name: RegExp) => page.getByRole("tab", { name });

async function expectResultsLoaded(page: Page) {
  await expect(page.locator(".skeleton")).toHaveCount(0);
  await expect(results(page).first()).toBeVisible();
}

test("anonymous private search: filter, tab, load more, shareable address, back button (en)", async ({ page }) => {
  await page.goto("/en/booking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book an appointment");
  await expect(page.getByText("Over 65 years")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Private customer" }).click();
  await expect(page).toHaveURL(/\/en\/booking\/private-customer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appointment booking");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Book an appointment" })).toBeVisible();
  await expectResultsLoaded(page);
  await expect(tab(page, /^All/)).toHaveAttribute("aria-selected", "true");
  // A visitor without a session books on the anonymous reservation page.
  await expect(results(page).first()).toHaveAttribute("href", /^\/en\/anonymous-users\/available-appointments\/\d+$/);
  await expect(page.getByText(/^From €\d+\.\d\d$/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Filter by a clinic: a new address, only that clinic's times.
  await page.getByRole("checkbox", { name: "Hoiva Kamppi" }).check();
  await expect(page).toHaveURL(/clinicIds=HKA/);
  await expectResultsLoaded(page);
  await expect(page.locator(".result__place").filter({ hasNotText: "Hoiva Kamppi" })).toHaveCount(0);

  // Change the tab: evening times only.
  await tab(page, /^Evening 16–21/).click();
  await expect(tab(page, /^Evening/)).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/time=evening/);
  await expectResultsLoaded(page);
  await expect(results(page)).toHaveCount(20);
  for (const time of await page.locator(".result__time").allTextContents()) {
    const [hours, minutes] = time.split(":").map(Number) as [number, number];
    expect(hours * 60 + minutes, time).toBeGreaterThanOrEqual(16 * 60);
    expect(hours * 60 + minutes, time).toBeLessThanOrEqual(21 * 60);
  }

  // Load more: the next page is appended and the first new time takes the focus.
  const firstPage = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  await page.getByRole("button", { name: "Show more appointments" }).click();
  await expect.poll(() => results(page).count()).toBeGreaterThan(20);
  await expect(results(page).nth(20)).toBeFocused();
  const bothPages = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(bothPages.slice(0, 20)).toEqual(firstPage);
  expect(new Set(bothPages).size).toBe(bothPages.length);

  // The address carries the whole search.
  const url = new URL(page.url());
  expect(url.searchParams.getAll("clinicIds")).toEqual(["HKA"]);
  expect(url.searchParams.get("time")).toBe("evening");
  expect(url.searchParams.get("startDate")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expectNoAxeViolations(page);

  // Back: the clinic filter with all times of day; back again: no filter.
  await page.goBack();
  await expect(page).not.toHaveURL(/time=evening/);
  await expect(tab(page, /^All/)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("checkbox", { name: "Hoiva Kamppi" })).toBeChecked();
  await expectResultsLoaded(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/booking\/private-customer$/);
  await expect(page.getByRole("checkbox", { name: "Hoiva Kamppi" })).not.toBeChecked();
  await expectResultsLoaded(page);

  // The shared address opens the same search.
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("checkbox", { name: "Hoiva Kamppi" })).toBeChecked();
  await expect(tab(page, /^Evening/)).toHaveAttribute("aria-selected", "true");
  await expectResultsLoaded(page);
  await expect(results(page)).toHaveCount(20);
});

test("choosing a day in the calendar starts the list there (en)", async ({ page }) => {
  await page.goto("/en/booking/private-customer");
  await expectResultsLoaded(page);
  const calendar = page.getByRole("region", { name: "Dates with free appointments" });
  const firstFree = calendar.getByRole("button", { name: /, free appointments$/ }).first();
  await expect(firstFree).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  const day = calendar.getByRole("button", { name: /, free appointments$/ }).first();
  const date = await day.getAttribute("data-date");
  await day.click();
  await expect(page).toHaveURL(new RegExp(`startDate=${date}`));
  await expect(day).toHaveAttribute("aria-pressed", "true");
  await expectResultsLoaded(page);
  const first = await page.locator(".results-list__date time").first().getAttribute("datetime");
  expect(first! >= date!).toBe(true);
});

test("the children's brand searches its own clinics (fi)", async ({ page }) => {
  await page.goto(`http://kids.localhost:${port}/fi/ajanvaraus`);
  await expect(page.getByRole("link", { name: "Työterveys" })).toHaveCount(0);
  await page.getByRole("link", { name: "Yksityisasiakas" }).click();
  await expectResultsLoaded(page);
  const clinics = await page.getByRole("group", { name: "Toimipiste" }).getByRole("checkbox").evaluateAll((boxes) =>
    boxes.map((box) => (box as HTMLInputElement).value),
  );
  expect(clinics.sort()).toEqual(["PJH", "PJI", "PJJ", "PJM"]);
  for (const place of await page.locator(".result__place").allTextContents()) expect(place).toMatch(/^Hoiva Junior /);
  await expectNoAxeViolations(page);
});

test("occupational: sign-in prompt keeps the query, Jari's list, Aino's missing agreement (fi)", async ({ page }) => {
  await page.goto("/fi/ajanvaraus?specialtyIds=TPSG");
  await page.getByRole("link", { name: "Työterveys" }).click();
  await expect(page).toHaveURL(/\/fi\/tyoterveys\?specialtyIds=TPSG$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Työterveyden ajanvaraus");
  await expectNoAxeViolations(page);

  await page.getByRole("main").getByRole("link", { name: "Kirjaudu ja varaa aika" }).click();
  await page.getByRole("link", { name: "Mobiilivarmenne" }).click();
  await page.getByRole("button", { name: /Jari Laine/ }).click();
  await page.waitForURL((url) => url.pathname === "/fi/ajanvaraus/tyoterveys" && url.searchParams.get("specialtyIds") === "TPSG");
  await expectResultsLoaded(page);
  await expect(page.getByRole("checkbox", { name: "Työterveyshuolto" })).toBeChecked();
  await expect(results(page).first()).toHaveAttribute("href", /^\/fi\/tyoterveys\/vapaat-ajat\/\d+$/);
  await expectNoAxeViolations(page);

  // Aino has no occupational agreement: the apology, the private booking link, the analytics event.
  await page.context().clearCookies();
  await page.goto("/fi/kirjaudu?nextPath=%2Ffi%2Fajanvaraus%2Ftyoterveys");
  await page.getByRole("link", { name: "Mobiilivarmenne" }).click();
  await page.getByRole("button", { name: /Aino Virtanen/ }).click();
  await page.waitForURL((url) => url.pathname === "/fi/ajanvaraus/tyoterveys");
  await expect(page.getByRole("heading", { name: "Emme löytäneet työterveyssopimustasi" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Varaa aika yksityisasiakkaana" })).toHaveAttribute("href", "/fi/ajanvaraus/yksityisasiakas");
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).some((entry) => entry.event === "authenticationFailure")))
    .toBe(true);
  await expectNoAxeViolations(page);
});
