import { createHmac, randomBytes } from "node:crypto";
import type Provider from "oidc-provider";
import type { Account, Configuration } from "oidc-provider";
import { ACR_VALUES } from "#domain/identification-providers";
import { claimsOfPerson, IDENTITY_CODE_CLAIM, type IdentifiedPerson } from "../claims";
import { generatePrivateJwk, type JsonWebKeySet, readOrCreateJsonFile } from "../keys";
import { createMemoryAdapterFactory } from "./memory-adapter";
import { errorPage } from "./pages";
import { languageOf } from "./texts";

// The built-in test identification broker: a real OpenID Connect provider (oidc-provider) that
// holds its one client to the rules Finnish trust-network brokers apply since 31 August 2025:
// private_key_jwt client authentication, signed request objects and signed-then-encrypted ID
// tokens, plus PKCE. So the relying party's production path is the path every test takes.

export const TEST_PROVIDER_CLIENT_NAME = "Hoiva";

export interface TestProviderSecrets {
  jwks: JsonWebKeySet;
  cookieKeys: string[];
  /** Makes `sub` an opaque per-person value (as brokers do), never the identity code itself. */
  subjectSecret: string;
}

export async function loadTestProviderSecrets(file: string): Promise<TestProviderSecrets> {
  return readOrCreateJsonFile(file, async () => ({
    jwks: { keys: [await generatePrivateJwk("sig", "RS256")] },
    cookieKeys: [randomBytes(32).toString("base64url")],
    subjectSecret: randomBytes(32).toString("base64url"),
  }));
}

export interface TestProviderOptions {
  issuer: string;
  clientId: string;
  redirectUris: string[];
  clientPublicJwks: JsonWebKeySet;
  /** The professional workspace's client: signs staff in (e-mail and names), not citizens. */
  professionalClient?: { clientId: string; redirectUris: string[] };
  secrets: TestProviderSecrets;
  /** The path of the interaction pages (the provider's mount path + "/interaction"). */
  interactionPath: string;
  stylesheet: string;
  onServerError: (error: Error) => void;
}

export interface TestProvider {
  provider: Provider;
  /** Remembers who logged in, under the opaque account id the ID token's `sub` carries. */
  rememberPerson(person: IdentifiedPerson): string;
  /** The same for a staff member of the professional client: their work e-mail and names. */
  rememberStaff(staff: StaffMember): string;
  /** The professional client's id, to tell its sign-ins from citizens' logins. */
  professionalClientId: string | null;
}

export interface StaffMember {
  email: string;
  firstName: string;
  lastName: string;
}

/** People identified recently, by account id; only needed until their code is redeemed. */
const MAX_REMEMBERED = 1_000;

export async function createTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const people = new Map<string, Record<string, unknown>>();
  const remember = (accountId: string, claims: Record<string, unknown>) => {
    people.delete(accountId);
    people.set(accountId, claims);
    for (const oldest of people.keys()) {
      if (people.size <= MAX_REMEMBERED) break;
      people.delete(oldest);
    }
    return accountId;
  };
  const client = (clientId: string, redirectUris: string[]) => ({
    client_id: clientId,
    client_name: TEST_PROVIDER_CLIENT_NAME,
    redirect_uris: redirectUris,
    response_types: ["code" as const],
    grant_types: ["authorization_code"],
    token_endpoint_auth_method: "private_key_jwt" as const,
    token_endpoint_auth_signing_alg: "RS256",
    jwks: options.clientPublicJwks,
    require_signed_request_object: true,
    request_object_signing_alg: "RS256",
    id_token_signed_response_alg: "RS256",
    id_token_encrypted_response_alg: "RSA-OAEP-256",
    id_token_encrypted_response_enc: "A256GCM",
  });
  const accountIdOf = (identityCode: string) =>
    createHmac("sha256", options.secrets.subjectSecret).update(identityCode).digest("base64url");

  const configuration: Configuration = {
    adapter: createMemoryAdapterFactory(),
    clients: [
      client(options.clientId, options.redirectUris),
      ...(options.professionalClient ? [client(options.professionalClient.clientId, options.professionalClient.redirectUris)] : []),
    ] as Configuration["clients"],
    // No other way to authenticate a client exists here (client_secret_basic is refused).
    clientAuthMethods: ["private_key_jwt"],
    jwks: options.secrets.jwks as Configuration["jwks"],
    cookies: { keys: options.secrets.cookieKeys },
    acrValues: ACR_VALUES,
    scopes: ["openid", "profile", "email"],
    claims: {
      openid: ["sub"],
      profile: [IDENTITY_CODE_CLAIM, "given_name", "family_name", "name", "birthdate"],
      email: ["email"],
      acr: null,
      auth_time: null,
    },
    // Brokers put the person's claims in the ID token itself (the portal never calls userinfo).
    conformIdTokenClaims: false,
    responseTypes: ["code"],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      encryption: { enabled: true },
      requestObjects: { enabled: true, requireSignedRequestObject: true },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => `${options.interactionPath}/${interaction.uid}` },
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const claims = people.get(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...claims }) };
    },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = errorPage({
        lang: languageOf(ctx.oidc?.params?.ui_locales),
        stylesheet: options.stylesheet,
        detail: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
      });
    },
    clientBasedCORS: () => false,
    // A login is one short exchange; nothing here outlives it for long.
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      ClientCredentials: 300,
      DeviceCode: 300,
      BackchannelAuthenticationRequest: 300,
      IdToken: 300,
      Interaction: 600,
      PreAuthorizedCode: 300,
      RefreshToken: 300,
      Session: 600,
      Grant: 600,
    },
  };

  const { default: ProviderClass } = await importOidcProvider();
  const provider = new ProviderClass(options.issuer, configuration);
  provider.on("server_error", (_ctx, error) => options.onServerError(error));

  return {
    provider,
    rememberPerson(person) {
      return remember(accountIdOf(person.identityCode), claimsOfPerson(person));
    },
    rememberStaff(staff) {
      return remember(accountIdOf(`staff:${staff.email}`), {
        email: staff.email,
        given_name: staff.firstName,
        family_name: staff.lastName,
        name: `${staff.firstName} ${staff.lastName}`,
      });
    },
    professionalClientId: options.professionalClient?.clientId ?? null,
  };
}

/**
 * oidc-provider prints "Unsupported runtime" on import under Node 20, which this project runs on
 * (docs/decisions/001-runtime-node-20.md); only that one notice is held back. Imported on first use, so
 * nothing loads it where the test provider is off.
 */
async function importOidcProvider(): Promise<typeof import("oidc-provider")> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("Unsupported runtime")) return;
    warn.apply(console, args);
  };
  try {
    return await import("oidc-provider");
  } finally {
    console.warn = warn;
  }
}
