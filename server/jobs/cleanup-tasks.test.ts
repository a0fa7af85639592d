import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "#server/clock/clock";
import { auditEvents, messageAttachments, messages, messagingUsers, professionalSessions, sessions } from "#server/db/schema";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import { UNSENT_UPLOAD_RETENTION_MS } from "#server/modules/messaging/attachment-service";
import type { Services } from "#server/services";
import { TEST_NOW } from "#tests/clock";
import { patientIdOf } from "#tests/db/personas";
import { useTestDatabase } from "#tests/db/test-database";
import { createTestServices } from "#tests/services";
import { logInForTest } from "#tests/sessions";
import { taskHandlers } from "./tasks";

// The clean-up tasks of the job queue, run as the queue runs them (their handlers), at the pinned
// clock: uploads no message took are deleted a day after the upload, with their files; sessions
// are deleted once they ended (patients' a day later, for the timed-out page).

const database = useTestDatabase({ demoDataNow: TEST_NOW });
const clock = fixedClock(TEST_NOW);
let dataDir: string;
let services: Services;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hoiva-cleanup-"));
  services = createTestServices(database.handle, { env: { DATA_DIR: dataDir }, clock });
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const handlers = () => taskHandlers(services, { send: async () => {} });

describe("upload clean-up", () => {
  it("deletes uploads no message took a day after the upload, files included, and keeps newer ones and sent ones", async () => {
    const aino = await patientIdOf(database.db, "aino");
    const [user] = await database.db.select({ id: messagingUsers.id }).from(messagingUsers).where(eq(messagingUsers.patientId, aino));
    const [message] = await database.db.select({ id: messages.id }).from(messages).limit(1);
    const storage = services.integrations.fileStorage;
    const upload = async (key: string, ageMs: number, messageId: number | null) => {
      const storagePath = `attachments/${aino}/${key}`;
      await storage.put(storagePath, { bytes: new TextEncoder().encode("hello"), contentType: "text/plain" });
      const [row] = await database.db
        .insert(messageAttachments)
        .values({ key, patientId: aino, uploadedByUserId: user!.id, fileName: `${key}.txt`, contentType: "text/plain", sizeBytes: 5, storagePath, messageId, createdAt: new Date(TEST_NOW.getTime() - ageMs) })
        .returning({ id: messageAttachments.id });
      return { id: row!.id, storagePath };
    };
    const stale = await upload("stale-upload", UNSENT_UPLOAD_RETENTION_MS + 60_000, null);
    const recent = await upload("recent-upload", UNSENT_UPLOAD_RETENTION_MS - 60_000, null);
    const sent = await upload("sent-upload", 7 * UNSENT_UPLOAD_RETENTION_MS, message!.id);

    await handlers()["upload-cleanup"]({});

    const left = await database.db
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .where(inArray(messageAttachments.id, [stale.id, recent.id, sent.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, sent.id].sort());
    expect(await storage.get(stale.storagePath)).toBeNull();
    expect(await storage.get(recent.storagePath)).not.toBeNull();
    expect(await storage.get(sent.storagePath)).not.toBeNull();
    const audit = await database.db
      .select({ actingFor: auditEvents.actingForPatientId, action: auditEvents.action, address: auditEvents.address })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "message-attachment"), eq(auditEvents.entityId, String(stale.id))));
    expect(audit).toEqual([{ actingFor: aino, action: "delete", address: "upload-cleanup" }]);
  });
});

describe("session clean-up", () => {
  it("deletes patients' sessions a day after they ended and professionals' once they ended, and keeps the rest", async () => {
    const ended = await logInForTest(database.db, "aino");
    const endedToday = await logInForTest(database.db, "aino");
    const live = await logInForTest(database.db, "aino");
    const setExpiry = (id: string, at: Date) => database.db.update(sessions).set({ expiresAt: at }).where(eq(sessions.id, sessionKeyOf(id)));
    await setExpiry(ended.session.id, new Date(TEST_NOW.getTime() - 25 * 3_600_000));
    await setExpiry(endedToday.session.id, new Date(TEST_NOW.getTime() - 3_600_000));
    await database.db.insert(professionalSessions).values([
      { id: "professional-ended", expiresAt: new Date(TEST_NOW.getTime() - 60_000) },
      { id: "professional-live", expiresAt: new Date(TEST_NOW.getTime() + 60_000) },
    ]);

    await handlers()["session-cleanup"]({});

    const left = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [ended, endedToday, live].map((login) => sessionKeyOf(login.session.id))));
    expect(left.map((row) => row.id).sort()).toEqual([sessionKeyOf(endedToday.session.id), sessionKeyOf(live.session.id)].sort());
    const professionals = await database.db.select({ id: professionalSessions.id }).from(professionalSessions).where(inArray(professionalSessions.id, ["professional-ended", "professional-live"]));
    expect(professionals).toEqual([{ id: "professional-live" }]);
  });
});
