import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, messages, messagingThreads } from "#server/db/schema";
import { countUnreadThreads } from "#server/modules/messaging/summary-repository";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { CATALOGS } from "#app/i18n/messages";
import { useTestServer } from "./test-server";

// The conversation pages' loaders and actions over real HTTP, as a browser without JavaScript
// uses them (spec part 2 §2 "Messaging", §4, §5, §8): the list, a conversation (marked read on
// opening), the reply and a new conversation as form posts with the session's CSRF token, and
// another patient's thread answering exactly as a missing one.

const server = useTestServer({ demoDataNow: TEST_NOW });

const logIn = (key: PersonaKey) => logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });

async function threadsOf(key: PersonaKey) {
  const patientId = await patientIdOf(server.database.db, key);
  return server.database.db
    .select({ id: messagingThreads.id, title: messagingThreads.title })
    .from(messagingThreads)
    .where(eq(messagingThreads.patientId, patientId))
    .orderBy(messagingThreads.id);
}

async function threadTitled(key: PersonaKey, title: string): Promise<number> {
  const thread = (await threadsOf(key)).find((row) => row.title === title);
  if (!thread) throw new Error(`no thread ${title}`);
  return thread.id;
}

const NOT_FOUND_FI = CATALOGS.fi["common.notFound.title"]!;

const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the conversations list", () => {
  it("lists the patient's conversations with the unread one marked, and audits the read", async () => {
    const jari = await logIn("jari");
    const response = await server.get("/fi/viestit", { cookie: jari.cookie });
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain("Selkävaivat ja työergonomia Lukematon");
    expect(text).toContain("Työterveystarkastuksen tulokset");
    expect(text).toContain("Uusi keskustelu");
    expect(text).toMatch(/Kaisa Ojala\s*:\s*Hei, sijaistan Minna Rantasta/);
    const patientId = await patientIdOf(server.database.db, "jari");
    const audits = await server.database.db
      .select({ entity: auditEvents.entity })
      .from(auditEvents)
      .where(and(eq(auditEvents.actingForPatientId, patientId), eq(auditEvents.entity, "messaging-threads")));
    expect(audits.length).toBeGreaterThan(0);
  });

  it("is blank for a patient without a messaging user", async () => {
    const johan = await logIn("johan");
    const response = await server.get("/sv/meddelanden", { cookie: johan.cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Meddelanden</h1>");
    expect(textOf(html)).not.toContain("Ny konversation");
    expect(textOf(html)).not.toContain("Inga meddelanden");
  });
});

describe("a conversation", () => {
  it("shows the messages without marking the thread read: the page's own post marks it (a GET never writes)", async () => {
    const jari = await logIn("jari");
    const patientId = await patientIdOf(server.database.db, "jari");
    const id = await threadTitled("jari", "Selkävaivat ja työergonomia");
    const page = `/en/messages/${id}`;
    expect(await countUnreadThreads(server.database.db, patientId)).toBe(1);
    // A link from another site opens the page and reads it, and changes nothing.
    const response = await server.get(page, { cookie: jari.cookie, headers: { "sec-fetch-site": "cross-site" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Selkävaivat ja työergonomia");
    expect(text).toContain("3 participants");
    expect(text).toMatch(/You \d{1,2}:\d{2} Hei, selkä on taas kipeytynyt/);
    expect(text).toContain("Your reply");
    expect(await countUnreadThreads(server.database.db, patientId)).toBe(1);
    // Without JavaScript the page offers the post itself.
    expect(html).toMatch(/<noscript><form [^>]*method="post".*name="intent" value="markRead".*name="shownAt" value="\d{4}-\d\d-\d\dT[\d:.]+Z".*Mark as read.*<\/noscript>/s);
    // The post needs the session's CSRF token.
    const forged = await server.request("POST", page, { cookie: jari.cookie, form: { intent: "markRead", shownAt: TEST_NOW.toISOString() } });
    expect(forged.status).toBe(403);
    expect(await countUnreadThreads(server.database.db, patientId)).toBe(1);
    const marked = await server.request("POST", page, { cookie: jari.cookie, form: { csrfToken: jari.session.csrfToken, intent: "markRead", shownAt: TEST_NOW.toISOString(), then: "page" } });
    expect(marked.status).toBe(302);
    expect(marked.headers.get("location")).toBe(page);
    expect(await countUnreadThreads(server.database.db, patientId)).toBe(0);
    const updates = await server.database.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.actingForPatientId, patientId), eq(auditEvents.entity, "messaging-read-status"), eq(auditEvents.entityId, String(id))));
    expect(updates).toHaveLength(1);
    // The next page's menu has no unread count, and the page no longer offers the post.
    const after = await (await server.get(page, { cookie: jari.cookie })).text();
    expect(textOf(after)).not.toMatch(/\d+ unread/);
    expect(after).not.toContain(`value="markRead"`);
  });

  it("answers the script's post to mark read with data, not a redirect, and another patient's thread with 404", async () => {
    const jari = await logIn("jari");
    const patientId = await patientIdOf(server.database.db, "jari");
    const id = await threadTitled("jari", "Selkävaivat ja työergonomia");
    const marked = await server.request("POST", `/fi/viestit/${id}`, { cookie: jari.cookie, form: { csrfToken: jari.session.csrfToken, intent: "markRead", shownAt: TEST_NOW.toISOString() } });
    expect(marked.status).toBe(200);
    expect(await countUnreadThreads(server.database.db, patientId)).toBe(0);
    const aino = await logIn("aino");
    const foreign = await server.request("POST", `/fi/viestit/${id}`, { cookie: aino.cookie, form: { csrfToken: aino.session.csrfToken, intent: "markRead", shownAt: TEST_NOW.toISOString() } });
    expect(foreign.status).toBe(404);
  });

  it("shows a deleted message as deleted, without its text", async () => {
    const aino = await logIn("aino");
    const id = await threadTitled("aino", "Esitiedot gynekologin käyntiä varten");
    const text = textOf(await (await server.get(`/en/messages/${id}`, { cookie: aino.cookie })).text());
    expect(text).toContain("This message has been deleted.");
    expect(text).not.toContain("Tämä viesti lähti vahingossa");
    expect(text).toContain("Ohje_irtosolunayte.pdf");
  });

  it("answers 404 for another patient's thread exactly as for a missing one, for the page and its action", async () => {
    const aino = await logIn("aino");
    const jarisThread = await threadTitled("jari", "Selkävaivat ja työergonomia");
    const foreign = await server.get(`/fi/viestit/${jarisThread}`, { cookie: aino.cookie });
    const missing = await server.get("/fi/viestit/987654", { cookie: aino.cookie });
    const malformed = await server.get("/fi/viestit/abc", { cookie: aino.cookie });
    expect([foreign.status, missing.status, malformed.status]).toEqual([404, 404, 404]);
    const [foreignText, missingText] = [textOf(await foreign.text()), textOf(await missing.text())];
    expect(foreignText).toContain(NOT_FOUND_FI);
    expect(missingText).toContain(NOT_FOUND_FI);
    expect(foreignText).not.toContain("Selkävaivat");
    const post = await server.request("POST", `/fi/viestit/${jarisThread}`, {
      cookie: aino.cookie,
      form: { csrfToken: aino.session.csrfToken, intent: "reply", message: "Hei" },
    });
    expect(post.status).toBe(404);
    const written = await server.database.db.select({ id: messages.id }).from(messages).where(and(eq(messages.threadId, jarisThread), eq(messages.content, "Hei")));
    expect(written).toEqual([]);
  });
});

describe("the reply", () => {
  it("sends with the CSRF field and shows the conversation again at the sent message", async () => {
    const jari = await logIn("jari");
    const id = await threadTitled("jari", "Selkävaivat ja työergonomia");
    const page = `/fi/viestit/${id}`;
    const refused = await server.request("POST", page, { cookie: jari.cookie, form: { intent: "reply", message: "Ilman tunnistetta" } });
    expect(refused.status).toBe(403);
    const sent = await server.request("POST", page, { cookie: jari.cookie, form: { csrfToken: jari.session.csrfToken, intent: "reply", message: "  Kiitos, sopii hyvin.  " } });
    expect(sent.status).toBe(302);
    const [latest] = await server.database.db.select({ id: messages.id, content: messages.content }).from(messages).where(eq(messages.threadId, id)).orderBy(desc(messages.id)).limit(1);
    // The fragment brings the sent message into view, with or without JavaScript.
    expect(sent.headers.get("location")).toBe(`${page}#message-${latest?.id}`);
    expect(latest?.content).toBe("Kiitos, sopii hyvin.");
    expect(textOf(await (await server.get(page, { cookie: jari.cookie })).text())).toContain("Kiitos, sopii hyvin.");
  });

  it("answers a blank reply with the error next to the field, and a closed thread with its notice, keeping the text", async () => {
    const jari = await logIn("jari");
    const open = await threadTitled("jari", "Selkävaivat ja työergonomia");
    const blank = await server.request("POST", `/en/messages/${open}`, { cookie: jari.cookie, form: { csrfToken: jari.session.csrfToken, intent: "reply", message: "   " } });
    expect(blank.status).toBe(400);
    const blankHtml = await blank.text();
    expect(blankHtml).toMatch(/<textarea[^>]*aria-invalid="true"/);
    expect(textOf(blankHtml)).toContain("Please write a message");
    const closed = await threadTitled("jari", "Työterveystarkastuksen tulokset");
    const answer = await server.request("POST", `/en/messages/${closed}`, { cookie: jari.cookie, form: { csrfToken: jari.session.csrfToken, intent: "reply", message: "Vielä yksi kysymys" } });
    expect(answer.status).toBe(200);
    expect(textOf(await answer.text())).toContain("This conversation has been closed.");
  });
});

describe("a reply with an attachment", () => {
  const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

  async function uploaded(login: Awaited<ReturnType<typeof logIn>>): Promise<string> {
    const answer = await server.request("POST", `/api/customer-messaging?${login.csrf}`, { cookie: login.cookie, body: { query: "mutation CreateAttachmentUpload { createAttachmentUpload { key url } }" } });
    const { key, url } = ((await answer.json()) as { data: { createAttachmentUpload: { key: string; url: string } } }).data.createAttachmentUpload;
    const put = await fetch(`${server.base}${url}&${login.csrf}`, { method: "PUT", headers: { cookie: login.cookie, "content-type": "application/pdf" }, body: new Uint8Array(PDF) });
    expect(put.status).toBe(200);
    return key;
  }

  it("posts the uploaded key with the form; the conversation shows the file, and someone else's upload is refused", async () => {
    const jari = await logIn("jari");
    const id = await threadTitled("jari", "Selkävaivat ja työergonomia");
    const page = `/en/messages/${id}`;
    const key = await uploaded(jari);
    const sent = await server.request("POST", page, {
      cookie: jari.cookie,
      form: { csrfToken: jari.session.csrfToken, intent: "reply", message: "", "attachments[0].key": key, "attachments[0].fileName": "lausunto.pdf" },
    });
    expect(sent.status).toBe(302);
    expect(textOf(await (await server.get(page, { cookie: jari.cookie })).text())).toContain("lausunto.pdf");

    const aino = await logIn("aino");
    const ainoKey = await uploaded(aino);
    const refused = await server.request("POST", page, {
      cookie: jari.cookie,
      form: { csrfToken: jari.session.csrfToken, intent: "reply", message: "Hei", "attachments[0].key": ainoKey, "attachments[0].fileName": "toisen.pdf" },
    });
    expect(refused.status).toBe(200);
    expect(textOf(await refused.text())).toContain("Failed to send the message.");
  });
});

describe("a new conversation", () => {
  it("shows the active announcement in the page's language with its Markdown as elements", async () => {
    const jari = await logIn("jari");
    const html = await (await server.get("/sv/meddelanden/ny", { cookie: jari.cookie })).text();
    expect(html).toContain("Vi svarar på meddelanden på vardagar");
    expect(html).toContain("<strong>1-3 vardagar</strong>");
    expect(html).toContain('data-type="info"');
  });

  it("warns Jari before he writes that his team's nurse is away, with her substitute; Aino, without a team, reads no warning", async () => {
    const jari = await logIn("jari");
    const text = textOf(await (await server.get("/en/messages/new", { cookie: jari.cookie })).text());
    expect(text).toContain("Away from your occupational health care team");
    expect(text).toMatch(/Minna Rantanen \(Occupational health nurse\) is away until \d{1,2}\.\d{1,2}\.\d{4}\. Substitute: Kaisa Ojala \(Occupational health nurse\)\./);
    expect(text.indexOf("Away from your occupational health care team")).toBeLessThan(text.indexOf("Subject"));
    const aino = await logIn("aino");
    expect(textOf(await (await server.get("/en/messages/new", { cookie: aino.cookie })).text())).not.toContain("Away from your occupational health care team");
  });

  it("sends the subject and message and goes to the new conversation", async () => {
    const jari = await logIn("jari");
    const before = (await threadsOf("jari")).length;
    const sent = await server.request("POST", "/sv/meddelanden/ny", {
      cookie: jari.cookie,
      form: { csrfToken: jari.session.csrfToken, intent: "send", subject: "Ny fråga", message: "Hej, jag har en fråga." },
    });
    expect(sent.status).toBe(302);
    const threads = await threadsOf("jari");
    expect(threads.length).toBe(before + 1);
    const created = threads.at(-1)!;
    expect(created.title).toBe("Ny fråga");
    expect(sent.headers.get("location")).toBe(`/sv/meddelanden/${created.id}`);
    const page = textOf(await (await server.get(`/sv/meddelanden/${created.id}`, { cookie: jari.cookie })).text());
    expect(page).toContain("Ny fråga");
    expect(page).toMatch(/Du \d{1,2}:\d{2} Hej, jag har en fråga\./);
  });

  it("keeps what was typed when the subject is too long or the message blank, and refuses a post without the token", async () => {
    const jari = await logIn("jari");
    const before = (await threadsOf("jari")).length;
    const subject = "x".repeat(71);
    const answer = await server.request("POST", "/en/messages/new", {
      cookie: jari.cookie,
      form: { csrfToken: jari.session.csrfToken, intent: "send", subject, message: " " },
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain(`value="${subject}"`);
    expect(textOf(html)).toContain("Please check the following fields");
    expect(textOf(html)).toContain("Maximum character length is 70");
    expect(textOf(html)).toContain("Please write a message");
    const refused = await server.request("POST", "/en/messages/new", { cookie: jari.cookie, form: { intent: "send", subject: "A", message: "B" } });
    expect(refused.status).toBe(403);
    expect((await threadsOf("jari")).length).toBe(before);
  });
});
