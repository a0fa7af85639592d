import http from "node:http";
import { describe, expect, it } from "vitest";
import { ATTACHMENTS_MAX_TOTAL_BYTES } from "#domain/messaging";
import { professionalHref } from "#domain/routes/professional-route-table";
import { PROFESSIONAL_SESSION_COOKIE } from "#server/modules/professional/session-cookie";
import type { HttpBrowser } from "./http-browser";
import { csrfOf, jariThreadId, signInStaff, useStaffWorkspaceServer } from "./staff-workspace-server";

// The workspace's limits against a probe (issue 30): a multipart post is read only for a signed-in
// professional whose form token comes before its files, and never past the body cap.

const workspace = useStaffWorkspaceServer("professional-limits");

const BOUNDARY = "hoivaraja";
const MiB = 1024 * 1024;

interface StreamedAnswer {
  status: number;
  body: string;
  /** How much of the body the client had sent when the answer arrived. */
  sentBytes: number;
}

/**
 * Posts a multipart form whose text fields come first and whose one file streams `fileBytes`
 * of filler after them, as fast as the server reads it, and stops sending as soon as an answer
 * arrives.
 */
function streamMultipart(path: string, { cookie, fields, fileBytes }: { cookie?: string; fields: Record<string, string>; fileBytes: number }): Promise<StreamedAnswer> {
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="iso.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 `,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const total = head.length + fileBytes + tail.length;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      {
        host: "127.0.0.1",
        port: workspace.port,
        method: "POST",
        path,
        headers: {
          host: `localhost:${workspace.port}`,
          origin: workspace.base(),
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          "content-length": String(total),
          ...(cookie ? { cookie } : {}),
        },
      },
      (incoming) => {
        answered = true;
        const sentBytes = sent;
        const chunks: Buffer[] = [];
        incoming.on("data", (data: Buffer) => chunks.push(data));
        incoming.on("end", () => {
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), sentBytes });
          request.destroy();
        });
      },
    );
    // Once the server has answered and closed, the rest of the body has nowhere to go.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const write = (data: Buffer) => {
      sent += data.length;
      return request.write(data);
    };
    let fileSent = 0;
    const pump = () => {
      while (!answered && fileSent < fileBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - fileSent));
        fileSent += piece.length;
        if (!write(piece)) return void request.once("drain", pump);
      }
      if (!answered) request.end(tail, () => (sent += tail.length));
    };
    write(head);
    pump();
  });
}

const cookieOf = (browser: HttpBrowser) => `${PROFESSIONAL_SESSION_COOKIE}=${browser.cookie("localhost", PROFESSIONAL_SESSION_COOKIE)!.value}`;

describe("a multipart post is read only when it may be", () => {
  const hugeFile = 200 * MiB;

  it("refuses an anonymous 200 MiB post without reading it", async () => {
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const answer = await streamMultipart(professionalHref("thread", "en", { threadId }), { fields: { csrfToken: "guess", intent: "reply", content: "Hei" }, fileBytes: hugeFile });
    expect(answer.status).toBe(403);
    // The answer came while the client was still sending, long before the 200 MiB.
    expect(answer.sentBytes).toBeLessThan(16 * MiB);
  });

  it("stops reading a signed-in post at its first file when the form's token did not come before it", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const path = professionalHref("thread", "en", { threadId });
    const forged = await streamMultipart(path, { cookie: cookieOf(browser), fields: { csrfToken: "forged", intent: "reply", content: "Hei" }, fileBytes: hugeFile });
    expect(forged.status).toBe(403);
    expect(forged.sentBytes).toBeLessThan(16 * MiB);
    const missing = await streamMultipart(path, { cookie: cookieOf(browser), fields: { intent: "reply", content: "Hei" }, fileBytes: hugeFile });
    expect(missing.status).toBe(403);
    expect(missing.sentBytes).toBeLessThan(16 * MiB);
  });

  it("answers a signed-in post over the body cap with 413 and the page with the typed text, without reading the rest", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const path = professionalHref("thread", "fi", { threadId });
    const page = await browser.request(`${workspace.base()}${path}`);
    const content = "Vastaus, jonka liite on aivan liian suuri";
    const answer = await streamMultipart(path, { cookie: cookieOf(browser), fields: { csrfToken: csrfOf(page.body), intent: "reply", content }, fileBytes: hugeFile });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Liitetiedosto on liian suuri. Liitteiden enimmäiskoko on 9 Mt.");
    expect(answer.body).toContain(`${content}</textarea>`);
    expect(answer.sentBytes).toBeLessThan(ATTACHMENTS_MAX_TOTAL_BYTES + 16 * MiB);
  });

  it("answers a new conversation over the body cap with 413 and keeps its text", async () => {
    const browser = await signInStaff(workspace, "ojala");
    const path = professionalHref("newThread", "en");
    const page = await browser.request(`${workspace.base()}${path}`);
    const answer = await streamMultipart(path, {
      cookie: cookieOf(browser),
      fields: { csrfToken: csrfOf(page.body), intent: "send", identityCode: "180975-291L", title: "Kutsu", content: "Tervetuloa tarkastukseen." },
      fileBytes: hugeFile,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Attachment file is too large. Maximum attachment size is 9MB.");
    expect(answer.body).toContain("Tervetuloa tarkastukseen.</textarea>");
  });
});

describe("the patient lookup of a new conversation", () => {
  it("answers a professional's 31st lookup in 15 minutes with 429 and when to try again, without the patient", async () => {
    const browser = await signInStaff(workspace, "peltonen");
    const target = `${workspace.base()}${professionalHref("newThread", "en")}`;
    const csrfToken = csrfOf((await browser.request(target)).body);
    for (let lookup = 1; lookup <= 30; lookup++) {
      const found = await browser.request(target, { method: "POST", form: { csrfToken, intent: "find", identityCode: "180975-291L" } });
      expect(found.status, `lookup ${lookup}`).toBe(200);
      expect(found.body).toContain("Jari Laine, 51 years");
    }
    const refused = await browser.request(target, { method: "POST", form: { csrfToken, intent: "find", identityCode: "140386-246K" } });
    expect(refused.status).toBe(429);
    // The clock starts at 10:00 in Helsinki; the block lasts 15 minutes.
    expect(refused.body).toMatch(/Too many searches by identity code\. You can search again at 10:1[56]\./);
    expect(refused.body).not.toContain("Aino");
    // A colleague's lookups are their own.
    const colleague = await signInStaff(workspace, "mattila");
    const theirs = await colleague.request(target, { method: "POST", form: { csrfToken: csrfOf((await colleague.request(target)).body), intent: "find", identityCode: "140386-246K" } });
    expect(theirs.status).toBe(200);
  });
});
