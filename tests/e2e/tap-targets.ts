import { expect, type Page } from "@playwright/test";

// Tap targets (WCAG 2.2 2.5.8, decision 354): every control a finger can reach is at least 24 × 24
// CSS px, and a primary action (a primary button, a tab of the phone's tab bar) at least 44 × 44.
// The one exception taken is WCAG's inline one: a link inside a sentence, whose height the line of
// text sets. A checkbox or radio button counts together with its label, which takes the tap too.

/** Smallest sizes in CSS px. */
export const TARGET_MIN_PX = 24;
export const PRIMARY_TARGET_MIN_PX = 44;

/** Controls a finger can tap. */
const TARGETS = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[role=button]",
  "[role=link]",
  "[role=tab]",
  "[tabindex]:not([tabindex='-1'])",
].join(", ");

/** Primary actions, which get the comfortable size. */
const PRIMARY = ".button--primary, .tab-bar__tab";

/** The controls on the page smaller than their minimum, each as "tag.class "name" W×H". */
export async function tooSmallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ targets, primary, min, primaryMin }) => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(element);
        if (style.visibility === "hidden" || style.opacity === "0") return false;
        // Visually hidden (the 1 px clip pattern) and skip links until focused take no taps.
        if (element.closest(".visually-hidden, [aria-hidden='true'], [inert]")) return false;
        return true;
      };
      /** A link in a sentence: inline, with text of its own block around it (WCAG's inline exception). */
      const inSentence = (element: Element) => {
        if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
        if (!block) return false;
        const own = (element.textContent ?? "").trim().length;
        return (block.textContent ?? "").trim().length > own + 1;
      };
      /** The box a tap on the control lands in: a checkbox or radio button with its labels. */
      const tapBox = (element: Element) => {
        const box = element.getBoundingClientRect();
        let { left, top, right, bottom } = box;
        if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
          for (const label of element.labels ?? []) {
            const labelBox = label.getBoundingClientRect();
            if (labelBox.width === 0) continue;
            left = Math.min(left, labelBox.left);
            top = Math.min(top, labelBox.top);
            right = Math.max(right, labelBox.right);
            bottom = Math.max(bottom, labelBox.bottom);
          }
        }
        return { width: right - left, height: bottom - top };
      };
      const describe = (element: Element, width: number, height: number) => {
        const classes = typeof element.className === "string" && element.className.trim() ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        return `${element.tagName.toLowerCase()}${classes} "${name}" ${Math.round(width)}×${Math.round(height)}`;
      };
      const found: string[] = [];
      for (const element of document.querySelectorAll(targets)) {
        if (!visible(element)) continue;
        const { width, height } = tapBox(element);
        const needed = element.matches(primary) ? primaryMin : min;
        // Half a pixel of rounding: 23.6 px of a 24 px design is 24 px on the screen.
        if (width >= needed - 0.5 && height >= needed - 0.5) continue;
        if (inSentence(element)) continue;
        found.push(describe(element, width, height));
      }
      return found;
    },
    { targets: TARGETS, primary: PRIMARY, min: TARGET_MIN_PX, primaryMin: PRIMARY_TARGET_MIN_PX },
  );
}

/** Fails naming every control smaller than its minimum. */
export async function expectTapTargetsLargeEnough(page: Page, where: string): Promise<void> {
  expect(await tooSmallTargets(page), `tap targets under ${TARGET_MIN_PX} px (${PRIMARY_TARGET_MIN_PX} px for primary actions) on ${where}`).toEqual([]);
}
