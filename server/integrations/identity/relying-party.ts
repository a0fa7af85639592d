import * as oidc from "openid-client";
import type { ClientKeys } from "./keys";

// The portal as an OpenID Connect relying party of an identification broker, with what Finnish
// trust-network brokers require since 31 August 2025: signed request objects (JAR),
// private_key_jwt client authentication and signed-then-encrypted ID tokens. PKCE, state and
// nonce on top. The same code talks to the built-in test provider and to a real broker.

/** Content encryption the client accepts for ID tokens (the key decides the key management alg). */
const CONTENT_ENCRYPTION_ALGS = ["A256GCM", "A128GCM", "A256CBC-HS512", "A128CBC-HS256"];

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  scope: string;
  keys: () => Promise<ClientKeys>;
}

/** Per-login secrets kept server-side between the redirect and the callback. */
export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  acrValues: string | null;
  uiLocales: string;
}

export interface RelyingParty {
  /** Fresh state, nonce and PKCE verifier, and the broker URL carrying them in a signed request object. */
  startLogin(request: AuthorizationRequest): Promise<{ url: string; checks: LoginChecks }>;
  /** Validates the callback (state, iss, code, PKCE, ID token signature, encryption, nonce) and returns its claims. */
  completeLogin(callbackUrl: URL, checks: LoginChecks): Promise<Record<string, unknown>>;
}

export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  let configuration: Promise<oidc.Configuration> | null = null;

  // Discovery happens on the first login, not at start (the built-in provider lives in this very
  // process, and a broker being down must not stop the portal). A failure is retried next time.
  function configured(): Promise<oidc.Configuration> {
    configuration ??= discover(options).catch((error: unknown) => {
      configuration = null;
      throw error;
    });
    return configuration;
  }

  return {
    async startLogin({ redirectUri, acrValues, uiLocales }) {
      const config = await configured();
      const keys = await options.keys();
      const checks: LoginChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        redirectUri,
      };
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        response_type: "code",
        scope: options.scope,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
        ui_locales: uiLocales,
        // Every login is a fresh strong identification, never a broker's single sign-on session.
        prompt: "login",
      };
      if (acrValues) parameters.acr_values = acrValues;
      const url = await oidc.buildAuthorizationUrlWithJAR(config, parameters, { key: keys.signing.key, kid: keys.signing.kid });
      return { url: url.href, checks };
    },

    async completeLogin(callbackUrl, checks) {
      const config = await configured();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      // Refuse a plain signed ID token: the broker must have encrypted it to our key.
      if (!oidc.getDecryptedResponses(tokens)?.id_token?.token_endpoint) throw new Error("the ID token was not encrypted");
      const claims = tokens.claims();
      if (!claims) throw new Error("no ID token");
      return claims as Record<string, unknown>;
    },
  };
}

async function discover(options: RelyingPartyOptions): Promise<oidc.Configuration> {
  const keys = await options.keys();
  const issuer = new URL(options.issuer);
  const config = await oidc.discovery(
    issuer,
    options.clientId,
    { token_endpoint_auth_method: "private_key_jwt" },
    oidc.PrivateKeyJwt({ key: keys.signing.key, kid: keys.signing.kid }),
    {
      timeout: 10,
      // Plain http only for a provider on this machine (the built-in one in development); ID token
      // signatures are verified against the broker's published keys, not only trusted over TLS.
      execute: isLocalHttp(issuer) ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks],
    },
  );
  oidc.enableDecryptingResponses(config, CONTENT_ENCRYPTION_ALGS, {
    key: keys.encryption.key,
    kid: keys.encryption.kid,
    alg: keys.encryption.alg,
  });
  return config;
}

function isLocalHttp(url: URL): boolean {
  const host = url.hostname;
  return url.protocol === "http:" && (host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]");
}
