import { describe, expect, it } from "vitest";
import { composeRenewalMessage, PRESCRIPTION_RENEWAL_THREAD_TITLE, prescriptionValidity, prescriptionValidUntil } from "./prescription-renewal";
import { parsePrescriptionIds, PrescriptionRenewalSchema } from "./prescription-renewal-inputs";

// The renewal form's rules (spec part 2 §5 "Prescription renewal"): every question answered, the
// follow-up texts the answers require, the address's ids, and the message sent (§7).

const item = { prescriptionId: 7, reason: "Kilpirauhasen vajaatoiminta", isMedicineFinished: "yes", hasSideEffects: "no" };

function paths(input: unknown): string[] {
  const parsed = PrescriptionRenewalSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
}

describe("PrescriptionRenewalSchema", () => {
  it("accepts a complete answer and keeps only the follow-ups the answers ask for", () => {
    const parsed = PrescriptionRenewalSchema.parse({ items: [{ ...item, amountLeft: "typed before", sideEffects: "typed before" }], otherMedicines: " ei muita " });
    expect(parsed).toEqual({
      items: [{ prescriptionId: 7, reason: "Kilpirauhasen vajaatoiminta", isMedicineFinished: "yes", amountLeft: null, hasSideEffects: "no", sideEffects: null }],
      otherMedicines: "ei muita",
    });
  });

  it("requires every question: reason, both yes/no answers and other medicines", () => {
    expect(paths({ items: [{ prescriptionId: 7, reason: "  " }], otherMedicines: "" })).toEqual([
      "items.0.reason:validation.required",
      "items.0.isMedicineFinished:validation.choice.required",
      "items.0.hasSideEffects:validation.choice.required",
      "otherMedicines:validation.required",
    ]);
  });

  it("requires the amount left when the medicine is not finished, and which side effects when there are some", () => {
    expect(paths({ items: [{ ...item, isMedicineFinished: "no", hasSideEffects: "yes" }], otherMedicines: "ei" })).toEqual([
      "items.0.amountLeft:validation.required",
      "items.0.sideEffects:validation.required",
    ]);
    expect(paths({ items: [{ ...item, isMedicineFinished: "no", amountLeft: "10 kpl, loppuu viikossa", hasSideEffects: "yes", sideEffects: "Sydämentykytys" }], otherMedicines: "ei" })).toEqual([]);
  });

  it("refuses answers over 1000 characters, no items and the same prescription twice", () => {
    expect(paths({ items: [{ ...item, reason: "x".repeat(1001) }], otherMedicines: "ei" })).toEqual(["items.0.reason:validation.maxLength"]);
    expect(paths({ items: [], otherMedicines: "ei" })).toEqual(["items:validation.invalidValue"]);
    expect(paths({ items: [item, item], otherMedicines: "ei" })).toEqual(["items:validation.invalidValue"]);
  });
});

describe("parsePrescriptionIds", () => {
  it("reads 1 to 20 distinct ids joined by commas, in order", () => {
    expect(parsePrescriptionIds("3,1,3")).toEqual([3, 1]);
    expect(parsePrescriptionIds("12")).toEqual([12]);
    expect(parsePrescriptionIds(Array.from({ length: 21 }, (_, index) => index + 1).join(","))).toBeNull();
  });

  it("is null for anything else", () => {
    for (const value of [undefined, "", "0", "1,,2", "1;2", "-1", "abc", "1,2,", "1e3"]) expect(parsePrescriptionIds(value)).toBeNull();
  });
});

describe("composeRenewalMessage", () => {
  it("names every answer by its question in Finnish, with the follow-ups given", () => {
    const renewal = PrescriptionRenewalSchema.parse({
      items: [
        item,
        { prescriptionId: 8, reason: "Astma", isMedicineFinished: "no", amountLeft: "Puoli pakkausta", hasSideEffects: "yes", sideEffects: "Vapina" },
      ],
      otherMedicines: "Ei muita",
    });
    const text = composeRenewalMessage(renewal, [
      { id: 7, medicineName: "Levotyroksiini", strength: "100 mikrog" },
      { id: 8, medicineName: "Salbutamoli", strength: "0,1 mg/annos" },
    ]);
    expect(text).toBe(
      [
        "Lääke: Levotyroksiini 100 mikrog\nMiksi tarvitset lääkettä: Kilpirauhasen vajaatoiminta\nOnko lääke loppunut: kyllä\nOnko lääkkeellä ollut haittavaikutuksia: ei",
        "Lääke: Salbutamoli 0,1 mg/annos\nMiksi tarvitset lääkettä: Astma\nOnko lääke loppunut: ei\nPaljonko lääkettä on jäljellä ja milloin se loppuu: Puoli pakkausta\nOnko lääkkeellä ollut haittavaikutuksia: kyllä\nMitä haittavaikutuksia: Vapina",
        "Muut käytössä olevat lääkkeet: Ei muita",
      ].join("\n\n"),
    );
    expect(PRESCRIPTION_RENEWAL_THREAD_TITLE).toBe("Reseptin uusimispyyntö");
  });
});

describe("prescriptionValidUntil", () => {
  it("is the same day two years on, and 28 February for a prescription written on 29 February", () => {
    expect(prescriptionValidUntil("2026-10-25")).toBe("2028-10-25");
    expect(prescriptionValidUntil("2024-02-29")).toBe("2026-02-28");
  });
});

describe("prescriptionValidity", () => {
  it("is expiring from 30 days before the last day, through the last day, then expired", () => {
    expect(prescriptionValidity("2027-01-01", "2026-12-01")).toBe("valid");
    expect(prescriptionValidity("2027-01-01", "2026-12-02")).toBe("expiring");
    expect(prescriptionValidity("2027-01-01", "2027-01-01")).toBe("expiring");
    expect(prescriptionValidity("2027-01-01", "2027-01-02")).toBe("expired");
  });
});
