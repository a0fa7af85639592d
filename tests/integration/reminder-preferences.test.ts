import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, patients } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { logInAsGuardianForTest, logInForTest } from "#tests/sessions";
import { useTestServer } from "./test-server";

// The appointment reminder choices on My information's contact tab (decision 340), posted as a
// browser without JavaScript posts them: the user's own choices only, saved through the shared
// schema, audited, with the toast on the contact tab.

const server = useTestServer({ demoDataNow: TEST_NOW });

async function choicesOf(key: Parameters<typeof patientIdOf>[1]) {
  const db = server.database.db;
  const [row] = await db
    .select({ bySms: patients.remindersBySms, byEmail: patients.remindersByEmail })
    .from(patients)
    .where(eq(patients.id, await patientIdOf(db, key)));
  return row!;
}

async function auditOf(key: Parameters<typeof patientIdOf>[1], action: "read" | "update") {
  const db = server.database.db;
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actingForPatientId, await patientIdOf(db, key)), eq(auditEvents.entity, "reminder-preferences"), eq(auditEvents.action, action)));
}

function cookiesOf(response: Response, cookie: string): string {
  return [cookie, ...response.headers.getSetCookie().map((value) => value.split(";")[0])].join("; ");
}

describe("the reminder choices on My information", () => {
  it("shows both channels on, saves SMS off with the toast on the contact tab, and audits the read and the change", async () => {
    const timo = await logInForTest(server.database.db, "timo", { lang: "en" });
    const html = await (await server.get("/en/my-information", { cookie: timo.cookie })).text();
    expect(html).toContain("Appointment reminders");
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="bySms"[^>]*checked=""/);
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="byEmail"[^>]*checked=""/);
    expect(await auditOf("timo", "read")).not.toHaveLength(0);

    const saved = await server.request("POST", "/en/my-information", {
      cookie: timo.cookie,
      form: { csrfToken: timo.session.csrfToken, intent: "saveReminders", byEmail: "on" },
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/en/my-information?tab=contact");
    expect(await choicesOf("timo")).toEqual({ bySms: false, byEmail: true });
    expect(await auditOf("timo", "update")).toHaveLength(1);
    const after = await (await server.get("/en/my-information?tab=contact", { cookie: cookiesOf(saved, timo.cookie) })).text();
    expect(after).toContain("Your reminder choices have been saved");
    expect(after).not.toMatch(/<input[^>]*name="bySms"[^>]*checked=""/);
  });

  it("refuses a post without the session's CSRF token and a value that is no checkbox's", async () => {
    const timo = await logInForTest(server.database.db, "timo", { lang: "en" });
    const before = await choicesOf("timo");
    const forged = await server.request("POST", "/en/my-information", { cookie: timo.cookie, form: { csrfToken: "x", intent: "saveReminders" } });
    expect(forged.status).toBe(403);
    const odd = await server.request("POST", "/en/my-information", {
      cookie: timo.cookie,
      form: { csrfToken: timo.session.csrfToken, intent: "saveReminders", bySms: "maybe" },
    });
    expect(odd.status).toBe(200);
    expect(await odd.text()).toContain("Your reminder choices could not be saved. Try again.");
    expect(await choicesOf("timo")).toEqual(before);
  });

  it("is the user's own: a guardian acting for a child sees no such section and cannot change the child's", async () => {
    const mikko = await logInAsGuardianForTest(server.database.db, "mikko", "eetu", { lang: "en", brand: "kids" });
    const html = await (await server.get("/en/my-information", { cookie: mikko.cookie, host: "kids.localhost" })).text();
    expect(html).not.toContain(`name="bySms"`);
    const refused = await server.request("POST", "/en/my-information", {
      cookie: mikko.cookie,
      host: "kids.localhost",
      form: { csrfToken: mikko.session.csrfToken, intent: "saveReminders" },
    });
    expect(refused.status).toBe(200);
    expect(await choicesOf("eetu")).toEqual({ bySms: true, byEmail: true });
    expect(await choicesOf("mikko")).toEqual({ bySms: true, byEmail: true });
  });
});
