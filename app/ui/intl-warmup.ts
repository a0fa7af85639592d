// How the page's loader (app/scripts-after-paint.server.ts) tells the browser entry that the Intl
// warm-up worker has built the browser's locale data (decisions 426 and 436). The loader keeps a
// promise in a global before it adds the module script; the promise settles when the worker
// answers, fails or could not start, or after INTL_WARMUP_WAIT_MS at the latest.

/** The worker that builds the browser's Intl data off the main thread (public/intl-warmup.js). */
export const INTL_WARMUP_PATH = "/intl-warmup.js";

/** The global that holds the loader's promise. */
export const INTL_WARMUP_READY = "hoivaIntlWarmedUp";

/** The longest the page waits for the warm-up worker before it builds the data itself. */
export const INTL_WARMUP_WAIT_MS = 2000;

/** Settles when the worker's data is built, or at once where no loader started a worker. */
export function intlWarmedUp(): Promise<unknown> {
  const ready: unknown = Reflect.get(window, INTL_WARMUP_READY);
  return ready instanceof Promise ? ready : Promise.resolve();
}
