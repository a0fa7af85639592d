// What a visitor typed as contact details before the portal knew it needed a strong login: kept in
// this browser tab only (sessionStorage, never sent before the user submits a form), and offered
// once to the form that asks for the same details after the login (the new customer's
// registration). Taking it removes it, so it lives no longer than the round trip.

const KEY = "hoiva.contactDraft";

export interface ContactDraft {
  phoneNumber: string;
  emailAddress: string;
}

export function saveContactDraft(draft: ContactDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage off or full: the user types the details again.
  }
}

export function takeContactDraft(): ContactDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { phoneNumber, emailAddress } = value as Record<string, unknown>;
    return { phoneNumber: typeof phoneNumber === "string" ? phoneNumber : "", emailAddress: typeof emailAddress === "string" ? emailAddress : "" };
  } catch {
    return null;
  }
}
