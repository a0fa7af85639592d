import type { FeatureFlag } from "#domain/session-state";

// Rules of the menu (spec part 1 §2) that the first-loaded shell needs too (the header's name,
// the tab bar's messages), apart from the menu itself, which is loaded when it first opens.

/** First given name plus last name: "Anna Maria Virtanen" → "Anna Virtanen". */
export function menuName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  const firstGiven = firstName.trim().split(/\s+/)[0] ?? "";
  return [firstGiven, lastName.trim()].filter(Boolean).join(" ");
}

/**
 * Messages are offered to everyone the conversation pages serve (decision 320): the environment
 * has messaging on and allowed, and the person has a customer messaging user.
 */
export function offersMessages(features: readonly FeatureFlag[], patient: { hasMessagingUser: boolean }): boolean {
  return (
    patient.hasMessagingUser &&
    features.includes("customer-messaging-enabled") &&
    features.includes("customer-messaging-allowed")
  );
}
