import express, { type Router } from "express";
import type { Services } from "#server/services";

/** The JSON API of the spec. Each area mounts its own router here as it is built. */
export function apiRouter(_services: Services): Router {
  const router = express.Router();
  router.use(express.json({ limit: "100kb" }));
  router.use((_req, res) => {
    res.status(404).json({ type: "notFound" });
  });
  return router;
}
