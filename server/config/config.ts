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

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  HOIVA_STAGE: z.enum(STAGES).default("development"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL").optional(),
  DATA_DIR: z.string().default("data"),
  BRAND_HOSTS: brandHostsSchema.default(new Map([["localhost", "adult"], ["kids.localhost", "kids"]])),
  DEFAULT_BRAND: z.enum(BRAND_IDS).default("adult"),
  AUTH_TOKEN_TIMEOUT: durationSchema.default({ amount: 60, unit: "minutes" }),
  CANCELLATION_DEADLINE_HOURS: z.coerce.number().int().min(0).default(24),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOAD_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
});

export type Config = z.output<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
