import { TEST_NOW } from "#tests/clock";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#server/http/session";
import type { Person } from "#server/modules/account/session-service";
import { NEW_PEOPLE, logIn, personaPerson } from "#server/modules/profile/test-sessions";
import { useTestServer } from "#tests/integration/test-server";

// POST /api/concepts over HTTP (spec part 2 §7, §8 insert patient concept codes).

const server = useTestServer({ demoDataNow: TEST_NOW });

async function login(person: Person) {
  const session = await logIn(server.database.db, person);
  return { cookie: `${SESSION_COOKIE}=${session.id}`, csrf: session.csrfToken };
}

const post = (who: { cookie: string; csrf: string }, body: unknown) => server.request("POST", `/api/concepts?csrfToken=${who.csrf}`, { cookie: who.cookie, body });

describe("POST /api/concepts", () => {
  it("adds the insurer's concept: success", async () => {
    const emily = await login(personaPerson("emily"));
    const response = await post(emily, { code: "90157" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: "success" });
  });

  it("answers each result code of the spec", async () => {
    const aino = await login(personaPerson("aino"));
    expect(await (await post(aino, { code: "123456" })).json()).toEqual({ type: "conceptNotFound" });
    expect(await (await post(aino, { code: "700100" })).json()).toEqual({ type: "conceptOnlineUpdateNotAllowed" });
    expect(await (await post(await login(personaPerson("kalle")), { code: "90157" })).json()).toEqual({ type: "customerDeniedAccess" });
    expect(await (await post(await login(NEW_PEOPLE.adult), { code: "90157" })).json()).toEqual({ type: "customerNotFound" });
  });

  it("has LähiTapiola's code with the development environment's feature flag", async () => {
    expect(await (await post(await login(personaPerson("emily")), { code: "90021" })).json()).toEqual({ type: "success" });
  });

  it("refuses bad input with 400 and a call without the csrfToken with 403", async () => {
    const aino = await login(personaPerson("aino"));
    const bad = await post(aino, { code: "90157; drop table" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ type: "ValidationError", details: [{ path: "code", message: "validation.invalidValue" }] });
    expect((await post(aino, {})).status).toBe(400);
    const refused = await server.request("POST", "/api/concepts", { cookie: aino.cookie, body: { code: "90157" } });
    expect(refused.status).toBe(403);
  });
});
