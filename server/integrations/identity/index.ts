import path from "node:path";
import type { Router } from "express";
import type { Config } from "#server/config/config";
import type { Logger } from "#server/logger";
import { type ClientKeys, loadClientKeys } from "./keys";
import { createRelyingParty, type RelyingParty } from "./relying-party";
import { createTestProvider, loadTestProviderSecrets, type TestProvider } from "./test-provider/provider";
import { INTERACTION_PATH, STYLESHEET_PATH, testProviderRouter } from "./test-provider/routes";

export { personFromClaims, type IdentifiedPerson } from "./claims";
export type { LoginChecks, RelyingParty } from "./relying-party";
export type { JsonWebKeySet } from "./keys";

// Strong identification: the OIDC relying party (always) and the built-in test broker (with the
// development tools only: config DEV_TOOLS). Both are built on first use: keys are read or generated then, and the relying
// party discovers the broker then, so starting the server never waits for either.

/** Where the built-in test identity provider lives (its issuer is PUBLIC_URL + this path). */
export const TEST_PROVIDER_PATH = "/dev/idp";
export const CALLBACK_PATH = "/oauth/callback";
/** The professional workspace's callback from the staff identity provider. */
export const PROFESSIONAL_CALLBACK_PATH = "/professional/oauth/callback";

export interface IdentityIntegration {
  /** Null when no broker is configured (production without OIDC_ISSUER): nobody can log in. */
  relyingParty: RelyingParty | null;
  /** The staff identity provider of the professional workspace; null when none is configured. */
  professionalRelyingParty: RelyingParty | null;
  /** The redirect URI of a professional sign-in for a request to `hostname`. */
  professionalRedirectUriFor(hostname: string): string;
  /** The client's public keys, for registering the portal at a broker (jwks_uri). */
  publicJwks(): Promise<{ keys: object[] }>;
  /** The redirect URI for a request to `hostname`: that brand host, or PUBLIC_URL's host. */
  redirectUriFor(hostname: string): string;
  /** The test provider's routes, to mount at TEST_PROVIDER_PATH; null in production. */
  testProviderRouter: Router | null;
  /** Reads (or in development creates) the client keys; the server does not start without them. */
  ready(): Promise<void>;
}

/** Every origin the portal is reached at: PUBLIC_URL and each brand host on its scheme and port. */
export function portalOrigins(config: Config): string[] {
  const base = new URL(config.PUBLIC_URL);
  const origins = new Set([base.origin]);
  for (const host of config.BRAND_HOSTS.keys()) {
    const url = new URL(base.href);
    url.hostname = host;
    origins.add(url.origin);
  }
  return [...origins];
}

export function createIdentityIntegration(config: Config, logger: Logger): IdentityIntegration {
  const keysFile = config.OIDC_CLIENT_KEYS_FILE ?? path.join(config.DATA_DIR, "oidc", "client-keys.json");
  // Generated keys are for development: in production every instance must share the registered set.
  const createIfMissing = !config.OIDC_CLIENT_KEYS_FILE && config.HOIVA_STAGE !== "production";
  const clientKeys = once(() => loadClientKeys(keysFile, { createIfMissing }));

  const callbackUriFor = (path: string) => (hostname: string) => {
    const url = new URL(path, config.PUBLIC_URL);
    if (config.BRAND_HOSTS.has(hostname.toLowerCase())) url.hostname = hostname.toLowerCase();
    return url.href;
  };
  const redirectUriFor = callbackUriFor(CALLBACK_PATH);

  const relyingParty = config.OIDC_ISSUER
    ? createRelyingParty({ issuer: config.OIDC_ISSUER, clientId: config.OIDC_CLIENT_ID, scope: config.OIDC_SCOPE, keys: clientKeys })
    : null;
  // The staff provider identifies professionals with the same client keys (its own client id).
  const professionalRelyingParty = config.PROFESSIONAL_OIDC_ISSUER
    ? createRelyingParty({
        issuer: config.PROFESSIONAL_OIDC_ISSUER,
        clientId: config.PROFESSIONAL_OIDC_CLIENT_ID,
        scope: config.PROFESSIONAL_OIDC_SCOPE,
        keys: clientKeys,
      })
    : null;

  let router: Router | null = null;
  if (config.DEV_TOOLS) {
    const origins = portalOrigins(config);
    const testProvider = once(async (): Promise<TestProvider> => {
      const [keys, secrets] = await Promise.all([
        clientKeys(),
        loadTestProviderSecrets(path.join(config.DATA_DIR, "oidc", "test-provider.json")),
      ]);
      return createTestProvider({
        issuer: `${config.PUBLIC_URL}${TEST_PROVIDER_PATH}`,
        clientId: config.OIDC_CLIENT_ID,
        redirectUris: origins.map((origin) => `${origin}${CALLBACK_PATH}`),
        professionalClient: {
          clientId: config.PROFESSIONAL_OIDC_CLIENT_ID,
          redirectUris: origins.map((origin) => `${origin}${PROFESSIONAL_CALLBACK_PATH}`),
        },
        clientPublicJwks: keys.publicJwks,
        secrets,
        interactionPath: `${TEST_PROVIDER_PATH}${INTERACTION_PATH}`,
        stylesheet: `${TEST_PROVIDER_PATH}${STYLESHEET_PATH}`,
        onServerError: (error) => logger.error({ err: error }, "test identity provider failed"),
      });
    });
    router = testProviderRouter({ mountPath: TEST_PROVIDER_PATH, testProvider, redirectOrigins: origins });
  }

  return {
    relyingParty,
    professionalRelyingParty,
    professionalRedirectUriFor: callbackUriFor(PROFESSIONAL_CALLBACK_PATH),
    publicJwks: async () => (await clientKeys()).publicJwks,
    redirectUriFor,
    testProviderRouter: router,
    ready: async () => {
      await clientKeys();
    },
  };
}

/** Runs `load` once and shares the result; a failure is forgotten so the next call retries. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export type { ClientKeys };
