import http from "node:http";
import type { AddressInfo } from "node:net";

// The browser's floor for Lighthouse (issue 36 §3): each measured page as the server sent it, with
// its scripts taken out, served from a port of its own; every other request (the stylesheets,
// fonts, icons and images the page names) goes through to the real server. What Chromium spends
// on such a copy is parsing, style, layout and paint of the same document with the same CSS: the
// part of the main thread's time no change to the page's JavaScript can remove. Measured beside
// the page in the same run, it says how much of a page's Total Blocking Time is its own code and
// how much the host's (on a slow host the copy alone has blocked for 150–260 ms).

/** The page's HTML without its scripts: no script elements (inline or not) and no module preloads. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

export interface ScriptFreeFloor {
  /** The copy's address for a page's address on the real server. */
  addressOf(pageUrl: string): string;
  close(): Promise<void>;
}

/**
 * Serves `pages` (the real server's addresses and their HTML as sent) without scripts on `port`,
 * and passes every other request to the real server on `targetPort`, its host's port rewritten.
 */
export async function startScriptFreeFloor(pages: { url: string; html: string }[], port: number, targetPort: number): Promise<ScriptFreeFloor> {
  const keyOf = (url: URL) => `${url.hostname}${url.pathname}${url.search}`;
  const copies = new Map(pages.map(({ url, html }) => [keyOf(new URL(url)), withoutScripts(html)]));
  const server = http.createServer((request, response) => {
    const asked = new URL(request.url ?? "/", `http://${request.headers.host ?? "localhost"}`);
    const copy = copies.get(keyOf(asked));
    if (copy !== undefined && request.method === "GET") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      response.end(copy);
      return;
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: targetPort, method: request.method, path: request.url, headers: { ...request.headers, host: `${asked.hostname}:${targetPort}` } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => response.destroy(error));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const listening = (server.address() as AddressInfo).port;
  return {
    addressOf(pageUrl) {
      const url = new URL(pageUrl);
      url.port = String(listening);
      return url.toString();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
