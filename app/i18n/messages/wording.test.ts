import { describe, expect, it } from "vitest";
import { CATALOGS } from "./index";

// Wording errors found in use (issue 33, "Words"): each stays fixed.

describe("wording", () => {
  it("writes English titles in sentence case and calls things as the rest of the portal does", () => {
    const en = CATALOGS.en;
    for (const key of ["private", "insurance", "kela65", "occupational"] as const) {
      expect(en[`bookingSearch.title.${key}`], key).not.toMatch(/ \w*Booking/);
      expect(en[`bookingSearch.title.${key}`], key).toMatch(/appointment booking$|^Appointment booking$/);
    }
    expect(en["bookingSearch.breadcrumbs.home"]).toBe(en["menu.home"]);
    expect(en["bookingSearch.results.heading"]).toBe("Available appointments");
  });

  it("writes natural Finnish for the person acted for and a test's history", () => {
    expect(CATALOGS.fi["frontPage.actingFor"]).toBe("Asioit henkilön {firstName} puolesta");
    expect(CATALOGS.fi["results.result.history"]).toBe("Tuloshistoria: {name}");
  });
});
