// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, recordingAction, renderRoute, useAnalyticsStub } from "#app/ui/test-utils";
import PrescriptionRenewalPage from "./prescription-renewal";
import type { PrescriptionRenewalActionData, PrescriptionRenewalPageData } from "./prescription-renewal.server";

// The renewal page with given page data and action answers (spec part 2 §4 "Prescription
// renewal", §5, §8): the questions per medicine, the follow-ups they require, submit disabled with
// "First fill all fields in the form" until complete, sent, failed, maintenance, axe.

useAnalyticsStub();
afterEach(cleanup);

const answering: PrescriptionRenewalPageData = {
  status: "answering",
  prescriptions: [
    { id: 7, medicineName: "Levotyroksiini", strength: "100 mikrog", medicineType: "tabletti", issuedDate: "2026-10-25" },
    { id: 9, medicineName: "Salbutamoli", strength: "0,1 mg/annos", medicineType: "inhalaatiojauhe", issuedDate: "2026-06-01" },
  ],
};

function renderRenewal(options: { action?: (form: FormData) => unknown; lang?: "en" | "fi" | "sv" } = {}, loaderData: PrescriptionRenewalPageData = answering) {
  return renderRoute(PrescriptionRenewalPage, { page: "prescriptionRenewal", path: `/${options.lang ?? "en"}/${options.lang === "fi" ? "reseptin-uusinta" : "prescription-renewal"}/7,9`, lang: options.lang, loaderData, action: options.action ? async ({ request }: { request: Request }) => options.action?.(await request.formData()) : undefined, otherPages: { thread: "A conversation" } } as never);
}

const group = (medicine: string) => screen.getByRole("group", { name: medicine });

function answerMedicine(medicine: string, { finished, sideEffects }: { finished: "Yes" | "No"; sideEffects: "Yes" | "No" }) {
  const fieldset = group(medicine);
  fireEvent.change(within(fieldset).getByRole("textbox", { name: "Why do you need the medicine?" }), { target: { value: "Pitkäaikainen lääkitys" } });
  fireEvent.click(within(within(fieldset).getByRole("group", { name: "Is the medicine finished?" })).getByRole("radio", { name: finished }));
  fireEvent.click(within(within(fieldset).getByRole("group", { name: "Have you had side effects from the medicine?" })).getByRole("radio", { name: sideEffects }));
}

describe("prescription renewal page", () => {
  it("asks the questions per medicine and the general one, and passes axe", async () => {
    const { container } = renderRenewal();
    expect(await screen.findByRole("heading", { level: 1, name: "Prescription renewal" })).toBeTruthy();
    for (const medicine of ["Levotyroksiini 100 mikrog", "Salbutamoli 0,1 mg/annos"]) {
      const fieldset = group(medicine);
      expect(within(fieldset).getByRole("textbox", { name: "Why do you need the medicine?" })).toBeTruthy();
      expect(within(fieldset).getByRole("group", { name: "Is the medicine finished?" })).toBeTruthy();
    }
    expect(screen.getByRole("textbox", { name: "What other medicines are you using?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to prescriptions" }).getAttribute("href")).toBe("/en/prescriptions");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps submit enabled: a try before every answer is there sends nothing and says 'First fill all fields in the form', focused; asks the follow-ups the answers need", async () => {
    const { posted, action } = recordingAction({ outcome: "sent", threadId: 55 } satisfies PrescriptionRenewalActionData);
    renderRenewal({ action });
    const send = (await screen.findByRole("button", { name: "Send renewal request" })) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
    // Nothing red before a try (the GOV.UK pattern).
    expect(screen.queryByText("First fill all fields in the form")).toBeNull();
    fireEvent.click(send);
    const incomplete = (await screen.findByText("First fill all fields in the form")).closest("div") as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(incomplete));
    expect(posted).toEqual([]);
    // Follow-ups show only when required once the page is alive.
    expect(screen.queryByRole("textbox", { name: "How much of the medicine is left, and when will it run out?" })).toBeNull();
    answerMedicine("Levotyroksiini 100 mikrog", { finished: "No", sideEffects: "Yes" });
    answerMedicine("Salbutamoli 0,1 mg/annos", { finished: "Yes", sideEffects: "No" });
    fireEvent.change(screen.getByRole("textbox", { name: "What other medicines are you using?" }), { target: { value: "Ei muita" } });
    const levo = group("Levotyroksiini 100 mikrog");
    fireEvent.change(within(levo).getByRole("textbox", { name: "How much of the medicine is left, and when will it run out?" }), { target: { value: "Viikon annos" } });
    fireEvent.change(within(levo).getByRole("textbox", { name: "Which side effects?" }), { target: { value: "Sydämentykytys" } });
    await waitFor(() => expect(screen.queryByText("First fill all fields in the form")).toBeNull());
    fireEvent.click(send);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      intent: "send",
      "items[0].prescriptionId": "7",
      "items[0].isMedicineFinished": "no",
      "items[0].amountLeft": "Viikon annos",
      "items[0].sideEffects": "Sydämentykytys",
      "items[1].prescriptionId": "9",
      otherMedicines: "Ei muita",
    });
    const box = (await screen.findByText("Your renewal request has been sent.")).closest(".record-success") as HTMLElement;
    expect(box.getAttribute("role")).toBe("status");
    expect(within(box).getByText("Your renewal request has been sent.")).toBeTruthy();
    expect(within(box).getByRole("link", { name: "Open the request in messages" }).getAttribute("href")).toBe("/en/messages/55");
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.queryByRole("button", { name: "Send renewal request" })).toBeNull();
  });

  it("says 'Prescription renewal failed.' and keeps the answers", async () => {
    const answer: PrescriptionRenewalActionData = { outcome: "failed", result: { status: "error", initialValue: { otherMedicines: "Ei muita" }, error: {} } };
    const { action } = recordingAction(answer);
    renderRenewal({ action });
    await screen.findByRole("button", { name: "Send renewal request" });
    answerMedicine("Levotyroksiini 100 mikrog", { finished: "Yes", sideEffects: "No" });
    answerMedicine("Salbutamoli 0,1 mg/annos", { finished: "Yes", sideEffects: "No" });
    fireEvent.change(screen.getByRole("textbox", { name: "What other medicines are you using?" }), { target: { value: "Ei muita" } });
    fireEvent.click(screen.getByRole("button", { name: "Send renewal request" }));
    expect((await screen.findByText("Prescription renewal failed.")).getAttribute("role")).toBe("alert");
    expect((screen.getByRole("textbox", { name: "What other medicines are you using?" }) as HTMLTextAreaElement).value).toBe("Ei muita");
  });

  it("speaks Finnish and shows the maintenance notice", async () => {
    renderRenewal({ lang: "fi" }, { status: "maintenance-mode" });
    expect(await screen.findByRole("heading", { level: 1, name: "Reseptin uusiminen" })).toBeTruthy();
    expect(screen.getByText(/siirrymme uuteen viestipalveluun/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
