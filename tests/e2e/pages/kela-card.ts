import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// The Kela card section of My information (English labels): choosing the images of both sides,
// saving them, and images drawn by the browser itself (real, decodable JPEG and PNG files).

export class KelaCardSection {
  constructor(private readonly page: Page) {}

  section(): Locator {
    return this.page.getByRole("region", { name: "Kela card" });
  }

  async open(origin: string) {
    await this.page.goto(`${origin}/en/my-information`);
    await waitForHydration(this.page);
    await expect(this.section()).toBeVisible();
  }

  async choose(side: "front" | "back", file: { name: string; mimeType: string; buffer: Buffer }) {
    const input = this.section().getByLabel(`Choose an image of the ${side} side`);
    // A lazy component: its inputs stay the server's, disabled, until its own code has hydrated
    // them (see waitForHydration).
    await expect(input).toBeEnabled();
    await input.setInputFiles(file);
  }

  image(side: "front" | "back"): Locator {
    return this.section().getByRole("img", { name: `Kela card, ${side} side` });
  }

  /** Both images shown, each decoded by the browser (not a broken image). */
  async expectImagesShown() {
    for (const side of ["front", "back"] as const) {
      await expect(this.image(side)).toBeVisible();
      await expect.poll(() => this.image(side).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  }
}

/** An image of the Kela card's size drawn on a canvas in the page, as the browser encodes it. */
export async function drawnImage(page: Page, type: "image/jpeg" | "image/png", colour: string, name: string) {
  const dataUrl = await page.evaluate(
    ({ type, colour }) => {
      const canvas = document.createElement("canvas");
      canvas.width = 172;
      canvas.height = 108;
      const context = canvas.getContext("2d")!;
      context.fillStyle = colour;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = "#ffffff";
      context.fillRect(12, 12, 60, 30);
      return canvas.toDataURL(type);
    },
    { type, colour },
  );
  return { name, mimeType: type, buffer: Buffer.from(dataUrl.split(",")[1]!, "base64") };
}
