import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "#tests/clock";
import type { Session } from "#server/modules/account/session-service";
import { sessionPersonOf } from "./root-data.server";

const loadSessionPerson = vi.hoisted(() => vi.fn(async () => null));
vi.mock("#server/modules/account/menu-service", () => ({ loadSessionPerson }));

const contextOf = () => ({ services: { database: { db: {} }, clock: { now: () => TEST_NOW } } }) as unknown as AppLoadContext;

describe("sessionPersonOf", () => {
  it("reads the menu person once per request, however many loaders ask", async () => {
    const session = { id: "s" } as Session;
    const request = contextOf();
    await Promise.all([sessionPersonOf(request, session), sessionPersonOf(request, session)]);
    expect(loadSessionPerson).toHaveBeenCalledTimes(1);
    await sessionPersonOf(contextOf(), session);
    expect(loadSessionPerson).toHaveBeenCalledTimes(2);
  });
});
