import { Transform, type TransformCallback } from "node:stream";
import { INTL_WARMUP_PATH, INTL_WARMUP_READY, INTL_WARMUP_WAIT_MS } from "./ui/intl-warmup";

// The page paints before its scripts download (decision 266). React Router's <Scripts> puts a
// modulepreload link per script in the head and an inline module script (which imports the page's
// route modules, then the entry that hydrates) at the end of the body, so on a slow connection the
// scripts share the bandwidth with the stylesheets and the first paint waits. Every page works
// without JavaScript, so the server rewrites the document: the preloads leave the head, and the
// module script becomes an inline script that adds both once the page has painted.

// The document is rewritten as bytes: only the preload links and the module script are read as
// text, and the rest (some 70 kB a page) is passed on as it was rendered, without being decoded,
// searched and encoded again (issue 36 §1).
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" href="');
const MODULE_SCRIPT_TYPE = Buffer.from(' type="module" async="">');
const MODULE_SCRIPT_OPENING = /^<script((?: nonce="[^"]*")?)$/;
const SCRIPT_END = Buffer.from("</script>");
const HEAD_END = Buffer.from("</head>");

/**
 * Runs in the browser: after the next frame has been painted, the Intl warm-up worker starts (the
 * modules' first format waits, at most two seconds, until it has built the browser's locale data,
 * rather than build the same data on the main thread meanwhile: decision 436), `code` becomes a
 * module script with the inline script's own nonce, and `hrefs` modulepreload links, two per task,
 * since each link starts its fetch there and then (thirty in one task held the main thread for
 * 10–50 ms; on a slow two-core machine four took 12–20 ms, a long task under a phone's fourfold
 * slowdown). A hidden page (a background tab) paints nothing and gets no animation frames until
 * shown, so it loads at once. What makes the portal installable waits until the page has settled
 * (`html[data-hydrated]`, or ten seconds where the scripts never get that far, decision 432): the
 * service worker's install fetches the offline pages and their style sheets, and a first visit
 * would share the network and the cores with the page's own modules and hydration. An offline copy
 * without a session is cleared at once.
 */
const LOADER = `(function (hrefs, code, app) {
  var nonce = document.currentScript ? document.currentScript.nonce : "";
  var perTask = 2;
  var settleTimeout = 10000;
  var intlWarmupWait = ${INTL_WARMUP_WAIT_MS};
  function preload(from) {
    hrefs.slice(from, from + perTask).forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + perTask < hrefs.length) setTimeout(preload, 0, from + perTask);
  }
  function load() {
    window[${JSON.stringify(INTL_WARMUP_READY)}] = new Promise(function (resolve) {
      if (!window.Worker) return resolve();
      try {
        var worker = new Worker(${JSON.stringify(INTL_WARMUP_PATH)}, { name: document.documentElement.lang });
        worker.onmessage = worker.onerror = function () { resolve(); };
        setTimeout(resolve, intlWarmupWait);
      } catch (error) {
        resolve();
      }
    });
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = code;
    document.body.appendChild(script);
    setTimeout(preload, 0, 0);
    if (app) {
      setTimeout(clearPersonalCopy, 0);
      whenSettled(installable);
    }
  }
  function whenSettled(callback) {
    var root = document.documentElement;
    var observer = null;
    var done = false;
    function run() {
      if (done) return;
      done = true;
      if (observer) observer.disconnect();
      setTimeout(callback, 0);
    }
    if (root.hasAttribute("data-hydrated")) return run();
    if (window.MutationObserver) {
      observer = new MutationObserver(function () {
        if (root.hasAttribute("data-hydrated")) run();
      });
      observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
    }
    setTimeout(run, settleTimeout);
  }
  function clearPersonalCopy() {
    var state = document.getElementById("session-state");
    try {
      if (state && window.caches && !JSON.parse(state.textContent).isSessionValid) caches.delete(app.personalCache);
    } catch (error) {}
  }
  function installable() {
    [["manifest", app.manifest], ["apple-touch-icon", app.appleTouchIcon]].forEach(function (pair) {
      var link = document.createElement("link");
      link.rel = pair[0];
      link.href = pair[1];
      document.head.appendChild(link);
    });
    var meta = document.createElement("meta");
    meta.name = "theme-color";
    meta.content = app.themeColour;
    document.head.appendChild(meta);
    if ("serviceWorker" in navigator) navigator.serviceWorker.register(app.serviceWorker).catch(function () {});
  }
  if (document.visibilityState === "hidden") load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})`;

/** JSON that is safe inside an inline script: no "</script>" or "<!--" can close or confuse it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * What makes the portal an installable app (decisions 370, 371), added by the same inline script,
 * so none of it weighs on a page's first-load JavaScript: once the page has settled, the manifest
 * and icon links, the theme colour and the service worker's registration (decision 432); after
 * the first paint, the clearing of the offline copy of appointments on a page without a valid
 * session (after logout or expiry).
 */
export interface WebAppHead {
  manifest: string;
  appleTouchIcon: string;
  themeColour: string;
  serviceWorker: string;
  personalCache: string;
}

/** A part of the document to leave out (`by` empty) or to replace. */
interface Cut {
  from: number;
  to: number;
  by: string;
}

/**
 * The document with its module preloads and module script loaded after the first paint, in parts
 * to send one after another; null for a document without React Router's module script (none is
 * rendered), which is sent as it is.
 */
export function scriptsAfterPaintParts(rendered: Buffer, app: WebAppHead | null = null): Buffer[] | null {
  // The module script ends the body, and React puts the preloads in the head: each is searched for
  // there, not through the whole document.
  const type = rendered.lastIndexOf(MODULE_SCRIPT_TYPE);
  if (type < 0) return null;
  const opening = rendered.lastIndexOf("<script", type);
  if (opening < 0) return null;
  const nonceAttribute = MODULE_SCRIPT_OPENING.exec(rendered.toString("utf8", opening, type))?.[1];
  const codeStart = type + MODULE_SCRIPT_TYPE.length;
  const codeEnd = rendered.indexOf(SCRIPT_END, codeStart);
  if (nonceAttribute === undefined || codeEnd < 0) return null;

  const hrefs: string[] = [];
  const cuts: Cut[] = [];
  const headEnd = rendered.indexOf(HEAD_END);
  const head = headEnd < 0 ? rendered : rendered.subarray(0, headEnd);
  for (let at = head.indexOf(MODULE_PRELOAD); at >= 0; at = head.indexOf(MODULE_PRELOAD, at + 1)) {
    const hrefStart = at + MODULE_PRELOAD.length;
    const hrefEnd = rendered.indexOf('"', hrefStart);
    const tagEnd = rendered.indexOf(">", hrefEnd);
    if (hrefEnd < 0 || tagEnd < 0) break;
    hrefs.push(rendered.toString("utf8", hrefStart, hrefEnd));
    cuts.push({ from: at, to: tagEnd + 1, by: "" });
  }
  const code = rendered.toString("utf8", codeStart, codeEnd);
  const loader = `<script${nonceAttribute}>${LOADER}(${scriptJson(hrefs)}, ${scriptJson(code)}, ${scriptJson(app)});</script>`;
  cuts.push({ from: opening, to: codeEnd + SCRIPT_END.length, by: loader });
  cuts.sort((a, b) => a.from - b.from);

  const parts: Buffer[] = [];
  let kept = 0;
  for (const cut of cuts) {
    parts.push(rendered.subarray(kept, cut.from));
    if (cut.by) parts.push(Buffer.from(cut.by));
    kept = cut.to;
  }
  parts.push(rendered.subarray(kept));
  return parts;
}

/** `scriptsAfterPaintParts` on a document held as text. */
export function scriptsAfterPaint(html: string, app: WebAppHead | null = null): string {
  const parts = scriptsAfterPaintParts(Buffer.from(html), app);
  return parts ? Buffer.concat(parts).toString("utf8") : html;
}

/** A stream that gathers the rendered document and passes it on rewritten by `scriptsAfterPaintParts`, in one chunk. */
export function scriptsAfterPaintStream(app: WebAppHead | null = null): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback: TransformCallback) {
      const rendered = Buffer.concat(chunks);
      const parts = scriptsAfterPaintParts(rendered, app);
      // One chunk: each chunk pushed becomes a write to the socket, and a page has a dozen or two
      // parts, where copying its 70 kB once costs less than one more write.
      this.push(parts ? Buffer.concat(parts) : rendered);
      callback();
    },
  });
}
