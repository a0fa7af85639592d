import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ValidSession } from "#app/session.server";
import { messagingPatientOf } from "./messaging.server";

// Whether the messaging pages serve the acting patient (spec part 2 §2): only with the
// customer-messaging-allowed flag and a customer messaging user.

const flags = { features: [] as string[] };
const getCustomerUser = vi.hoisted(() => vi.fn());
vi.mock("#server/modules/messaging/thread-service", () => ({ getCustomerUser }));

// The request's service scope (decision 389) carries the environment's flags.
const context = {
  scope: {
    db: {},
    get features() {
      return flags.features;
    },
  },
} as unknown as AppLoadContext;
const session = (actingPatientId: number | null) => ({ actingPatientId }) as ValidSession;

describe("messagingPatientOf", () => {
  it("is nobody without the customer-messaging-allowed flag, without asking the database", async () => {
    flags.features = ["customer-messaging-enabled"];
    expect(await messagingPatientOf(context, session(7))).toBeNull();
    expect(getCustomerUser).not.toHaveBeenCalled();
  });

  it("is the acting patient with the flag and a messaging user, else nobody", async () => {
    flags.features = ["customer-messaging-allowed"];
    getCustomerUser.mockResolvedValueOnce({ id: 3 });
    expect(await messagingPatientOf(context, session(7))).toBe(7);
    getCustomerUser.mockResolvedValueOnce(null);
    expect(await messagingPatientOf(context, session(7))).toBeNull();
    expect(await messagingPatientOf(context, session(null))).toBeNull();
  });
});
