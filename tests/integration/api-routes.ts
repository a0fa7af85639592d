import type { Router } from "express";
import { apiRouter } from "#server/http/api";
import type { Services } from "#server/services";

// Every route of the API router, read from the router itself, so tests that walk the API grow by
// themselves when a route is added.

export interface ApiRoute {
  method: string;
  /** The Express path pattern, e.g. "/appointments/:id/cancel". */
  pattern: string;
}

export function apiRoutes(services: Services): ApiRoute[] {
  const found: ApiRoute[] = [];
  const walk = (stack: Router["stack"]) => {
    for (const layer of stack) {
      const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
      if (route) {
        for (const method of Object.keys(route.methods)) {
          if (method === "_all") continue;
          found.push({ method: method.toUpperCase(), pattern: route.path });
        }
      } else if (layer.handle && "stack" in layer.handle) {
        walk((layer.handle as unknown as Router).stack);
      }
    }
  };
  walk(apiRouter(services).stack);
  return found;
}

/** The pattern with every `:param` filled in. */
export function fillPath(pattern: string, value: string): string {
  return pattern.replace(/:(\w+)/g, () => encodeURIComponent(value));
}
