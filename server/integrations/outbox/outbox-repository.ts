import { and, asc, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#server/db/client";
import { outboxChannelEnum, outboxMessages } from "#server/db/schema";

// The outbox (server/db/schema/outbox.ts): SMS and e-mail are rows written in the same
// transaction as the change that caused them. A sender process delivers them later; by default
// nothing leaves the machine and /dev/outbox shows them.

export type OutboxChannel = (typeof outboxChannelEnum.enumValues)[number];

export interface NewOutboxMessage {
  channel: OutboxChannel;
  /** Phone number in international form (+358...) or e-mail address. */
  recipient: string;
  /** The customer the message concerns, if any. */
  patientId: number | null;
  /** E-mail only. */
  subject?: string | null;
  body: string;
  /** The appointment reminder the message carries, if any (dropped unsent if the appointment changes). */
  appointmentReminderId?: number | null;
}

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  patientId: number | null;
  subject: string | null;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** Called with each new row in the writer's transaction (the delivery queues its job there). */
export type OutboxQueued = (tx: DatabaseOrTransaction, messageId: number) => Promise<void>;

export async function insertOutboxMessage(db: DatabaseOrTransaction, message: NewOutboxMessage): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      patientId: message.patientId,
      subject: message.channel === "email" ? (message.subject ?? null) : null,
      body: message.body,
      appointmentReminderId: message.appointmentReminderId ?? null,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error("outbox insert returned nothing");
  return row.id;
}

export interface OutboxFilter {
  channel?: OutboxChannel;
  recipient?: string;
  limit: number;
}

/** The newest messages first (development viewer; never used to show patient data to users). */
export async function listNewestOutboxMessages(db: DatabaseOrTransaction, filter: OutboxFilter): Promise<OutboxMessage[]> {
  const conditions: SQL[] = [];
  if (filter.channel) conditions.push(eq(outboxMessages.channel, filter.channel));
  if (filter.recipient) conditions.push(eq(outboxMessages.recipient, filter.recipient));
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      patientId: outboxMessages.patientId,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
    })
    .from(outboxMessages)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(filter.limit);
}

export interface ClaimedMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
}

/**
 * Takes one unsent message for delivery: one conditional statement marks it sent and counts the
 * attempt, so two processes never both take it and no transaction stays open while the provider
 * is called. Null when it is sent already (or gave up after `maxAttempts`). A failed delivery hands
 * the row back with `releaseClaimedMessage`.
 */
export async function claimUnsentMessage(
  db: DatabaseOrTransaction,
  { id, maxAttempts, now }: { id: number; maxAttempts: number; now: Date },
): Promise<ClaimedMessage | null> {
  const [claimed] = await db
    .update(outboxMessages)
    .set({ sentAt: now, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(and(eq(outboxMessages.id, id), isNull(outboxMessages.sentAt), lt(outboxMessages.attempts, maxAttempts)))
    .returning({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
    });
  return claimed ?? null;
}

/** A claimed message the provider refused: unsent again, with the reason (no message content). */
export async function releaseClaimedMessage(db: DatabaseOrTransaction, id: number, error: string): Promise<void> {
  await db.update(outboxMessages).set({ sentAt: null, lastError: error }).where(eq(outboxMessages.id, id));
}

/**
 * Unsent messages of these channels written before `before` that may still be tried, oldest first
 * (the sweep gives each a delivery job; one still queued makes that a no-op).
 */
export async function listUndeliveredMessageIds(
  db: DatabaseOrTransaction,
  { channels, before, maxAttempts, limit }: { channels: OutboxChannel[]; before: Date; maxAttempts: number; limit: number },
): Promise<number[]> {
  if (channels.length === 0) return [];
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.channel, channels),
        isNull(outboxMessages.sentAt),
        lt(outboxMessages.attempts, maxAttempts),
        lt(outboxMessages.createdAt, before),
      ),
    )
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
