import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { isbot } from "isbot";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ServerBuild,
  ServerRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  useRouteLoaderData,
} from "react-router";
import type { FloorPage } from "./floor-page";

// The framework floor (issue 36 §1, decision 390): a bare React Router 7 app on Express with
// Hoiva's packages, Hoiva's route table (the build's manifest: every route, its module and imports)
// and, for the measured pages, the real page's loader data returned as it is and its HTML as
// static JSX. What it costs to answer is what any React Router app that renders the same page from
// the same data must spend; Hoiva's cost above it is Hoiva's own.

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** React Router's default server entry (streams to browsers, waits for everything for crawlers). */
function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyEvent]() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError: reject,
      onError() {
        responseStatusCode = 500;
      },
    });
    setTimeout(abort, 6_000);
  });
}

async function decoded(turboStream: string): Promise<Record<string, { data?: unknown }>> {
  const stream = new Blob([turboStream]).stream();
  const { value, done } = await decodeViaTurboStream(stream, globalThis);
  await done;
  return value as Record<string, { data?: unknown }>;
}

export async function floorBuild(dir: string): Promise<ServerBuild> {
  const { pages } = (await import(pathToFileURL(path.resolve(dir, "pages.mjs")).href)) as { pages: FloorPage[] };
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as ServerBuild["assets"];
  const dataByPage = new Map<string, Record<string, { data?: unknown }>>();
  // The root's data names its page, so that the layout and the page find their JSX without a lookup of their own.
  const pageOfRootData = new WeakMap<object, FloorPage>();
  for (const page of pages) {
    const data = await decoded(page.turboStream);
    dataByPage.set(page.key, data);
    const rootData = data.root?.data;
    if (typeof rootData !== "object" || rootData === null) throw new Error(`${page.key}: the root loader's data is no object`);
    pageOfRootData.set(rootData, page);
  }
  const pageOf = (rootData: unknown) => (typeof rootData === "object" && rootData !== null ? pageOfRootData.get(rootData) : undefined);
  const loaderOf =
    (routeId: string) =>
    ({ request }: { request: Request }) => {
      const key = request.headers.get("x-floor-page");
      return (key ? dataByPage.get(key)?.[routeId]?.data : undefined) ?? null;
    };

  function Layout({ children }: { children: ReactNode }) {
    const page = pageOf(useRouteLoaderData("root"));
    const Head = page?.Head ?? (() => null);
    return (
      <html {...page?.htmlAttributes}>
        <head>
          <Head />
          <Meta />
          <Links />
        </head>
        <body>
          {children}
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    );
  }
  function PageBody() {
    const page = pageOf(useRouteLoaderData("root"));
    return page ? <page.Body /> : null;
  }
  const measured = new Set(pages.map((page) => page.routeId));
  const routes: ServerBuild["routes"] = {};
  for (const route of Object.values(manifest.routes) as ManifestRoute[]) {
    const { id, parentId, path: routePath, index, caseSensitive } = route;
    const module =
      id === "root"
        ? { Layout, default: Outlet, loader: loaderOf("root") }
        : measured.has(id)
          ? { default: PageBody, loader: loaderOf(id) }
          : { default: Outlet };
    routes[id] = { id, parentId, path: routePath, index, caseSensitive, module } as ServerBuild["routes"][string];
  }
  return {
    entry: { module: { default: handleRequest } },
    routes,
    assets: manifest,
    assetsBuildDirectory: "build/client",
    publicPath: "/",
    basename: "/",
    future: { unstable_optimizeDeps: false, v8_middleware: false, v8_splitRouteModules: false, v8_viteEnvironmentApi: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

export async function startFloorServer(dir: string, port: number): Promise<void> {
  const build = await floorBuild(dir);
  const app = express();
  app.disable("x-powered-by");
  app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
  await new Promise<void>((resolve) => app.listen(port, "127.0.0.1", () => resolve()));
}
