import { isIP } from "node:net";
import { createECDH } from "node:crypto";
import { z } from "zod";
import { BRAND_IDS, type BrandId, STAGES, TIME_UNITS, type Duration } from "#domain/session-state";

// Every setting the server reads, parsed once at start. A bad value fails fast and lists every
// problem at once. The README's configuration table mirrors this schema.

const durationSchema = z
  .string()
  .regex(/^\d+\s*(seconds|minutes|hours|days)$/, "use '<amount> <unit>', e.g. '60 minutes'")
  .transform((text): Duration => {
    const [, amount, unit] = /^(\d+)\s*(\w+)$/.exec(text)!;
    return { amount: Number(amount), unit: z.enum(TIME_UNITS).parse(unit) };
  });

const brandHostsSchema = z
  .string()
  .transform((text, ctx) => {
    const hosts = new Map<string, BrandId>();
    for (const pair of text.split(",").map((p) => p.trim()).filter(Boolean)) {
      const [host, brand] = pair.split("=").map((p) => p.trim().toLowerCase());
      const parsedBrand = z.enum(BRAND_IDS).safeParse(brand);
      if (!host || !parsedBrand.success) {
        ctx.addIssue({ code: "custom", message: `"${pair}" is not host=brand (brands: ${BRAND_IDS.join(", ")})` });
        continue;
      }
      hosts.set(host, parsedBrand.data);
    }
    return hosts;
  });

/** An origin such as https://portal.example or http://localhost:3000 (no path, no trailing slash). */
const originSchema = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .refine((text) => ["", "/"].includes(new URL(text).pathname) && !new URL(text).search, "must be an origin, without a path")
  .transform((text) => new URL(text).origin);

/** Express's names for address ranges ("trust proxy"), beside single addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** A comma-separated list of the load balancers' addresses: names, addresses or CIDR ranges. */
const trustedProxiesSchema = z.string().transform((text, ctx) => {
  const entries = text.split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const bits = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (prefix !== undefined && Number(prefix) === 0) {
      ctx.addIssue({ code: "custom", message: `"${entry}" trusts every address: any browser could then choose the address it is seen from` });
      continue;
    }
    if (PROXY_RANGE_NAMES.includes(entry) || (bits > 0 && validPrefix && rest.length === 0)) continue;
    ctx.addIssue({ code: "custom", message: `"${entry}" is not an address, a CIDR range or one of ${PROXY_RANGE_NAMES.join(", ")}` });
  }
  return entries;
});

/** Settings without which a production server does not start (each is named when missing). */
const PRODUCTION_REQUIRED = [
  "PUBLIC_URL",
  "DATABASE_URL",
  "OIDC_ISSUER",
  "OIDC_CLIENT_KEYS_FILE",
  "AUDIT_HASH_KEY",
  "VAPID_PUBLIC_KEY",
  "VAPID_PRIVATE_KEY",
  "VAPID_SUBJECT",
] as const;

/**
 * The web push key pair (VAPID, RFC 8292) outside production: made once for development with
 * `npx web-push generate-vapid-keys` and known to all, so every development process and restart
 * signs with the same key and the browsers' subscriptions stay valid (decision 372). Production
 * refuses it and requires its own.
 */
export const DEVELOPMENT_VAPID_KEYS = {
  publicKey: "BDqymx8T3ayJfW7KlGDMKXzwbmNpafIdH5_NhFwmiRKHDfsez0SRAWZRb76PnYeO1iUF7U0P7Tt4F8wMaEPeBFs",
  privateKey: "HR61Lojvv-EDbm0MlYK0H7s9AStr0-qIV2dm75Ue654",
} as const;

/** A P-256 key in base64url: the public key uncompressed (65 bytes), the private one 32 bytes. */
const vapidKeySchema = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "base64url without padding")
    .refine((text) => Buffer.from(text, "base64url").length === bytes, `a P-256 key of ${bytes} bytes in base64url`);

/** The public key of a P-256 private key (base64url), or null when it is none. */
function vapidPublicKeyOf(privateKey: string): string | null {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().toString("base64url");
  } catch {
    return null;
  }
}

/** The key of the audit trail's hashes outside production (a development machine's, known to all). */
export const DEVELOPMENT_AUDIT_HASH_KEY = "hoiva-development-audit-hash-key-not-for-production";

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: this machine only (127.0.0.1) in development, every interface (0.0.0.0) in production. */
  HOST: z.string().min(1).optional(),
  HOIVA_STAGE: z.enum(STAGES).default("development"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL").optional(),
  DATA_DIR: z.string().default("data"),
  /** Server processes behind the port (Node's cluster), with DATABASE_URL only: PGlite is single-process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * The load balancers (reverse proxies) whose X-Forwarded-For and X-Forwarded-Proto the server
   * believes, so that audit events and per-address rate limits see the browser's address
   * (decision 362). Default: this machine only.
   */
  TRUST_PROXY: trustedProxiesSchema.default(["loopback"]),
  BRAND_HOSTS: brandHostsSchema.default(new Map([["localhost", "adult"], ["kids.localhost", "kids"]])),
  DEFAULT_BRAND: z.enum(BRAND_IDS).default("adult"),
  AUTH_TOKEN_TIMEOUT: durationSchema.default({ amount: 60, unit: "minutes" }),
  /** A professional workspace session ends after this long without a request of the professional (decision 284). */
  PROFESSIONAL_IDLE_TIMEOUT: durationSchema.default({ amount: 30, unit: "minutes" }),
  CANCELLATION_DEADLINE_HOURS: z.coerce.number().int().min(0).default(24),
  /** Appointment reminders are sent this many hours before the start (decision 312). */
  APPOINTMENT_REMINDER_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /** A freed time offered from the earlier-time waitlist is held this many minutes (decision 342). */
  WAITLIST_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  /**
   * The secret key of the keyed hashes (HMAC-SHA256) the audit trail keeps instead of what must not
   * be stored in clear, e.g. an identity code a professional tried (decision 283). Required in
   * production; at least 32 characters.
   */
  AUDIT_HASH_KEY: z.string().min(32, "at least 32 characters").optional(),
  /** A customer may hold at most this many future reservations; the next one is refused (tooManyReservations). */
  MAX_FUTURE_RESERVATIONS: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Error reporting over Sentry's protocol: the server's DSN; none means nothing is set up or sent. */
  SENTRY_DSN: z.url({ protocol: /^https?$/, error: "must be an http(s):// DSN" }).optional(),
  /** The DSN the browser reports to (a public one); none means the browser loads no reporting code. */
  SENTRY_PUBLIC_DSN: z.url({ protocol: /^https?$/, error: "must be an http(s):// DSN" }).optional(),
  /** Default: true in development, false in production. */
  LOAD_DEMO_DATA: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  /**
   * The development tools (test identity provider, /dev/outbox, /api/dev/*): on in development
   * when the server listens on a loopback address; "true" opts in on other addresses, "false"
   * turns them off. Never in production.
   */
  DEV_TOOLS: z.enum(["true", "false"]).optional(),
  /** Where browsers reach the portal; the OIDC redirect URI is ${PUBLIC_URL}/oauth/callback. */
  PUBLIC_URL: originSchema.optional(),
  /** The identification broker (OIDC issuer). Default: the built-in test provider. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).default("hoiva-portal"),
  /** JWKS file with the client's private signing and encryption keys. */
  OIDC_CLIENT_KEYS_FILE: z.string().min(1).optional(),
  OIDC_SCOPE: z
    .string()
    .regex(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/, "space-separated scope names")
    .refine((scope) => scope.split(" ").includes("openid"), "must include openid")
    .default("openid profile"),
  /**
   * The organisation's staff identity provider (OIDC issuer) for the professional workspace.
   * Default: the built-in test provider, which offers the demo professionals (decision 243).
   */
  PROFESSIONAL_OIDC_ISSUER: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  PROFESSIONAL_OIDC_CLIENT_ID: z.string().min(1).default("hoiva-professional"),
  PROFESSIONAL_OIDC_SCOPE: z
    .string()
    .regex(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/, "space-separated scope names")
    .refine((scope) => scope.split(" ").includes("openid"), "must include openid")
    .default("openid profile email"),
  /** An SMTP server to deliver queued e-mail through; without it e-mail stays in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  /** The sender of delivered e-mail: `address@domain` or `Name <address@domain>`. */
  EMAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, "an address or Name <address>")
    .optional(),
  /**
   * Starts the server's clock at this instant (ISO 8601, e.g. 2026-11-24T08:00:00Z) instead of the
   * wall clock; it then runs at real speed. For end-to-end runs and demos; refused in production.
   */
  /** Paytrail's Payment API. Default: the built-in Paytrail-protocol test service (${PUBLIC_URL}/dev/paytrail) with the development tools. */
  PAYTRAIL_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  /** The merchant id (checkout-account). Default with the development tools: Paytrail's public test merchant 375917. */
  PAYTRAIL_MERCHANT_ID: z.string().regex(/^\d{1,12}$/, "digits").optional(),
  /** The merchant's signing secret. Default with the development tools: the test merchant's SAIPPUAKAUPPIAS. */
  PAYTRAIL_SECRET: z.string().min(1).optional(),
  /** S3-compatible object storage for uploaded files; without it files stay in ${DATA_DIR}/files. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "an S3 bucket name").optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, "a region name, e.g. eu-north-1").default("us-east-1"),
  /** An S3-compatible service's address (MinIO, Ceph, ...); none means AWS itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Static credentials (both or neither); without them the AWS SDK's default chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Web push (VAPID, RFC 8292): the application server's P-256 key pair, base64url. Required in production. */
  VAPID_PUBLIC_KEY: vapidKeySchema(65).optional(),
  VAPID_PRIVATE_KEY: vapidKeySchema(32).optional(),
  /** Who push services may contact about our pushes: a mailto: or https: address. Required in production. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "a mailto: or https: address")
    .optional(),
  CLOCK_START: z.iso
    .datetime({ offset: true, error: "an ISO 8601 instant, e.g. 2026-11-24T08:00:00Z" })
    .transform((text) => new Date(text))
    .optional(),
}).superRefine((config, ctx) => {
  if (config.CLOCK_START && config.HOIVA_STAGE === "production") {
    ctx.addIssue({ code: "custom", path: ["CLOCK_START"], message: "not allowed in production" });
  }
  if (config.HOIVA_STAGE === "production") {
    // Production never falls back to a default that only suits a developer's machine.
    for (const name of PRODUCTION_REQUIRED) {
      if (config[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: "required in production" });
    }
  }
  if (config.HOIVA_STAGE === "production" && !config.S3_BUCKET) {
    // Files on one instance's disk are missing on every other (decision 361).
    ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "required in production: every instance must read the files any instance stored" });
  }
  if (config.DEV_TOOLS === "true" && config.HOIVA_STAGE === "production") {
    ctx.addIssue({ code: "custom", path: ["DEV_TOOLS"], message: "not allowed in production" });
  }
  if (config.HOIVA_STAGE === "production") {
    // Paytrail's public test credentials (decision 279): anyone can sign a payment callback with them.
    if (config.PAYTRAIL_MERCHANT_ID === PAYTRAIL_TEST_MERCHANT.merchantId) {
      ctx.addIssue({ code: "custom", path: ["PAYTRAIL_MERCHANT_ID"], message: "Paytrail's public test merchant, not allowed in production" });
    }
    if (config.PAYTRAIL_SECRET === PAYTRAIL_TEST_MERCHANT.secret) {
      ctx.addIssue({ code: "custom", path: ["PAYTRAIL_SECRET"], message: "Paytrail's public test secret, not allowed in production" });
    }
  }
  const paytrail = [config.PAYTRAIL_API_URL, config.PAYTRAIL_MERCHANT_ID, config.PAYTRAIL_SECRET];
  if (paytrail.some((value) => value !== undefined) && paytrail.some((value) => value === undefined)) {
    for (const name of ["PAYTRAIL_API_URL", "PAYTRAIL_MERCHANT_ID", "PAYTRAIL_SECRET"] as const) {
      if (config[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: "required with the other PAYTRAIL_ settings" });
    }
  }
  const s3 = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  if (!config.S3_BUCKET) {
    for (const name of s3) if (config[name] !== undefined) ctx.addIssue({ code: "custom", path: [name], message: "needs S3_BUCKET" });
  }
  if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = config.S3_ACCESS_KEY_ID === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
    ctx.addIssue({ code: "custom", path: [missing], message: "required with the other S3 key setting" });
  }
  if ((config.VAPID_PUBLIC_KEY === undefined) !== (config.VAPID_PRIVATE_KEY === undefined)) {
    const missing = config.VAPID_PUBLIC_KEY === undefined ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY";
    ctx.addIssue({ code: "custom", path: [missing], message: "required with the other VAPID key" });
  } else if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && vapidPublicKeyOf(config.VAPID_PRIVATE_KEY) !== config.VAPID_PUBLIC_KEY) {
    ctx.addIssue({ code: "custom", path: ["VAPID_PUBLIC_KEY"], message: "is not the public key of VAPID_PRIVATE_KEY" });
  }
  if (config.HOIVA_STAGE === "production" && config.VAPID_PRIVATE_KEY === DEVELOPMENT_VAPID_KEYS.privateKey) {
    ctx.addIssue({ code: "custom", path: ["VAPID_PRIVATE_KEY"], message: "the development key, known to all, not allowed in production" });
  }
  if (config.SMTP_URL && !config.EMAIL_FROM) ctx.addIssue({ code: "custom", path: ["EMAIL_FROM"], message: "required with SMTP_URL" });
});

/** Where the built-in Paytrail-protocol test service is mounted (development tools only). */
export const PAYTRAIL_TEST_SERVICE_PATH = "/dev/paytrail";

/** Paytrail's public test merchant (docs.paytrail.com, "Test credentials"). */
export const PAYTRAIL_TEST_MERCHANT = { merchantId: "375917", secret: "SAIPPUAKAUPPIAS" } as const;

/** Addresses only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Settings whose default depends on others: HOST and LOAD_DEMO_DATA on the stage, DEV_TOOLS on
 * stage and HOST, PUBLIC_URL on PORT, OIDC_ISSUER and PAYTRAIL on PUBLIC_URL and the development tools.
 */
function withDerivedDefaults(parsed: z.output<typeof configSchema>) {
  const production = parsed.HOIVA_STAGE === "production";
  const host = parsed.HOST ?? (production ? "0.0.0.0" : "127.0.0.1");
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  const devTools = !production && (parsed.DEV_TOOLS === "true" || (parsed.DEV_TOOLS === undefined && isLoopbackHost(host)));
  return {
    ...parsed,
    HOST: host,
    LOAD_DEMO_DATA: parsed.LOAD_DEMO_DATA ?? !production,
    // Production requires its own key (checked above); elsewhere a development one.
    AUDIT_HASH_KEY: parsed.AUDIT_HASH_KEY ?? DEVELOPMENT_AUDIT_HASH_KEY,
    DEV_TOOLS: devTools,
    PUBLIC_URL: publicUrl,
    // Without the development tools the built-in provider does not exist: without OIDC_ISSUER
    // nobody can log in (null, logged when a login is attempted) rather than being sent to a
    // missing provider.
    OIDC_ISSUER: parsed.OIDC_ISSUER ?? (devTools ? `${publicUrl}/dev/idp` : null),
    // The same for the staff identity provider of the professional workspace.
    PROFESSIONAL_OIDC_ISSUER: parsed.PROFESSIONAL_OIDC_ISSUER ?? (devTools ? `${publicUrl}/dev/idp` : null),
    // Online payment: the real API when configured; otherwise the built-in test service with
    // Paytrail's public test merchant, only with the development tools; otherwise none (null).
    PAYTRAIL:
      parsed.PAYTRAIL_API_URL && parsed.PAYTRAIL_MERCHANT_ID && parsed.PAYTRAIL_SECRET
        ? { apiUrl: parsed.PAYTRAIL_API_URL, merchantId: parsed.PAYTRAIL_MERCHANT_ID, secret: parsed.PAYTRAIL_SECRET, testService: false }
        : devTools
          ? { apiUrl: `${publicUrl}${PAYTRAIL_TEST_SERVICE_PATH}`, merchantId: PAYTRAIL_TEST_MERCHANT.merchantId, secret: PAYTRAIL_TEST_MERCHANT.secret, testService: true }
          : null,
    // Web push: the configured key pair (production requires one), else the development pair.
    // Push endpoints on this machine (the test suite's push service) only with the development tools.
    WEB_PUSH: {
      publicKey: parsed.VAPID_PUBLIC_KEY ?? DEVELOPMENT_VAPID_KEYS.publicKey,
      privateKey: parsed.VAPID_PRIVATE_KEY ?? DEVELOPMENT_VAPID_KEYS.privateKey,
      subject: parsed.VAPID_SUBJECT ?? "mailto:push@hoiva.example",
      loopbackEndpoints: devTools,
    },
    // Uploaded files: S3-compatible object storage when S3_BUCKET is set, else the local folder.
    FILE_STORAGE: parsed.S3_BUCKET
      ? {
          kind: "s3" as const,
          bucket: parsed.S3_BUCKET,
          region: parsed.S3_REGION,
          endpoint: parsed.S3_ENDPOINT,
          forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
          credentials:
            parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { kind: "local-folder" as const },
  };
}

export type Config = ReturnType<typeof withDerivedDefaults>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return withDerivedDefaults(result.data);
}
