import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startScriptFreeFloor, withoutScripts } from "#bench/script-free-floor";

// bench:lighthouse's script-free copies (issue 36 §3): the page's own document and stylesheets,
// nothing of its JavaScript, with every other request answered by the real server.

const PAGE = [
  '<!DOCTYPE html><html lang="fi"><head><link rel="stylesheet" href="/assets/app.css">',
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="preload" as="font" href="/fonts/a.woff2" crossorigin="">',
  '<script nonce="n1">window.__reactRouterContext = {"x":"</p>"};</script></head>',
  '<body><main><h1>Etusivu</h1><p>Teksti</p></main><script type="module" src="/assets/root.js"></script></body></html>',
].join("");

describe("the script-free floor", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it("takes out script elements and module preloads and keeps the document, stylesheets and fonts", () => {
    const copy = withoutScripts(PAGE);
    expect(copy).not.toMatch(/<script|modulepreload|__reactRouterContext/);
    expect(copy).toContain('<link rel="stylesheet" href="/assets/app.css">');
    expect(copy).toContain('<link rel="preload" as="font" href="/fonts/a.woff2" crossorigin="">');
    expect(copy).toContain("<main><h1>Etusivu</h1><p>Teksti</p></main>");
  });

  it("serves the page's copy at the page's path and passes every other request, with its host, to the real server", async () => {
    const seen: { url: string; host: string }[] = [];
    const upstream = http.createServer((request, response) => {
      seen.push({ url: request.url ?? "", host: request.headers.host ?? "" });
      response.writeHead(200, { "content-type": "text/css", "x-upstream": "yes" });
      response.end("body{}");
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => upstream.close(() => resolve())));
    const upstreamPort = (upstream.address() as AddressInfo).port;
    const floor = await startScriptFreeFloor([{ url: `http://127.0.0.1:${upstreamPort}/fi/ajanvaraus?x=1`, html: PAGE }], 0, upstreamPort);
    closers.push(() => floor.close());

    const copyUrl = floor.addressOf(`http://127.0.0.1:${upstreamPort}/fi/ajanvaraus?x=1`);
    expect(new URL(copyUrl).port).not.toBe(String(upstreamPort));
    const copy = await fetch(copyUrl);
    expect(copy.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await copy.text()).toBe(withoutScripts(PAGE));

    const asset = await fetch(new URL("/assets/app.css", copyUrl));
    expect(asset.headers.get("x-upstream")).toBe("yes");
    expect(await asset.text()).toBe("body{}");
    // The same path without the page's query is not the copy.
    await fetch(new URL("/fi/ajanvaraus", copyUrl));
    expect(seen).toEqual([
      { url: "/assets/app.css", host: `127.0.0.1:${upstreamPort}` },
      { url: "/fi/ajanvaraus", host: `127.0.0.1:${upstreamPort}` },
    ]);
    expect(copy.status).toBe(200);
  });
});
