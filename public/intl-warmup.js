// Hoiva's warm-up of the browser's Intl data (decision 426). Plain JavaScript served as it is from
// /intl-warmup.js, started as a dedicated worker by each page's loader once the page has painted
// (app/scripts-after-paint.server.ts), with the page's language as the worker's name.
//
// The first number or date format of a browser process makes V8 and ICU build their lists of
// locales and load the time zones: one native call of 15 ms on a laptop, 40–100 ms on a slow phone,
// which no page can split. Those lists and data are shared by every thread of the process, so built
// here, on another core while the page's modules download, the page's own first format finds them
// ready. It answers once done, and the page's first format waits for that (decision 436); then the
// worker ends.
"use strict";

(() => {
  const lang = ["fi", "sv", "en"].includes(self.name) ? self.name : "fi";
  try {
    Intl.NumberFormat.supportedLocalesOf(lang);
    Intl.DateTimeFormat.supportedLocalesOf(lang);
    new Intl.DateTimeFormat(lang, { timeZone: "Europe/Helsinki", dateStyle: "full", timeStyle: "short" }).format(0);
    new Intl.NumberFormat(lang, { style: "currency", currency: "EUR" }).format(0);
    new Intl.PluralRules(lang).select(0);
  } finally {
    // The page's first format waits for this answer (decision 436), also after a failure here.
    self.postMessage("built");
    self.close();
  }
})();
