import { randomBytes } from "node:crypto";
import pg from "pg";

// Global setup of the test run: names the run, so that the template databases its workers build
// on TEST_DATABASE_URL's server (tests/db/test-database.ts) can all be dropped when the run ends,
// and only those: other runs may share the server.
export default function setup(): () => Promise<void> {
  process.env.HOIVA_TEST_RUN = randomBytes(4).toString("hex");
  const prefix = `hoiva_template_${process.env.HOIVA_TEST_RUN}_`;
  return async function dropTemplates() {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where starts_with(datname, $1)",
        [prefix],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
