import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { useTestServer } from "./test-server";

// The browser's error reporting over the built pages: without SENTRY_PUBLIC_DSN a page carries no
// DSN and its first-load JavaScript (every script and modulepreload of the HTML and their static
// imports) holds nothing of the SDK, which sits in a chunk of its own that is only imported
// dynamically. With a DSN the root data hands it to the browser and the CSP lets reports reach
// its origin, and nowhere else. Needs `npm run build` first.

const PUBLIC_DSN = "https://publickey@errors.example/7";
/** A property name of the SDK's transport that no minifier renames. */
const SDK_MARKER = "sentry_key";

const quiet = useTestServer({ demoDataNow: TEST_NOW });
const reporting = useTestServer({ demoDataNow: TEST_NOW, env: { SENTRY_PUBLIC_DSN: PUBLIC_DSN } });

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
// Vite 8's bundler writes a dynamic import's address as a template literal.
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

async function scriptOf(path: string): Promise<string> {
  const response = await quiet.get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The JavaScript a page loads before anything runs: its scripts and their static imports, transitively. */
async function firstLoadScripts(html: string): Promise<Map<string, string>> {
  const loaded = new Map<string, string>();
  const pending = [...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1]!);
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (loaded.has(path)) continue;
    const text = await scriptOf(path);
    loaded.set(path, text);
    for (const [, imported] of text.matchAll(STATIC_IMPORT)) pending.push(new URL(imported!, `http://x${path}`).pathname);
  }
  return loaded;
}

function cspOf(response: Response): Map<string, string> {
  const header = response.headers.get("content-security-policy") ?? "";
  return new Map(header.split(";").map((directive) => directive.trim().split(/\s+(.*)/s) as [string, string]));
}

describe("browser error reporting in the built pages", () => {
  it("without a DSN: no DSN in the page, nothing of the SDK in its first-load JavaScript, the SDK a chunk imported only dynamically", async () => {
    for (const path of ["/fi", "/en/login"]) {
      const response = await quiet.get(path);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html).not.toContain("errors.example");
      const scripts = await firstLoadScripts(html);
      expect(scripts.size).toBeGreaterThan(3);
      for (const [script, text] of scripts) expect(text, `${script} holds the SDK`).not.toContain(SDK_MARKER);
      // The SDK's chunk: imported dynamically from the first-load code, and it holds the SDK.
      const dynamic = [...scripts].flatMap(([script, text]) => [...text.matchAll(DYNAMIC_IMPORT)].map((match) => new URL(match[1]!, `http://x${script}`).pathname));
      const sdkChunks = [];
      for (const chunk of dynamic) {
        const closure = await firstLoadScripts(`"${chunk}"`);
        if ([...closure.values()].some((text) => text.includes(SDK_MARKER))) sdkChunks.push(chunk);
      }
      expect(sdkChunks, path).toHaveLength(1);
      expect(sdkChunks[0]).toMatch(/^\/assets\/sentry-browser-[\w-]+\.js$/);
    }
  });

  it("without a DSN the CSP lets the page connect to its own origin only", async () => {
    const csp = cspOf(await quiet.get("/fi"));
    expect(csp.get("connect-src")).toBe("'self'");
  });

  it("with SENTRY_PUBLIC_DSN the root data carries it and the CSP lets reports reach its origin", async () => {
    const response = await reporting.get("/fi");
    const html = await response.text();
    expect(html).toContain(PUBLIC_DSN);
    expect(cspOf(response).get("connect-src")).toBe("'self' https://errors.example");
  });
});
