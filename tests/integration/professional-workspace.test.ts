import { and, desc, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/enums";
import { PROFESSIONAL_PAGE_KEYS, professionalHref } from "#domain/routes/professional-route-table";
import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { auditEvents, messageAttachments, messages, messagingThreads, messagingUsers, professionalSessions, questionnaireForms } from "#server/db/schema";
import { SESSION_COOKIE } from "#server/http/session";
import { PROFESSIONAL_SESSION_COOKIE } from "#server/modules/professional/session-cookie";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { logInForTest, type TestLogin } from "#tests/sessions";
import { apiRoutes, fillPath } from "./api-routes";
import { HttpBrowser } from "./http-browser";
import { csrfOf, jariThreadId, signInStaff, useStaffWorkspaceServer } from "./staff-workspace-server";

// The professional workspace over real HTTP (issue 15): staff sign-in through the built-in
// identity provider's professional client, the separation of professional and patient sessions
// (every workspace route with a patient session, every patient API route with a professional
// one), a reply the patient's API then shows, and the audit trail of the professional's reads.

const workspace = useStaffWorkspaceServer("professional");

const sessionCookieOf = (browser: HttpBrowser) => browser.cookie("localhost", PROFESSIONAL_SESSION_COOKIE)!;

async function userIdByEmail(email: string): Promise<number> {
  const [row] = await workspace.database.db.select({ id: messagingUsers.id }).from(messagingUsers).where(eq(messagingUsers.emailAddress, email));
  return row!.id;
}

describe("professional sign-in", () => {
  it("offers the staff's demo personas, not the citizens'", async () => {
    const browser = new HttpBrowser(() => workspace.port);
    const started = await browser.request(`${workspace.base()}/professional/oauth/authenticate?lang=en`);
    const interaction = await browser.request((await browser.request(started.location!)).location!);
    expect(interaction.body).toContain("kaisa.ojala@hoiva.example.com");
    expect(interaction.body).not.toContain("140386-246K");
  });

  it("signs a nurse in with a session of its own kind, audited", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const cookie = sessionCookieOf(browser);
    expect(cookie.raw).toMatch(/HttpOnly/i);
    expect(cookie.raw).toMatch(/SameSite=Lax/i);
    expect(browser.cookie("localhost", SESSION_COOKIE)).toBeUndefined();
    const ojala = await userIdByEmail("kaisa.ojala@hoiva.example.com");
    const [row] = await workspace.database.db.select().from(professionalSessions).where(eq(professionalSessions.id, sessionKeyOf(cookie.value)));
    expect(row?.messagingUserId).toBe(ojala);
    const logins = await workspace.database.db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, ojala), eq(auditEvents.action, "login")));
    expect(logins).toHaveLength(1);
    expect(logins[0]?.actorRole).toBe("Työterveyshoitaja");

    const inbox = await browser.request(`${workspace.base()}${professionalHref("inbox", "en")}`);
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain("Signed in: Kaisa Ojala");
    expect(inbox.body).toContain("Selkävaivat ja työergonomia");
  });

  it("keeps staff and citizens' sign-ins apart at the identity provider", async () => {
    const browser = new HttpBrowser(() => workspace.port);
    const started = await browser.request(`${workspace.base()}/oauth/authenticate?lang=fi&next=/fi`);
    const interactionUrl = (await browser.request(started.location!)).location!;
    const page = await browser.request(interactionUrl);
    expect(page.body).not.toContain("kaisa.ojala@hoiva.example.com");
    const refused = await browser.request(interactionUrl, { method: "POST", form: { intent: "staff", staff: "ojala" } });
    expect(refused.status).toBe(400);
  });

  it("signs out", async () => {
    const browser = await signInStaff(workspace, "saarinen", "fi");
    const inbox = await browser.request(`${workspace.base()}${professionalHref("inbox", "fi")}`);
    const out = await browser.request(`${workspace.base()}${professionalHref("signOut", "fi")}`, { method: "POST", form: { csrfToken: csrfOf(inbox.body) } });
    expect(out.status).toBe(303);
    expect(browser.cookie("localhost", PROFESSIONAL_SESSION_COOKIE)).toBeUndefined();
    const again = await browser.request(`${workspace.base()}${professionalHref("inbox", "fi")}`);
    expect(again.location).toBe(`${workspace.base()}${professionalHref("signIn", "fi")}`);
  });
});

describe("professional and patient sessions never open each other's pages or API", () => {
  let patient: TestLogin;
  let professional: HttpBrowser;
  beforeAll(async () => {
    patient = await logInForTest(workspace.database.db, "jari");
    professional = await signInStaff(workspace, "ojala");
  });

  it("answers every workspace page of every language to a patient session with the sign-in", async () => {
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    for (const lang of LANGUAGES) {
      for (const key of PROFESSIONAL_PAGE_KEYS) {
        const target = professionalHref(key, lang, { threadId, attachmentId: 1, patientId: 1, visitId: 1, resultDate: "2026-11-23" });
        const browser = new HttpBrowser(() => workspace.port);
        browser.setCookie("localhost", SESSION_COOKIE, patient.session.id);
        const read = await browser.request(`${workspace.base()}${target}`);
        if (key === "signIn") {
          expect(read.status, target).toBe(200);
          expect(read.body).not.toContain("Jari");
        } else if (key === "signOut") {
          expect(read.status, target).toBe(404);
        } else {
          expect(read.status, target).toBe(303);
          expect(read.location, target).toBe(`${workspace.base()}${professionalHref("signIn", lang)}`);
        }
        const write = await browser.request(`${workspace.base()}${target}`, { method: "POST", form: { csrfToken: patient.session.csrfToken, intent: "close" } });
        expect([403, 404], target).toContain(write.status);
      }
    }
    const [thread] = await workspace.database.db.select({ isActive: messagingThreads.isActive }).from(messagingThreads).where(eq(messagingThreads.id, threadId));
    expect(thread?.isActive).toBe(true);
  });

  it("answers every patient API route to a professional session as to nobody", async () => {
    const cookie = `${PROFESSIONAL_SESSION_COOKIE}=${sessionCookieOf(professional).value}`;
    const call = (route: { method: string; pattern: string }, headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${workspace.port}/api${fillPath(route.pattern, "1")}`, {
        method: route.method,
        headers: { "content-type": "application/json", ...headers },
        ...(route.method === "GET" || route.method === "HEAD" ? {} : { body: "{}" }),
      });
    const routes = apiRoutes(workspace.services).filter((route) => !route.pattern.startsWith("/dev/"));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const [asProfessional, asNobody] = [await call(route, { cookie }), await call(route, {})];
      expect(asProfessional.status, `${route.method} ${route.pattern}`).toBe(asNobody.status);
    }
  });

  it("gives the professional cookie no patient session on the page side", async () => {
    const { loadSession } = await import("#server/modules/account/session-service");
    expect(await loadSession(workspace.database.db, sessionCookieOf(professional).value, TEST_NOW)).toBeNull();
  });
});

describe("a conversation in the workspace", () => {
  it("shows the patient's name and age, audits the read, and a reply reaches the patient", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const ojala = await userIdByEmail("kaisa.ojala@hoiva.example.com");
    const jari = await patientIdOf(workspace.database.db, "jari");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const page = await browser.request(`${workspace.base()}${professionalHref("thread", "en", { threadId })}`);
    expect(page.status).toBe(200);
    // Jari was born 18.9.1975: 51 on 24.11.2026.
    expect(page.body).toContain("Jari Laine, 51 years");
    expect(page.body).toContain("Kipu palasi viikonloppuna.");
    const reads = await workspace.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorProfessionalId, ojala), eq(auditEvents.entity, "thread"), eq(auditEvents.entityId, String(threadId))));
    expect(reads[0]).toMatchObject({ action: "read", actingForPatientId: jari, actorRole: "Työterveyshoitaja", outcome: "allowed" });
    expect(reads[0]?.address).toBeTruthy();

    const replied = await browser.request(`${workspace.base()}${professionalHref("thread", "en", { threadId })}`, {
      method: "POST",
      form: { csrfToken: csrfOf(page.body), intent: "reply", content: "Olli Mattila tulee tiistaina klo 9." },
    });
    expect(replied.status).toBe(303);
    expect(replied.location).toContain("done=replied");
    const [latest] = await workspace.database.db.select().from(messages).where(eq(messages.threadId, threadId)).orderBy(desc(messages.id)).limit(1);
    expect(latest).toMatchObject({ authorUserId: ojala, patientId: jari, content: "Olli Mattila tulee tiistaina klo 9." });

    // The patient's own API shows the answer.
    const login = await logInForTest(workspace.database.db, "jari");
    const answer = await fetch(`http://127.0.0.1:${workspace.port}/api/customer-messaging?${login.csrf}`, {
      method: "POST",
      headers: { cookie: login.cookie, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        query: `query T($id: ID!) { messagingThreadForCustomer(id: $id) { isUnread messages(pagination: { limit: 50 }) { paginatedMessages { content } } } }`,
        variables: { id: String(threadId) },
      }),
    });
    const body = (await answer.json()) as { data: { messagingThreadForCustomer: { isUnread: boolean; messages: { paginatedMessages: { content: string }[] } } } };
    expect(body.data.messagingThreadForCustomer.isUnread).toBe(true);
    expect(body.data.messagingThreadForCustomer.messages.paginatedMessages.map((message) => message.content)).toContain("Olli Mattila tulee tiistaina klo 9.");
  });

  it("downloads a patient's attachment from the shared storage, audited; not through another thread", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const ojala = await userIdByEmail("kaisa.ojala@hoiva.example.com");
    const jari = await patientIdOf(workspace.database.db, "jari");
    const jariUser = await workspace.database.db.select({ id: messagingUsers.id }).from(messagingUsers).where(eq(messagingUsers.patientId, jari));
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const [message] = await workspace.database.db.select({ id: messages.id }).from(messages).where(and(eq(messages.threadId, threadId), eq(messages.authorUserId, jariUser[0]!.id))).limit(1);
    const bytes = new TextEncoder().encode("%PDF-1.4 selkäkuva");
    await workspace.services.integrations.fileStorage.put("attachments/test/selka", { bytes, contentType: "application/pdf" });
    const [attachment] = await workspace.database.db
      .insert(messageAttachments)
      .values({ key: "k".repeat(43), messageId: message!.id, patientId: jari, uploadedByUserId: jariUser[0]!.id, fileName: "Selkä.pdf", contentType: "application/pdf", sizeBytes: bytes.length, storagePath: "attachments/test/selka" })
      .returning({ id: messageAttachments.id });
    const page = await browser.request(`${workspace.base()}${professionalHref("thread", "en", { threadId })}`);
    const link = professionalHref("attachment", "en", { threadId, attachmentId: attachment!.id });
    expect(page.body).toContain(`href="${link}"`);
    const answer = await fetch(`${workspace.base()}${link}`, { headers: { cookie: `${PROFESSIONAL_SESSION_COOKIE}=${sessionCookieOf(browser).value}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''Selk%C3%A4.pdf");
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);
    const [read] = await workspace.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorProfessionalId, ojala), eq(auditEvents.entity, "message-attachment"), eq(auditEvents.entityId, String(attachment!.id))));
    expect(read).toMatchObject({ action: "read", actingForPatientId: jari, outcome: "allowed" });
    const other = await jariThreadId(workspace.database, "Työterveystarkastuksen tulokset");
    const wrong = await browser.request(`${workspace.base()}${professionalHref("attachment", "en", { threadId: other, attachmentId: attachment!.id })}`);
    expect(wrong.status).toBe(404);
  });

  it("refuses a write without the session's token and an HR user's look at a care thread", async () => {
    const nurse = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const forged = await nurse.request(`${workspace.base()}${professionalHref("thread", "en", { threadId })}`, { method: "POST", form: { csrfToken: "x", intent: "close" } });
    expect(forged.status).toBe(403);

    const hr = await signInStaff(workspace, "virta");
    const hrId = await userIdByEmail("heidi.virta@kivirinne.example.com");
    const look = await hr.request(`${workspace.base()}${professionalHref("thread", "en", { threadId })}`);
    expect(look.status).toBe(404);
    const refused = await workspace.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorProfessionalId, hrId), eq(auditEvents.outcome, "refused"), isNotNull(auditEvents.entityId)));
    expect(refused.map((event) => event.entityId)).toContain(String(threadId));
  });
});

describe("files and new conversations from the workspace's forms", () => {
  /** Posts a multipart form as the browser does for a form with a file input. */
  const postMultipart = (browser: HttpBrowser, target: string, fields: Record<string, string>, files: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }[]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append("attachments", new Blob([file.bytes], { type: file.type }), file.name);
    if (files.length === 0) form.append("attachments", new Blob([], { type: "application/octet-stream" }), "");
    return fetch(`${workspace.base()}${target}`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie: `${PROFESSIONAL_SESSION_COOKIE}=${sessionCookieOf(browser).value}`, origin: workspace.base() },
    });
  };
  const pdfBytes = new TextEncoder().encode("%PDF-1.7 ohje");

  it("sends a reply with a file the patient can download through their own API", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const target = professionalHref("thread", "en", { threadId });
    const page = await browser.request(`${workspace.base()}${target}`);
    expect(page.body).toMatch(/enctype="multipart\/form-data"/i);
    const sent = await postMultipart(browser, target, { csrfToken: csrfOf(page.body), intent: "reply", content: "Venyttelyohje liitteenä." }, [
      { name: "Venyttely.pdf", type: "application/pdf", bytes: pdfBytes },
    ]);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toContain("done=replied");
    const [attachment] = await workspace.database.db.select().from(messageAttachments).where(eq(messageAttachments.fileName, "Venyttely.pdf"));
    const jari = await patientIdOf(workspace.database.db, "jari");
    expect(attachment).toMatchObject({ patientId: jari, contentType: "application/pdf", sizeBytes: pdfBytes.length });

    const login = await logInForTest(workspace.database.db, "jari");
    const asked = await fetch(`http://127.0.0.1:${workspace.port}/api/customer-messaging?${login.csrf}`, {
      method: "POST",
      headers: { cookie: login.cookie, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: `query D($id: ID!) { attachmentDownloadUrl(id: $id) }`, variables: { id: String(attachment!.id) } }),
    });
    const url = ((await asked.json()) as { data: { attachmentDownloadUrl: string } }).data.attachmentDownloadUrl;
    const file = await fetch(`http://127.0.0.1:${workspace.port}${url}`, { headers: { cookie: login.cookie } });
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);
  });

  it("keeps the typed reply when a file is refused, and says why", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const target = professionalHref("thread", "fi", { threadId });
    const page = await browser.request(`${workspace.base()}${target}`);
    const refused = await postMultipart(browser, target, { csrfToken: csrfOf(page.body), intent: "reply", content: "Tärkeä vastaus" }, [
      { name: "ohje.pdf", type: "application/pdf", bytes: new TextEncoder().encode("not a pdf") },
    ]);
    expect(refused.status).toBe(422);
    const body = await refused.text();
    expect(body).toContain("Liitteen tiedostotyyppi ei ole sallittu");
    expect(body).toContain("Tärkeä vastaus</textarea>");
    const empty = await postMultipart(browser, target, { csrfToken: csrfOf(page.body), intent: "reply", content: " " }, []);
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain("Kirjoita viesti tai liitä tiedosto.");
  });

  /** A PDF of `size` bytes: the signature its content check looks for, then filler. */
  const largePdf = (size: number) => {
    const bytes = new Uint8Array(size).fill(0x20);
    bytes.set(pdfBytes);
    return bytes;
  };

  it("keeps the typed reply when the files together are over 9 MiB, and stores nothing", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const target = professionalHref("thread", "fi", { threadId });
    const page = await browser.request(`${workspace.base()}${target}`);
    const content = "Pitkä vastaus, jota ei saa hukata";
    const refused = await postMultipart(browser, target, { csrfToken: csrfOf(page.body), intent: "reply", content }, [
      { name: "osa1.pdf", type: "application/pdf", bytes: largePdf(5_000_000) },
      { name: "osa2.pdf", type: "application/pdf", bytes: largePdf(4_437_185) },
    ]);
    expect(refused.status).toBe(422);
    const body = await refused.text();
    expect(body).toContain("Liitetiedosto on liian suuri. Liitteiden enimmäiskoko on 9 Mt.");
    expect(body).toContain(`${content}</textarea>`);
    const stored = await workspace.database.db.select().from(messageAttachments).where(eq(messageAttachments.fileName, "osa1.pdf"));
    expect(stored).toHaveLength(0);
    const sent = await workspace.database.db.select().from(messages).where(eq(messages.content, content));
    expect(sent).toHaveLength(0);
  });

  it("still checks the form's token when the files are over 9 MiB", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const target = professionalHref("thread", "en", { threadId });
    const forged = await postMultipart(browser, target, { csrfToken: "forged", intent: "reply", content: "Hei" }, [
      { name: "iso.pdf", type: "application/pdf", bytes: largePdf(9_437_185) },
    ]);
    expect(forged.status).toBe(403);
  });

  it("keeps a file name's letters beyond ASCII", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const target = professionalHref("thread", "sv", { threadId });
    const page = await browser.request(`${workspace.base()}${target}`);
    const sent = await postMultipart(browser, target, { csrfToken: csrfOf(page.body), intent: "reply", content: "Övningar bifogade." }, [
      { name: "Övningar för ryggen – Äänekoski.pdf", type: "application/pdf", bytes: pdfBytes },
    ]);
    expect(sent.status).toBe(303);
    const [attachment] = await workspace.database.db.select().from(messageAttachments).where(eq(messageAttachments.fileName, "Övningar för ryggen – Äänekoski.pdf"));
    expect(attachment?.sizeBytes).toBe(pdfBytes.length);
  });

  it("answers a body that is no multipart form with 400", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const headers = { cookie: `${PROFESSIONAL_SESSION_COOKIE}=${sessionCookieOf(browser).value}`, origin: workspace.base() };
    const target = `${workspace.base()}${professionalHref("thread", "en", { threadId })}`;
    const noBoundary = await fetch(target, { method: "POST", redirect: "manual", headers: { ...headers, "content-type": "multipart/form-data" }, body: "csrfToken=x" });
    expect(noBoundary.status).toBe(400);
    const cut = await fetch(target, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers, "content-type": "multipart/form-data; boundary=raja" },
      body: '--raja\r\nContent-Disposition: form-data; name="content"\r\n\r\nHei',
    });
    expect(cut.status).toBe(400);
  });

  it("refuses a file whose name holds a control or direction character, keeping the typed reply", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const target = professionalHref("thread", "en", { threadId });
    const page = await browser.request(`${workspace.base()}${target}`);
    for (const name of ["report\u202Efdp.png", "ohje\r\nX-Header: 1.pdf", "ohje\u0085.pdf", "\u2067ohje.pdf", "ohje\u200F.pdf"]) {
      const content = `Vastaus ${encodeURIComponent(name)}`;
      // The name as RFC 5987 spells it (filename*), which a client may send and busboy decodes: browsers encode a line break in filename="…".
      const boundary = "raja";
      const part = (headers: string, value: string) => `--${boundary}\r\n${headers}\r\n\r\n${value}\r\n`;
      const refused = await fetch(`${workspace.base()}${target}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: `${PROFESSIONAL_SESSION_COOKIE}=${sessionCookieOf(browser).value}`, origin: workspace.base(), "content-type": `multipart/form-data; boundary=${boundary}` },
        body:
          part('Content-Disposition: form-data; name="csrfToken"', csrfOf(page.body)) +
          part('Content-Disposition: form-data; name="intent"', "reply") +
          part('Content-Disposition: form-data; name="content"', content) +
          part(`Content-Disposition: form-data; name="attachments"; filename*=UTF-8''${encodeURIComponent(name)}\r\nContent-Type: application/pdf`, "%PDF-1.7 ohje") +
          `--${boundary}--\r\n`,
      });
      expect(refused.status, JSON.stringify(name)).toBe(422);
      const body = await refused.text();
      expect(/role="alert">([^<]*)/.exec(body)?.[1], JSON.stringify(name)).toBe("The attachment&#x27;s file name has characters that are not allowed. Rename the file and try again.");
      expect(body).toContain(`${content}</textarea>`);
    }
    const stored = await workspace.database.db.select({ fileName: messageAttachments.fileName }).from(messageAttachments);
    expect(stored.filter((row) => /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(row.fileName))).toEqual([]);
    const newThread = professionalHref("newThread", "fi");
    const code = personaIdentityCode(requirePersona("jari"));
    const started = await postMultipart(browser, newThread, { csrfToken: csrfOf(page.body), intent: "send", identityCode: code, title: "Ohje", content: "Liitteenä." }, [
      { name: "report\u202Efdp.png", type: "application/pdf", bytes: pdfBytes },
    ]);
    expect(started.status).toBe(422);
    expect(await started.text()).toContain("Liitteen tiedostonimessä on merkkejä, jotka eivät ole sallittuja. Nimeä tiedosto uudelleen ja yritä uudelleen.");
  });

  it("drops control characters from every free text of the workspace instead of failing", async () => {
    const ojala = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const threadUrl = `${workspace.base()}${professionalHref("thread", "en", { threadId })}`;
    const csrfToken = csrfOf((await ojala.request(threadUrl)).body);
    const post = (browser: HttpBrowser, url: string, token: string, form: Record<string, string>) => browser.request(url, { method: "POST", form: { csrfToken: token, ...form } });

    const replied = await post(ojala, threadUrl, csrfToken, { intent: "reply", content: "Nul\u0000ja\u001btab\tja\r\nrivi" });
    expect(replied.location).toContain("done=replied");
    const [reply] = await workspace.database.db.select().from(messages).where(eq(messages.threadId, threadId)).orderBy(desc(messages.id)).limit(1);
    expect(reply?.content).toBe("Nuljatab\tja\r\nrivi");

    const deleted = await post(ojala, threadUrl, csrfToken, { intent: "deleteMessage", messageId: String(reply!.id), reason: "Väärä\u0000 asiakas" });
    expect(deleted.location).toContain("done=deleted");
    const [removed] = await workspace.database.db.select({ deletedReason: messages.deletedReason }).from(messages).where(eq(messages.id, reply!.id));
    expect(removed?.deletedReason).toBe("Väärä asiakas");
    // A reason of nothing but control characters is none: the confirmation says it is required.
    const blank = await post(ojala, threadUrl, csrfToken, { intent: "deleteMessage", messageId: String(reply!.id), reason: "\u0000" });
    expect(blank.status).toBe(400);
    expect(blank.body).toContain("This field is required");

    const forms = await workspace.database.db.select({ id: questionnaireForms.id, title: questionnaireForms.title }).from(questionnaireForms);
    const workAbility = forms.find((form) => form.title.en === "Work ability questionnaire")!.id;
    const invited = await post(ojala, threadUrl, csrfToken, { intent: "inviteQuestionnaire", formId: String(workAbility), content: "Täytä\u0000thän" });
    expect(invited.location).toContain("done=invited");

    const absencesUrl = `${workspace.base()}${professionalHref("absences", "en")}`;
    const hanna = await userIdByEmail("hanna.peltonen@hoiva.example.com");
    const absence = await post(ojala, absencesUrl, csrfToken, { intent: "create", firstDay: "2026-12-01", lastDay: "2026-12-02", substituteIds: String(hanna), internalMessage: "Lomalla\u0000" });
    expect(absence.location).toContain("done=recorded");

    const newThreadUrl = `${workspace.base()}${professionalHref("newThread", "en")}`;
    const code = personaIdentityCode(requirePersona("jari"));
    const started = await post(ojala, newThreadUrl, csrfToken, { intent: "send", identityCode: code, title: "Otsi\u0000kko", content: "Sisäl\u0000tö" });
    expect(started.status).toBe(303);
    const startedId = Number(/messages\/(\d+)/.exec(started.location!)?.[1]);
    const [thread] = await workspace.database.db.select({ title: messagingThreads.title }).from(messagingThreads).where(eq(messagingThreads.id, startedId));
    expect(thread?.title).toBe("Otsikko");

    const laura = await signInStaff(workspace, "salminen");
    const [renewalThread] = await workspace.database.db.select({ id: messagingThreads.id }).from(messagingThreads).where(eq(messagingThreads.title, "Reseptin uusimispyyntö"));
    const renewalUrl = `${workspace.base()}${professionalHref("thread", "en", { threadId: renewalThread!.id })}`;
    const renewalPage = (await laura.request(renewalUrl)).body;
    const prescriptionId = /name="prescriptionId" value="(\d+)"/.exec(renewalPage)?.[1];
    expect(prescriptionId).toBeDefined();
    const decided = await post(laura, renewalUrl, csrfOf(renewalPage), { intent: "renewal", prescriptionId: prescriptionId!, decision: "declined", reply: "Varaa\u0000 aika" });
    expect(decided.location).toContain("done=declined");
    const [answer] = await workspace.database.db.select({ content: messages.content }).from(messages).where(eq(messages.threadId, renewalThread!.id)).orderBy(desc(messages.id)).limit(1);
    expect(answer?.content).toBe("Varaa aika");
  });

  it("starts a conversation with a patient found by identity code", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const ojala = await userIdByEmail("kaisa.ojala@hoiva.example.com");
    const target = professionalHref("newThread", "en");
    const inbox = await browser.request(`${workspace.base()}${professionalHref("inbox", "en")}`);
    expect(inbox.body).toContain(`href="${target}"`);
    const page = await browser.request(`${workspace.base()}${target}`);
    expect(page.status).toBe(200);
    const csrfToken = csrfOf(page.body);
    const wrong = await browser.request(`${workspace.base()}${target}`, { method: "POST", form: { csrfToken, intent: "find", identityCode: "180975-1234" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toContain("Please check the identity code.");
    expect(wrong.body).toContain('value="180975-1234"');
    const code = personaIdentityCode(requirePersona("jari"));
    const found = await browser.request(`${workspace.base()}${target}`, { method: "POST", form: { csrfToken, intent: "find", identityCode: code } });
    expect(found.status).toBe(200);
    expect(found.body).toContain("Jari Laine, 51 years");
    const noText = await postMultipart(browser, target, { csrfToken, intent: "send", identityCode: code, title: "Kutsu", content: "" }, []);
    expect(noText.status).toBe(422);
    expect(await noText.text()).toContain('value="Kutsu"');
    const tooLarge = await postMultipart(browser, target, { csrfToken, intent: "send", identityCode: code, title: "Kutsu", content: "Tervetuloa tarkastukseen." }, [
      { name: "Liite.pdf", type: "application/pdf", bytes: largePdf(9_437_185) },
    ]);
    expect(tooLarge.status).toBe(422);
    const tooLargeBody = await tooLarge.text();
    expect(tooLargeBody).toContain("Attachment file is too large. Maximum attachment size is 9MB.");
    expect(tooLargeBody).toContain('value="Kutsu"');
    expect(tooLargeBody).toContain("Tervetuloa tarkastukseen.</textarea>");
    const sent = await postMultipart(browser, target, { csrfToken, intent: "send", identityCode: code, title: "Kutsu tarkastukseen", content: "Varaathan ajan." }, [
      { name: "Kutsu.pdf", type: "application/pdf", bytes: pdfBytes },
    ]);
    expect(sent.status).toBe(303);
    const location = sent.headers.get("location")!;
    expect(location).toContain("done=started");
    const threadId = Number(/messages\/(\d+)/.exec(location)?.[1]);
    const [thread] = await workspace.database.db.select().from(messagingThreads).where(eq(messagingThreads.id, threadId));
    expect(thread).toMatchObject({ title: "Kutsu tarkastukseen", currentAssigneeUserId: ojala, patientId: await patientIdOf(workspace.database.db, "jari") });

    const hr = await signInStaff(workspace, "virta");
    expect((await hr.request(`${workspace.base()}${target}`)).status).toBe(404);
  });
});
