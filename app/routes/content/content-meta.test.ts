import { describe, expect, it } from "vitest";
import type { BrandId } from "#domain/session-state";
import type { Lang } from "#domain/routes/route-table";
import { rootDataFor } from "#app/ui/test-utils";
import * as childrensChat from "./childrens-chat";
import * as help from "./help";
import * as sicknessFund from "./sickness-fund";
import * as termsOfUse from "./terms-of-use";

// The document title of each content page: "{page} – {brand}" in the page's language.
function title(module: { meta: (args: never) => unknown }, lang: Lang, brandId: BrandId = "adult") {
  const args = { matches: [{ id: "root", loaderData: rootDataFor(lang, brandId) }] };
  return module.meta(args as never);
}

describe("content page titles", () => {
  it.each([
    [sicknessFund, "en", "Sickness fund – Hoiva"],
    [sicknessFund, "fi", "Sairauskassa – Hoiva"],
    [sicknessFund, "sv", "Sjukkassa – Hoiva"],
    [help, "fi", "Ohjeita – Hoiva"],
    [help, "en", "Help – Hoiva"],
    [termsOfUse, "en", "Terms of use – Hoiva"],
    [termsOfUse, "sv", "Användarvillkor – Hoiva"],
    [childrensChat, "fi", "Pikkutsatti on siirtynyt – Hoiva"],
  ] as const)("%#: %s", (module, lang, expected) => {
    expect(title(module, lang)).toEqual([{ title: expected }]);
  });

  it("names the children's brand", () => {
    expect(title(childrensChat, "en", "kids")).toEqual([{ title: "Children's chat has moved – Hoiva Junior" }]);
  });
});
