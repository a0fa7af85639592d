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
const LOADER = `(function (hrefs, code) {
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
  }
  if (document.visibilityState === "hidden") load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})`;

/** JSON that is safe inside an inline script: no "</script>" or "<!--" can close or confuse it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The document with its module preloads and module script loaded after the first paint; a document
 * without React Router's module script (none is rendered) is returned as it is.
 */
export function scriptsAfterPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [moduleScript, nonceAttribute, code] = script;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    hrefs.push(href);
    return "";
  });
  const loader = `<script${nonceAttribute}>${LOADER}(${scriptJson(hrefs)}, ${scriptJson(code)});</script>`;
  return withoutPreloads.replace(moduleScript, () => loader);
}

/** A stream that gathers the rendered document and passes it on rewritten by `scriptsAfterPaint`. */
export function scriptsAfterPaintStream(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, scriptsAfterPaint(Buffer.concat(chunks).toString("utf8")));
    },
  });
}
