import { describe, expect, it } from "vitest";
import { type InboxSearch, parseInboxCursor, parseInboxSearch } from "#domain/professional-inbox";
import type { DatabaseOrTransaction } from "#server/db/client";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { listInbox } from "./inbox-service";
import { findProfessionalByEmail, type Professional } from "./session-service";

// The inbox's search and order (issue 32, decision 380), on the demo data at TEST_NOW: a whole
// identity code finds that patient's conversations and a part of one finds nothing; words find
// by the starts of the patient's name or of the subject, the subject only where the viewer may
// open the conversation; an HR user finds HR conversations only; the longest waiting come first
// when asked, page by page.

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const request = { address: "192.0.2.11", requestId: "inbox-search-test" };
const CHOLESTEROL = "Kysymys kolesterolituloksesta";
const GYN = "Esitiedot gynekologin käyntiä varten";

async function staff(db: DatabaseOrTransaction, email: string): Promise<Professional> {
  const found = await findProfessionalByEmail(db, email);
  if (!found) throw new Error(`no staff member ${email}`);
  return found;
}

function search(text: string): InboxSearch {
  const parsed = parseInboxSearch(text);
  if (!parsed) throw new Error(`no search in ${text}`);
  return parsed;
}

async function found(db: DatabaseOrTransaction, professional: Professional, text: string) {
  const page = await listInbox(db, { professional, category: null, search: search(text), cursor: null, now: TEST_NOW, request, limit: 100 });
  return page.threads;
}

describe("inbox search", () => {
  it("finds a patient's conversations by a whole identity code or the starts of the name, in any category", async () => {
    const db = database.db;
    const laura = await staff(db, "laura.salminen@hoiva.example.com");
    const aino = await patientIdOf(db, "aino");
    const byCode = await found(db, laura, "140386-246k");
    expect(byCode.length).toBeGreaterThan(1);
    expect(byCode.every((thread) => thread.patientId === aino)).toBe(true);
    expect(byCode.map((thread) => thread.title)).toContain(CHOLESTEROL);
    const byName = await found(db, laura, "aino virt");
    expect(byName.map((thread) => thread.id)).toEqual(byCode.map((thread) => thread.id));
    // A part of a code is no code, and names do not contain digits.
    expect(await found(db, laura, "140386")).toEqual([]);
    expect(await found(db, laura, "ino")).toEqual([]);
  });

  it("finds by the subject only the conversations the viewer may open", async () => {
    const db = database.db;
    const laura = await staff(db, "laura.salminen@hoiva.example.com");
    expect((await found(db, laura, "kolesteroli")).map((thread) => thread.title)).toEqual([CHOLESTEROL]);
    // Antti Koskela has no care relationship with Aino: her gynaecology subject finds nothing for
    // him, while her name lists the conversation without its subject (decision 330).
    const antti = await staff(db, "antti.koskela@hoiva.example.com");
    expect(await found(db, antti, "gynekologin")).toEqual([]);
    const byName = await found(db, antti, "Aino Virtanen");
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.map((thread) => thread.title)).not.toContain(GYN);
    expect(byName.some((thread) => !thread.mayOpen && thread.title === null)).toBe(true);
    const elina = await staff(db, "elina.saarinen@hoiva.example.com");
    expect((await found(db, elina, "gynekologin käyntiä")).map((thread) => thread.title)).toEqual([GYN]);
  });

  it("gives an HR user HR conversations only", async () => {
    const db = database.db;
    const heidi = await staff(db, "heidi.virta@kivirinne.example.com");
    const jari = await found(db, heidi, "Jari");
    expect(jari.map((thread) => thread.title)).toEqual(expect.arrayContaining(["Työhön paluun suunnitelma"]));
    expect(jari.map((thread) => thread.title)).not.toContain("Selkävaivat ja työergonomia");
    const sari = await staff(db, "sari.lehtonen@hoiva.example.com");
    expect((await found(db, sari, "Jari")).map((thread) => thread.title)).not.toContain("Työhön paluun suunnitelma");
  });
});

describe("inbox order", () => {
  it("lists the longest waiting first when asked, page by page", async () => {
    const db = database.db;
    const sari = await staff(db, "sari.lehtonen@hoiva.example.com");
    const newest = await listInbox(db, { professional: sari, category: "others", cursor: null, now: TEST_NOW, request, limit: 100 });
    const waiting = await listInbox(db, { professional: sari, category: "others", sort: "waiting", cursor: null, now: TEST_NOW, request, limit: 100 });
    expect(newest.threads.length).toBeGreaterThan(2);
    expect(waiting.sort).toBe("waiting");
    expect(waiting.threads.map((thread) => thread.id)).toEqual(newest.threads.map((thread) => thread.id).reverse());
    const times = waiting.threads.map((thread) => thread.lastActivityAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // One a page: the cursor steps on in the same order.
    const paged: number[] = [];
    let page = await listInbox(db, { professional: sari, category: "others", sort: "waiting", cursor: null, now: TEST_NOW, request, limit: 1 });
    paged.push(...page.threads.map((thread) => thread.id));
    while (page.nextCursor) {
      page = await listInbox(db, { professional: sari, category: "others", sort: "waiting", cursor: parseInboxCursor(page.nextCursor), now: TEST_NOW, request, limit: 1 });
      paged.push(...page.threads.map((thread) => thread.id));
    }
    expect(paged).toEqual(waiting.threads.map((thread) => thread.id));
  });
});
