import http from "node:http";

// A minimal browser for tests over real HTTP: sends every request to the test server with the
// URL's Host (so brand hosts work), keeps cookies per host and path, follows nothing by itself.

export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  raw: string;
}

export interface Answer {
  status: number;
  location: string | null;
  setCookies: string[];
  body: string;
  /** The body as received (an image's bytes). */
  bytes: Buffer;
  headers: http.IncomingHttpHeaders;
}

export interface BrowserRequest {
  method?: string;
  /** A form post (urlencoded). */
  form?: Record<string, string>;
  /** A JSON body, as the browser's API client sends it. */
  json?: unknown;
  /** Headers on top of Host, Cookie and the body's Content-Type. */
  headers?: Record<string, string>;
}

/** A minimal browser: sends every request to this server with the URL's Host, keeps cookies. */
export class HttpBrowser {
  private readonly jar = new Map<string, StoredCookie[]>();

  constructor(
    private readonly port: () => number,
    private readonly forwardedFor?: string,
  ) {}

  cookie(host: string, name: string): StoredCookie | undefined {
    return this.jar.get(host)?.find((cookie) => cookie.name === name);
  }

  setCookie(host: string, name: string, value: string): void {
    const cookies = (this.jar.get(host) ?? []).filter((cookie) => cookie.name !== name);
    cookies.push({ name, value, path: "/", raw: `${name}=${value}` });
    this.jar.set(host, cookies);
  }

  async request(url: string, { method = "GET", form, json, headers: extraHeaders = {} }: BrowserRequest = {}): Promise<Answer> {
    const target = new URL(url);
    const body = form ? new URLSearchParams(form).toString() : json !== undefined ? JSON.stringify(json) : undefined;
    const cookies = (this.jar.get(target.hostname) ?? []).filter((cookie) => target.pathname.startsWith(cookie.path));
    const headers: Record<string, string> = { ...extraHeaders, host: target.host };
    if (cookies.length > 0) headers.cookie = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    if (body !== undefined) headers["content-type"] = form ? "application/x-www-form-urlencoded" : "application/json";
    if (this.forwardedFor) headers["x-forwarded-for"] = this.forwardedFor;
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port: this.port(), method, path: target.pathname + target.search, headers },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: incoming.statusCode ?? 0,
              location: incoming.headers.location ? new URL(incoming.headers.location, target).href : null,
              setCookies: incoming.headers["set-cookie"] ?? [],
              body: bytes.toString("utf8"),
              bytes,
              headers: incoming.headers,
            });
          });
        },
      );
      request.on("error", reject);
      if (body !== undefined) request.write(body);
      request.end();
    });
    this.store(target, answer.setCookies);
    return answer;
  }

  private store(target: URL, setCookies: string[]): void {
    for (const raw of setCookies) {
      const [pair = "", ...attributes] = raw.split(";").map((part) => part.trim());
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const pathAttribute = attributes.find((attribute) => attribute.toLowerCase().startsWith("path="));
      const cookiePath = pathAttribute ? pathAttribute.slice(5) : "/";
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || /^expires=thu, 01 jan 1970/i.test(attribute));
      const cookies = (this.jar.get(target.hostname) ?? []).filter((cookie) => !(cookie.name === name && cookie.path === cookiePath));
      if (!expired && value !== "") cookies.push({ name, value, path: cookiePath, raw });
      this.jar.set(target.hostname, cookies);
    }
  }
}

