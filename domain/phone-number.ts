// The Finnish phone number rules without their schemas (domain/phone.ts): what the browser needs on
// every page (the customer service number as a tel: link) carries no validation library with it.
// The rules themselves are explained in domain/phone.ts.

export const FINNISH_COUNTRY_CODE = "+358";
export const USER_PHONE_MAX_LENGTH = 15;
export const GUARDIAN_PHONE_MAX_LENGTH = 20;
export const SMS_CODE_LENGTH = 4;

const RESERVED_NSN_PREFIXES = ["0", "11", "12", "100", "200", "300", "600", "700", "800"];
const MOBILE_NSN = /^(4\d|50)/;

/** What the field shows after blur: whitespace removed and a leading 0 replaced by +358. */
export function normalisePhoneNumber(input: string): string {
  const compact = input.replace(/\s+/g, "");
  return compact.startsWith("0") ? FINNISH_COUNTRY_CODE + compact.slice(1) : compact;
}

export function isValidFinnishPhoneNumber(input: string): boolean {
  const match = /^\+358(\d+)$/.exec(normalisePhoneNumber(input));
  const nsn = match?.[1];
  if (!nsn) return false;
  const nationalDigits = nsn.length + 1;
  if (nationalDigits < 5 || nationalDigits > 20) return false;
  if (RESERVED_NSN_PREFIXES.some((prefix) => nsn.startsWith(prefix))) return false;
  if (MOBILE_NSN.test(nsn)) return nsn.length >= 7 && nsn.length <= 10;
  return true;
}

/** SMS login (spec part 1 §5): optional leading + and at least 6 digits once whitespace is gone. */
export function isValidSmsLoginPhone(input: string): boolean {
  return /^\+?\d{6,}$/.test(input.replace(/\s+/g, ""));
}

/** SMS code inputs take single digits 0–9 and ignore anything else. */
export function isSmsCodeDigit(char: string): boolean {
  return /^[0-9]$/.test(char);
}
