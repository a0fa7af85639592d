import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from "express";
import { Kind, type SelectionNode, type ValidationRule } from "graphql";
import { createGraphQLError, createYoga, maskError, type Plugin } from "graphql-yoga";
import { ATTACHMENTS_MAX_TOTAL_BYTES } from "#domain/messaging";
import { auditActorOf } from "#server/http/audit";
import { contextOf } from "#server/http/request-context";
import { requireSession, sessionOf } from "#server/http/session";
import type { Services } from "#server/services";
import { readAttachment, storeAttachmentUpload } from "./attachment-service";
import { devMessagingApi } from "./dev-api";
import { createMessagingLoaders } from "./graphql/loaders";
import { type MessagingContext, messagingSchema } from "./graphql/schema";
import { scopeOf } from "#server/http/service-scope";

// /api/customer-messaging (spec part 2 §7 "Messaging", decision 180): the GraphQL endpoint, and
// the upload and download addresses its CreateAttachmentUpload and AttachmentDownloadUrl hand out.
// It sits behind the API router's CSRF check like every other /api route, so every POST (queries
// too) carries the csrfToken query parameter. It answers POST only (decision 288): a GET needs no
// token, and a cross-site page can make one with the patient's cookie. No CORS: the portal's own
// pages are its only client. Depth, cost, aliases and root fields are limited, since one request
// must not multiply reads and audit rows; in production introspection and field-name suggestions
// are off and unexpected errors are masked.

export const MESSAGING_ENDPOINT = "/api/customer-messaging";
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 5000;
/** The spec's operations have one root field and no aliases; the room left is for a client's own batching. */
export const MAX_ALIASES = 5;
export const MAX_ROOT_FIELDS = 5;

/** Production answers no introspection (graphql's NoSchemaIntrospectionCustomRule, with yoga's error). */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === "__schema" || node.name.value === "__type") {
      context.reportError(createGraphQLError("GraphQL introspection is not allowed", { nodes: [node] }));
    }
  },
});

/** At most MAX_ROOT_FIELDS fields at the top of an operation, fragments counted as their fields. */
const maxRootFields: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    const countFields = (selections: readonly SelectionNode[], seen: Set<string>): number =>
      selections.reduce((count, selection) => {
        if (selection.kind === Kind.FIELD) return count + 1;
        if (selection.kind === Kind.INLINE_FRAGMENT) return count + countFields(selection.selectionSet.selections, seen);
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        if (!fragment || seen.has(name)) return count;
        return count + countFields(fragment.selectionSet.selections, new Set([...seen, name]));
      }, 0);
    if (countFields(operation.selectionSet.selections, new Set()) > MAX_ROOT_FIELDS) {
      context.reportError(createGraphQLError(`Too many root fields: at most ${MAX_ROOT_FIELDS} per operation`, { nodes: [operation] }));
    }
  },
});

/**
 * graphql-js answers a misspelt field, argument, type or enum value with "Did you mean …?", which
 * spells out the schema piece by piece even with introspection off; production drops the hint.
 * (graphql-armor's block-field-suggestions misses the enum-value and variable-coercion forms.)
 */
const noSuggestions: Plugin = {
  onValidate: () => ({ result }) => result.forEach(withoutSuggestion),
  onExecute: () => ({
    onExecuteDone: ({ result }) => {
      if ("errors" in result) result.errors?.forEach(withoutSuggestion);
    },
  }),
};

function withoutSuggestion(error: { message: string }): void {
  // A GraphQLError serialises its own message, so the instance keeps its extensions.
  error.message = error.message.replace(/\s*Did you mean [^?]*\?/g, "");
}

export function messagingApi(services: Services): Router {
  const router = express.Router();
  const production = services.config.HOIVA_STAGE === "production";

  const limits: Plugin = {
    onValidate({ addValidationRule }) {
      addValidationRule(maxDepthRule({ n: MAX_QUERY_DEPTH, ignoreIntrospection: !production, exposeLimits: !production }));
      addValidationRule(costLimitRule({ maxCost: MAX_QUERY_COST, ignoreIntrospection: !production, exposeLimits: !production }));
      addValidationRule(maxAliasesRule({ n: MAX_ALIASES, exposeLimits: !production }));
      addValidationRule(maxRootFields);
      if (production) addValidationRule(noIntrospection);
    },
  };

  const yoga = createYoga<{ req: Request; res: Response }, MessagingContext>({
    schema: messagingSchema,
    graphqlEndpoint: MESSAGING_ENDPOINT,
    graphiql: false,
    landingPage: false,
    // Unexpected errors are masked in every stage (decision 280): outside production too the answer
    // never carries the SQL, its parameters or a stack; the log has the error without the values.
    maskedErrors: {
      maskError: (error, message) => {
        const masked = maskError(error, message, false);
        if (masked !== error) services.logger.error({ err: error }, "GraphQL operation failed");
        return masked;
      },
    },
    logging: false,
    // Same-origin only: yoga's default answers any Origin with Access-Control-Allow-Credentials.
    cors: false,
    plugins: production ? [limits, noSuggestions] : [limits],
    context: ({ req, res }) => {
      const request = contextOf(res);
      const session = sessionOf(res);
      const { features, now } = scopeOf(res);
      // Without the messaging flag the customer has no conversations here, as on the pages.
      const patientId = features.includes("customer-messaging-allowed") ? session.actingPatientId : null;
      const db = services.database.db;
      void req;
      return {
        db,
        storage: services.integrations.fileStorage,
        patientId,
        sessionId: session.id,
        lang: session.lang,
        now,
        actor: auditActorOf(request),
        loaders: patientId === null ? null : createMessagingLoaders(db, patientId, now),
      };
    },
  });

  if (services.config.DEV_TOOLS) router.use(devMessagingApi(services));
  router.use("/customer-messaging", requireSession());

  router.put("/customer-messaging/uploads/:key", express.raw({ type: () => true, limit: ATTACHMENTS_MAX_TOTAL_BYTES }), async (req, res, next) => {
    try {
      const session = sessionOf(res);
      if (session.actingPatientId === null) {
        res.status(404).json({ type: "notFound" });
        return;
      }
      const result = await storeAttachmentUpload(services.database.db, services.integrations.fileStorage, {
        actingPatientId: session.actingPatientId,
        sessionId: session.id,
        now: scopeOf(res).now,
        key: String(req.params.key),
        expires: req.query.expires,
        signature: req.query.signature,
        contentTypeHeader: req.headers["content-type"],
        bytes: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array(),
        actor: scopeOf(res).actor,
      });
      const status = { success: 200, uploadNotFound: 404, alreadyUploaded: 409, attachmentsTooLarge: 413, attachmentTypeNotAllowed: 415 }[result.type];
      res.status(status).json(result);
    } catch (error) {
      next(error);
    }
  });

  router.use("/customer-messaging/uploads", ((error, _req, res, next) => {
    // express.raw stops reading past the limit: the spec's too-large answer, not the API's 400.
    if ((error as { type?: string }).type === "entity.too.large") res.status(413).json({ type: "attachmentsTooLarge" });
    else next(error);
  }) as ErrorRequestHandler);

  router.get("/customer-messaging/attachments/:id", async (req, res, next) => {
    try {
      const session = sessionOf(res);
      const id = /^\d{1,15}$/.test(String(req.params.id)) ? Number(req.params.id) : NaN;
      const file =
        session.actingPatientId === null
          ? null
          : await readAttachment(services.database.db, services.integrations.fileStorage, {
              actingPatientId: session.actingPatientId,
              sessionId: session.id,
              now: scopeOf(res).now,
              attachmentId: id,
              expires: req.query.expires,
              signature: req.query.signature,
              actor: scopeOf(res).actor,
            });
      if (!file) {
        res.status(404).json({ type: "notFound" });
        return;
      }
      res.setHeader("Content-Type", file.contentType);
      res.setHeader("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.end(Buffer.from(file.bytes));
    } catch (error) {
      next(error);
    }
  });

  router.use("/customer-messaging", (req, res, next) => {
    // Only the endpoint itself; deeper paths are the API's 404.
    if (req.path !== "/" && req.path !== "") {
      next();
      return;
    }
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      res.status(405).json({ type: "methodNotAllowed" });
      return;
    }
    void yoga(req, res);
  });
  return router;
}
