import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter, isRouteErrorResponse } from "react-router";
import { redactedUrl } from "#domain/redaction";
import { withMatchedRoutesOnly } from "./matched-routes.server";
import { scriptsAfterPaintStream } from "./scripts-after-paint.server";
import { webAppHead } from "./web-app.server";

export const streamTimeout = 5_000;

// React Router's default server entry, plus the request's CSP nonce on React's own scripts and the
// page's scripts loaded after its first paint (decision 266), with the installable app's manifest
// and service worker (decisions 370, 371).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get the whole document at once; browsers get it streamed.
    const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    function sendDocument() {
      shellRendered = true;
      const body = scriptsAfterPaintStream(webAppHead(new URL(request.url), loadContext.brand, routerContext));
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    }
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={withMatchedRoutesOnly(routerContext)} url={request.url} nonce={loadContext.nonce} />,
      {
        nonce: loadContext.nonce,
        // A finished Suspense boundary stays in place in the HTML, however large: React would
        // otherwise send a large one (the booked view, app/ui/lazy-module.ts) after its fallback
        // with a script to swap them, and a browser without JavaScript would show the fallback.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (readyEvent === "onShellReady") sendDocument();
        },
        onAllReady() {
          clearTimeout(abortTimer);
          if (readyEvent === "onAllReady") sendDocument();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // After the shell the status has gone out as 200; the page must not be kept (decision 268).
          loadContext.renderFailed = true;
          if (shellRendered) console.error(error);
        },
      },
    );
    // A render still streaming after the timeout is cut off. The timer goes once the whole page
    // has rendered: it holds the request, its data and its render, and left to run out it kept
    // six seconds of pages alive (at 270 pages a second, 1,600 of them and 280 MB of heap that
    // the garbage collector marked again and again; decision 409).
    // (React starts rendering in a microtask, after this line.)
    const abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * An unforeseen error in a loader, an action or the render goes to the error reporter (when one is
 * configured) with the area "pages" and the page's redacted path; thrown responses (404 and the
 * like) are answers, not errors, and a request the browser gave up on is not reported.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || error instanceof Response || isRouteErrorResponse(error)) return;
  const url = new URL(request.url);
  context.services.integrations.errorReporter.report(error, {
    area: "pages",
    route: redactedUrl(url.pathname),
    requestId: context.requestId,
    method: request.method,
    url: url.pathname + url.search,
  });
};
