import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { BrandId, Stage } from "#domain/session-state";
import type { Config } from "#server/config/config";
import type { Session } from "#server/modules/account/session-service";
import type { IncomingFile } from "#server/modules/professional/uploads";
import type { Services } from "#server/services";
import type { ServiceScope } from "./service-scope";

/** What every request carries into loaders, actions and API handlers. */
export type RequestContext = {
  requestId: string;
  brand: BrandId;
  stage: Stage;
  /** Per-request nonce for the inline scripts React Router renders (Content-Security-Policy). */
  nonce: string;
  services: Services;
  /** The session named by the cookie (loaded by sessionMiddleware), null when there is none. */
  session: Session | null;
  /**
   * Set when this request found that the session's mandate no longer covers the person it acted
   * for: the session acts for the user again (decision 277).
   */
  actingEnded?: boolean;
  /** The client's address as the server sees it (audit events, rate limits). */
  clientAddress: string;
  /** The flash value the previous response left for this page (server/http/flash.ts), if any. */
  flash: string | null;
  /**
   * A workspace conversation's post as the workspace's router read it (decisions 274, 282): its
   * fields, its files (or "tooLarge" over the 9 MiB) and the status of a refusal for size.
   */
  workspaceForm?: { fields: Readonly<Record<string, string | string[]>>; files: IncomingFile[] | "tooLarge"; tooLargeStatus: number };
  /**
   * Set when the workspace's router refused a post (no professional session, another site, a wrong
   * token: decision 282): the app renders the workspace's "not found" with 403 instead of the page.
   */
  workspaceRefused?: boolean;
  /** Set when rendering the page failed after its first bytes were sent: the page is incomplete. */
  renderFailed?: boolean;
  /** What the request hands the services (service-scope.ts): built once, for the pages by the load context. */
  scope?: ServiceScope;
};

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function brandForHost(config: Config, hostname: string): BrandId {
  return config.BRAND_HOSTS.get(hostname.toLowerCase()) ?? config.DEFAULT_BRAND;
}

export function requestContextMiddleware(config: Config, services: Services) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header("x-request-id");
    const context: RequestContext = {
      requestId: incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID(),
      brand: brandForHost(config, req.hostname),
      stage: config.HOIVA_STAGE,
      // 122 random bits, as hex digits (within CSP's base64 alphabet). randomUUID draws from a
      // pool it refills every 128 calls; randomBytes asked the system's generator for every page.
      nonce: randomUUID().replaceAll("-", ""),
      services,
      session: null,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
      flash: null,
    };
    res.locals.context = context;
    res.setHeader("x-request-id", context.requestId);
    next();
  };
}

export function contextOf(res: Response): RequestContext {
  return res.locals.context as RequestContext;
}

declare module "react-router" {
  // Loaders and actions receive the request context as their `context` argument, with its scope.
  interface AppLoadContext extends RequestContext {
    scope: ServiceScope;
  }
}
