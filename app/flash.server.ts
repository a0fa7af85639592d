import { type AppLoadContext, redirect } from "react-router";
import { flashCookie } from "#server/http/flash";
import { type Flash, type FlashToastId, isFlashToastId } from "./flash";

// Post/redirect/get with a message: an action redirects and names a toast; the next page shows it
// once, rendered on the server too, so it works without JavaScript.

/** A redirect to `to` that shows the toast on arrival. */
export function redirectWithToast(request: Request, to: string, toast: FlashToastId): Response {
  return redirect(to, { headers: { "Set-Cookie": flashCookie(toast, new URL(request.url).hostname) } });
}

/** The flash the previous response left for this page; anything but a known toast name is ignored. */
export function flashOf(context: AppLoadContext): Flash | null {
  return isFlashToastId(context.flash) ? { toast: context.flash, key: context.requestId } : null;
}
