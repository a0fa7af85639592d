import type { Brand } from "#app/brands";
import type { FeatureFlag } from "#domain/session-state";

// Rules of the menu (spec part 1 §2) that the first-loaded shell needs too (the header's name,
// the tab bar's messages), apart from the menu itself, which is loaded when it first opens.

/** First given name plus last name: "Anna Maria Virtanen" → "Anna Virtanen". */
export function menuName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  const firstGiven = firstName.trim().split(/\s+/)[0] ?? "";
  return [firstGiven, lastName.trim()].filter(Boolean).join(" ");
}

/** Messages are offered to an occupational patient of the general brand whose environment allows messaging. */
export function offersMessages(
  brand: Pick<Brand, "capabilities">,
  features: readonly FeatureFlag[],
  patient: { hasOccupationalCare: boolean },
): boolean {
  return (
    patient.hasOccupationalCare &&
    brand.capabilities.occupationalCare &&
    features.includes("customer-messaging-enabled") &&
    features.includes("customer-messaging-allowed")
  );
}
