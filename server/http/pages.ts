import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type ErrorRequestHandler, type Express } from "express";
import type { ServerBuild } from "react-router";

/** Where server-rendered pages and their assets come from: Vite in development, the build otherwise. */
export interface PageRenderer {
  mountAssets(app: Express): void;
  /**
   * The built pages, or (in development) a function that loads them anew for every request. React
   * Router prepares its route table once for a build given as a value, and again on every request
   * for one given as a function.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** Answers the renderer's own failures before the app's last handler (the tests' renderer without pages). */
  errorHandler?: ErrorRequestHandler;
}

export async function viteRenderer(): Promise<PageRenderer> {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    mountAssets: (app) => app.use(devServer.middlewares),
    build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "development",
  };
}

export async function buildRenderer(buildDir = "build"): Promise<PageRenderer> {
  const serverEntry = path.resolve(buildDir, "server/index.js");
  const build = (await import(serverEntry).catch((error: unknown) => {
    throw new Error(`No page build at ${serverEntry}: run "npm run build" first`, { cause: error });
  })) as ServerBuild;
  const clientDir = path.resolve(buildDir, "client");
  return {
    mountAssets: (app) => {
      // File names under assets/ carry a content hash, so they may be cached for good.
      app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
      // The few files of public/ (icons) by name: a page request costs no file system lookup.
      // The service worker (public/sw.js) is asked anew on every check for an update (decision 371).
      const serveFile = express.static(clientDir, {
        maxAge: "1h",
        index: false,
        setHeaders: (res, file) => {
          if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
        },
      });
      const files = new Set(readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`));
      app.use((req, res, next) => (files.has(req.path) ? serveFile(req, res, next) : next()));
      // The home-screen icons of the web app manifest (public/icons/, decision 370).
      app.use("/icons", express.static(path.join(clientDir, "icons"), { maxAge: "1d", index: false }));
      // The demo practitioners' generated portraits (public/demo/, decision 174).
      app.use("/demo", express.static(path.join(clientDir, "demo"), { maxAge: "1h", index: false }));
    },
    build,
    mode: "production",
  };
}
