// @vitest-environment jsdom
import { createTransport, type BrowserOptions } from "@sentry/browser";
import { describe, expect, it, vi } from "vitest";
import { browserErrorContext } from "./browser-errors";
import { beforeSend, createBrowserReporter } from "./sentry-browser";

// What a browser error report may carry (domain/redaction.ts): the error's type, its message with
// identity codes, e-mail addresses and phone numbers replaced, frames of the site's scripts, and
// the tags (area, page key, language). Not the page's address, the user, headers, cookies,
// breadcrumbs or anything else the SDK or a browser extension might add.

const IDENTITY_CODE = "140386-246K";
const EMAIL = "planted.person@example.com";
const PHONE = "+358401234501";
const PAGE_URL = `https://portal.example/fi/ajat/123?csrfToken=secret-token&identityCode=${IDENTITY_CODE}`;
const PLANTED = [IDENTITY_CODE, EMAIL, PHONE, "ajat/123", "secret-token", "Aino", "hoiva_session", "Mozilla/5.0"];

describe("browser error reports", () => {
  it("beforeSend keeps only the redacted error, the site's script frames and the tags", () => {
    const event = {
      event_id: "0123456789abcdef0123456789abcdef",
      timestamp: 1795507200,
      platform: "javascript",
      level: "error",
      environment: "production",
      tags: { area: "browser", page: "appointment", lang: "fi" },
      exception: {
        values: [
          {
            type: "TypeError",
            value: `no address for ${IDENTITY_CODE} (${EMAIL}, ${PHONE})`,
            mechanism: { type: "onerror", handled: false, data: { url: PAGE_URL } },
            stacktrace: {
              frames: [
                { filename: "https://portal.example/assets/root-DyqsBomQ.js", function: "render", lineno: 1, colno: 420, in_app: true, pre_context: ["Aino"], vars: { email: EMAIL } },
                { filename: PAGE_URL, abs_path: PAGE_URL, function: "inline", lineno: 3, colno: 7 },
                { filename: "<anonymous>", function: "eval" },
              ],
            },
          },
        ],
      },
      request: { url: PAGE_URL, headers: { "User-Agent": "Mozilla/5.0", Referer: PAGE_URL, Cookie: "hoiva_session=x" } },
      user: { ip_address: "{{auto}}", email: EMAIL },
      breadcrumbs: [{ category: "navigation", data: { to: PAGE_URL } }, { category: "ui.click", message: "button Aino Virtanen" }],
      contexts: { browser: { name: "Firefox" }, page: { url: PAGE_URL } },
      extra: { form: { identityCode: IDENTITY_CODE } },
      fingerprint: [EMAIL],
    };
    const sent = beforeSend(event);
    expect(sent).toEqual({
      event_id: event.event_id,
      timestamp: event.timestamp,
      platform: "javascript",
      level: "error",
      environment: "production",
      tags: { area: "browser", page: "appointment", lang: "fi" },
      exception: {
        values: [
          {
            type: "TypeError",
            value: "no address for [redacted] ([redacted], [redacted])",
            mechanism: { type: "onerror", handled: false },
            stacktrace: {
              frames: [
                expect.objectContaining({ filename: "https://portal.example/assets/root-DyqsBomQ.js", function: "render", lineno: 1, colno: 420, in_app: true }),
                expect.objectContaining({ filename: "[page]", abs_path: "[page]", function: "inline", lineno: 3, colno: 7 }),
                expect.objectContaining({ filename: "<anonymous>", function: "eval" }),
              ],
            },
          },
        ],
      },
    });
    const text = JSON.stringify(sent);
    for (const planted of PLANTED) expect(text, planted).not.toContain(planted);
  });

  it("sends an uncaught error's envelope to the DSN through beforeSend, tagged with the page key", async () => {
    window.history.replaceState(null, "", `/fi/ajat/123?csrfToken=secret-token`);
    const bodies: string[] = [];
    const urls: string[] = [];
    const transport: BrowserOptions["transport"] = (options) =>
      createTransport(options, (request) => {
        urls.push(options.url);
        bodies.push(typeof request.body === "string" ? request.body : new TextDecoder().decode(request.body));
        return Promise.resolve({ statusCode: 200 });
      });
    const reporter = createBrowserReporter({ dsn: "https://publickey@errors.example/7", environment: "production" }, { transport });
    reporter.report(new TypeError(`no address for ${IDENTITY_CODE} (${EMAIL}, ${PHONE})`), browserErrorContext(window.location.pathname));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(urls[0]).toMatch(/^https:\/\/errors\.example\/api\/7\/envelope\/\?sentry_version=7&sentry_key=publickey/);
    const body = bodies[0]!;
    expect(body).toContain('"type":"TypeError"');
    expect(body).toContain("no address for [redacted]");
    expect(body).toContain('"area":"browser"');
    expect(body).toContain('"page":"appointment"');
    expect(body).toContain('"environment":"production"');
    // The service is told not to take the patient's IP address from the request.
    expect(body).toContain('"infer_ip":"never"');
    for (const planted of [...PLANTED, "localhost:3000/fi"]) expect(body, planted).not.toContain(planted);
  });
});
