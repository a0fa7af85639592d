// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoute } from "#app/ui/test-utils";
import PrescriptionsPage from "./prescriptions";
import type { Prescription } from "./prescriptions.server";

// The prescriptions list with given page data (spec part 2 §2, §3, §4, §8): every field,
// "Non-renewable prescription", treatment length in words, "No prescriptions", axe.

afterEach(cleanup);

function prescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    id: 1,
    medicineName: "Levotyroksiini",
    strength: "100 mikrog",
    issuedDate: "2026-10-25",
    isRenewable: true,
    medicineType: "tabletti",
    packageUnit: "kpl",
    packageSize: 100,
    packageCount: 3,
    treatmentLength: 1,
    treatmentLengthUnit: "year",
    totalAmount: "3 x 100 kpl",
    dosageGuide: "1 tabletti aamulla tyhjään mahaan",
    usageGuide: "Kilpirauhasen vajaatoimintaan",
    ...overrides,
  };
}

const itemOf = (name: string) => screen.getByRole("heading", { level: 2, name: new RegExp(`^${name}`) }).closest("li") as HTMLElement;

describe("prescriptions list", () => {
  it("shows every field, marks the non-renewable one, and passes axe", async () => {
    const { container } = renderRoute(PrescriptionsPage, {
      page: "prescriptions",
      loaderData: {
        prescriptions: [
          prescription(),
          prescription({ id: 2, medicineName: "Amoksisilliini", strength: "500 mg", isRenewable: false, packageSize: 21, packageCount: 1, treatmentLength: 7, treatmentLengthUnit: "day" }),
          prescription({ id: 3, medicineName: "Ibuprofeeni", strength: "400 mg", isRenewable: false, treatmentLength: null, treatmentLengthUnit: null }),
        ],
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Prescriptions" })).toBeTruthy();
    const levo = itemOf("Levotyroksiini 100 mikrog");
    expect(within(levo).getByText("tabletti")).toBeTruthy();
    expect(within(levo).getByText("25.10.2026")).toBeTruthy();
    expect(within(levo).getByText("3 × 100 kpl")).toBeTruthy();
    expect(within(levo).getByText("3 x 100 kpl")).toBeTruthy();
    expect(within(levo).getByText("1 year")).toBeTruthy();
    expect(within(levo).getByText("1 tabletti aamulla tyhjään mahaan")).toBeTruthy();
    expect(within(levo).getByText("Kilpirauhasen vajaatoimintaan")).toBeTruthy();
    expect(within(levo).queryByText("Non-renewable prescription")).toBeNull();
    const amox = itemOf("Amoksisilliini 500 mg");
    expect(within(amox).getByText("Non-renewable prescription")).toBeTruthy();
    expect(within(amox).getByText("7 days")).toBeTruthy();
    expect(within(itemOf("Ibuprofeeni")).queryByText("Treatment length")).toBeNull();
    // No renewal selection yet.
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("speaks Swedish", async () => {
    renderRoute(PrescriptionsPage, { page: "prescriptions", lang: "sv", loaderData: { prescriptions: [prescription({ isRenewable: false, treatmentLength: 2, treatmentLengthUnit: "week" })] } });
    expect(await screen.findByRole("heading", { level: 1, name: "Recept" })).toBeTruthy();
    expect(screen.getByText("Receptet kan inte förnyas")).toBeTruthy();
    expect(screen.getByText("2 veckor")).toBeTruthy();
  });

  it("says No prescriptions", async () => {
    renderRoute(PrescriptionsPage, { page: "prescriptions", loaderData: { prescriptions: [] } });
    expect(await screen.findByText("No prescriptions")).toBeTruthy();
  });
});
