import { type DestinationStream, pino, type Logger } from "pino";
import { redactedError } from "./log-redaction";

export type { Logger };

/** The server's logger; errors are serialized without the values a failing query carried. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Identity codes and names must never reach the logs (server/log-redaction.ts).
      redact: { paths: ["req.headers.cookie", "res.headers['set-cookie']", "*.ssn", "*.identityCode"], remove: true },
      serializers: { err: redactedError, error: redactedError },
    },
    destination,
  );
}
