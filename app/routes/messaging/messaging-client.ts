import { print } from "@0no-co/graphql.web";
import type { TadaDocumentNode } from "gql.tada";
import { ATTACHMENT_CONTENT_TYPES, extensionOf, MESSAGING_REQUEST_TIMEOUT_MS } from "#domain/messaging";
import { callApi } from "#app/ui/api-client";
import { withRetry } from "#app/ui/retry";
import { graphql } from "./graphql/graphql";

// The one browser client of /api/customer-messaging (spec part 2 §7, decisions 136 and 189): typed
// documents (gql.tada), a 10 s time-out, the retry helper (0 retries unless asked, 300 ms with
// jitter, network failures only), and the outcome model of app/ui/api-client.ts with GraphQL's
// own failures added: an answer with errors is `failed` with the first error's extensions.code.
// The uploads go to the signed address CreateAttachmentUpload hands out, with progress.

export const MESSAGING_ENDPOINT = "/api/customer-messaging";

export type MessagingOutcome<Data> =
  | { kind: "ok"; data: Data }
  | { kind: "session"; expired: boolean }
  | { kind: "rateLimited" }
  /** Failed on the way or timed out (spec §8: Network Error / ECONNABORTED); aborted: the caller's own cancel. */
  | { kind: "network"; aborted: boolean }
  | { kind: "failed"; status: number; code: string | null };

export interface MessagingCallOptions {
  csrfToken: string | null;
  signal?: AbortSignal;
  retries?: number;
  timeoutMs?: number;
}

interface GraphQLAnswer<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

/** Runs one operation; queries and mutations alike are POSTs with the csrfToken (decision 180). */
export function callMessaging<Data, Variables>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  { csrfToken, signal, retries = 0, timeoutMs = MESSAGING_REQUEST_TIMEOUT_MS }: MessagingCallOptions,
): Promise<MessagingOutcome<Data>> {
  const once = () => callOnce<Data>(document as TadaDocumentNode<Data, never>, variables, { csrfToken, signal, timeoutMs });
  return withRetry(once, { retries, signal, shouldRetry: (outcome) => outcome.kind === "network" && !outcome.aborted });
}

async function callOnce<Data>(document: TadaDocumentNode<Data, never>, variables: unknown, { csrfToken, signal, timeoutMs }: { csrfToken: string | null; signal?: AbortSignal; timeoutMs: number }): Promise<MessagingOutcome<Data>> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const cancel = () => timeout.abort();
  signal?.addEventListener("abort", cancel);
  try {
    const outcome = await callApi<GraphQLAnswer<Data>>("POST", MESSAGING_ENDPOINT, {
      csrfToken,
      body: { query: sourceOf(document), operationName: operationNameOf(document), variables },
      signal: timeout.signal,
    });
    switch (outcome.kind) {
      case "ok": {
        const error = outcome.body.errors?.[0];
        if (error || outcome.body.data == null) {
          const code = error?.extensions?.code;
          return { kind: "failed", status: 200, code: typeof code === "string" ? code : null };
        }
        return { kind: "ok", data: outcome.body.data };
      }
      case "network":
        return { kind: "network", aborted: signal?.aborted ?? false };
      case "session":
        return outcome;
      case "rateLimited":
        return { kind: "rateLimited" };
      case "invalid":
        return { kind: "failed", status: 400, code: null };
      default:
        return { kind: "failed", status: outcome.status, code: outcome.type };
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  }
}

/** The document's text as sent (gql.tada keeps no source; graphql.web prints it, as urql does). */
function sourceOf(document: TadaDocumentNode<unknown, never>): string {
  return print(document);
}

function operationNameOf(document: { definitions: readonly unknown[] }): string | undefined {
  const [definition] = document.definitions as { kind: string; name?: { value: string } }[];
  return definition?.kind === "OperationDefinition" ? definition.name?.value : undefined;
}

export const CreateAttachmentUpload = graphql(`
  mutation CreateAttachmentUpload {
    createAttachmentUpload {
      key
      url
    }
  }
`);

export const AttachmentDownloadUrl = graphql(`
  query AttachmentDownloadUrl($id: ID!) {
    attachmentDownloadUrl(id: $id)
  }
`);

/** The content type to PUT a file with: the browser's when allowed, else the one its name's ending implies. */
export function contentTypeOf(file: { name: string; type: string }): string {
  if (file.type && Object.hasOwn(ATTACHMENT_CONTENT_TYPES, file.type)) return file.type;
  const extension = extensionOf(file.name);
  const known = Object.entries(ATTACHMENT_CONTENT_TYPES).find(([, extensions]) => extension !== null && extensions.includes(extension));
  return known?.[0] ?? "application/octet-stream";
}

export type UploadOutcome =
  | { kind: "ok"; key: string }
  | { kind: "tooLarge" }
  | { kind: "typeNotAllowed" }
  | { kind: "session"; expired: boolean }
  | { kind: "network"; aborted: boolean }
  | { kind: "failed"; status: number };

export interface UploadOptions {
  csrfToken: string | null;
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file: a single-use signed address from CreateAttachmentUpload, then a PUT of the
 * bytes with their content type (XMLHttpRequest, for upload progress). The answer's key goes with
 * the message.
 */
export async function uploadAttachment(file: File, { csrfToken, onProgress, signal }: UploadOptions): Promise<UploadOutcome> {
  const address = await callMessaging(CreateAttachmentUpload, {}, { csrfToken, signal });
  if (address.kind === "session" || address.kind === "network") return address;
  if (address.kind !== "ok") return { kind: "failed", status: address.kind === "failed" ? address.status : 429 };
  const { key, url } = address.data.createAttachmentUpload;
  const target = `${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams({ csrfToken: csrfToken ?? "" }).toString()}`;
  return new Promise<UploadOutcome>((resolve) => {
    const request = new XMLHttpRequest();
    request.open("PUT", target);
    request.setRequestHeader("content-type", contentTypeOf(file));
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    request.addEventListener("load", () => {
      const status = request.status;
      if (status >= 200 && status < 300) resolve({ kind: "ok", key });
      else if (status === 413) resolve({ kind: "tooLarge" });
      else if (status === 415) resolve({ kind: "typeNotAllowed" });
      else if (status === 401 || status === 403) resolve({ kind: "session", expired: status === 401 && request.responseText.includes("sessionExpired") });
      else resolve({ kind: "failed", status });
    });
    request.addEventListener("error", () => resolve({ kind: "network", aborted: false }));
    request.addEventListener("abort", () => resolve({ kind: "network", aborted: true }));
    signal?.addEventListener("abort", () => request.abort());
    request.send(file);
  });
}

/** A short-lived download address of an attachment (AttachmentDownloadUrl), or why there is none. */
export async function attachmentDownloadAddress(id: number | string, options: MessagingCallOptions): Promise<MessagingOutcome<string | null>> {
  const outcome = await callMessaging(AttachmentDownloadUrl, { id: String(id) }, options);
  return outcome.kind === "ok" ? { kind: "ok", data: outcome.data.attachmentDownloadUrl } : outcome;
}
