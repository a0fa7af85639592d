import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { jwtVerify } from "jose";

// A push service and a user agent in one, for tests (decision 374): it hands out subscriptions as
// a browser's PushManager would (a P-256 key pair and an authentication secret per subscription,
// an endpoint on this machine), receives the application server's pushes over HTTP as a push
// service does (RFC 8030), checks the VAPID signature (RFC 8292) and decrypts the payload as the
// browser would (RFC 8291, aes128gcm, RFC 8188) with node:crypto alone, so nothing of the sending
// library is trusted. Tests read the received pushes in clear.

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload. */
  text: string;
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined };
  /** The VAPID token's claims, its signature verified with the key the request named. */
  vapid: { audience: string; subject: string; expiresAt: number; publicKey: string };
}

export interface TestPushService {
  readonly base: string;
  subscribe(): TestSubscription;
  /** Answers 410 Gone to this subscription's pushes from now on, as for a browser that unsubscribed. */
  unsubscribe(endpoint: string): void;
  /** Every push received so far, in order. */
  readonly received: ReceivedPush[];
  /** Resolves with the next push to the endpoint (or any), waiting up to `timeoutMs`. */
  next(endpoint?: string, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

interface Keys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: the content encryption key and nonce, then the one record. */
export function decryptAes128gcm(body: Buffer, { ecdh, auth }: Keys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record: not expected of a notification");
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverPublicKey]);
  const ikm = hmac(hmac(auth, sharedSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const key = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the last record's delimiter is missing");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: "vapid t=<JWT>, k=<public key>"; the JWT is verified with k (ES256). */
async function verifyVapid(header: string | undefined, endpoint: URL): Promise<ReceivedPush["vapid"]> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, k] = match as unknown as [string, string, string];
  const point = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const { payload } = await jwtVerify(token, key, { algorithms: ["ES256"], audience: endpoint.origin });
  if (typeof payload.sub !== "string" || !/^(mailto:|https:)/.test(payload.sub)) throw new Error("VAPID sub is no mailto: or https: address");
  if (typeof payload.exp !== "number" || payload.exp * 1000 > Date.now() + 24 * 3_600_000) throw new Error("VAPID exp more than 24 hours ahead");
  return { audience: endpoint.origin, subject: payload.sub, expiresAt: payload.exp, publicKey: k };
}

export async function startTestPushService(): Promise<TestPushService> {
  const subscriptions = new Map<string, Keys>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const waiters: { endpoint?: string; resolve: (push: ReceivedPush) => void }[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", base);
        const id = /^\/push\/([\w-]+)$/.exec(url.pathname)?.[1];
        const keys = id ? subscriptions.get(id) : undefined;
        if (req.method !== "POST" || !id || !keys) return void res.writeHead(404).end();
        if (gone.has(id)) return void res.writeHead(410).end();
        if (req.headers["content-encoding"] !== "aes128gcm") return void res.writeHead(415).end();
        try {
          const vapid = await verifyVapid(req.headers.authorization, url);
          const text = decryptAes128gcm(Buffer.concat(chunks), keys);
          const header = (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : undefined);
          const push: ReceivedPush = { subscriptionId: id, text, headers: { ttl: header("ttl"), urgency: header("urgency"), topic: header("topic") }, vapid };
          received.push(push);
          const endpoint = `${base}/push/${id}`;
          for (const waiter of waiters.splice(0)) {
            if (!waiter.endpoint || waiter.endpoint === endpoint) waiter.resolve(push);
            else waiters.push(waiter);
          }
          res.writeHead(201, { location: `${base}/message/${randomUUID()}` }).end();
        } catch (error) {
          res.writeHead(400, { "content-type": "text/plain" }).end(String(error));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    received,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscriptions.set(id, { ecdh, auth });
      return { endpoint: `${base}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } };
    },
    unsubscribe(endpoint) {
      gone.add(endpoint.slice(endpoint.lastIndexOf("/") + 1));
    },
    next(endpoint, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push to ${endpoint ?? "any subscription"} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          endpoint,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
