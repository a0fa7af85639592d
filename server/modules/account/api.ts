import express, { type Router } from "express";
import { clearSessionCookie, requireSession, sessionOf } from "#server/http/session";
import { contextOf } from "#server/http/request-context";
import { recordAudit } from "#server/modules/audit/audit-service";
import type { Services } from "#server/services";
import { destroySession } from "./session-service";
import { scopeOf } from "#server/http/service-scope";

/** Account API (spec part 1 §7): log out. */
export function accountApi(services: Services): Router {
  const router = express.Router();

  // An expired session may log out too; what matters is that the row is gone afterwards.
  router.post("/logout", requireSessionOrExpired, async (req, res) => {
    const session = sessionOf(res);
    const db = services.database.db;
    await db.transaction(async (tx) => {
      await recordAudit(tx, scopeOf(res).actor, { action: "logout", entity: "session" });
      await destroySession(tx, session.id);
    });
    clearSessionCookie(req, res);
    res.json({ type: "success" });
  });

  return router;
}

const requireSessionOrExpired: express.RequestHandler = (req, res, next) => {
  const session = contextOf(res).session;
  if (session && session.status !== "login") return next();
  requireSession()(req, res, next);
};
