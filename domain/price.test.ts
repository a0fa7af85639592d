import { describe, expect, it } from "vitest";
import { FIXED_PRACTITIONER_RATE_CENTS, formatEuros, hasFixedRate, priceEstimate } from "./price";

const fees = [
  { code: "TOIM", name: "Toimistomaksu", rateCents: 1190 },
  { code: "LAB", name: "Laboratoriomaksu", rateCents: 500 },
];

describe("priceEstimate", () => {
  it("adds the additional fees to the practitioner rate for private care, shown 'From'", () => {
    expect(priceEstimate({ kindId: "LK30", rateCents: 8900, additionalFees: fees, healthCareType: "private" })).toEqual({
      totalCents: 10_590,
      rateCents: 8900,
      additionalFees: fees,
      showFrom: true,
    });
  });

  it.each(["Y65P", "Y65D", "Y65V"])("gives kind %s the fixed 28.20 € rate and drops its fees", (kindId) => {
    expect(hasFixedRate(kindId)).toBe(true);
    expect(priceEstimate({ kindId, rateCents: 8900, additionalFees: fees, healthCareType: "kela65" })).toEqual({
      totalCents: FIXED_PRACTITIONER_RATE_CENTS,
      rateCents: 2820,
      additionalFees: [],
      showFrom: false,
    });
  });

  it("applies the fixed rate by kind in private care too, still shown 'From'", () => {
    expect(priceEstimate({ kindId: "Y65D", rateCents: 5000, additionalFees: fees, healthCareType: "private" })).toMatchObject({
      totalCents: 2820,
      showFrom: true,
    });
  });

  it("does not show 'From' for kela65 with other kinds", () => {
    expect(priceEstimate({ kindId: "LK30", rateCents: 3000, additionalFees: [], healthCareType: "kela65" })).toEqual({
      totalCents: 3000,
      rateCents: 3000,
      additionalFees: [],
      showFrom: false,
    });
  });

  it.each(["occupational", "insurance"] as const)("gives no estimate for %s care", (healthCareType) => {
    expect(priceEstimate({ kindId: "LK30", rateCents: 8900, additionalFees: fees, healthCareType })).toBeNull();
  });

  it("gives no estimate for an appointment already reserved", () => {
    expect(
      priceEstimate({ kindId: "LK30", rateCents: 8900, additionalFees: fees, healthCareType: "private", isReserved: true }),
    ).toBeNull();
  });

  it("is case-sensitive about kind ids", () => {
    expect(hasFixedRate("y65p")).toBe(false);
    expect(hasFixedRate("Y65")).toBe(false);
  });
});

describe("formatEuros", () => {
  // Intl uses (narrow) no-break spaces; compare with plain spaces.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

  it("formats cents with two decimals per language", () => {
    expect(plain(formatEuros(2820, "fi"))).toBe("28,20 €");
    expect(plain(formatEuros(2820, "sv"))).toBe("28,20 €");
    expect(plain(formatEuros(2820, "en"))).toBe("€28.20");
  });

  it("keeps two decimals for whole euros and groups thousands", () => {
    expect(plain(formatEuros(1500, "fi"))).toBe("15,00 €");
    expect(plain(formatEuros(0, "en"))).toBe("€0.00");
    expect(plain(formatEuros(123_456, "fi"))).toBe("1 234,56 €");
    expect(plain(formatEuros(123_456, "en"))).toBe("€1,234.56");
  });

  it("shows negative amounts (credits)", () => {
    expect(plain(formatEuros(-2820, "fi"))).toBe("−28,20 €");
  });
});
