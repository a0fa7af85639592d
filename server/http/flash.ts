import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import type { RequestHandler } from "express";
import { contextOf } from "./request-context";
import { isLocalHost } from "./session";

// A flash value: set by the response that redirects after a write (a form post or an action),
// read once by the page it redirects to, whether or not the browser runs scripts. The cookie holds
// only the name of a toast the page knows (app/flash.server.ts checks it), never user data.

export const FLASH_COOKIE = "hoiva_flash";
/** Long enough to survive the redirect, short enough that a stale value never surprises anyone. */
export const FLASH_MAX_AGE_SECONDS = 60;

/**
 * Hands the flash value to this request's loaders and clears the cookie, so it shows once. The
 * router's route discovery (/__manifest), which runs before the page's data request after a
 * redirect to a page not yet known to the browser, has no loaders and leaves the flash alone.
 */
export function flashMiddleware(): RequestHandler {
  return (req, res, next) => {
    if (req.path === "/__manifest") return next();
    const value = req.headers.cookie ? parseCookies(req.headers.cookie)[FLASH_COOKIE] : undefined;
    if (value !== undefined) {
      contextOf(res).flash = value;
      res.append("Set-Cookie", serializeCookie(FLASH_COOKIE, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0 }));
    }
    next();
  };
}

/** The Set-Cookie header value of a flash for the next page on `hostname`. */
export function flashCookie(value: string, hostname: string): string {
  return serializeCookie(FLASH_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocalHost(hostname),
    path: "/",
    maxAge: FLASH_MAX_AGE_SECONDS,
  });
}
