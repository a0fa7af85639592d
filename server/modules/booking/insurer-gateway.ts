import type { DatabaseHandle } from "#server/db/client";
import { type DemoInsurers, createDemoInsurers } from "#server/integrations/insurers/demo-insurers";
import type { Services } from "#server/services";

// The insurer gateway of a process: the demo insurers (server/integrations/insurers), one per
// database, so the insurer API and the reservation ask the same instance (the demo LähiTapiola
// keeps its pending permit applications in memory). A real adapter would be chosen here by
// configuration.

const instances = new WeakMap<DatabaseHandle, DemoInsurers>();

export function defaultInsurers(services: Pick<Services, "database">): DemoInsurers {
  let insurers = instances.get(services.database);
  if (!insurers) {
    insurers = createDemoInsurers(services.database.db);
    instances.set(services.database, insurers);
  }
  return insurers;
}
