import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema";
import { TEST_NOW } from "#tests/clock";
import { logInForTest } from "#tests/sessions";
import { sessionKeyOf } from "#server/modules/account/session-secrets";
import { useTestServer } from "./test-server";

// Log out as a browser without JavaScript does it: a form post with the session's CSRF token to
// the logout action (the timed-out page's), then the front page without the session.

const server = useTestServer({ demoDataNow: TEST_NOW });

describe("the logout form post", () => {
  it("refuses a post without the session's token and keeps the session", async () => {
    const aino = await logInForTest(server.database.db, "aino", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const refused = await server.request("POST", "/fi/katkennut-istunto", { cookie: aino.cookie, form: { intent: "logout" } });
    expect(refused.status).toBe(403);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.id, sessionKeyOf(aino.session.id)))).toHaveLength(1);
  });

  it("ends the session, clears the cookie and goes to the front page", async () => {
    const aino = await logInForTest(server.database.db, "aino", { authTokenTimeout: server.config.AUTH_TOKEN_TIMEOUT });
    const answer = await server.request("POST", "/sv/utgatt-session", { cookie: aino.cookie, form: { intent: "logout", csrfToken: aino.session.csrfToken } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/sv");
    expect(answer.headers.getSetCookie().some((cookie) => /^hoiva_session=;/.test(cookie) && /Max-Age=0/.test(cookie))).toBe(true);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.id, sessionKeyOf(aino.session.id)))).toEqual([]);
    const after = await server.get("/sv/fakturor", { cookie: aino.cookie });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/sv\/loggain\?nextPath=/);
  });

  it("takes a visitor whose session is gone already to the front page", async () => {
    const answer = await server.request("POST", "/en/expired-session", { form: { intent: "logout" } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/en");
  });
});
