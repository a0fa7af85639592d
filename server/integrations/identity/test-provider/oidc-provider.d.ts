// The part of oidc-provider (v9, shipped without type declarations) that the built-in test
// identity provider uses. Kept narrow on purpose: anything else is `unknown`.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  /** The Koa context oidc-provider hands to configuration callbacks (only what we read). */
  export interface ProviderContext {
    type: string;
    body: unknown;
    status: number;
    oidc?: { params?: Record<string, unknown> };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; acr?: string; amr?: string[] };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: Record<string, unknown>[];
    clientAuthMethods?: string[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[]; long?: Record<string, unknown>; short?: Record<string, unknown> };
    acrValues?: readonly string[];
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    responseTypes?: string[];
    features?: Record<string, Record<string, unknown>>;
    pkce?: { required: () => boolean };
    interactions?: { url: (ctx: ProviderContext, interaction: { uid: string }) => string | Promise<string> };
    findAccount?: (ctx: ProviderContext, sub: string) => Promise<Account | undefined>;
    renderError?: (ctx: ProviderContext, out: { error: string; error_description?: string }, error: Error) => Promise<void>;
    clientBasedCORS?: () => boolean;
    ttl?: Record<string, number>;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (ctx: unknown, error: Error) => void): this;
  }
}
