import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "#tests/services";
import { DEVELOPMENT_VAPID_KEYS, loadConfig } from "./config";
import { environmentFeatures } from "./environments";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.BRAND_HOSTS.get("localhost")).toBe("adult");
    expect(config.BRAND_HOSTS.get("kids.localhost")).toBe("kids");
    expect(config.AUTH_TOKEN_TIMEOUT).toEqual({ amount: 60, unit: "minutes" });
  });

  it("parses brand hosts and the auth-token timeout", () => {
    const config = loadConfig({ BRAND_HOSTS: "portal.example=adult, lapset.example=kids", AUTH_TOKEN_TIMEOUT: "2 hours" });
    expect([...config.BRAND_HOSTS]).toEqual([
      ["portal.example", "adult"],
      ["lapset.example", "kids"],
    ]);
    expect(config.AUTH_TOKEN_TIMEOUT).toEqual({ amount: 2, unit: "hours" });
  });

  it("derives the public URL and the built-in identity provider from the port", () => {
    const config = loadConfig({ PORT: "4000" });
    expect(config.PUBLIC_URL).toBe("http://localhost:4000");
    expect(config.OIDC_ISSUER).toBe("http://localhost:4000/dev/idp");
    expect(config.OIDC_CLIENT_ID).toBe("hoiva-portal");
    expect(config.OIDC_CLIENT_KEYS_FILE).toBeUndefined();
    expect(config.OIDC_SCOPE).toBe("openid profile");
  });

  it("takes a real broker from the environment and has no built-in one in production", () => {
    const config = loadConfig({
      HOIVA_STAGE: "production",
      PUBLIC_URL: "https://portal.example/",
      OIDC_ISSUER: "https://broker.example/oidc",
      OIDC_CLIENT_ID: "portal-123",
      OIDC_CLIENT_KEYS_FILE: "/run/secrets/oidc-keys.json",
      DATABASE_URL: "postgres://portal@db.example/portal",
      AUDIT_HASH_KEY: "a-production-secret-of-32-characters-or-more",
      S3_BUCKET: "hoiva-portal-files",
      VAPID_PUBLIC_KEY: PRODUCTION_ENV.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: PRODUCTION_ENV.VAPID_PRIVATE_KEY,
      VAPID_SUBJECT: PRODUCTION_ENV.VAPID_SUBJECT,
    });
    expect(config.PUBLIC_URL).toBe("https://portal.example");
    expect(config.OIDC_ISSUER).toBe("https://broker.example/oidc");
    expect(config.OIDC_CLIENT_ID).toBe("portal-123");
    expect(config.OIDC_CLIENT_KEYS_FILE).toBe("/run/secrets/oidc-keys.json");
  });

  it("refuses to start in production without its secrets and addresses, naming each", () => {
    expect(() => loadConfig({ HOIVA_STAGE: "production" })).toThrow(
      /PUBLIC_URL: required in production[\s\S]*DATABASE_URL: required in production[\s\S]*OIDC_ISSUER: required in production[\s\S]*OIDC_CLIENT_KEYS_FILE: required in production[\s\S]*AUDIT_HASH_KEY: required in production[\s\S]*VAPID_PUBLIC_KEY: required in production[\s\S]*VAPID_PRIVATE_KEY: required in production[\s\S]*VAPID_SUBJECT: required in production/,
    );
  });

  it("refuses the local file folder in production: every instance must read what any instance stored", () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutBucket)).toThrow(/S3_BUCKET: required in production: every instance must read the files any instance stored/);
    expect(loadConfig(PRODUCTION_ENV).FILE_STORAGE).toMatchObject({ kind: "s3", bucket: "hoiva-portal-files" });
    expect(loadConfig({}).FILE_STORAGE).toEqual({ kind: "local-folder" });
  });

  it("believes forwarded addresses from this machine only, unless told which load balancers to trust", () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7, fd00::/8, uniquelocal" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "192.0.2.7", "fd00::/8", "uniquelocal"]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone, 10.0.0.0/33, 1" })).toThrow(
      /TRUST_PROXY: "everyone" is not an address[\s\S]*TRUST_PROXY: "10.0.0.0\/33" is not an address[\s\S]*TRUST_PROXY: "1" is not an address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "0.0.0.0/0" })).toThrow(/TRUST_PROXY: "0.0.0.0\/0" trusts every address/);
  });

  it("refuses a public URL with a path and a scope without openid", () => {
    expect(() => loadConfig({ PUBLIC_URL: "https://portal.example/app", OIDC_SCOPE: "profile" })).toThrow(
      /PUBLIC_URL[\s\S]*OIDC_SCOPE/,
    );
    expect(() => loadConfig({ OIDC_ISSUER: "ftp://broker.example" })).toThrow(/OIDC_ISSUER/);
  });

  it("signs web push with the configured VAPID pair, the development pair outside production only (decision 372)", () => {
    expect(loadConfig({}).WEB_PUSH).toMatchObject({ publicKey: DEVELOPMENT_VAPID_KEYS.publicKey, loopbackEndpoints: true });
    expect(loadConfig(PRODUCTION_ENV).WEB_PUSH).toMatchObject({ publicKey: PRODUCTION_ENV.VAPID_PUBLIC_KEY, loopbackEndpoints: false });
    expect(() => loadConfig({ ...PRODUCTION_ENV, VAPID_PUBLIC_KEY: DEVELOPMENT_VAPID_KEYS.publicKey, VAPID_PRIVATE_KEY: DEVELOPMENT_VAPID_KEYS.privateKey })).toThrow(
      /VAPID_PRIVATE_KEY: the development key, known to all, not allowed in production/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PRODUCTION_ENV.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: DEVELOPMENT_VAPID_KEYS.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: "short" })).toThrow(/VAPID_PRIVATE_KEY: a P-256 key of 32 bytes[\s\S]*VAPID_PUBLIC_KEY: required with the other VAPID key/);
  });

  it("pins the clock to CLOCK_START outside production only", () => {
    expect(loadConfig({ CLOCK_START: "2026-11-24T08:00:00Z" }).CLOCK_START).toEqual(new Date("2026-11-24T08:00:00Z"));
    expect(loadConfig({}).CLOCK_START).toBeUndefined();
    expect(() => loadConfig({ CLOCK_START: "tomorrow" })).toThrow(/CLOCK_START/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, CLOCK_START: "2026-11-24T08:00:00Z" })).toThrow(
      /CLOCK_START[\s\S]*not allowed in production/,
    );
  });

  it("keeps the development tools on this machine: loopback by default, opt-in elsewhere, never in production", () => {
    expect(loadConfig({})).toMatchObject({ HOST: "127.0.0.1", DEV_TOOLS: true, LOAD_DEMO_DATA: true, OIDC_ISSUER: "http://localhost:3000/dev/idp" });
    expect(loadConfig({ HOST: "0.0.0.0" })).toMatchObject({ DEV_TOOLS: false, OIDC_ISSUER: null });
    expect(loadConfig({ HOST: "0.0.0.0", DEV_TOOLS: "true" }).DEV_TOOLS).toBe(true);
    expect(loadConfig({ DEV_TOOLS: "false" }).DEV_TOOLS).toBe(false);
    expect(loadConfig(PRODUCTION_ENV)).toMatchObject({ HOST: "0.0.0.0", DEV_TOOLS: false, LOAD_DEMO_DATA: false });
    expect(loadConfig({ ...PRODUCTION_ENV, LOAD_DEMO_DATA: "true" }).LOAD_DEMO_DATA).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION_ENV, DEV_TOOLS: "true" })).toThrow(/DEV_TOOLS[\s\S]*not allowed in production/);
  });

  it("lists every invalid setting at once", () => {
    expect(() => loadConfig({ PORT: "x", DATABASE_URL: "mysql://a", BRAND_HOSTS: "a=b", AUTH_TOKEN_TIMEOUT: "soon" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*BRAND_HOSTS[\s\S]*AUTH_TOKEN_TIMEOUT/,
    );
  });
});

describe("environments", () => {
  it("give the children's chat only to the children's brand and occupational booking only to the adult brand", () => {
    expect(environmentFeatures("kids-production")).toContain("pikkutsatti");
    expect(environmentFeatures("adult-production")).not.toContain("pikkutsatti");
    expect(environmentFeatures("adult-production")).toContain("ohc-appointment-search");
    expect(environmentFeatures("kids-development")).not.toContain("ohc-appointment-search");
  });

  it("keeps files in the local folder unless an S3 bucket is configured", () => {
    expect(loadConfig({}).FILE_STORAGE).toEqual({ kind: "local-folder" });
    expect(
      loadConfig({ S3_BUCKET: "hoiva-files", S3_ENDPOINT: "https://objects.example", S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" }).FILE_STORAGE,
    ).toEqual({
      kind: "s3",
      bucket: "hoiva-files",
      region: "us-east-1",
      endpoint: "https://objects.example",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    expect(loadConfig({ S3_BUCKET: "hoiva-files", S3_REGION: "eu-north-1" }).FILE_STORAGE).toMatchObject({ kind: "s3", region: "eu-north-1", credentials: undefined });
    expect(() => loadConfig({ S3_ENDPOINT: "https://objects.example" })).toThrow(/S3_ENDPOINT: needs S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: "hoiva-files", S3_ACCESS_KEY_ID: "id" })).toThrow(/S3_SECRET_ACCESS_KEY: required with the other S3 key setting/);
    expect(() => loadConfig({ S3_BUCKET: "Not_A_Bucket" })).toThrow(/S3_BUCKET: an S3 bucket name/);
  });

  it("takes an SMTP server only with a sender address", () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    const config = loadConfig({ SMTP_URL: "smtp://mailer:secret@smtp.example:587", EMAIL_FROM: "Hoiva <ei-vastausta@hoiva.example>" });
    expect(config.SMTP_URL).toBe("smtp://mailer:secret@smtp.example:587");
    expect(config.EMAIL_FROM).toBe("Hoiva <ei-vastausta@hoiva.example>");
    expect(() => loadConfig({ SMTP_URL: "smtp://smtp.example" })).toThrow(/EMAIL_FROM: required with SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "https://smtp.example", EMAIL_FROM: "a@b.example" })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ SMTP_URL: "smtp://smtp.example", EMAIL_FROM: "nobody" })).toThrow(/EMAIL_FROM/);
  });
});

describe("online payment settings", () => {
  it("defaults to the built-in Paytrail test service with the public test merchant while the development tools are on", () => {
    expect(loadConfig({ PORT: "4000" }).PAYTRAIL).toEqual({
      apiUrl: "http://localhost:4000/dev/paytrail",
      merchantId: "375917",
      secret: "SAIPPUAKAUPPIAS",
      testService: true,
    });
    expect(loadConfig({ DEV_TOOLS: "false" }).PAYTRAIL).toBeNull();
    expect(loadConfig({ ...PRODUCTION_ENV }).PAYTRAIL).toBeNull();
  });

  it("takes the real API and the merchant's credentials from the environment", () => {
    const config = loadConfig({ ...PRODUCTION_ENV, PAYTRAIL_API_URL: "https://services.paytrail.com", PAYTRAIL_MERCHANT_ID: "695861", PAYTRAIL_SECRET: "s3cret" });
    expect(config.PAYTRAIL).toEqual({ apiUrl: "https://services.paytrail.com", merchantId: "695861", secret: "s3cret", testService: false });
  });

  it("refuses Paytrail's public test merchant in production, whose secret anyone can sign callbacks with", () => {
    const testMerchant = { PAYTRAIL_API_URL: "https://services.paytrail.com", PAYTRAIL_MERCHANT_ID: "375917", PAYTRAIL_SECRET: "SAIPPUAKAUPPIAS" };
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...testMerchant })).toThrow(
      /PAYTRAIL_MERCHANT_ID: Paytrail's public test merchant, not allowed in production\n {2}PAYTRAIL_SECRET: Paytrail's public test secret, not allowed in production/,
    );
    // Either one alone is refused too: the public secret signs for anyone, the test merchant id has only that secret.
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...testMerchant, PAYTRAIL_MERCHANT_ID: "695861" })).toThrow(/PAYTRAIL_SECRET: Paytrail's public test secret/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...testMerchant, PAYTRAIL_SECRET: "s3cret" })).toThrow(/PAYTRAIL_MERCHANT_ID: Paytrail's public test merchant/);
    // Outside production the test merchant against Paytrail's real API is what a test stage uses.
    expect(loadConfig({ ...testMerchant, DEV_TOOLS: "false" }).PAYTRAIL).toEqual({
      apiUrl: "https://services.paytrail.com",
      merchantId: "375917",
      secret: "SAIPPUAKAUPPIAS",
      testService: false,
    });
  });

  it("names every missing PAYTRAIL_ setting when only some are given", () => {
    expect(() => loadConfig({ PAYTRAIL_API_URL: "https://services.paytrail.com" })).toThrow(
      /PAYTRAIL_MERCHANT_ID: required with the other PAYTRAIL_ settings\n {2}PAYTRAIL_SECRET: required/,
    );
    expect(() => loadConfig({ PAYTRAIL_API_URL: "ftp://x", PAYTRAIL_MERCHANT_ID: "1", PAYTRAIL_SECRET: "s" })).toThrow(/PAYTRAIL_API_URL/);
  });
});
