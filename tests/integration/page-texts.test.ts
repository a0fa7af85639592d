import { TEST_NOW } from "#tests/clock";
import { describe, expect, it } from "vitest";
import { useTestServer } from "./test-server";

// Which texts travel with a page (app/i18n/page-areas.ts): the core and the page's own areas, in
// the page's language, not the whole catalog.

const server = useTestServer({ demoDataNow: TEST_NOW });

async function htmlOf(path: string): Promise<string> {
  const response = await server.get(path);
  expect(response.status).toBe(200);
  return response.text();
}

describe("texts of a page", () => {
  it("carry the front page's own texts and the core, without other areas' texts", async () => {
    const html = await htmlOf("/fi");
    expect(html).toContain("frontPage.");
    expect(html).toContain("shell.");
    expect(html).not.toContain("bookingSearch.");
    expect(html).not.toContain("content.");
  });

  it("carry the booking list's texts on the booking list", async () => {
    const html = await htmlOf("/sv/tidsbokning/privat-kund");
    expect(html).toContain("bookingSearch.");
    expect(html).not.toContain("frontPage.");
    expect(html).not.toContain("bookingReservation.");
  });
});
