import compression from "compression";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { createRequestHandler } from "@react-router/express";
import { sql } from "drizzle-orm";
import type { Services } from "#server/services";
import { contextOf, requestContextMiddleware } from "./request-context";
import { loadContextOf } from "./service-scope";
import { apiRouter } from "./api";
import { devOutboxRouter } from "./dev-outbox";
import { flashMiddleware } from "./flash";
import { refuseEndedActing, sessionMiddleware } from "./session";
import { sharedPageCache } from "./shared-page-cache";
import { lastErrorHandler } from "./last-error-handler";
import { redactedError, redactedRequest, redactedResponse } from "#server/log-redaction";
import { TEST_PROVIDER_PATH } from "#server/integrations/identity";
import { PAYTRAIL_TEST_SERVICE_PATH } from "#server/config/config";
import { oauthRouter } from "#server/modules/account/oauth-routes";
import { professionalWorkspaceRouter } from "#server/modules/professional/workspace-routes";
import type { PageRenderer } from "./pages";
import { sharedPagePaths } from "#domain/routes/route-table";
import { WEB_APP_MANIFEST_PATH } from "#domain/web-app";
import { webAppManifestHandler } from "./web-app-manifest";

export function createHttpApp(services: Services, pages: PageRenderer): Express {
  const { identity } = services.integrations;
  const app = express();
  app.disable("x-powered-by");
  // Payment providers' pages and logos are on their own (https) sites; the test service on ours.
  const paytrail = services.config.PAYTRAIL;
  const paymentOrigins = paytrail ? ["https:", ...(paytrail.testService ? [new URL(paytrail.apiUrl).origin] : [])] : [];
  // The load balancers' forwarded headers name the browser's address (decision 362).
  app.set("trust proxy", services.config.TRUST_PROXY);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await services.database.db.execute(sql`select 1`);
      res.json({ status: "ready" });
    } catch (error) {
      services.logger.error({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(requestContextMiddleware(services.config, services));
  app.use(
    pinoHttp({
      logger: services.logger,
      genReqId: (_req, res) => contextOf(res as express.Response).requestId,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
      serializers: { req: redactedRequest, res: redactedResponse, err: redactedError },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy:
        pages.mode === "production"
          ? {
              directives: {
                "script-src": ["'self'", (_req, res) => `'nonce-${contextOf(res as express.Response).nonce}'`],
                "img-src": ["'self'", "data:", ...paymentOrigins],
                // The pay page posts the payment provider's form to the provider (spec part 2 §7).
                "form-action": ["'self'", ...paymentOrigins],
                // The browser's error reports go to the DSN's origin, and only there (SENTRY_PUBLIC_DSN).
                // Uploads PUT to the file storage's presigned addresses (S3-compatible storage).
                "connect-src": [
                  "'self'",
                  ...(services.config.SENTRY_PUBLIC_DSN ? [new URL(services.config.SENTRY_PUBLIC_DSN).origin] : []),
                  ...services.integrations.fileStorage.browserOrigins,
                ],
              },
            }
          : false,
      // Pages are served on plain http://localhost in development; never force HTTPS there.
      strictTransportSecurity: services.config.HOIVA_STAGE === "production",
      // No referrer leaves the site, but same-site form posts keep their Origin header, which
      // React Router checks before running an action (with "no-referrer" browsers send "null").
      referrerPolicy: { policy: "same-origin" },
    }),
  );
  // The portal uses no powerful browser feature; embedded or injected content gets none either.
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
    next();
  });
  app.use(compression());

  // Static assets come first and without a session lookup; everything dynamic loads the session.
  pages.mountAssets(app);
  // The brand's web app manifest (decision 370): no session, nothing personal.
  app.get(WEB_APP_MANIFEST_PATH, webAppManifestHandler);
  const withSession = sessionMiddleware(services);
  app.use("/api", withSession, refuseEndedActing(), apiRouter(services));
  app.use("/oauth", withSession, oauthRouter(services, identity));
  // The professional workspace: its own session cookie and pages, never the patient session.
  app.use(professionalWorkspaceRouter(services, identity));
  // Development tool: the built-in test identity provider (with its own security headers).
  if (identity.testProviderRouter) app.use(TEST_PROVIDER_PATH, identity.testProviderRouter);
  // Development tool: the Paytrail-protocol test payment service.
  const { paytrailTestService } = services.integrations;
  if (paytrailTestService) app.use(PAYTRAIL_TEST_SERVICE_PATH, paytrailTestService);
  // Development tool: the SMS and e-mail outbox; the route exists only with DEV_TOOLS.
  if (services.config.DEV_TOOLS) app.use("/dev/outbox", devOutboxRouter(services));
  // A built page never changes while the server runs; in development every request renders anew.
  const sharedPaths = sharedPagePaths();
  const sharedPages =
    pages.mode === "production" ? [sharedPageCache({ isShared: (path) => sharedPaths.has(path), maxAgeSeconds: 60, maxEntries: 500 })] : [];
  app.all(
    "/{*path}",
    ...sharedPages,
    withSession,
    flashMiddleware(),
    createRequestHandler({
      build: pages.build,
      mode: pages.mode,
      getLoadContext: (_req, res) => loadContextOf(contextOf(res)),
    }),
  );
  if (pages.errorHandler) app.use(pages.errorHandler);
  // What no router answered (the session lookup fails before the API router and the pages):
  // reported and logged redacted, answered 500 without a stack.
  app.use(lastErrorHandler(services.logger, services.integrations.errorReporter));
  return app;
}
