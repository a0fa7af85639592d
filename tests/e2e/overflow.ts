import { expect, type Page } from "@playwright/test";

/**
 * Fails when anything on the page is wider than the window or sticks out on its right (the page
 * would scroll sideways on a phone), naming each such element. Elements inside a container that
 * scrolls or clips sideways (a wide table in its scroll box) are that container's business, and
 * hidden ones take no room.
 */
export async function expectNothingWiderThanWindow(page: Page): Promise<void> {
  const offenders = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipsSideways = (element: Element) => ["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(element).overflowX);
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (clipsSideways(parent)) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width <= width + 0.5 && box.right <= width + 0.5) continue;
      if (contained(element)) continue;
      const name = element.tagName.toLowerCase() + (element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : "");
      found.push(`${name} (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    }
    if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width} px)`);
    return found;
  });
  expect(offenders, "elements wider than the window").toEqual([]);
}
