import { describe, expect, it } from "vitest";
import { professionalHref } from "#domain/routes/professional-route-table";
import { type Clock, clockStartingAt } from "#server/clock/clock";
import { PROFESSIONAL_SESSION_COOKIE } from "#server/modules/professional/session-cookie";
import { TEST_NOW } from "#tests/clock";
import { csrfOf, jariThreadId, signInStaff, useStaffWorkspaceServer } from "./staff-workspace-server";

// Staff sessions end after 30 minutes without a request (issue 30, finding 14; decision 284): every
// request of the professional moves the end on, the pages say when it comes, and a professional
// who comes back later is sent to the sign-in with the reason. The server's clock is the test's,
// moved forward by hand from TEST_NOW (10:00 in Helsinki).

const base = clockStartingAt(TEST_NOW);
let skipped = 0;
const clock: Clock = { now: () => new Date(base.now().getTime() + skipped) };
const passMinutes = (minutes: number) => {
  skipped += minutes * 60_000;
};

const workspace = useStaffWorkspaceServer("professional-idle", { clock });

describe("the staff session's idle timeout", () => {
  it("is 30 minutes by default, configurable", () => {
    expect(workspace.services.config.PROFESSIONAL_IDLE_TIMEOUT).toEqual({ amount: 30, unit: "minutes" });
  });

  it("moves on with every request, says when it ends, and sends an idle professional to the sign-in with the reason", async () => {
    skipped = 0;
    const browser = await signInStaff(workspace, "ojala", "en");
    const inbox = `${workspace.base()}${professionalHref("inbox", "en")}`;
    const first = await browser.request(inbox);
    expect(first.status).toBe(200);
    expect(first.body).toMatch(/Without activity you will be signed out at <time datetime="2026-11-24T08:30:/i);
    expect(first.body).toMatch(/>10:30<\/time>\./);

    passMinutes(29);
    const later = await browser.request(inbox);
    expect(later.status).toBe(200);
    expect(later.body).toMatch(/>10:59<\/time>\./);
    passMinutes(29);
    expect((await browser.request(inbox)).status).toBe(200);

    passMinutes(31);
    const idle = await browser.request(inbox);
    expect(idle.status).toBe(303);
    expect(idle.location).toBe(`${workspace.base()}${professionalHref("signIn", "en", {}, { expired: "idle" })}`);
    expect(browser.cookie("localhost", PROFESSIONAL_SESSION_COOKIE)).toBeUndefined();
    const signIn = await browser.request(idle.location!);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toContain("You were signed out after 30 minutes of inactivity.");
  });

  it("says it in the professional's language, also to a form posted after the timeout", async () => {
    skipped = 0;
    const browser = await signInStaff(workspace, "saarinen", "fi");
    const threadId = await jariThreadId(workspace.database, "Selkävaivat ja työergonomia");
    const inbox = await browser.request(`${workspace.base()}${professionalHref("inbox", "fi")}`);
    expect(inbox.body).toMatch(/Ilman toimintaa sinut kirjataan ulos klo <time[^>]*>10:30<\/time>\./);
    passMinutes(30);
    const posted = await browser.request(`${workspace.base()}${professionalHref("thread", "fi", { threadId })}`, {
      method: "POST",
      form: { csrfToken: csrfOf(inbox.body), intent: "close" },
    });
    expect(posted.status).toBe(303);
    expect(posted.location).toBe(`${workspace.base()}${professionalHref("signIn", "fi", {}, { expired: "idle" })}`);
    const signIn = await browser.request(posted.location!);
    expect(signIn.body).toContain("Sinut kirjattiin ulos, koska työtilaa ei käytetty 30 minuuttiin.");
  });

  it("is extended by the warning's button without a page load", async () => {
    skipped = 0;
    const browser = await signInStaff(workspace, "ojala", "sv");
    const inbox = await browser.request(`${workspace.base()}${professionalHref("inbox", "sv")}`);
    // The warning waits hidden (its script shows it before the time); its button posts here.
    expect(inbox.body).toMatch(/id="idle-warning" role="alert" hidden="">.*<form action="\/professional\/session\/extend" method="post">/s);
    expect(inbox.body).toContain("Fortsätt sessionen");
    passMinutes(27);
    const extended = await browser.request(`${workspace.base()}/professional/session/extend`, { method: "POST", form: { csrfToken: csrfOf(inbox.body) } });
    expect(extended.status).toBe(200);
    const answer = JSON.parse(extended.body) as { signedOutAt: string; time: string; remainingMs: number };
    expect(answer.time).toBe("10:57");
    // The server's clock runs on at real speed: a few milliseconds may have passed.
    expect(answer.remainingMs).toBeGreaterThan(30 * 60_000 - 1_000);
    expect(answer.remainingMs).toBeLessThanOrEqual(30 * 60_000);
    expect(answer.signedOutAt.startsWith("2026-11-24T08:57:")).toBe(true);
    passMinutes(29);
    expect((await browser.request(`${workspace.base()}${professionalHref("inbox", "sv")}`)).status).toBe(200);
    const forged = await browser.request(`${workspace.base()}/professional/session/extend`, { method: "POST", form: { csrfToken: "forged" } });
    expect(forged.status).toBe(403);
  });

  it("still ends after the working day of 8 hours, whatever the activity", async () => {
    skipped = 0;
    const browser = await signInStaff(workspace, "ojala", "en");
    const inbox = `${workspace.base()}${professionalHref("inbox", "en")}`;
    let answer = await browser.request(inbox);
    for (let step = 0; step < 17 && answer.status === 200; step++) {
      passMinutes(29);
      answer = await browser.request(inbox);
    }
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${workspace.base()}${professionalHref("signIn", "en")}`);
    expect(skipped).toBeGreaterThan(8 * 60 * 60_000);
  });
});
