import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "./file-storage";
import { createS3Storage, s3BrowserOrigin } from "./s3-storage";

// The S3 adapter against a real S3-compatible server (s3rver) started here on a free port: the
// same requests, signatures and presigned addresses a real service gets.

const BUCKET = "hoiva-files";
let dir: string;
let server: S3rver;
let endpoint: string;
let storage: FileStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "hoiva-s3-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address: AddressInfo = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  storage = createS3Storage({
    bucket: BUCKET,
    region: "eu-north-1",
    endpoint,
    forcePathStyle: true,
    // s3rver's built-in test account.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("S3-compatible storage", () => {
  it("puts, replaces, stats, gets and deletes a file with its content type", async () => {
    const key = "kela-card/17/front-3f9a";
    expect(storage.kind).toBe("s3");
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    await storage.put(key, { bytes: new Uint8Array([1, 2, 3]), contentType: "image/png" });
    await storage.put(key, { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), contentType: "image/jpeg" });
    expect(await storage.get(key)).toEqual({ bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), contentType: "image/jpeg" });
    expect(await storage.stat(key)).toEqual({ sizeBytes: 4, contentType: "image/jpeg" });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it("keeps a key and a key below it apart", async () => {
    await storage.put("attachments/9d2c", { bytes: new Uint8Array([1]), contentType: "application/pdf" });
    await storage.put("attachments/9d2c/thumbnail.png", { bytes: new Uint8Array([2]), contentType: "image/png" });
    expect((await storage.get("attachments/9d2c"))?.bytes).toEqual(new Uint8Array([1]));
    expect((await storage.get("attachments/9d2c/thumbnail.png"))?.contentType).toBe("image/png");
  });

  it.each(["../secret", "/etc/passwd", "a//b", ".hidden", "a b", ""])("refuses the key %j before any request", async (key) => {
    await expect(storage.put(key, { bytes: new Uint8Array([1]), contentType: "text/plain" })).rejects.toThrow("invalid file key");
    await expect(storage.get(key)).rejects.toThrow("invalid file key");
    await expect(storage.stat(key)).rejects.toThrow("invalid file key");
    await expect(storage.delete(key)).rejects.toThrow("invalid file key");
    await expect(storage.presignUpload(key, { contentType: "image/png", expiresInSeconds: 60 })).rejects.toThrow("invalid file key");
  });

  it("hands out a presigned PUT address that stores the bytes with the signed content type", async () => {
    const key = "uploads/kela-card/5/abc";
    const upload = await storage.presignUpload(key, { contentType: "image/png", expiresInSeconds: 300 });
    expect(upload).not.toBeNull();
    expect(upload!.url.startsWith(`${endpoint}/${BUCKET}/uploads/kela-card/5/abc?`)).toBe(true);
    expect(new URL(upload!.url).searchParams.get("X-Amz-Expires")).toBe("300");
    expect(upload!.headers).toEqual({ "Content-Type": "image/png" });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const answer = await fetch(upload!.url, { method: "PUT", headers: upload!.headers, body: bytes });
    expect(answer.status).toBe(200);
    expect(await storage.get(key)).toEqual({ bytes, contentType: "image/png" });
  });

  it("signs the content type and the key, so a real service refuses any other", async () => {
    // s3rver checks the credential and the expiry of a presigned address but not its signature
    // (it does not implement signature version 4); what it would compare is asserted here.
    const upload = (await storage.presignUpload("uploads/kela-card/5/def", { contentType: "image/jpeg", expiresInSeconds: 120 }))!;
    const query = new URL(upload.url).searchParams;
    expect(query.get("X-Amz-SignedHeaders")).toBe("content-type;host");
    expect(query.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(query.get("X-Amz-Expires")).toBe("120");
    expect(query.get("X-Amz-Credential")?.startsWith("S3RVER/")).toBe(true);
    const unknownAccount = upload.url.replace("X-Amz-Credential=S3RVER", "X-Amz-Credential=SOMEONE");
    const refused = await fetch(unknownAccount, { method: "PUT", headers: upload.headers, body: new Uint8Array([0xff, 0xd8, 0xff]) });
    expect(refused.status).toBe(403);
    expect(await storage.stat("uploads/kela-card/5/def")).toBeNull();
  });

  it("names the origin browsers upload to", () => {
    expect(storage.browserOrigins).toEqual([endpoint]);
    expect(s3BrowserOrigin({ bucket: "b", region: "eu-north-1" })).toBe("https://b.s3.eu-north-1.amazonaws.com");
    expect(s3BrowserOrigin({ bucket: "b", region: "x", endpoint: "https://objects.example:9000/", forcePathStyle: false })).toBe("https://b.objects.example:9000");
  });
});
