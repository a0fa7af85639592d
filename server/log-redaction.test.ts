import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { personaIdentityCode, requirePersona } from "#server/db/demo-data/personas";
import { createLogger } from "#server/logger";
import { useTestServer } from "#tests/integration/test-server";
import { logInForTest } from "#tests/sessions";
import { redactedUrl } from "./log-redaction";

// No identity code, name, contact detail or token in a log line (spec part 1 §6; hardening).

const aino = requirePersona("aino");
const PLANTED = [personaIdentityCode(aino), aino.firstName, aino.lastName, aino.email, aino.phone];

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { logger: createLogger("info", stream), text: () => lines.join("") };
}

describe("log redaction", () => {
  const server = useTestServer({ pages: "none" });

  it("keeps a URL's path and query names, never the values or token-like segments", () => {
    expect(redactedUrl("/api/x?csrfToken=abc&identityCode=140386-246K&lang=fi")).toBe("/api/x?csrfToken=…&identityCode=…&lang=…");
    expect(redactedUrl("/fi/ajanvaraus/Xy3kP0qLm9Zt2Wv8Rb5Nc1Jd")).toBe("/fi/ajanvaraus/[redacted]");
    expect(redactedUrl("/en/patients/140386-246K/x")).toBe("/en/patients/[redacted]/x");
  });

  it("logs a failing query without the values it carried", async () => {
    const { logger, text } = capture();
    const error = await server.database.db
      .execute(sql`insert into patients (identity_code, first_name, last_name, email) values (${PLANTED[0]}, ${PLANTED[1]}, ${PLANTED[2]}, ${PLANTED[3]}) returning nope`)
      .then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    logger.error({ err: error, phone: undefined }, "saving failed");
    const logged = text();
    expect(logged).toContain("saving failed");
    for (const value of PLANTED) expect(logged, value).not.toContain(value);
  });

  it("logs requests without query values, cookies or tokens", async () => {
    const { logger, text } = capture();
    const { cookie, session } = await logInForTest(server.database.db, "aino");
    // The request log of a server built on the capturing logger.
    const { createHttpApp } = await import("#server/http/app");
    const app = createHttpApp({ ...server.services, logger }, { mountAssets: () => {}, build: () => Promise.reject(new Error("no pages")), mode: "production" });
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    try {
      const { port } = listening.address() as { port: number };
      const identityCode = encodeURIComponent(PLANTED[0]!);
      await fetch(`http://127.0.0.1:${port}/api/dev/appointment-links?identityCode=${identityCode}`, { headers: { cookie } });
      await fetch(`http://127.0.0.1:${port}/api/logout?csrfToken=${encodeURIComponent(session.csrfToken)}`, { method: "POST", headers: { cookie } });
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
    const logged = text();
    expect(logged).toContain("/api/dev/appointment-links?identityCode=…");
    for (const value of [...PLANTED, session.csrfToken, session.id]) expect(logged, value).not.toContain(value);
  });
});
