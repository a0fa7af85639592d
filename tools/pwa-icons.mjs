// The home-screen icons of the web app manifest (decision 370): each brand's mark, the white H of
// public/favicon-<brand>.svg, on a full square of the brand's primary colour, drawn by Chromium
// from SVG and saved as PNG in public/icons/. The mark sits inside the central 80% circle, so a
// phone may crop the square to its own shape (purpose "any maskable"). The PNGs are committed;
// run `node tools/pwa-icons.mjs` again after a change of colour or mark.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

/** The brands' primary colours (--color-primary of app/styles/app.css; domain/web-app.ts BRAND_THEME_COLOURS). */
export const ICON_COLOURS = { adult: "#0079ad", kids: "#3fb6b6" };
/** 192 and 512 for Android and the install prompt, 180 for iOS's apple-touch-icon. */
export const ICON_SIZES = [180, 192, 512];

function iconSvg(brand) {
  // The favicon's 32-unit drawing, scaled into the middle 60% of the square.
  const dot = brand === "kids" ? `<circle cx="24.5" cy="8" r="3" fill="#ffd24d"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">
    <rect width="32" height="32" fill="${ICON_COLOURS[brand]}"/>
    <g transform="translate(6.4 6.4) scale(0.6)"><path d="M10 8h3v6.5h6V8h3v16h-3v-6.5h-6V24h-3z" fill="#fff"/>${dot}</g>
  </svg>`;
}

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/icons");
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const brand of Object.keys(ICON_COLOURS)) {
    for (const size of ICON_SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(`<html><body style="margin:0">${iconSvg(brand)}</body></html>`);
      await page.screenshot({ path: path.join(outDir, `${brand}-${size}.png`), omitBackground: false });
      await page.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${outDir}`);
