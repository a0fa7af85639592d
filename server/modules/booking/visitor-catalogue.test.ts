import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentSlots } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { visitorCatalogue } from "./visitor-catalogue";

// The visitor's catalogue (decision 403) is read at most once a minute per brand and language:
// a change to the free times shows within the minute, never later; a moved clock reads it again.

const NOW = new Date("2031-03-04T06:00:00Z");
const database = useTestDatabase({ demoDataNow: NOW });

const specialtiesOf = async (catalogue: ReturnType<typeof visitorCatalogue>) => (await catalogue).services.map((service) => service.specialtyId);

describe("visitorCatalogue", () => {
  it("keeps the catalogue a minute, then shows what changed", async () => {
    const first = await specialtiesOf(visitorCatalogue(database.db, { brandId: "adult", lang: "en", now: NOW, monotonicNow: 1_000 }));
    expect(first).toContain("GYN");
    // Every gynaecology time is taken at once.
    await database.db.update(appointmentSlots).set({ heldUntil: new Date(NOW.getTime() + 3_600_000) }).where(eq(appointmentSlots.specialtyId, "GYN"));

    const withinTheMinute = visitorCatalogue(database.db, { brandId: "adult", lang: "en", now: new Date(NOW.getTime() + 30_000), monotonicNow: 59_000 });
    expect(await specialtiesOf(withinTheMinute)).toEqual(first);
    const later = await specialtiesOf(visitorCatalogue(database.db, { brandId: "adult", lang: "en", now: NOW, monotonicNow: 61_000 }));
    expect(later).not.toContain("GYN");
    expect(later).toEqual(first.filter((id) => id !== "GYN"));
  });

  it("keeps each brand and language apart, and reads again when the portal's clock moves", async () => {
    const english = await visitorCatalogue(database.db, { brandId: "kids", lang: "en", now: NOW, monotonicNow: 200_000 });
    const finnish = await visitorCatalogue(database.db, { brandId: "kids", lang: "fi", now: NOW, monotonicNow: 200_000 });
    expect(finnish.services[0]?.name).toBe("Lastentaudit");
    expect(english.services[0]?.name).not.toBe("Lastentaudit");
    expect(finnish.clinics.map((clinic) => clinic.city)).toEqual(["Espoo", "Helsinki", "Hämeenlinna", "Jyväskylä"]);

    // Ninety days on, the demo calendar has no free times left: the kept list is not shown.
    const muchLater = new Date(NOW.getTime() + 90 * 86_400_000);
    const moved = await visitorCatalogue(database.db, { brandId: "kids", lang: "fi", now: muchLater, monotonicNow: 200_001 });
    expect(moved.services).toEqual([]);
    expect(moved.clinics).toEqual(finnish.clinics);
  });
});
