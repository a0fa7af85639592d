import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KELA_IMAGE_MAX_BYTES } from "#domain/kela-card";
import type { PersonaKey } from "#server/db/demo-data/personas";
import { auditEvents, kelaCardImages } from "#server/db/schema";
import { createS3Storage } from "#server/integrations/storage/s3-storage";
import { setActingPatient } from "#server/modules/account/session-service";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { JPEG, PNG } from "#tests/kela-images";
import { logInAsGuardianForTest, logInForTest, type TestLogin } from "#tests/sessions";
import { type TestServer, useTestServer } from "./test-server";

// The Kela card API over real HTTP (spec part 1 §7; decisions 219-221), on both file storages:
// the local folder (uploads through the portal's own signed addresses) and S3-compatible storage
// (s3rver started here; uploads to presigned addresses). Byte checks, single use, expiry, CSRF,
// another patient's images as not found, and the audit trail.

interface UploadAddress {
  url: string;
  headers: Record<string, string>;
}
interface InitAnswer {
  front: UploadAddress;
  back: UploadAddress;
  token: string;
}

function kelaCardSuite(server: TestServer, storageName: string) {
  // Logins in the adult brand, whose host these requests go to (Mikko's too).
  const logIn = (key: PersonaKey) => logInForTest(server.database.db, key, { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT, brand: "adult" });
  const absolute = (url: string) => (url.startsWith("/") ? `${server.base}${url}` : url);

  async function init(login: TestLogin, mimetypes: Record<string, unknown> = { front: "image/jpeg", back: "image/png" }) {
    const response = await server.request("POST", `/api/kela-card/init-upload?${login.csrf}`, { cookie: login.cookie, body: { mimetypes } });
    return { status: response.status, body: (await response.json()) as InitAnswer & Record<string, unknown> };
  }

  function put(login: TestLogin, address: UploadAddress, bytes: Uint8Array, headers = address.headers) {
    // The browser sends its cookie to the portal only; a presigned address needs none.
    const cookie: Record<string, string> = address.url.startsWith("/") ? { cookie: login.cookie } : {};
    return fetch(absolute(address.url), { method: "PUT", headers: { ...headers, ...cookie }, body: Buffer.from(bytes) });
  }

  async function finish(login: TestLogin, token: string) {
    const response = await server.request("GET", `/api/kela-card/finish-upload?${login.csrf}&token=${encodeURIComponent(token)}`, { cookie: login.cookie });
    return { status: response.status, body: (await response.json()) as { success: boolean; error?: string } };
  }

  async function kelaCard(login: TestLogin) {
    const response = await server.request("GET", `/api/kela-card?${login.csrf}`, { cookie: login.cookie });
    return { status: response.status, body: (await response.json()) as { imageUrl: { front: string | null; back: string | null } } };
  }

  async function uploadPair(login: TestLogin, front: Uint8Array = JPEG, back: Uint8Array = PNG) {
    const typeOf = (bytes: Uint8Array) => (bytes[0] === 0xff ? "image/jpeg" : "image/png");
    const started = await init(login, { front: typeOf(front), back: typeOf(back) });
    expect(started.status).toBe(200);
    expect((await put(login, started.body.front, front)).status).toBe(200);
    expect((await put(login, started.body.back, back)).status).toBe(200);
    return finish(login, started.body.token);
  }

  describe(`Kela card on ${storageName}`, () => {
    it("has no images at first, then uploads both sides and serves them to the same session", async () => {
      const aino = await logIn("aino");
      expect((await kelaCard(aino)).body).toEqual({ imageUrl: { front: null, back: null } });
      expect((await uploadPair(aino)).body).toEqual({ success: true });
      const { body } = await kelaCard(aino);
      expect(body.imageUrl.front).toMatch(/^\/api\/kela-card\/images\/\d+\?expires=\d+&signature=/);
      const front = await server.get(body.imageUrl.front!, { cookie: aino.cookie });
      expect(front.status).toBe(200);
      expect(front.headers.get("content-type")).toBe("image/jpeg");
      expect(front.headers.get("x-content-type-options")).toBe("nosniff");
      expect(front.headers.get("cache-control")).toBe("private, no-store");
      expect(new Uint8Array(await front.arrayBuffer())).toEqual(JPEG);
      const back = await server.get(body.imageUrl.back!, { cookie: aino.cookie });
      expect(back.headers.get("content-type")).toBe("image/png");
      expect(new Uint8Array(await back.arrayBuffer())).toEqual(PNG);
    });

    it("replaces the earlier pair and deletes its files", async () => {
      const emily = await logIn("emily");
      await uploadPair(emily);
      const first = (await kelaCard(emily)).body.imageUrl;
      expect((await uploadPair(emily, JPEG, JPEG_2)).body).toEqual({ success: true });
      const second = (await kelaCard(emily)).body.imageUrl;
      expect(second.back).not.toBe(first.back);
      // The old links name images that no longer exist.
      expect((await server.get(first.front!, { cookie: emily.cookie })).status).toBe(404);
      const rows = await server.database.db
        .select({ side: kelaCardImages.side, contentType: kelaCardImages.contentType })
        .from(kelaCardImages)
        .where(eq(kelaCardImages.patientId, await patientIdOf(server.database.db, "emily")));
      expect(rows.sort((a, b) => a.side.localeCompare(b.side))).toEqual([
        { side: "back", contentType: "image/jpeg" },
        { side: "front", contentType: "image/jpeg" },
      ]);
      const back = await server.get(second.back!, { cookie: emily.cookie });
      expect(new Uint8Array(await back.arrayBuffer())).toEqual(JPEG_2);
    });

    it("refuses bytes that are not the declared JPEG or PNG, whatever the declared type", async () => {
      const johan = await logIn("johan");
      const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
      const started = await init(johan);
      // Bytes of a PNG declared as the JPEG the front was started as.
      const putWrong = await put(johan, started.body.front, PNG);
      const putHtml = await put(johan, started.body.back, html);
      if (started.body.front.url.startsWith("/")) {
        // The portal's own address checks at once.
        expect(putWrong.status).toBe(415);
        expect(putHtml.status).toBe(415);
      }
      expect((await finish(johan, started.body.token)).body).toEqual({ success: false, error: started.body.front.url.startsWith("/") ? "uploadNotFound" : "invalidFileType" });
      expect((await kelaCard(johan)).body).toEqual({ imageUrl: { front: null, back: null } });
      // The token is spent either way.
      expect((await finish(johan, started.body.token)).body).toEqual({ success: false, error: "uploadNotFound" });
    });

    it("refuses init-upload with a type other than JPEG or PNG (400 ValidationError)", async () => {
      const johan = await logIn("johan");
      for (const mimetypes of [{ front: "image/gif", back: "image/png" }, { front: "image/jpeg" }, { front: "image/jpeg", back: "image/png", side: "x" }]) {
        const { status, body } = await init(johan, mimetypes);
        expect(status).toBe(400);
        expect(body.type).toBe("ValidationError");
      }
      const { body } = await init(johan, { front: "image/gif", back: "image/png" });
      expect(body.details).toEqual([{ path: "mimetypes.front", message: "kelaCard.error.invalidFileType" }]);
    });

    it("refuses an image over the size limit", async () => {
      const pekka = await logIn("pekka");
      const started = await init(pekka);
      const big = new Uint8Array(KELA_IMAGE_MAX_BYTES + 1);
      big.set(JPEG);
      const answer = await put(pekka, started.body.front, big);
      if (started.body.front.url.startsWith("/")) expect(answer.status).toBe(413);
      await put(pekka, started.body.back, PNG);
      expect((await finish(pekka, started.body.token)).body).toEqual({ success: false, error: started.body.front.url.startsWith("/") ? "uploadNotFound" : "fileTooLarge" });
    });

    it("finishes a token once, and never another patient's token", async () => {
      const timo = await logIn("timo");
      const kalle = await logIn("kalle");
      const started = await init(timo);
      await put(timo, started.body.front, JPEG);
      await put(timo, started.body.back, PNG);
      expect((await finish(kalle, started.body.token)).body).toEqual({ success: false, error: "uploadNotFound" });
      expect((await finish(timo, "not-a-token")).body).toEqual({ success: false, error: "uploadNotFound" });
      expect((await finish(timo, started.body.token)).body).toEqual({ success: true });
      expect((await finish(timo, started.body.token)).body).toEqual({ success: false, error: "uploadNotFound" });
      expect((await kelaCard(kalle)).body).toEqual({ imageUrl: { front: null, back: null } });
    });

    it("answers another patient's or another session's image link as not found, and audits the attempt", async () => {
      const aino = await logIn("aino");
      const ainoAgain = await logIn("aino");
      const jari = await logIn("jari");
      await uploadPair(aino);
      const link = (await kelaCard(aino)).body.imageUrl.front!;
      const imageId = /images\/(\d+)/.exec(link)![1]!;
      expect((await server.get(link, { cookie: jari.cookie })).status).toBe(404);
      expect((await server.get(link, { cookie: ainoAgain.cookie })).status).toBe(404);
      expect((await server.get(link.replace(/signature=[^&]+/, "signature=forged"), { cookie: aino.cookie })).status).toBe(404);
      expect((await server.get(link.replace(/expires=\d+/, `expires=${TEST_NOW.getTime() - 1}`), { cookie: aino.cookie })).status).toBe(404);
      expect((await server.get(link)).status).toBe(401);
      const refused = await server.database.db
        .select({ actor: auditEvents.actorPatientId })
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, "kela-card-image"), eq(auditEvents.entityId, imageId), eq(auditEvents.outcome, "refused")));
      expect(refused.length).toBe(4);
      expect(refused.map((row) => row.actor)).toContain(await patientIdOf(server.database.db, "jari"));
    });

    it("lets a guardian upload and see the child's Kela card, kept apart from the guardian's own", async () => {
      const mikko = await logIn("mikko");
      await setActingPatient(server.database.db, mikko.session.id, { actingPatientId: await patientIdOf(server.database.db, "eetu"), actingRole: "guardian" });
      expect((await uploadPair(mikko)).body).toEqual({ success: true });
      const images = await server.database.db
        .select({ patientId: kelaCardImages.patientId })
        .from(kelaCardImages)
        .where(eq(kelaCardImages.patientId, await patientIdOf(server.database.db, "eetu")));
      expect(images.length).toBe(2);
      const link = (await kelaCard(mikko)).body.imageUrl.front!;
      expect((await server.get(link, { cookie: mikko.cookie })).status).toBe(200);
      const eetuId = await patientIdOf(server.database.db, "eetu");
      const created = await server.database.db
        .select({ actor: auditEvents.actorPatientId })
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, "kela-card-image"), eq(auditEvents.action, "create"), eq(auditEvents.actingForPatientId, eetuId)));
      expect(created.map((row) => row.actor)).toEqual([mikko.session.patientId, mikko.session.patientId]);
    });

    it("needs the csrfToken on every call the spec marks csrf, and a session", async () => {
      const aino = await logIn("aino");
      expect((await server.request("GET", "/api/kela-card", { cookie: aino.cookie })).status).toBe(403);
      expect((await server.request("POST", "/api/kela-card/init-upload", { cookie: aino.cookie, body: { mimetypes: { front: "image/png", back: "image/png" } } })).status).toBe(403);
      expect((await server.request("GET", "/api/kela-card/finish-upload?token=x", { cookie: aino.cookie })).status).toBe(403);
      expect((await server.request("GET", "/api/kela-card?csrfToken=x")).status).toBe(401);
      const started = await init(aino);
      if (started.body.front.url.startsWith("/")) {
        const withoutCsrf = started.body.front.url.replace(/&csrfToken=[^&]+/, "");
        expect((await put(aino, { ...started.body.front, url: withoutCsrf }, JPEG)).status).toBe(403);
      }
    });

    it("writes an audit event for every read and change", async () => {
      const raili = await logIn("raili");
      const railiId = await patientIdOf(server.database.db, "raili");
      await kelaCard(raili);
      await uploadPair(raili);
      const link = (await kelaCard(raili)).body.imageUrl.back!;
      await server.get(link, { cookie: raili.cookie });
      const events = await server.database.db
        .select({ action: auditEvents.action, entity: auditEvents.entity })
        .from(auditEvents)
        .where(and(eq(auditEvents.actingForPatientId, railiId), eq(auditEvents.outcome, "allowed")))
        .orderBy(auditEvents.id);
      const kela = events.filter((event) => event.entity.startsWith("kela-card"));
      expect(kela).toEqual([
        { action: "read", entity: "kela-card" },
        { action: "create", entity: "kela-card-upload" },
        { action: "create", entity: "kela-card-upload" },
        { action: "create", entity: "kela-card-image" },
        { action: "create", entity: "kela-card-image" },
        { action: "read", entity: "kela-card-image" },
        { action: "read", entity: "kela-card-image" },
        { action: "read", entity: "kela-card-image" },
      ]);
    });
  });
}

/** Another valid JPEG start (a different file than JPEG). */
const JPEG_2 = new Uint8Array([...JPEG.slice(0, -2), 0x01, 0xff, 0xd9]);

describe("local folder storage", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hoiva-kela-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none", env: { DATA_DIR: dataDir } });
  kelaCardSuite(server, "the local folder");

  it("accepts each portal upload address once", async () => {
    const login = await logInAsGuardianForTest(server.database.db, "mikko", "helmi", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT, brand: "adult" });
    const response = await server.request("POST", `/api/kela-card/init-upload?${login.csrf}`, { cookie: login.cookie, body: { mimetypes: { front: "image/jpeg", back: "image/png" } } });
    const started = (await response.json()) as InitAnswer;
    expect(started.front.url).toMatch(/^\/api\/kela-card\/uploads\/\d+\?expires=\d+&signature=[\w-]+&csrfToken=/);
    const send = (bytes: Uint8Array, headers: Record<string, string> = started.front.headers) =>
      fetch(`${server.base}${started.front.url}`, { method: "PUT", headers: { ...headers, cookie: login.cookie }, body: Buffer.from(bytes) });
    // The declared Content-Type must be the one the address was made for.
    expect((await send(JPEG, { "Content-Type": "image/png" })).status).toBe(415);
    expect((await send(JPEG)).status).toBe(200);
    expect((await send(JPEG)).status).toBe(409);
  });
});

describe("S3-compatible storage", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hoiva-kela-s3-"));
  const env: Record<string, string> = { S3_BUCKET: "hoiva-kela", S3_REGION: "eu-north-1", S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: "hoiva-kela", configs: [] }] });
  beforeAll(async () => {
    const address: AddressInfo = await s3.run();
    env.S3_ENDPOINT = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none", env });
  kelaCardSuite(server, "S3-compatible storage");

  it("hands out presigned addresses of the bucket and allows their origin in the CSP", async () => {
    const login = await logInAsGuardianForTest(server.database.db, "mikko", "helmi", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT, brand: "adult" });
    const response = await server.request("POST", `/api/kela-card/init-upload?${login.csrf}`, { cookie: login.cookie, body: { mimetypes: { front: "image/jpeg", back: "image/png" } } });
    const started = (await response.json()) as InitAnswer;
    expect(started.front.url.startsWith(`${env.S3_ENDPOINT}/hoiva-kela/uploads/kela-card/`)).toBe(true);
    expect(new URL(started.front.url).searchParams.get("X-Amz-SignedHeaders")).toBe("content-type;host");
    expect(started.back.headers).toEqual({ "Content-Type": "image/png" });
    expect(server.services.integrations.fileStorage.browserOrigins).toEqual([env.S3_ENDPOINT]);
  });

  it("stores message attachments in the same bucket (decision 222)", async () => {
    const jari = await logInForTest(server.database.db, "jari", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const answer = await server.request("POST", `/api/customer-messaging?${jari.csrf}`, {
      cookie: jari.cookie,
      body: { query: "mutation CreateAttachmentUpload { createAttachmentUpload { key url } }" },
      headers: { accept: "application/graphql-response+json, application/json" },
    });
    const { key, url } = ((await answer.json()) as { data: { createAttachmentUpload: { key: string; url: string } } }).data.createAttachmentUpload;
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    const stored = await fetch(`${server.base}${url}&${jari.csrf}`, { method: "PUT", headers: { cookie: jari.cookie, "content-type": "application/pdf" }, body: pdf });
    expect(stored.status).toBe(200);
    // Read straight from the bucket with a client of its own.
    const bucket = createS3Storage({ bucket: "hoiva-kela", region: "eu-north-1", endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
    const file = await bucket.get(`attachments/${await patientIdOf(server.database.db, "jari")}/${key}`);
    expect(file).toEqual({ bytes: new Uint8Array(pdf), contentType: "application/pdf" });
  });
});
