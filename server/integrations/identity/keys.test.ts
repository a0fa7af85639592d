import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateClientJwks, importClientKeys, loadClientKeys, readOrCreateJsonFile } from "./keys";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "hoiva-keys-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("client keys", () => {
  it("are generated once, readable only by the owner, and shared by concurrent loaders", async () => {
    const file = path.join(dir, "oidc", "client-keys.json");
    const [a, b] = await Promise.all([
      loadClientKeys(file, { createIfMissing: true }),
      loadClientKeys(file, { createIfMissing: true }),
    ]);
    expect(a.signing.kid).toBe(b.signing.kid);
    expect((await stat(file)).mode & 0o077).toBe(0);
    const again = await loadClientKeys(file, { createIfMissing: false });
    expect(again.encryption.kid).toBe(a.encryption.kid);
    expect(a.signing.alg).toBe("RS256");
    expect(a.encryption.alg).toBe("RSA-OAEP-256");
  });

  it("publish only public parts", async () => {
    const keys = await importClientKeys(await generateClientJwks(), "test");
    expect(keys.publicJwks.keys).toHaveLength(2);
    for (const key of keys.publicJwks.keys) {
      expect(key.d).toBeUndefined();
      expect(key.p).toBeUndefined();
      expect(key.n).toBeDefined();
    }
  });

  it("must include a private signing and encryption key", async () => {
    const jwks = await generateClientJwks();
    await expect(importClientKeys({ keys: jwks.keys.filter((key) => key.use === "sig") }, "keys.json")).rejects.toThrow(
      /keys.json: needs a private "enc" key/,
    );
  });

  it("a missing configured key file is an error, not a silently generated key", async () => {
    await expect(loadClientKeys(path.join(dir, "missing.json"), { createIfMissing: false })).rejects.toThrow(/ENOENT/);
  });

  it("readOrCreateJsonFile keeps the first content", async () => {
    const file = path.join(dir, "data.json");
    expect(await readOrCreateJsonFile(file, async () => ({ n: 1 }))).toEqual({ n: 1 });
    expect(await readOrCreateJsonFile(file, async () => ({ n: 2 }))).toEqual({ n: 1 });
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ n: 1 });
  });
});
