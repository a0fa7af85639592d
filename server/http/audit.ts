import type { AuditActor } from "#server/modules/audit/audit-service";
import type { RequestContext } from "./request-context";

/** The audit actor of a request: the logged-in person, whom they act for, and the address. */
export function auditActorOf(context: RequestContext): AuditActor {
  return {
    actorPatientId: context.session?.patientId ?? null,
    actingForPatientId: context.session?.actingPatientId ?? null,
    address: context.clientAddress,
    requestId: context.requestId,
    at: context.services.clock.now(),
  };
}
