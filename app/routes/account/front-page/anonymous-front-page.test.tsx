// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRoot } from "#app/ui/test-utils";
import { AnonymousFrontPage } from "./anonymous-front-page";

afterEach(cleanup);

describe("anonymous front page", () => {
  it("welcomes in Finnish with the hyphen a brand name of one or several words takes", () => {
    renderInRoot(<AnonymousFrontPage />, { lang: "fi", brandId: "adult" });
    expect(screen.getByRole("heading", { level: 1, name: "Tervetuloa Hoiva-palveluun" })).toBeTruthy();
    cleanup();
    renderInRoot(<AnonymousFrontPage />, { lang: "fi", brandId: "kids" });
    expect(screen.getByRole("heading", { level: 1, name: "Tervetuloa Hoiva Junior -palveluun" })).toBeTruthy();
  });
});
