// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRoot } from "#app/ui/test-utils";
import { Footer } from "./footer";

afterEach(cleanup);

describe("footer", () => {
  it("dates the brand merger in the spec's format in every language, as a past event", () => {
    renderInRoot(<Footer />, { lang: "en" });
    expect(screen.getByText("Hoiva and Hoiva Junior merged on 1.6.2025. Your appointments and data stayed as they were.")).toBeTruthy();
    cleanup();
    renderInRoot(<Footer />, { lang: "fi" });
    expect(screen.getByText(/^Hoiva ja Hoiva Junior yhdistyivät 01\.06\.2025\./)).toBeTruthy();
  });

  it("names the app with the hyphen a brand name of one or several words takes in Finnish", async () => {
    renderInRoot(<Footer />, { lang: "fi", brandId: "kids" });
    expect(await screen.findByRole("heading", { name: "Lataa Hoiva Junior -sovellus" })).toBeTruthy();
    cleanup();
    renderInRoot(<Footer />, { lang: "fi" });
    expect(await screen.findByRole("heading", { name: "Lataa Hoiva-sovellus" })).toBeTruthy();
  });
});
