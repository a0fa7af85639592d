import { type Clock, clockStartingAt } from "#server/clock/clock";
import { loadConfig } from "#server/config/config";
import type { DatabaseHandle } from "#server/db/client";
import { createLogger } from "#server/logger";
import { createServices, type Services } from "#server/services";
import { TEST_NOW } from "#tests/clock";

/**
 * The least a production server needs (server/config/config.ts); the addresses are never reached
 * by tests, which pass their own database.
 */
export const PRODUCTION_ENV = {
  HOIVA_STAGE: "production",
  PUBLIC_URL: "https://portal.example",
  DATABASE_URL: "postgres://portal@db.example/portal",
  OIDC_ISSUER: "https://broker.example/oidc",
  OIDC_CLIENT_KEYS_FILE: "/run/secrets/oidc-client-keys.json",
  AUDIT_HASH_KEY: "a-production-secret-of-32-characters-or-more",
  S3_BUCKET: "hoiva-portal-files",
  // A pair made for these tests only (npx web-push generate-vapid-keys).
  VAPID_PUBLIC_KEY: "BPTBiJ6m9RbUkiWimCsylhOae0e6mCX5A1eLh4rwmRsLTl-qr2onGUqHCxRY6p5-CBsZLX0ZknctRbyzgyIh6zs",
  VAPID_PRIVATE_KEY: "1I3_jDd1zFMPhJNdAdAQDQ8bym6-l64UIh9NLLkbbiM",
  VAPID_SUBJECT: "mailto:push@portal.example",
} as const;

export interface TestServicesOptions {
  /** Configuration variables on top of the defaults (LOG_LEVEL is silent unless given). */
  env?: Record<string, string>;
  /** The server's clock: by default it starts at TEST_NOW and runs on from there. */
  clock?: Clock;
}

/** The services container exactly as the server builds it, on a test database and a pinned clock. */
export function createTestServices(database: DatabaseHandle, { env = {}, clock = clockStartingAt(TEST_NOW) }: TestServicesOptions = {}): Services {
  const config = loadConfig({ LOG_LEVEL: "silent", ...env });
  return createServices(config, { database, logger: createLogger(config.LOG_LEVEL), clock });
}

/** For a test file on `useTestDatabase`: the container of that file's database, built on first use. */
export function useTestServices(database: { readonly handle: DatabaseHandle }, options: TestServicesOptions = {}): () => Services {
  let built: { handle: DatabaseHandle; services: Services } | undefined;
  return () => {
    if (built?.handle !== database.handle) built = { handle: database.handle, services: createTestServices(database.handle, options) };
    return built.services;
  };
}
