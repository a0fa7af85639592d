import type { HealthCareType, Language } from "./enums";
import { perLanguage } from "./intl-locale";

// Amounts are integer cents everywhere; euros exist only in formatted text.

/** Kela65 pilot kinds (specialty Y65V, concept code 663) have a fixed practitioner rate. */
export const FIXED_RATE_KIND_IDS = ["Y65P", "Y65D", "Y65V"] as const;
export const FIXED_PRACTITIONER_RATE_CENTS = 2820;
export const KELA65_SPECIALTY_ID = "Y65V";
export const KELA65_CONCEPT_CODE = "663";

/** Fees carry whatever else the caller has (code, names); only rateCents is read. */
export type AdditionalFee = { rateCents: number };

export type PriceEstimateInput<Fee extends AdditionalFee = AdditionalFee> = {
  kindId: string;
  rateCents: number;
  additionalFees: readonly Fee[];
  healthCareType: HealthCareType;
  /** Estimates are shown only for appointments not yet reserved. */
  isReserved?: boolean | undefined;
};

export type PriceEstimate<Fee extends AdditionalFee = AdditionalFee> = {
  totalCents: number;
  rateCents: number;
  /** Fees counted in the total (dropped for fixed-rate kinds); for the price-details breakdown. */
  additionalFees: readonly Fee[];
  /** Shown as "From …" except for kela65, whose price is exact. */
  showFrom: boolean;
};

export function hasFixedRate(kindId: string): boolean {
  return (FIXED_RATE_KIND_IDS as readonly string[]).includes(kindId);
}

/** Null when no estimate is shown: other than private or kela65 care, or already reserved. */
export function priceEstimate<Fee extends AdditionalFee>(
  input: PriceEstimateInput<Fee>,
): PriceEstimate<Fee> | null {
  if (input.healthCareType !== "private" && input.healthCareType !== "kela65") return null;
  if (input.isReserved) return null;
  const fixed = hasFixedRate(input.kindId);
  const rateCents = fixed ? FIXED_PRACTITIONER_RATE_CENTS : input.rateCents;
  const additionalFees = fixed ? [] : input.additionalFees;
  const totalCents = additionalFees.reduce((sum, fee) => sum + fee.rateCents, rateCents);
  return { totalCents, rateCents, additionalFees, showFrom: input.healthCareType !== "kela65" };
}

const euroFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** "28,20 €" (fi, sv), "€28.20" (en). Intl separates with non-breaking spaces. */
export function formatEuros(cents: number, lang: Language): string {
  return euroFormat(lang).format(cents / 100);
}
