import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sharedPageCache } from "./shared-page-cache";

// The cache of shared pages (decision 268) in front of a page renderer that counts its renderings
// and writes its nonce into the page the way React Router does (in chunks, several times).

let clock = 0;
let renderings = 0;
let nonceCount = 0;
/** What the renderer answers next: status, and whether it sets a cookie or forbids storing. */
let answer: { status: number; setCookie?: boolean; noStore?: boolean; renderFailed?: boolean } = { status: 200 };

const app = express();
app.use((_req, res, next) => {
  res.locals.context = { nonce: `nonce${++nonceCount}AbC+/=` };
  next();
});
app.use(compression());
app.get(
  "/{*path}",
  sharedPageCache({ isShared: (path) => path === "/fi" || path === "/fi/kirjaudu", maxAgeSeconds: 60, maxEntries: 2, now: () => clock }),
  (req: Request, res: Response) => {
    renderings++;
    const context = res.locals.context as { nonce: string; renderFailed?: boolean };
    const { nonce } = context;
    if (answer.renderFailed) context.renderFailed = true;
    res.status(answer.status);
    if (answer.setCookie) res.setHeader("Set-Cookie", "flash=; Max-Age=0");
    if (answer.noStore) res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(`<html><script nonce="${nonce}">`);
    res.write(Buffer.from(`window.ctx={"nonce":"${nonce}","path":"${req.originalUrl}","n":${renderings}}`));
    // Above compression's threshold of 1 kB, so that the page is sent compressed.
    res.end(`</script>${"ääkköset ".repeat(200)}</html>`);
  },
);

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

let prefix = 0;
beforeEach(() => {
  // Each test its own address space: a query no other test asks for.
  prefix++;
  clock = 0;
  renderings = 0;
  answer = { status: 200 };
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { "accept-encoding": "gzip", ...headers }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = (response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
      })
      .on("error", reject);
  });
}

const page = (query = "") => `/fi?t=${prefix}${query}`;
const nonceOf = (answer: Answer) => /nonce="([^"]+)"/.exec(answer.body)![1]!;

describe("shared page cache", () => {
  it("renders a shared page once and sends it again with each response's own nonce", async () => {
    const first = await get(page());
    const second = await get(page());
    expect(renderings).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    // Every place the first rendering had its nonce now has the second response's.
    expect(second.body.replaceAll(nonceOf(second), "N")).toBe(first.body.replaceAll(nonceOf(first), "N"));
    expect(second.body).toContain(`"nonce":"${nonceOf(second)}"`);
    expect(second.body).toContain("ääkköset");
  });

  it("tells shared caches they may keep the page and that cookies change it", async () => {
    const answer = await get(page());
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect(answer.headers.vary).toMatch(/Cookie/);
  });

  it("renders again once the rendering is a minute old", async () => {
    await get(page());
    clock = 59_999;
    await get(page());
    expect(renderings).toBe(1);
    clock = 60_000;
    await get(page());
    await get(page());
    expect(renderings).toBe(2);
  });

  it("renders every request that carries a cookie, and keeps nothing of it", async () => {
    await get(page(), { cookie: "hoiva_session=abc" });
    const withCookie = await get(page(), { cookie: "hoiva_session=abc" });
    expect(renderings).toBe(2);
    expect(withCookie.headers["cache-control"]).toBeUndefined();
    await get(page());
    expect(renderings).toBe(3);
  });

  it("keeps each address apart, query included, and renders pages that are not shared every time", async () => {
    await get(page("&a=1"));
    await get(page("&a=2"));
    expect(renderings).toBe(2);
    const other = `/fi/ajat?t=${prefix}`;
    await get(other);
    await get(other);
    expect(renderings).toBe(4);
  });

  it("keeps no failure, no page whose rendering failed after its status, no answer that sets a cookie and no page that forbids storing", async () => {
    const refused = [{ status: 500 }, { status: 200, renderFailed: true }, { status: 200, setCookie: true }, { status: 200, noStore: true }];
    const cacheControls: (string | undefined)[] = [];
    for (const [round, next] of refused.entries()) {
      answer = next;
      cacheControls.push((await get(page(`&round=${round}`))).headers["cache-control"]);
      answer = { status: 200 };
      await get(page(`&round=${round}`));
      await get(page(`&round=${round}`));
    }
    // Each round: the refused answer, then one rendering that is kept and sent again.
    expect(renderings).toBe(8);
    // A cache in front is not told to keep a failure, and a page's own header stands alone.
    expect(cacheControls[0]).toBeUndefined();
    expect(cacheControls[3]).toBe("no-store");
  });

  it("keeps at most the given number of renderings, dropping the oldest", async () => {
    await get(page("&a=1"));
    await get(page("&a=2"));
    await get(page("&a=3"));
    expect(renderings).toBe(3);
    await get(page("&a=3"));
    await get(page("&a=2"));
    expect(renderings).toBe(3);
    await get(page("&a=1"));
    expect(renderings).toBe(4);
  });
});
