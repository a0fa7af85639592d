import { describe, expect, it } from "vitest";
import { sessionStateOf, useTestServer } from "./test-server";

const server = useTestServer();
const get = (path: string, host?: string) => server.get(path, { host });

describe("server", () => {
  it("answers health and readiness checks", async () => {
    expect(await (await get("/healthz")).json()).toEqual({ status: "ok" });
    expect(await (await get("/readyz")).json()).toEqual({ status: "ready" });
  });

  it("sends / to the Finnish front page", async () => {
    const response = await get("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fi");
  });

  it("renders the front page with language, brand, session state and security headers", async () => {
    const response = await get("/sv");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    const html = await response.text();
    expect(html).toContain('<html lang="sv" data-brand="adult"');
    expect(sessionStateOf(html)).toEqual({
      environment: "adult-development",
      csrfToken: null,
      features: expect.arrayContaining(["mfa", "kela65"]),
      healthCareType: "private",
      isSessionValid: false,
      sessionScope: null,
      lang: "sv",
      sessionExpires: null,
      authTokenTimeout: { amount: 60, unit: "minutes" },
    });
  });

  it("chooses the brand by host name", async () => {
    const html = await (await get("/en", "kids.localhost")).text();
    expect(html).toContain('data-brand="kids"');
    expect(html).toContain("Hoiva Junior");
    expect(sessionStateOf(html)).toMatchObject({ environment: "kids-development", features: expect.arrayContaining(["pikkutsatti"]) });
  });

  it("renders a page in its language inside the shell", async () => {
    const response = await get("/fi/ajanvaraus");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fi" data-brand="adult"');
    expect(html).toMatch(/<h1[^>]*>Varaa aika<\/h1>/);
    expect(html).toContain("<footer");
  });

  it("sends the page's stylesheets in the head and loads its scripts only after the first paint (decisions 265 and 266)", async () => {
    for (const path of ["/fi/kirjaudu", "/fi/ajanvaraus"]) {
      const response = await get(path);
      const html = await response.text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect([...head.matchAll(/<link [^>]*rel="stylesheet"/g)].length, path).toBeGreaterThanOrEqual(2);
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toContain('type="module"');
      // The loader carries the nonce of the page's CSP and names the entry and the page's module.
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")![1]!;
      const loaders = [...html.matchAll(/<script nonce="([^"]*)">(\(function \(hrefs, code(?:, app)?\)[\s\S]*?)<\/script>/g)];
      expect(loaders.map((match) => match[1]), path).toEqual([nonce]);
      const loader = loaders[0]![2]!;
      expect(loader, path).toContain("requestAnimationFrame");
      expect(loader, path).toMatch(/"\/assets\/entry\.client-[\w-]+\.js"/);
      expect(loader, path).toMatch(path === "/fi/kirjaudu" ? /"\/assets\/login-[\w-]+\.js"/ : /"\/assets\/booking-[\w-]+\.js"/);
    }
  });

  it("shows the private appointment list full width, without the menu", async () => {
    const html = await (await get("/fi/ajanvaraus/yksityisasiakas")).text();
    expect(html).toContain('class="page page--wide"');
    expect(html).not.toContain('class="main-menu"');
    expect(await (await get("/fi/ajanvaraus")).text()).toContain('class="main-menu"');
  });

  it("answers an unknown path with a localised 404 page", async () => {
    const response = await get("/sv/finns-inte");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Sidan hittades inte");
  });

  it("answers an unknown API path with JSON 404", async () => {
    const response = await get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ type: "notFound" });
  });
});
