// @vitest-environment jsdom
import { singlePage } from "#domain/list-paging";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
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
    validUntil: "2028-10-25",
    renewal: null,
    ...overrides,
  };
}

const TODAY = "2026-11-24";

const itemOf = (name: string) => screen.getByRole("heading", { level: 2, name: new RegExp(`^${name}`) }).closest("li") as HTMLElement;

describe("prescriptions list", () => {
  it("shows every field, marks the non-renewable one, and passes axe", async () => {
    const { container } = renderRoute(PrescriptionsPage, {
      page: "prescriptions",
      loaderData: {
        today: TODAY,
        prescriptions: singlePage([
          prescription(),
          prescription({ id: 2, medicineName: "Amoksisilliini", strength: "500 mg", isRenewable: false, packageSize: 21, packageCount: 1, treatmentLength: 7, treatmentLengthUnit: "day" }),
          prescription({ id: 3, medicineName: "Ibuprofeeni", strength: "400 mg", isRenewable: false, treatmentLength: null, treatmentLengthUnit: null }),
        ], 20),
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
    // Renewal not enabled: no selection.
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Renew selected prescriptions" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("speaks Swedish", async () => {
    renderRoute(PrescriptionsPage, { page: "prescriptions", lang: "sv", loaderData: { today: TODAY, prescriptions: singlePage([prescription({ isRenewable: false, treatmentLength: 2, treatmentLengthUnit: "week" })], 20), isPrescriptionRenewalEnabled: true, canRenewPrescriptions: true } });
    expect(await screen.findByRole("heading", { level: 1, name: "Recept" })).toBeTruthy();
    expect(screen.getByText("Receptet kan inte förnyas")).toBeTruthy();
    expect(screen.getByText("2 veckor")).toBeTruthy();
  });

  it("shows each one's state in a badge: valid, expiring soon, expired", async () => {
    renderRoute(PrescriptionsPage, {
      page: "prescriptions",
      loaderData: {
        today: TODAY,
        prescriptions: singlePage([
          prescription(),
          prescription({ id: 2, medicineName: "Amoksisilliini", strength: "500 mg", validUntil: "2026-12-20" }),
          prescription({ id: 3, medicineName: "Ibuprofeeni", strength: "400 mg", validUntil: "2026-11-23" }),
        ], 20),
      },
    });
    expect((await screen.findByRole("heading", { level: 2, name: /^Levotyroksiini/ })).textContent).toBe("Levotyroksiini 100 mikrog Valid");
    expect(within(itemOf("Amoksisilliini")).getByText("Expiring soon").className).toBe("status-badge status-badge--warning");
    expect(within(itemOf("Ibuprofeeni")).getByText("Expired").className).toBe("status-badge");
  });

  it("says No prescriptions", async () => {
    renderRoute(PrescriptionsPage, { page: "prescriptions", loaderData: { today: TODAY, prescriptions: singlePage([], 20) } });
    expect(await screen.findByText("No prescriptions")).toBeTruthy();
  });

  describe("selection for renewal", () => {
    const list = [
      prescription(),
      prescription({ id: 2, medicineName: "Amoksisilliini", strength: "500 mg", isRenewable: false }),
      prescription({ id: 3, medicineName: "Salbutamoli", strength: "0,1 mg/annos" }),
    ];
    const enabled = { today: TODAY, prescriptions: singlePage(list, 20), isPrescriptionRenewalEnabled: true, canRenewPrescriptions: true };

    it("gives renewable ones a checkbox, none to the non-renewable one, and passes axe", async () => {
      const { container } = renderRoute(PrescriptionsPage, { page: "prescriptions", loaderData: enabled });
      expect(await screen.findByRole("checkbox", { name: "Levotyroksiini 100 mikrog" })).toBeTruthy();
      expect(screen.getByRole("checkbox", { name: "Salbutamoli 0,1 mg/annos" })).toBeTruthy();
      expect(screen.getAllByRole("checkbox")).toHaveLength(2);
      expect(within(itemOf("Amoksisilliini 500 mg")).getByText("Non-renewable prescription")).toBeTruthy();
      expect(await axeViolations(container)).toEqual([]);
    });

    it("shows how long each is valid, and where its latest renewal request stands", async () => {
      const withRenewals = {
        ...enabled,
        prescriptions: singlePage(
          [
            prescription({ id: 1, renewal: { status: "requested", date: "2026-11-20" } }),
            prescription({ id: 2, medicineName: "Salbutamoli", strength: "0,1 mg/annos", renewal: { status: "declined", date: "2026-11-01" } }),
          ],
          20,
        ),
      };
      renderRoute(PrescriptionsPage, { page: "prescriptions", loaderData: withRenewals });
      const levo = (await screen.findByText("Renewal requested 20.11.2026")).closest("li") as HTMLElement;
      expect(within(levo).getByText("Valid until")).toBeTruthy();
      expect(within(levo).getByText("25.10.2028")).toBeTruthy();
      expect(screen.getByText("Renewal declined 1.11.2026")).toBeTruthy();
    });

    it("puts the button in a bar that sticks to the bottom once something is selected, saying how many", async () => {
      renderRoute(PrescriptionsPage, { page: "prescriptions", loaderData: enabled });
      const renew = (await screen.findByRole("button", { name: "Renew selected prescriptions" })) as HTMLButtonElement;
      const bar = renew.parentElement as HTMLElement;
      expect(bar.className).toBe("prescription-actionbar");
      fireEvent.click(screen.getByRole("checkbox", { name: "Salbutamoli 0,1 mg/annos" }));
      await waitFor(() => expect(bar.className).toContain("prescription-actionbar--sticky"));
      expect(within(bar).getByRole("status").textContent).toBe("1 prescription selected");
      // The bar is the form's last child, so it sticks while the list scrolls.
      expect(bar.parentElement?.lastElementChild).toBe(bar);
    });

    it("selects all, toggles to none, lists the selected in the cart each removable, and enables the button", async () => {
      renderRoute(PrescriptionsPage, { page: "prescriptions", loaderData: enabled });
      const renew = (await screen.findByRole("button", { name: "Renew selected prescriptions" })) as HTMLButtonElement;
      await waitFor(() => expect(renew.disabled).toBe(true));
      const cart = screen.getByRole("region", { name: "Selected for renewal" });
      expect(within(cart).getByText("No prescriptions selected")).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Select all" }));
      expect((screen.getByRole("checkbox", { name: "Levotyroksiini 100 mikrog" }) as HTMLInputElement).checked).toBe(true);
      expect(within(cart).getByText("Salbutamoli 0,1 mg/annos")).toBeTruthy();
      expect(renew.disabled).toBe(false);
      fireEvent.click(screen.getByRole("button", { name: "Clear selection" }));
      expect(screen.getAllByRole("checkbox").every((box) => !(box as HTMLInputElement).checked)).toBe(true);
      expect(renew.disabled).toBe(true);
      fireEvent.click(screen.getByRole("checkbox", { name: "Salbutamoli 0,1 mg/annos" }));
      fireEvent.click(screen.getByRole("checkbox", { name: "Levotyroksiini 100 mikrog" }));
      fireEvent.click(within(cart).getByRole("button", { name: "Remove Levotyroksiini 100 mikrog" }));
      expect((screen.getByRole("checkbox", { name: "Levotyroksiini 100 mikrog" }) as HTMLInputElement).checked).toBe(false);
      expect(within(cart).queryByText("Levotyroksiini 100 mikrog")).toBeNull();
      expect(within(cart).getByText("Salbutamoli 0,1 mg/annos")).toBeTruthy();
    });

    it("is a GET form to the list with the selected ids, which the loader sends on to the renewal page", async () => {
      const { container } = renderRoute(PrescriptionsPage, { page: "prescriptions", loaderData: enabled });
      const box = await screen.findByRole("checkbox", { name: "Salbutamoli 0,1 mg/annos" });
      const form = box.closest("form") as HTMLFormElement;
      expect(form.getAttribute("method")).toBe("get");
      expect(form.getAttribute("action")).toBe("/en/prescriptions");
      expect((box as HTMLInputElement).name).toBe("prescription");
      expect((box as HTMLInputElement).value).toBe("3");
      expect(container.querySelector("input[type=hidden][name=csrfToken]")).toBeNull();
    });

    it("offers no selection when the patient cannot renew", async () => {
      renderRoute(PrescriptionsPage, { page: "prescriptions", loaderData: { ...enabled, canRenewPrescriptions: false } });
      expect(await screen.findByRole("heading", { level: 1, name: "Prescriptions" })).toBeTruthy();
      expect(screen.queryByRole("checkbox")).toBeNull();
    });
  });
});
