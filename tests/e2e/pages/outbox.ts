import { expect, type APIRequestContext } from "@playwright/test";
import { adult } from "./account";

/**
 * The bodies of the SMS messages sent to a phone number, newest first, from the development
 * outbox. A journey's request context keeps its connection open between reads that can be many
 * seconds apart; should the server close it in the same instant, the read is tried again rather
 * than failing the journey.
 */
export async function smsSentTo(request: APIRequestContext, phone: string, options: { limit?: number } = {}): Promise<string[]> {
  const query = new URLSearchParams({ format: "json", channel: "sms", to: phone });
  if (options.limit) query.set("limit", String(options.limit));
  const response = await request.get(`${adult}/dev/outbox?${query}`, { maxRetries: 2 });
  expect(response.ok(), "the development outbox answers").toBe(true);
  const outbox = (await response.json()) as { messages: { body: string }[] };
  return outbox.messages.map((message) => message.body);
}

/**
 * The four-digit code of the newest SMS sent to a phone number that carries no link: an
 * appointment reminder the server's job queue writes meanwhile may be newer, and its date and
 * link hold four-digit numbers too.
 */
export async function newestSmsCodeTo(request: APIRequestContext, phone: string): Promise<string> {
  const newest = (await smsSentTo(request, phone, { limit: 5 })).find((body) => !body.includes("://"));
  const code = /\b(\d{4})\b/.exec(newest ?? "")?.[1];
  expect(code, `a code sent to ${phone}`).toBeDefined();
  return code!;
}
