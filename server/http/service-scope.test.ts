import { describe, expect, it } from "vitest";
import { environmentFeatures } from "#server/config/environments";
import type { Session } from "#server/modules/account/session-service";
import type { Services } from "#server/services";
import type { RequestContext } from "./request-context";
import { createServiceScope, loadContextOf } from "./service-scope";

// The request's service scope (decision 389): the values every loader and action hands the
// services, built once per request from its context.

const AT = new Date("2026-11-29T10:00:00.000Z");

function contextWith(options: { session?: Partial<Session> | null; brand?: "adult" | "kids"; stage?: "development" | "production" } = {}) {
  let now = AT;
  const db = { name: "the database" };
  const integrations = { name: "the senders" };
  const services = {
    config: { HOIVA_STAGE: options.stage ?? "development" },
    clock: { now: () => now },
    database: { db },
    integrations,
  } as unknown as Services;
  const context: RequestContext = {
    requestId: "request-1",
    brand: options.brand ?? "adult",
    stage: options.stage ?? "development",
    nonce: "nonce",
    services,
    session: (options.session ?? null) as Session | null,
    clientAddress: "192.0.2.10",
    flash: null,
  };
  return { context, db, integrations, advanceClock: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe("the request's service scope", () => {
  it("reads the clock once: the request has one time, however long it runs", () => {
    const { context, advanceClock } = contextWith();
    const scope = createServiceScope(context);
    advanceClock(5_000);
    expect(scope.now).toEqual(AT);
    expect(scope.actor.at).toEqual(AT);
  });

  it("names the session's user and the person acted for as the actor, as the session stands when asked", () => {
    const { context } = contextWith();
    const scope = createServiceScope(context);
    expect(scope.actor).toEqual({ actorPatientId: null, actingForPatientId: null, address: "192.0.2.10", requestId: "request-1", at: AT });
    // A login in the middle of the request: what follows is done by the new session's user.
    context.session = { patientId: 7, actingPatientId: 9 } as Session;
    expect(scope.actor).toMatchObject({ actorPatientId: 7, actingForPatientId: 9 });
  });

  it("has the brand's environment's feature flags, the database and the senders of the services", () => {
    const { context, db, integrations } = contextWith({ brand: "kids", stage: "production" });
    const scope = createServiceScope(context);
    expect(scope.brand).toBe("kids");
    expect(scope.features).toEqual(environmentFeatures("kids-production"));
    expect(Object.isFrozen(scope.features)).toBe(true);
    expect(scope.db).toBe(db);
    expect(scope.senders).toBe(integrations);
  });

  it("is built once per request: the load context of every loader and action shares it", () => {
    const { context, advanceClock } = contextWith();
    const first = loadContextOf(context);
    advanceClock(1_000);
    const again = loadContextOf(context);
    expect(again).toBe(context);
    expect(again.scope).toBe(first.scope);
    expect(again.scope.now).toEqual(AT);
  });
});
