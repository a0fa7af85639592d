import { type AppLoadContext, redirect, redirectDocument } from "react-router";
import { flashCookie } from "#server/http/flash";
import { type Flash, type FlashToastId, isFlashToastId } from "./flash";

// Post/redirect/get with a message: an action redirects and names a toast; the next page shows it
// once, rendered on the server too, so it works without JavaScript.

export interface RedirectWithToastOptions {
  /** A full page load of `to` even with JavaScript (the session changed: the whole page must follow). */
  reloadDocument?: boolean;
  /** Further Set-Cookie header values (e.g. the session cookie's end). */
  cookies?: string[];
}

/** A redirect to `to` that shows the toast on arrival. */
export function redirectWithToast(request: Request, to: string, toast: FlashToastId, options: RedirectWithToastOptions = {}): Response {
  const headers = new Headers();
  headers.append("Set-Cookie", flashCookie(toast, new URL(request.url).hostname));
  for (const cookie of options.cookies ?? []) headers.append("Set-Cookie", cookie);
  return (options.reloadDocument ? redirectDocument : redirect)(to, { headers });
}

/** The flash the previous response left for this page; anything but a known toast name is ignored. */
export function flashOf(context: AppLoadContext): Flash | null {
  return isFlashToastId(context.flash) ? { toast: context.flash, key: context.requestId } : null;
}
