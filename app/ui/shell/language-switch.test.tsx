// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoute } from "#app/ui/test-utils";
import { LanguageSwitch } from "./language-switch";

afterEach(cleanup);

describe("language switch", () => {
  it("keeps the page and its query, and sends the return path on in the chosen language", () => {
    renderRoute(() => <LanguageSwitch />, { page: "login", lang: "fi", path: "/fi/kirjaudu?nextPath=%2Ffi%2Fajat%2F12&acr=x" });
    const swedish = screen.getByRole("link", { name: "På svenska" }).getAttribute("href")!;
    const url = new URL(swedish, "http://portal.invalid");
    expect(url.pathname).toBe("/sv/loggain");
    expect(url.searchParams.get("nextPath")).toBe("/sv/tider/12");
    expect(url.searchParams.get("acr")).toBe("x");
  });
});
