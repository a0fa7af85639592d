import type { BrandId, FeatureFlag } from "#domain/session-state";
import { environmentFeatures, environmentName } from "#server/config/environments";
import type { Database } from "#server/db/client";
import type { AuditActor } from "#server/modules/audit/audit-service";
import type { Integrations } from "#server/services";
import { auditActorOf } from "./audit";
import type { Response } from "express";
import { contextOf, type RequestContext } from "./request-context";

// What a request's loaders and actions hand the services, built once per request in the load
// context (app.ts, getLoadContext): instead of each route reading the clock, deriving the audit
// actor and looking up the environment's feature flags itself (issue 34 §4, decision 389).

export interface ServiceScope {
  /** The database the services write through. */
  readonly db: Database;
  /** The request's time: one instant for everything the request reads and writes. */
  readonly now: Date;
  /** Who does what the request does (audit events), at `now`: the session as it stands when asked. */
  readonly actor: AuditActor;
  /** The brand the request's host names. */
  readonly brand: BrandId;
  /** The feature flags of the brand's environment at this stage. */
  readonly features: readonly FeatureFlag[];
  /** The SMS, e-mail and push senders, and the other integrations a write may use. */
  readonly senders: Integrations;
}

/**
 * The request's scope: `now` read once from the clock; `actor` read from the context each time,
 * since a login or a change of whose matters are handled replaces the session mid-request.
 */
export function createServiceScope(context: RequestContext): ServiceScope {
  const { services, brand } = context;
  const features = Object.freeze(environmentFeatures(environmentName(brand, services.config.HOIVA_STAGE)));
  return {
    db: services.database.db,
    now: services.clock.now(),
    get actor() {
      return { ...auditActorOf(context), at: this.now };
    },
    brand,
    features,
    senders: services.integrations,
  };
}

/** The load context of a page's loaders and actions: the request's context with its scope, built once. */
export function loadContextOf(context: RequestContext): RequestContext & { scope: ServiceScope } {
  context.scope ??= createServiceScope(context);
  return context as RequestContext & { scope: ServiceScope };
}

/** An API route's scope, the same the pages get through the load context: built once per request. */
export function scopeOf(res: Response): ServiceScope {
  return loadContextOf(contextOf(res)).scope;
}
