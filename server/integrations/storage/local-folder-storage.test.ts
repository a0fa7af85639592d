import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isFileKey } from "./file-storage";
import { createLocalFolderStorage } from "./local-folder-storage";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "hoiva-files-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("local folder storage", () => {
  it("puts, replaces, gets and deletes a file with its content type", async () => {
    const storage = createLocalFolderStorage(path.join(dir, "files"));
    const key = "kela-card/17/front-3f9a";
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, { bytes: new Uint8Array([1, 2, 3]), contentType: "image/png" });
    await storage.put(key, { bytes: new Uint8Array([0xff, 0xd8, 0xff]), contentType: "image/jpeg" });
    expect(await storage.get(key)).toEqual({ bytes: new Uint8Array([0xff, 0xd8, 0xff]), contentType: "image/jpeg" });
    expect(await storage.stat(key)).toEqual({ sizeBytes: 3, contentType: "image/jpeg" });
    // Uploads reach a local folder only through the portal.
    expect(await storage.presignUpload(key, { contentType: "image/jpeg", expiresInSeconds: 60 })).toBeNull();
    expect(storage.browserOrigins).toEqual([]);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    // Nothing half-written is left behind.
    const entries = await readdir(path.join(dir, "files"), { recursive: true, withFileTypes: true });
    expect(entries.filter((entry) => entry.isFile())).toEqual([]);
  });

  it.each(["../secret", "a/../../b", "/etc/passwd", "a//b", ".hidden", "a/.", "a\\b", "a b", "", `${"x".repeat(513)}`])(
    "refuses the key %j before touching the disk",
    async (key) => {
      const storage = createLocalFolderStorage(path.join(dir, "files"));
      expect(isFileKey(key)).toBe(false);
      await expect(storage.put(key, { bytes: new Uint8Array([1]), contentType: "text/plain" })).rejects.toThrow("invalid file key");
      await expect(storage.get(key)).rejects.toThrow("invalid file key");
      await expect(storage.delete(key)).rejects.toThrow("invalid file key");
    },
  );

  it("keeps a key and a key below it apart", async () => {
    const storage = createLocalFolderStorage(path.join(dir, "files"));
    expect(isFileKey("x".repeat(512))).toBe(true);
    await storage.put("attachments/9d2c", { bytes: new Uint8Array([1]), contentType: "application/pdf" });
    await storage.put("attachments/9d2c/thumbnail.png", { bytes: new Uint8Array([2]), contentType: "image/png" });
    expect((await storage.get("attachments/9d2c"))?.bytes).toEqual(new Uint8Array([1]));
    expect((await storage.get("attachments/9d2c/thumbnail.png"))?.contentType).toBe("image/png");
  });
});
