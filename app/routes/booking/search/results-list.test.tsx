// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoute } from "#app/ui/test-utils";
import { ResultsList } from "./results-list";
import type { AvailableAppointment } from "./search-client";

// Each free time shows the practitioner's picture, or their initials without one (issue 18):
// decorative next to the name, at a fixed size, lazily loaded below the first results.

afterEach(cleanup);

function appointment(id: number, practitioner: { name: string; profileImageUrl: string | null }): AvailableAppointment {
  return {
    id,
    startDate: new Date(Date.UTC(2026, 10, 24, 8, id)).toISOString(),
    endDate: new Date(Date.UTC(2026, 10, 24, 8, id + 20)).toISOString(),
    durationMinutes: 20,
    isSpecificTime: true,
    isRemote: false,
    locationType: "physicalLocation",
    requiresAuthToReserve: false,
    kindId: "YL",
    kind: { id: "YL", title: "General practitioner's appointment", cmsContent: { appointmentReservationInfo: null } },
    practitioner: { id: id, title: "General practitioner", isResource: false, cmsContent: { appointmentReservationInfo: null }, ...practitioner },
    specialtyData: { specialties: [] },
    clinic: { id: "HKA", name: "Hoiva Kamppi", city: "Helsinki", streetAddress: "Urho Kekkosen katu 1", postalCode: "00100", postOffice: "Helsinki" },
    price: null,
  };
}

const appointments = [
  appointment(1, { name: "Anna Salminen", profileImageUrl: "/demo/practitioners/salminen.svg" }),
  appointment(2, { name: "Rokotuspiste Kamppi", profileImageUrl: null }),
  appointment(3, { name: "Mikael Berg", profileImageUrl: "/demo/practitioners/berg.svg" }),
  appointment(4, { name: "Laura Koskinen", profileImageUrl: "/demo/practitioners/koskinen.svg" }),
];

function List() {
  return <ResultsList appointments={appointments} healthCareType="private" isLoggedIn={false} />;
}

const itemOf = (name: string) => screen.getByText(name).closest("li")!;

describe("practitioner pictures in the results", () => {
  it("shows the picture over the initials, decorative and of a fixed size, lazily below the first results", () => {
    renderRoute(List, { page: "bookingPrivate", lang: "en" });
    const first = itemOf("Anna Salminen").querySelector("img")!;
    expect(first.getAttribute("src")).toBe("/demo/practitioners/salminen.svg");
    expect(first.getAttribute("alt")).toBe("");
    expect([first.getAttribute("width"), first.getAttribute("height")]).toEqual(["40", "40"]);
    expect(first.getAttribute("loading")).toBe("eager");
    expect(itemOf("Anna Salminen").querySelector(".avatar")?.textContent).toBe("AS");
    expect(itemOf("Laura Koskinen").querySelector("img")!.getAttribute("loading")).toBe("lazy");
    // No picture: the initials alone, hidden from assistive tech like the picture.
    expect(itemOf("Rokotuspiste Kamppi").querySelector("img")).toBeNull();
    const initials = itemOf("Rokotuspiste Kamppi").querySelector(".avatar")!;
    expect(initials.textContent).toBe("RK");
    expect(initials.getAttribute("aria-hidden")).toBe("true");
    // The pictures add nothing to the names that assistive tech reads.
    expect(screen.queryAllByRole("img")).toEqual([]);
  });

  it("has no axe violations", async () => {
    const { container } = renderRoute(List, { page: "bookingPrivate", lang: "en" });
    expect(await axeViolations(container)).toEqual([]);
  });
});
