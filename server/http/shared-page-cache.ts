import type { NextFunction, Request, RequestHandler, Response } from "express";
import { contextOf } from "./request-context";

// The entry pages (front page, booking landing, login) are the same for every visitor without
// cookies, and they are what most visits open first. Such a page is rendered once per address and
// host and sent again for a minute, as a shared cache in front of the server would (decision 268).
// Only its script nonce differs per response: the rendering is kept cut at its nonce, and every
// response gets the request's own, which the Content-Security-Policy header already names.

export interface SharedPageCacheOptions {
  /** Whether the page at this path (no trailing slash) is the same for every visitor without cookies. */
  isShared(pathname: string): boolean;
  /** How long a rendering is sent again. */
  maxAgeSeconds: number;
  /** Renderings kept at most; the oldest goes first (addresses differ by their query too). */
  maxEntries: number;
  /** Milliseconds of a clock that only moves forward (an interval, not a time of day). */
  now?: () => number;
}

interface Rendering {
  expiresAt: number;
  contentType: string;
  /** The page cut at the nonce of the request that rendered it. */
  parts: string[];
}

export function sharedPageCache({ isShared, maxAgeSeconds, maxEntries, now = () => performance.now() }: SharedPageCacheOptions): RequestHandler {
  const renderings = new Map<string, Rendering>();
  // A shared cache in front of the server may keep it as long; a browser asks again every time.
  const cacheControl = `public, max-age=0, s-maxage=${maxAgeSeconds}`;

  return (req: Request, res: Response, next: NextFunction) => {
    // Any cookie may change the page (a session, a flash message): those requests are rendered.
    if (req.method !== "GET" || req.headers.cookie !== undefined || !isShared(req.path.replace(/\/+$/, "") || "/")) return next();
    const key = `${req.protocol}://${req.hostname}${req.originalUrl}`;
    const { nonce } = contextOf(res);
    res.vary("Cookie");

    const kept = renderings.get(key);
    if (kept && kept.expiresAt > now()) {
      res.setHeader("Cache-Control", cacheControl);
      res.setHeader("Content-Type", kept.contentType);
      res.end(kept.parts.join(nonce));
      return;
    }
    if (kept) renderings.delete(key);

    const body = captureBody(res, () => {
      // As the headers go out: only a success whose page said nothing of caching may be shared
      // (an error must not be kept by a cache in front either).
      if (res.statusCode === 200 && !res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", cacheControl);
    });
    res.on("finish", () => {
      // Kept only as rendered for everyone: a whole page (its rendering did not fail after the
      // status went out) that set no cookie and did not forbid storing it.
      const whole = res.statusCode === 200 && !contextOf(res).renderFailed;
      if (!whole || res.getHeader("Set-Cookie") !== undefined || res.getHeader("Cache-Control") !== cacheControl) return;
      if (renderings.size >= maxEntries) renderings.delete(renderings.keys().next().value!);
      renderings.set(key, {
        expiresAt: now() + maxAgeSeconds * 1000,
        contentType: String(res.getHeader("Content-Type") ?? "text/html; charset=utf-8"),
        parts: Buffer.concat(body).toString("utf8").split(nonce),
      });
    });
    next();
  };
}

/**
 * Copies of what is written to the response (before compression, which wraps the same calls);
 * `beforeHeaders` runs at every write until the headers have gone out (it must not mind running twice).
 */
function captureBody(res: Response, beforeHeaders: () => void): Buffer[] {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (!res.headersSent) beforeHeaders();
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response["end"];
  return chunks;
}
