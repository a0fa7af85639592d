import express, { type Router } from "express";
import { sendValidationError } from "./api-errors";
import { z } from "zod";
import type { Services } from "#server/services";
import { listNewestOutboxMessages, type OutboxMessage } from "#server/integrations/outbox/outbox-repository";
import { escapeHtml } from "#server/html-escape";

// GET /dev/outbox: the newest SMS and e-mail messages of the outbox, for developers, tests and
// the Playwright journeys (which read SMS codes here). Mounted only with the development
// tools (config DEV_TOOLS: development stage on a loopback address), so elsewhere the route does
// not exist at all.
//   ?format=json        JSON { messages: [...] } instead of an HTML table
//   ?channel=sms|email  one channel only
//   ?to=+358401234567   one recipient only
//   ?limit=50           how many (1-200, default 50)

const QuerySchema = z.object({
  format: z.enum(["html", "json"]).default("html"),
  channel: z.enum(["sms", "email"]).optional(),
  to: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export function devOutboxRouter(services: Services): Router {
  const router = express.Router();
  router.get("/", async (req, res) => {
    const parsed = QuerySchema.safeParse(req.query);
    if (!parsed.success) {
      sendValidationError(res, parsed.error);
      return;
    }
    const { format, channel, to, limit } = parsed.data;
    const messages = await listNewestOutboxMessages(services.database.db, { channel, recipient: to, limit });
    res.setHeader("cache-control", "no-store");
    res.setHeader("x-robots-tag", "noindex");
    if (format === "json") {
      res.json({ messages });
      return;
    }
    res.type("html").send(renderOutboxPage(messages));
  });
  return router;
}

function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `<tr>
<td>${message.id}</td>
<td><time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString())}</time></td>
<td>${message.channel === "sms" ? "SMS" : "E-mail"}</td>
<td>${escapeHtml(message.recipient)}</td>
<td>${escapeHtml(message.subject ?? "")}</td>
<td class="body">${escapeHtml(message.body)}</td>
<td>${message.sentAt ? `<time datetime="${message.sentAt.toISOString()}">${escapeHtml(message.sentAt.toISOString())}</time>` : "not sent"}</td>
</tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox – Hoiva development</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem; color: #1f2933; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 700; margin-bottom: 0.5rem; }
th, td { border: 1px solid #9aa5b1; padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #e4e7eb; }
td.body { white-space: pre-wrap; }
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>Text messages and e-mail written by the portal, newest first. This page exists only outside production.
<a href="?format=json">JSON</a> · <a href="?channel=sms">SMS only</a> · <a href="?channel=email">E-mail only</a></p>
${
  messages.length === 0
    ? "<p>The outbox is empty.</p>"
    : `<table>
<caption>${messages.length} newest messages</caption>
<thead><tr><th scope="col">Id</th><th scope="col">Created (UTC)</th><th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Subject</th><th scope="col">Text</th><th scope="col">Sent</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</main>
</body>
</html>`;
}
