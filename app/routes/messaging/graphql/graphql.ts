import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./graphql-env";

// The browser's typed GraphQL documents of /api/customer-messaging (decision 189): gql.tada reads
// each document's result and variables types from the committed introspection of the server's
// schema (graphql-env.d.ts, kept current by tests/integration/messaging-graphql-env.test.ts).
// DateTime travels as its ISO 8601 string.

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; ID: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf, TadaDocumentNode } from "gql.tada";
