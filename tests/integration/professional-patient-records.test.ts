import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCESS_REASON_MAX_LENGTH } from "#domain/professional-inbox";
import { professionalHref } from "#domain/routes/professional-route-table";
import { auditEvents, messagingThreads, messagingUsers } from "#server/db/schema";
import { patientIdOf } from "#tests/db/personas";
import { logInForTest } from "#tests/sessions";
import { csrfOf, signInStaff, useStaffWorkspaceServer } from "./staff-workspace-server";

// A patient's records in the workspace over HTTP (decision 376): Laura Salminen, who saw Aino 30
// days ago, opens her laboratory results, appointments, visits and prescriptions from the
// conversation's patient panel, each view audited with the ids shown and listed on Aino's "who
// has viewed my data"; Antti Koskela, outside Aino's care relationships, is sent to the reason
// form, which keeps what he typed and whose reason opens the records and shows on Aino's log; an
// HR user gets neither.

const workspace = useStaffWorkspaceServer("patient-records");
const records = (key: Parameters<typeof professionalHref>[0], patientId: number, search?: Record<string, string>, params: Record<string, string | number> = {}) =>
  `${workspace.base()}${professionalHref(key, "en", { patientId, ...params }, search)}`;

async function userIdByEmail(email: string): Promise<number> {
  const [row] = await workspace.database.db.select({ id: messagingUsers.id }).from(messagingUsers).where(eq(messagingUsers.emailAddress, email));
  return row!.id;
}

async function ainoAccessLog(): Promise<string> {
  const aino = await logInForTest(workspace.database.db, "aino");
  const log = await fetch(`${workspace.base()}/en/my-information/who-has-viewed-my-data`, { headers: { cookie: aino.cookie } });
  expect(log.status).toBe(200);
  return log.text();
}

describe("a patient's records in the workspace", () => {
  it("open from the conversation to a professional of the patient's care team, each view audited with the ids shown", async () => {
    const doctor = await signInStaff(workspace, "salminen");
    const aino = await patientIdOf(workspace.database.db, "aino");
    const [thread] = await workspace.database.db
      .select({ id: messagingThreads.id })
      .from(messagingThreads)
      .where(and(eq(messagingThreads.patientId, aino), eq(messagingThreads.title, "Kysymys kolesterolituloksesta")));
    const conversation = await doctor.request(`${workspace.base()}${professionalHref("thread", "en", { threadId: thread!.id })}`);
    expect(conversation.status).toBe(200);
    expect(conversation.body).toContain(`href="${professionalHref("patientLabResults", "en", { patientId: aino })}"`);

    const lab = await doctor.request(records("patientLabResults", aino));
    expect(lab.status).toBe(200);
    expect(lab.body).toContain("<h1");
    expect(lab.body).toContain("Laboratory results");
    expect(lab.body).toContain("Aino Virtanen");
    expect(lab.body).toContain("Hemoglobiini");
    for (const [key, heading] of [
      ["patientAppointments", "Upcoming appointments"],
      ["patientVisits", "Visits"],
      ["patientPrescriptions", "Prescriptions"],
    ] as const) {
      const page = await doctor.request(records(key, aino));
      expect(page.status, key).toBe(200);
      expect(page.body, key).toContain(heading);
    }

    const laura = await userIdByEmail("laura.salminen@hoiva.example.com");
    const views = await workspace.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorProfessionalId, laura), eq(auditEvents.entity, "laboratory-list")));
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ action: "read", actingForPatientId: aino, outcome: "allowed" });
    expect((views[0]!.shownIds as Record<string, number[]>)["lab-result"]!.length).toBeGreaterThan(0);
    for (const entity of ["appointment-list", "visit-list", "prescription-list"]) {
      const rows = await workspace.database.db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, laura), eq(auditEvents.entity, entity)));
      expect(rows.length, entity).toBeGreaterThan(0);
    }

    const log = await ainoAccessLog();
    expect(log).toContain("Laura Salminen");
    expect(log).toContain("Laboratory results");
  });

  it("open a result day's values and a visit's report from the lists to the care team, each view one audit event naming it (decision 378)", async () => {
    const doctor = await signInStaff(workspace, "salminen");
    const aino = await patientIdOf(workspace.database.db, "aino");
    const laura = await userIdByEmail("laura.salminen@hoiva.example.com");
    const auditOf = (entity: string) =>
      workspace.database.db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, laura), eq(auditEvents.entity, entity))).orderBy(auditEvents.id);
    const [dayViewsBefore, visitViewsBefore] = [(await auditOf("lab-result")).length, (await auditOf("visit")).length];
    const lab = await doctor.request(records("patientLabResults", aino));
    const dayPath = new RegExp(`href="(${professionalHref("patientLabResults", "en", { patientId: aino })}/(\\d{4}-\\d{2}-\\d{2}))"`).exec(lab.body);
    expect(dayPath, "a result day links to its values").not.toBeNull();
    const day = await doctor.request(`${workspace.base()}${dayPath![1]}`);
    expect(day.status).toBe(200);
    expect(day.body).toContain("Reference range");
    expect(day.body).toContain("Aino Virtanen");
    expect(day.body).toContain(`href="${professionalHref("patientLabResults", "en", { patientId: aino })}"`);
    const dayViews = (await auditOf("lab-result")).slice(dayViewsBefore);
    expect(dayViews).toHaveLength(1);
    expect(dayViews[0]).toMatchObject({ action: "read", actingForPatientId: aino, outcome: "allowed" });
    expect(dayViews[0]!.entityId).toBeTruthy();

    const visits = await doctor.request(records("patientVisits", aino));
    const visitPath = new RegExp(`href="(${professionalHref("patientVisits", "en", { patientId: aino })}/(\\d+))"`).exec(visits.body);
    expect(visitPath, "a visit links to its report").not.toBeNull();
    const report = await doctor.request(`${workspace.base()}${visitPath![1]}`);
    expect(report.status).toBe(200);
    expect(report.body).toContain("Medical report");
    const visitViews = (await auditOf("visit")).slice(visitViewsBefore);
    expect(visitViews).toHaveLength(1);
    expect(visitViews[0]).toMatchObject({ action: "read", actingForPatientId: aino, outcome: "allowed", entityId: visitPath![2] });

    // A day without results, a malformed date and another patient's visit are "not found".
    expect((await doctor.request(records("patientLabResult", aino, undefined, { resultDate: "2001-01-01" }))).status).toBe(404);
    expect((await doctor.request(`${workspace.base()}${professionalHref("patientLabResults", "en", { patientId: aino })}/2026-13-45`)).status).toBe(404);
    expect((await doctor.request(records("patientVisit", aino, undefined, { visitId: 999_999 }))).status).toBe(404);

    // Outside the care relationships: the reason form first, naming the list to return to; HR: not found.
    const outsider = await signInStaff(workspace, "koskela");
    const refusedDay = await outsider.request(`${workspace.base()}${dayPath![1]}`);
    expect(refusedDay.status).toBe(303);
    expect(refusedDay.location).toBe(records("patientRecordsAccess", aino, { to: "labResults", item: dayPath![2]! }));
    expect(refusedDay.body).not.toContain("Reference range");
    const refusedVisit = await outsider.request(`${workspace.base()}${visitPath![1]}`);
    expect(refusedVisit.status).toBe(303);
    expect(refusedVisit.location).toBe(records("patientRecordsAccess", aino, { to: "visits", item: visitPath![2]! }));
    const hr = await signInStaff(workspace, "virta");
    expect((await hr.request(`${workspace.base()}${dayPath![1]}`)).status).toBe(404);
    expect((await hr.request(`${workspace.base()}${visitPath![1]}`)).status).toBe(404);
  });

  it("send a professional outside the care relationships to the reason form, whose reason opens them and shows on the patient's log", async () => {
    const doctor = await signInStaff(workspace, "koskela");
    const aino = await patientIdOf(workspace.database.db, "aino");
    const reasonPage = records("patientRecordsAccess", aino, { to: "labResults" });

    const first = await doctor.request(records("patientLabResults", aino));
    expect(first.status).toBe(303);
    expect(first.location).toBe(reasonPage);
    expect(first.body).not.toContain("Hemoglobiini");

    const form = await doctor.request(reasonPage);
    expect(form.status).toBe(200);
    expect(form.body).toContain("State a reason to open the patient&#x27;s records");
    expect(form.body).toContain(`maxLength="${ACCESS_REASON_MAX_LENGTH}"`);
    expect(form.body).not.toContain("Aino");
    const csrfToken = csrfOf(form.body);

    const blank = await doctor.request(reasonPage, { method: "POST", form: { csrfToken, intent: "openWithReason", reason: " " } });
    expect(blank.status).toBe(400);
    expect(blank.body).toContain("This field is required");
    const long = "y".repeat(ACCESS_REASON_MAX_LENGTH + 1);
    const tooLong = await doctor.request(reasonPage, { method: "POST", form: { csrfToken, intent: "openWithReason", reason: long } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toContain(long);
    const forged = await doctor.request(reasonPage, { method: "POST", form: { csrfToken: "x", intent: "openWithReason", reason: "Potilas soitti." } });
    expect(forged.status).toBe(403);
    expect((await doctor.request(records("patientLabResults", aino))).status).toBe(303);

    const reason = "Potilas soitti ja kysyi hemoglobiinituloksestaan; hoitava lääkäri on poissa.";
    const stated = await doctor.request(reasonPage, { method: "POST", form: { csrfToken, intent: "openWithReason", reason } });
    expect(stated.status).toBe(303);
    expect(stated.location).toBe(records("patientLabResults", aino));
    const opened = await doctor.request(records("patientLabResults", aino));
    expect(opened.status).toBe(200);
    expect(opened.body).toContain("Hemoglobiini");

    const log = await ainoAccessLog();
    expect(log).toContain("Opened outside a care relationship");
    expect(log).toContain(`Reason given: ${reason}`);
    expect(log).toContain("Antti Koskela");
  });

  it("are not found for an HR user, with no reason form, nor for a patient who does not exist", async () => {
    const hr = await signInStaff(workspace, "virta");
    const aino = await patientIdOf(workspace.database.db, "aino");
    expect((await hr.request(records("patientLabResults", aino))).status).toBe(404);
    expect((await hr.request(records("patientPrescriptions", aino))).status).toBe(404);
    expect((await hr.request(records("patientRecordsAccess", aino))).status).toBe(404);
    const heidi = await userIdByEmail("heidi.virta@kivirinne.example.com");
    expect(
      await workspace.database.db.select().from(auditEvents).where(and(eq(auditEvents.actorProfessionalId, heidi), eq(auditEvents.outcome, "allowed"), eq(auditEvents.entity, "laboratory-list"))),
    ).toEqual([]);
    const doctor = await signInStaff(workspace, "salminen");
    expect((await doctor.request(records("patientLabResults", 999_999))).status).toBe(404);
    expect((await doctor.request(`${workspace.base()}/en/professional/patients/abc/lab-results`)).status).toBe(404);
    // One with a care relationship goes straight from the reason form to the records.
    const direct = await doctor.request(records("patientRecordsAccess", aino, { to: "visits" }));
    expect(direct.status).toBe(303);
    expect(direct.location).toBe(records("patientVisits", aino));
    // Asked from a result day or a visit, the form leads back to that day or visit; anything else
    // in `item` leads to the list.
    const toDay = await doctor.request(records("patientRecordsAccess", aino, { to: "labResults", item: "2026-11-23" }));
    expect(toDay.location).toBe(records("patientLabResult", aino, undefined, { resultDate: "2026-11-23" }));
    const toVisit = await doctor.request(records("patientRecordsAccess", aino, { to: "visits", item: "42" }));
    expect(toVisit.location).toBe(records("patientVisit", aino, undefined, { visitId: 42 }));
    const forged = await doctor.request(records("patientRecordsAccess", aino, { to: "labResults", item: "//evil.example" }));
    expect(forged.location).toBe(records("patientLabResults", aino));
  });
});
