import type { Database } from "../client";
import type { Catalog } from "./catalog";
import type { DemoClock } from "./clock";
import type { People } from "./people";

/** What every demo loader after the catalogue and the patient register needs. */
export interface DemoContext {
  db: Database;
  clock: DemoClock;
  catalog: Catalog;
  people: People;
}
