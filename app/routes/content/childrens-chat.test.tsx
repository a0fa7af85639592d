// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BRANDS } from "#app/brands";
import { axeViolations } from "#app/ui/test-utils";
import ChildrensChat from "./childrens-chat";
import { renderPage } from "#app/ui/test-page";

afterEach(cleanup);

describe("children's chat notice", () => {
  it.each(["childrensChatNotice", "anonymousChildrensChat"] as const)(
    "says the chat has moved to the app and links the brand's stores (%s)",
    async (page) => {
      const { container } = renderPage(ChildrensChat, { page, brandId: "kids" });
      expect(screen.getByRole("heading", { level: 1, name: "Children's chat has moved" })).toBeDefined();
      expect(screen.getByText("Children's chat has moved to our Hoiva Junior mobile app. Download the app to chat with us about your child's health.")).toBeDefined();
      expect(screen.getByRole("link", { name: "Download on the App Store" }).getAttribute("href")).toBe(BRANDS.kids.appLinks.appStore);
      expect(screen.getByRole("link", { name: "Get it on Google Play" }).getAttribute("href")).toBe(BRANDS.kids.appLinks.googlePlay);
      expect(screen.queryByRole("textbox")).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it("uses the current brand's app links", () => {
    renderPage(ChildrensChat, { page: "childrensChatNotice", lang: "fi", brandId: "adult" });
    expect(screen.getByRole("heading", { level: 1, name: "Pikkutsatti on siirtynyt" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Lataa App Storesta" }).getAttribute("href")).toBe(BRANDS.adult.appLinks.appStore);
    expect(screen.getByRole("link", { name: "Lataa Google Playsta" }).getAttribute("href")).toBe(BRANDS.adult.appLinks.googlePlay);
  });

  it("is translated to Swedish", () => {
    renderPage(ChildrensChat, { page: "childrensChatNotice", lang: "sv", brandId: "kids" });
    expect(screen.getByRole("heading", { level: 1, name: "Barnchatten har flyttat" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Ladda ner i App Store" })).toBeDefined();
  });
});
