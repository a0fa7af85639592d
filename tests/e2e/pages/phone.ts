import type { Page } from "@playwright/test";

/** Elements (tag.class) wider than the window: on a phone there should be none. */
export async function elementsWiderThanWindow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().width > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`),
  );
}
