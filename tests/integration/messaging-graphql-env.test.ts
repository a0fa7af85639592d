import { readFile, writeFile } from "node:fs/promises";
import { minifyIntrospection, outputIntrospectionFile } from "@gql.tada/internal";
import { getIntrospectionQuery, type IntrospectionQuery } from "graphql";
import { createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { messagingSchema } from "#server/modules/messaging/graphql/schema";

// The browser's messaging operations are typed by gql.tada from the schema's introspection
// (decision 189). The introspection is committed next to them, so type checks need no generator
// and no running server; this test proves it is the schema's current one.
// UPDATE_GRAPHQL_ENV=1 npx vitest run tests/integration/messaging-graphql-env.test.ts rewrites it.

const ENV_FILE = new URL("../../app/routes/messaging/graphql/graphql-env.d.ts", import.meta.url);

async function introspection(): Promise<IntrospectionQuery> {
  // Through yoga (the schema's own graphql copy), never graphql's execute (decision 181).
  const yoga = createYoga({ schema: messagingSchema, graphqlEndpoint: "/graphql", logging: false, maskedErrors: false });
  const response = await yoga.fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: getIntrospectionQuery({ descriptions: false }) }),
  });
  const answer = (await response.json()) as { data: IntrospectionQuery };
  return answer.data;
}

describe("the browser's GraphQL types", () => {
  it("are the messaging schema's current introspection", async () => {
    const expected = outputIntrospectionFile(minifyIntrospection(await introspection()), { fileType: ".d.ts", shouldPreprocess: true });
    if (process.env.UPDATE_GRAPHQL_ENV === "1") await writeFile(ENV_FILE, expected);
    expect(await readFile(ENV_FILE, "utf8")).toBe(expected);
  });
});
