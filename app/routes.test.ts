import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { PAGE_KEYS, routeId } from "#domain/routes/route-table";
import routes from "./routes";

describe("generated routes", () => {
  it("has one route per page and language, plus the root redirect and not-found", () => {
    const ids = routes.map((route) => route.id);
    for (const key of PAGE_KEYS) for (const lang of LANGUAGES) expect(ids).toContain(routeId(key, lang));
    expect(routes).toHaveLength(PAGE_KEYS.length * LANGUAGES.length + 2);
  });
});
