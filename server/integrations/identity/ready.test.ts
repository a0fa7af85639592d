import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { loadConfig } from "#server/config/config";
import { createLogger } from "#server/logger";
import { PRODUCTION_ENV } from "#tests/services";
import { generateClientJwks } from "./keys";
import { createIdentityIntegration } from "./index";

// A production server reads the client keys before it listens (server/main.ts), so a missing or
// broken key file stops the start instead of answering errors at /oauth/jwks later.

describe("identity readiness", () => {
  const logger = createLogger("silent");

  it("fails in production when the key file is missing or not a key set, naming the file", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "hoiva-keys-"));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const missing = path.join(folder, "missing.json");
    const missingKeys = createIdentityIntegration(loadConfig({ ...PRODUCTION_ENV, OIDC_CLIENT_KEYS_FILE: missing }), logger);
    await expect(missingKeys.ready()).rejects.toThrow(/missing\.json/);

    const broken = path.join(folder, "broken.json");
    await writeFile(broken, JSON.stringify({ nope: true }));
    const brokenKeys = createIdentityIntegration(loadConfig({ ...PRODUCTION_ENV, OIDC_CLIENT_KEYS_FILE: broken }), logger);
    await expect(brokenKeys.ready()).rejects.toThrow(/broken\.json: not a JWKS/);

    const good = path.join(folder, "good.json");
    await writeFile(good, JSON.stringify(await generateClientJwks()));
    await expect(createIdentityIntegration(loadConfig({ ...PRODUCTION_ENV, OIDC_CLIENT_KEYS_FILE: good }), logger).ready()).resolves.toBeUndefined();
  });
});
