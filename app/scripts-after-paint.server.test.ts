// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { Readable } from "node:stream";
import { scriptsAfterPaint, scriptsAfterPaintStream } from "./scripts-after-paint.server";
import { INTL_WARMUP_PATH, INTL_WARMUP_READY, INTL_WARMUP_WAIT_MS, intlWarmedUp } from "./ui/intl-warmup";

// React Router's <Scripts> output as React renders it, with the nonce of the request.
const MODULE_CODE = 'import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B.js");';
const DOCUMENT = [
  '<!DOCTYPE html><html lang="fi"><head><link rel="stylesheet" href="/assets/app-C.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="abc"/><link rel="modulepreload" href="/assets/root-A.js" nonce="abc"/>',
  "</head><body><main><h1>Varaa aika</h1></main>",
  '<script nonce="abc">window.__reactRouterContext = {"basename":"/"};</script>',
  `<script nonce="abc" type="module" async="">${MODULE_CODE}</script></body></html>`,
].join("");

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

describe("scriptsAfterPaint (decision 266)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.documentElement.lang = "";
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("takes the module preloads out of the head and the module script out of the body, keeping everything else", () => {
    const html = scriptsAfterPaint(DOCUMENT);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-C.css" data-precedence="default"/>');
    expect(html).toContain("<h1>Varaa aika</h1>");
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {"basename":"/"};</script>');
    expect(html.match(/<script nonce="abc">/g)).toHaveLength(2);
  });

  it("adds the preloads and the module script, with the code as it was, once the page has painted", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const loader = inlineScripts(scriptsAfterPaint(DOCUMENT)).at(-1)!;
    window.eval(loader);
    expect(document.querySelectorAll("link, script")).toHaveLength(0);

    vi.advanceTimersToNextFrame();
    expect(document.querySelectorAll("link, script")).toHaveLength(0);
    vi.runAllTimers();
    expect([...document.head.querySelectorAll("link")].map((link) => [link.rel, link.getAttribute("href")])).toEqual([
      ["modulepreload", "/assets/entry.client-B.js"],
      ["modulepreload", "/assets/root-A.js"],
    ]);
    const script = document.body.querySelector("script")!;
    expect(script.type).toBe("module");
    expect(script.textContent).toBe(MODULE_CODE);
  });

  it("loads at once in a hidden page, which gets no animation frames", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    window.eval(inlineScripts(scriptsAfterPaint(DOCUMENT)).at(-1)!);
    expect(document.body.querySelector('script[type="module"]')).not.toBeNull();
    vi.runAllTimers();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
    visibility.mockRestore();
  });

  it("adds the preloads two per task, after the module script", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const hrefs = Array.from({ length: 9 }, (_, index) => `/assets/chunk-${index}.js`);
    const html = DOCUMENT.replace("</head>", `${hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="abc"/>`).join("")}</head>`);
    window.eval(inlineScripts(scriptsAfterPaint(html)).at(-1)!);
    vi.advanceTimersToNextFrame();
    const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    const counts = [];
    while (vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer();
      counts.push(preloads());
    }
    expect(document.body.querySelector('script[type="module"]')).not.toBeNull();
    expect(counts).toEqual([0, 2, 4, 6, 8, 10, 11]);
  });

  it("clears an offline copy without a session at once, and adds the web app's manifest, icon and colour and registers the service worker once the page has settled (decisions 370, 371)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const register = vi.fn(() => Promise.resolve());
    const deleted: string[] = [];
    Object.defineProperty(navigator, "serviceWorker", { value: { register }, configurable: true });
    Object.defineProperty(window, "caches", { value: { delete: (name: string) => Promise.resolve(deleted.push(name) > 0) }, configurable: true });
    const app = { manifest: "/manifest.webmanifest?lang=fi", appleTouchIcon: "/icons/adult-180.png", themeColour: "#0079ad", serviceWorker: "/sw.js?settings=x", personalCache: "hoiva-personal" };
    const html = scriptsAfterPaint(DOCUMENT.replace("</main>", '</main><script id="session-state" type="application/json">{"isSessionValid":false}</script>'), app);
    document.body.innerHTML = '<script id="session-state" type="application/json">{"isSessionValid":false}</script>';
    window.eval(inlineScripts(html).at(-1)!);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    // The offline copy goes at once; the service worker's install waits until the page has settled.
    expect(deleted).toEqual(["hoiva-personal"]);
    expect(register).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    document.documentElement.dataset.hydrated = "";
    await Promise.resolve();
    vi.advanceTimersByTime(1);
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(app.manifest);
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe(app.appleTouchIcon);
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe(app.themeColour);
    expect(register).toHaveBeenCalledWith(app.serviceWorker);
    vi.runAllTimers();
    expect(register).toHaveBeenCalledOnce();
    delete document.documentElement.dataset.hydrated;
    Reflect.deleteProperty(navigator, "serviceWorker");
    Reflect.deleteProperty(window, "caches");
  });

  it("registers the service worker after ten seconds where the page's scripts never settle it", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const register = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "serviceWorker", { value: { register }, configurable: true });
    const app = { manifest: "/manifest.webmanifest?lang=fi", appleTouchIcon: "/icons/adult-180.png", themeColour: "#0079ad", serviceWorker: "/sw.js?settings=x", personalCache: "hoiva-personal" };
    window.eval(inlineScripts(scriptsAfterPaint(DOCUMENT, app)).at(-1)!);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(9_000);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_100);
    expect(register).toHaveBeenCalledWith(app.serviceWorker);
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("starts the Intl warm-up worker with the page's language once the page has painted, before the module script (decision 426)", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const started: { url: string; name: string | undefined; modulesAdded: boolean }[] = [];
    class FakeWorker {
      constructor(url: string, options?: { name?: string }) {
        started.push({ url, name: options?.name, modulesAdded: document.querySelector('script[type="module"]') !== null });
      }
    }
    vi.stubGlobal("Worker", FakeWorker);
    document.documentElement.lang = "sv";
    window.eval(inlineScripts(scriptsAfterPaint(DOCUMENT)).at(-1)!);
    expect(started).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(started).toEqual([{ url: INTL_WARMUP_PATH, name: "sv", modulesAdded: false }]);
    expect(document.body.querySelector('script[type="module"]')).not.toBeNull();
  });

  it("loads the modules also where a worker cannot start", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new DOMException("blocked", "SecurityError");
        }
      },
    );
    window.eval(inlineScripts(scriptsAfterPaint(DOCUMENT)).at(-1)!);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(document.body.querySelector('script[type="module"]')).not.toBeNull();
  });

  describe("the promise the browser entry's first format waits for (decision 436)", () => {
    /** The workers the loader started, to answer as them. */
    let workers: FakeWorker[] = [];
    class FakeWorker {
      onmessage: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor() {
        workers.push(this);
      }
    }

    /**
     * Runs the document's loader up to its load step with `Worker` as given (undefined: a browser
     * without workers), so that the clock then stands where the loader started the worker, and
     * tells whether intlWarmedUp() has settled.
     */
    function loadWith(worker: (new () => unknown) | undefined) {
      vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
      vi.stubGlobal("Worker", worker);
      window.eval(inlineScripts(scriptsAfterPaint(DOCUMENT)).at(-1)!);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextTimer();
      let settled = false;
      void intlWarmedUp().then(() => (settled = true));
      return async () => {
        await Promise.resolve();
        await Promise.resolve();
        return settled;
      };
    }

    afterEach(() => {
      workers = [];
      Reflect.deleteProperty(window, INTL_WARMUP_READY);
    });

    it("settles when the worker answers, and not before", async () => {
      const settled = loadWith(FakeWorker);
      expect(workers).toHaveLength(1);
      expect(await settled()).toBe(false);
      workers[0]!.onmessage!();
      expect(await settled()).toBe(true);
    });

    it("settles when the worker fails", async () => {
      const settled = loadWith(FakeWorker);
      workers[0]!.onerror!();
      expect(await settled()).toBe(true);
    });

    it(`settles ${INTL_WARMUP_WAIT_MS} ms after the worker started where it never answers`, async () => {
      const settled = loadWith(FakeWorker);
      vi.advanceTimersByTime(INTL_WARMUP_WAIT_MS - 1);
      expect(await settled()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await settled()).toBe(true);
    });

    it("settles at once where the worker cannot start", async () => {
      const blocked = class {
        constructor() {
          throw new DOMException("blocked", "SecurityError");
        }
      };
      expect(await loadWith(blocked)()).toBe(true);
    });

    it("settles at once in a browser without workers", async () => {
      expect(await loadWith(undefined)()).toBe(true);
    });

    it("is settled at once on a page without the loader", async () => {
      let settled = false;
      await intlWarmedUp().then(() => (settled = true));
      expect(settled).toBe(true);
    });
  });

  it("keeps a closing script tag in the code from ending the inline script", () => {
    const code = 'window.x = "</script><script>alert(1)</script>";';
    const html = scriptsAfterPaint(DOCUMENT.replace(MODULE_CODE, code.replace("</script>", "<\\/script>")));
    expect(inlineScripts(html)).toHaveLength(2);
    expect(html).not.toContain("<script>alert");
  });

  it("leaves a document without React Router's module script as it is", () => {
    const html = "<!DOCTYPE html><html><head></head><body><p>Palvelu ei ole käytettävissä</p></body></html>";
    expect(scriptsAfterPaint(html)).toBe(html);
  });

  it("passes the rest of the document on byte for byte in one chunk, also when it comes in chunks that split a character", async () => {
    const html = DOCUMENT.replace("Varaa aika", "Käynnit – Åbo 😀").replace("</main>", "</main><p>ääkköset</p>");
    const bytes = Buffer.from(html);
    // Chunks of 7 bytes split the two-byte "ä" and the four-byte emoji between chunks.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, index) => bytes.subarray(index * 7, index * 7 + 7));
    const streamed: Buffer[] = [];
    for await (const part of Readable.from(chunks).pipe(scriptsAfterPaintStream())) streamed.push(part as Buffer);
    // One chunk: each becomes a write to the socket.
    expect(streamed).toHaveLength(1);
    const rewritten = Buffer.concat(streamed).toString("utf8");
    expect(rewritten).toBe(scriptsAfterPaint(html));
    expect(rewritten).toContain("<h1>Käynnit – Åbo 😀</h1></main><p>ääkköset</p>");
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(rewritten).not.toContain('type="module"');
  });
});
