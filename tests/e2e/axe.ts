import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import { AREA_OF_KEY } from "#app/i18n/messages";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe on the page as it is once its transitions have ended, and fails with a readable list of
 * violations. Also fails on a message key shown as text: what a text missing from the page's
 * message areas looks like.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const words = (await page.locator("body").innerText()).split(/\s+/);
  expect(words.filter((word) => AREA_OF_KEY.has(word))).toEqual([]);
  // A button's colours fade for 0.15 s (app.css); axe reading the contrast halfway through a fade
  // would judge colours no one is left looking at. Finite transitions and animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
  });
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}
