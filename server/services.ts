import type { Config } from "#server/config/config";
import type { DatabaseHandle } from "#server/db/client";
import type { Logger } from "#server/logger";

/** The long-lived dependencies a request may use; created once per process. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}
