import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { helsinkiOffsetMinutes } from "#domain/helsinki-time";
import { reportBrowserError } from "./error-reporting/browser-errors";
import { beginInitialHydration } from "./ui/initial-hydration";
import { intlWarmedUp } from "./ui/intl-warmup";

// React Router's default browser entry, plus the error reporting of loaders, actions and render
// errors in the browser (sent only with SENTRY_PUBLIC_DSN; app/error-reporting/browser-errors.ts).

function hydrate() {
  beginInitialHydration();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter onError={(error, { location }) => reportBrowserError(error, location.pathname)} />
      </StrictMode>,
    );
  });
}

// The page's first formatter asks the browser which locales its number and date formats support
// (FormatJS's createIntl), and V8 then builds each format's list of ICU locales: about 15 ms on a
// laptop, four times that on a phone. Left to hydration, both land in its first task, which is not
// sliced (the routes' meta, whose titles are formatted), and make it a long task. Here each is a
// task of its own after the modules' evaluation, then hydration another (issue 36 §3). So are the
// first formatter of Helsinki's time zone (the first date a page shows: 2–3 ms on a laptop, inside
// whichever component renders it) and the first plural rules (a text with a count). Where the
// page's loader started the Intl warm-up worker (decision 426), the steps wait until it has built
// the locale lists and time zones on another thread (at most two seconds, decision 436), and then
// take well under a millisecond: a main thread that began them earlier would build the same data
// as the worker, or wait for the worker's lock inside ICU, in a long task either way.
const lang = document.documentElement.lang || "fi";
const steps = [
  () => Intl.NumberFormat.supportedLocalesOf(lang),
  () => Intl.DateTimeFormat.supportedLocalesOf(lang),
  () => helsinkiOffsetMinutes(new Date()),
  () => new Intl.PluralRules(lang),
  hydrate,
];
function next() {
  steps.shift()?.();
  if (steps.length > 0) setTimeout(next, 0);
}
void intlWarmedUp().then(() => setTimeout(next, 0));
