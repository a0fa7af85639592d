import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
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
});
