import { Transform, type TransformCallback } from "node:stream";

// The page paints before its scripts download (decision 266). React Router's <Scripts> puts a
// modulepreload link per script in the head and an inline module script (which imports the page's
// route modules, then the entry that hydrates) at the end of the body, so on a slow connection the
// scripts share the bandwidth with the stylesheets and the first paint waits. Every page works
// without JavaScript, so the server rewrites the document: the preloads leave the head, and the
// module script becomes an inline script that adds both once the page has painted.

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Runs in the browser: after the next frame has been painted, `code` becomes a module script with
 * the inline script's own nonce, and `hrefs` modulepreload links, a few per task, since each link
 * starts its fetch there and then (thirty in one task held the main thread for 10–50 ms). A hidden
 * page (a background tab) paints nothing and gets no animation frames until shown, so it loads at
 * once.
 */
const LOADER = `(function (hrefs, code, app) {
  var nonce = document.currentScript ? document.currentScript.nonce : "";
  var perTask = 4;
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
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = code;
    document.body.appendChild(script);
    setTimeout(preload, 0, 0);
    if (app) setTimeout(installable, 0);
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
    var state = document.getElementById("session-state");
    try {
      if (state && window.caches && !JSON.parse(state.textContent).isSessionValid) caches.delete(app.personalCache);
    } catch (error) {}
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
 * What makes the portal an installable app (decisions 370, 371), added by the same inline script
 * after the first paint, so none of it weighs on a page's first-load JavaScript: the manifest and
 * icon links, the theme colour, the service worker's registration, and the clearing of the
 * offline copy of appointments on a page without a valid session (after logout or expiry).
 */
export interface WebAppHead {
  manifest: string;
  appleTouchIcon: string;
  themeColour: string;
  serviceWorker: string;
  personalCache: string;
}

/**
 * The document with its module preloads and module script loaded after the first paint; a document
 * without React Router's module script (none is rendered) is returned as it is.
 */
export function scriptsAfterPaint(html: string, app: WebAppHead | null = null): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [moduleScript, nonceAttribute, code] = script;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    hrefs.push(href);
    return "";
  });
  const loader = `<script${nonceAttribute}>${LOADER}(${scriptJson(hrefs)}, ${scriptJson(code)}, ${scriptJson(app)});</script>`;
  return withoutPreloads.replace(moduleScript, () => loader);
}

/** A stream that gathers the rendered document and passes it on rewritten by `scriptsAfterPaint`. */
export function scriptsAfterPaintStream(app: WebAppHead | null = null): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, scriptsAfterPaint(Buffer.concat(chunks).toString("utf8"), app));
    },
  });
}
