import type { CalendarDate } from "./helsinki-time";

// Paying an invoice by bank transfer in Finland: the reference number in its national and its
// international (RF, ISO 11649) form, the IBAN grouped for reading, and the virtual bank barcode
// ("virtuaaliviivakoodi") of the Finnish bank barcode guide (Finanssiala, Pankkiviivakoodi-opas):
// 54 digits a patient pastes into the online bank to fill in account, amount, reference and due
// date at once. Pure.

/** The reference number grouped in fives from the right, as printed on Finnish invoices: "86851 62596 19897". */
export function formatFinnishReference(reference: string): string {
  const digits = reference.replace(/\s/g, "");
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 5) groups.unshift(digits.slice(Math.max(0, end - 5), end));
  return groups.join(" ");
}

/** ISO 7064 MOD 97-10 over a string of digits, in chunks so no number exceeds the safe range. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 7) remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
  return remainder;
}

/** Letters as ISO 13616 / 11649 numbers: A = 10 … Z = 35. */
function lettersToDigits(value: string): string {
  return [...value.toUpperCase()].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join("");
}

/** The international form of a national reference: "RF" and two check digits before it (ISO 11649). */
export function rfReference(reference: string): string {
  const digits = reference.replace(/\s/g, "");
  const check = 98 - mod97(lettersToDigits(`${digits}RF00`));
  return `RF${String(check).padStart(2, "0")}${digits}`;
}

/** An RF reference in groups of four, as printed: "RF09 8685 1625 9619 897". */
export function formatRfReference(rf: string): string {
  return rf.replace(/\s/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** An IBAN in groups of four: "FI21 1234 5600 0007 85". */
export function formatIban(iban: string): string {
  return formatRfReference(iban);
}

/** Whether an IBAN's check digits hold (ISO 13616). */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  return mod97(lettersToDigits(compact.slice(4) + compact.slice(0, 4))) === 1;
}

export interface VirtualBarcodeInput {
  /** A Finnish IBAN (FI and 16 digits), spaces allowed. */
  iban: string;
  amountCents: number;
  /** The national reference (version 4) or the RF reference (version 5). */
  reference: string;
  /** The due date; null prints zeros ("no due date"). */
  dueDate: CalendarDate | null;
}

/**
 * The virtual bank barcode, version 4 for a national reference and version 5 for an RF one:
 * version (1) + the IBAN's 16 digits + euros (6) and cents (2) + for version 4 three zeros and the
 * reference right-aligned in 20 digits, for version 5 the RF check digits (2) and the reference
 * right-aligned in 21 digits + the due date YYMMDD. An amount of a million euros or more, or
 * below zero, is printed as zeros (the payer types it), as the guide says. Null when the account
 * is not a Finnish IBAN or the reference does not fit.
 */
export function virtualBarcode({ iban, amountCents, reference, dueDate }: VirtualBarcodeInput): string | null {
  const account = iban.replace(/\s/g, "").toUpperCase();
  if (!/^FI\d{16}$/.test(account) || !isValidIban(account)) return null;
  const amount = amountCents >= 0 && amountCents < 100_000_000 ? String(amountCents).padStart(8, "0") : "0".repeat(8);
  const date = dueDate ? `${dueDate.slice(2, 4)}${dueDate.slice(5, 7)}${dueDate.slice(8, 10)}` : "000000";
  const compact = reference.replace(/\s/g, "").toUpperCase();
  const rf = /^RF(\d{2})(\d{1,21})$/.exec(compact);
  if (rf) return `5${account.slice(2)}${amount}${rf[1]}${(rf[2] ?? "").padStart(21, "0")}${date}`;
  if (!/^\d{4,20}$/.test(compact)) return null;
  return `4${account.slice(2)}${amount}000${compact.padStart(20, "0")}${date}`;
}
