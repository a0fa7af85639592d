import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outboxMessages } from "#server/db/schema";
import { listNewestOutboxMessages } from "#server/integrations/outbox/outbox-repository";
import { TEST_NOW } from "#tests/clock";
import { useTestDatabase } from "#tests/db/test-database";
import { createTestServices } from "#tests/services";
import { fixedClock } from "#server/clock/clock";
import { MAX_DELIVERY_ATTEMPTS } from "#server/integrations/outbox/outbox-delivery";
import { taskHandlers } from "#server/jobs/tasks";
import type { Services } from "#server/services";

// The SMTP adapter against a real SMTP server (smtp-server) on a local port: what the services
// container builds from SMTP_URL and EMAIL_FROM, fed by the outbox the senders write.

interface ReceivedMail {
  user: string | undefined;
  from: string;
  to: string[];
  raw: string;
}

const database = useTestDatabase();
const received: ReceivedMail[] = [];
/** Recipients the server refuses (a full mailbox, say). */
const refused = new Set<string>();
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, credentials still checked.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === "hoiva" && auth.password === "s3cret") callback(null, { user: auth.username });
      else callback(new Error("invalid credentials"));
    },
    onRcptTo(address, _session, callback) {
      callback(refused.has(address.address) ? Object.assign(new Error("mailbox full"), { responseCode: 552 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          user: session.user as string | undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
});

beforeEach(async () => {
  received.length = 0;
  refused.clear();
  await database.db.delete(outboxMessages).where(eq(outboxMessages.channel, "email"));
});

const clock = fixedClock(TEST_NOW);
const configured = () =>
  createTestServices(database.handle, {
    env: { SMTP_URL: `smtp://hoiva:s3cret@127.0.0.1:${port}`, EMAIL_FROM: "Hoiva <ei-vastausta@hoiva.example>" },
    clock,
  });

/** The queue's tasks over these services; jobs the tasks send are only recorded. */
function tasksOf(services: Services) {
  const sent: { name: string; data: unknown; singletonKey?: string }[] = [];
  const handlers = taskHandlers(services, {
    send: async (name, data, options) => {
      sent.push({ name, data, singletonKey: options?.singletonKey });
    },
  });
  return { handlers, sent };
}

const message = {
  to: "aino.virtanen@example.com",
  subject: "Ajanvaraus peruttu – Hoiva",
  body: "Hei Aino,\n\nvastaanottoaikasi 25.11.2026 klo 9.30 on peruttu.\n\nYstävällisin terveisin\nHoiva",
  patientId: null,
};

describe("e-mail over SMTP, one delivery job per outbox message", () => {
  it("is recorded in the outbox first, then delivered once to the SMTP server with recipient, subject and body", async () => {
    const services = configured();
    const { handlers } = tasksOf(services);
    expect(services.integrations.outboxDelivery?.channels).toEqual(["email"]);
    await database.db.transaction((tx) => services.integrations.email.send(tx, message));

    const [queued] = await listNewestOutboxMessages(database.db, { channel: "email", limit: 1 });
    expect(queued).toMatchObject({ recipient: message.to, subject: message.subject, body: message.body, sentAt: null });
    expect(received).toHaveLength(0);

    await handlers["outbox-delivery"]({ messageId: queued!.id });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.user).toBe("hoiva");
    expect(mail.from).toBe("ei-vastausta@hoiva.example");
    expect(mail.to).toEqual([message.to]);
    expect(headerOf(mail.raw, "from")).toBe("Hoiva <ei-vastausta@hoiva.example>");
    expect(headerOf(mail.raw, "to")).toBe(message.to);
    expect(headerOf(mail.raw, "subject")).toBe(message.subject);
    expect(bodyOf(mail.raw)).toBe(message.body);

    const [sent] = await listNewestOutboxMessages(database.db, { channel: "email", limit: 1 });
    expect(sent?.id).toBe(queued?.id);
    // Marked sent by the services' clock, which the tests pin to TEST_NOW.
    expect(sent?.sentAt).toEqual(TEST_NOW);
    // A second job for the same message (a retry after a lost acknowledgement) sends nothing.
    await handlers["outbox-delivery"]({ messageId: queued!.id });
    expect(received).toHaveLength(1);
    services.integrations.outboxDelivery!.close();
  });

  it("keeps a refused message unsent with the reason, fails the job so the queue retries it, and gives up after the last attempt", async () => {
    const services = configured();
    const { handlers } = tasksOf(services);
    refused.add("full@example.com");
    await database.db.transaction(async (tx) => {
      await services.integrations.email.send(tx, { ...message, to: "full@example.com" });
    });
    const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "full@example.com"));

    await expect(handlers["outbox-delivery"]({ messageId: row!.id })).rejects.toThrow(/mailbox full/);
    const [refusedRow] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
    expect(refusedRow).toMatchObject({ sentAt: null, attempts: 1, lastError: expect.stringContaining("mailbox full") });

    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await expect(handlers["outbox-delivery"]({ messageId: row!.id })).rejects.toThrow();
    }
    // Past the last attempt the job has nothing left to do; the row stays for a person to see.
    await handlers["outbox-delivery"]({ messageId: row!.id });
    const [givenUp] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
    expect(givenUp).toMatchObject({ sentAt: null, attempts: MAX_DELIVERY_ATTEMPTS });
    expect(received).toHaveLength(0);
    services.integrations.outboxDelivery!.close();
  });

  it("the sweep queues a job for each unsent e-mail older than a minute, keyed by the message, and none for SMS without a provider", async () => {
    const services = configured();
    const { handlers, sent } = tasksOf(services);
    await database.db.transaction(async (tx) => {
      await services.integrations.email.send(tx, message);
      await services.integrations.sms.send(tx, { to: "+358401234567", body: "Hoiva: testi", patientId: null });
    });
    const [queued] = await listNewestOutboxMessages(database.db, { channel: "email", limit: 1 });

    // Written by the database's clock at commit; the services' clock is pinned, so set it past that.
    clock.set(new Date(queued!.createdAt.getTime() + 30_000));
    await handlers["outbox-sweep"]({});
    expect(sent).toEqual([]);

    clock.set(new Date(queued!.createdAt.getTime() + 61_000));
    await handlers["outbox-sweep"]({});
    expect(sent).toEqual([{ name: "outbox-delivery", data: { messageId: queued!.id }, singletonKey: String(queued!.id) }]);
    clock.set(TEST_NOW);
    services.integrations.outboxDelivery!.close();
  });

  it("without SMTP_URL nothing is delivered and the outbox still records every message", async () => {
    const services = createTestServices(database.handle);
    expect(services.integrations.outboxDelivery).toBeNull();
    await database.db.transaction((tx) => services.integrations.email.send(tx, message));
    const [queued] = await listNewestOutboxMessages(database.db, { channel: "email", limit: 1 });
    expect(queued).toMatchObject({ channel: "email", recipient: message.to, subject: message.subject, body: message.body, sentAt: null });
    expect(received).toHaveLength(0);
  });
});

/** A header of a raw message, unfolded and with RFC 2047 encoded words decoded. */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  const line = head.split("\r\n").find((candidate) => candidate.toLowerCase().startsWith(`${name}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** The text body of a single-part message, transfer encoding undone, line ends as the sender wrote them. */
function bodyOf(raw: string): string {
  const separator = raw.indexOf("\r\n\r\n");
  const body = raw.slice(separator + 4).replace(/\r\n$/, "");
  const encoding = headerOf(raw, "content-transfer-encoding")?.toLowerCase();
  const decoded =
    encoding === "quoted-printable" ? decodeQuotedPrintable(body.replace(/=\r\n/g, "")) : encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : body;
  return decoded.replace(/\r\n/g, "\n");
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
