import { describe, expect, it } from "vitest";
import { webAppManifest } from "./web-app-manifest";

// The web app manifest per brand and language (decision 370).

describe("the web app manifest", () => {
  it("names the brand, starts at its front page in the language and uses its colour and icons", () => {
    const adult = webAppManifest("adult", "sv");
    expect(adult).toMatchObject({ name: "Hoiva", start_url: "/sv", lang: "sv", display: "standalone", theme_color: "#0079ad", scope: "/" });
    const kids = webAppManifest("kids", "en");
    expect(kids).toMatchObject({ name: "Hoiva Junior", start_url: "/en", theme_color: "#3fb6b6" });
    expect(kids.icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
      "/icons/kids-192.png 192x192 any",
      "/icons/kids-192.png 192x192 maskable",
      "/icons/kids-512.png 512x512 any",
      "/icons/kids-512.png 512x512 maskable",
    ]);
  });
});
