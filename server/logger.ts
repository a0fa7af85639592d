import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Identity codes and names must never reach the logs.
    redact: { paths: ["req.headers.cookie", "res.headers['set-cookie']", "*.ssn", "*.identityCode"], remove: true },
  });
}
