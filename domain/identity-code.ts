import {
  type CalendarDate,
  formatCalendarDate,
  helsinkiCalendarDate,
  isRealDate,
  parseCalendarDate,
} from "./helsinki-time";

// Finnish personal identity code (henkilötunnus): DDMMYY C NNN Q.
// C is the century sign, NNN the individual number, Q the check character.
// The century sign is part of the identity: since 2023 the same birth date and individual
// number can exist with "-" and "Y" (two different people), so a sign is never rewritten.

/** Index = (DDMMYYNNN as a number) mod 31. No G, I, O, Q or Z. */
export const IDENTITY_CODE_CHECK_CHARACTERS = "0123456789ABCDEFHJKLMNPRSTUVWXY";

export const IDENTITY_CODE_LENGTH = 11;

/** Century sign → first year of the century. Y–U and B–F were added on 1 January 2023. */
export const CENTURY_SIGNS = {
  "+": 1800,
  "-": 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
} as const;

export type CenturySign = keyof typeof CENTURY_SIGNS;

export type IdentityCodeError =
  | "length"
  | "format"
  | "invalidDate"
  | "checkCharacter"
  | "developmentCodeNotAllowed";

export type ParsedIdentityCode =
  | {
      ok: true;
      /** Trimmed and uppercased; the century sign exactly as given. */
      code: string;
      birthDate: CalendarDate;
      /** From the individual number (even female, odd male); null for development codes. */
      gender: "female" | "male" | null;
      isDevelopmentCode: boolean;
    }
  | { ok: false; reason: IdentityCodeError };

export type IdentityCodeOptions = {
  /** Development-style codes (last three characters: two letters, then a digit). Default true. */
  allowDevelopmentCodes?: boolean | undefined;
};

const SIGNS = "[-+A-FU-Y]";
const REAL_FORMAT = new RegExp(`^(\\d{2})(\\d{2})(\\d{2})(${SIGNS})(\\d{3})([0-9A-Z])$`);
// Development codes keep the date, sign and first individual digit but end in two letters
// and a digit (spec part 1 §5); there is no check character to verify.
const DEVELOPMENT_FORMAT = new RegExp(`^(\\d{2})(\\d{2})(\\d{2})(${SIGNS})(\\d[A-Z]{2})(\\d)$`);

export function normaliseIdentityCode(input: string): string {
  return input.trim().toUpperCase();
}

/** The check character for DDMMYYNNN (nine digits). */
export function identityCodeCheckCharacter(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) throw new RangeError("Expected nine digits (DDMMYYNNN)");
  // 999 999 999 < 2^53, so a plain number is exact.
  return IDENTITY_CODE_CHECK_CHARACTERS.charAt(Number(nineDigits) % 31);
}

export function parseIdentityCode(input: string, options: IdentityCodeOptions = {}): ParsedIdentityCode {
  const code = normaliseIdentityCode(input);
  if (code.length !== IDENTITY_CODE_LENGTH) return { ok: false, reason: "length" };

  const real = REAL_FORMAT.exec(code);
  const development = real ? null : DEVELOPMENT_FORMAT.exec(code);
  const parts = real ?? development;
  if (!parts) return { ok: false, reason: "format" };

  const [, dd = "", mm = "", yy = "", sign = "", individual = "", check = ""] = parts;
  const year = CENTURY_SIGNS[sign as CenturySign] + Number(yy);
  if (!isRealDate(year, Number(mm), Number(dd))) return { ok: false, reason: "invalidDate" };
  const birthDate = formatCalendarDate(year, Number(mm), Number(dd));

  if (development) {
    if (options.allowDevelopmentCodes === false) return { ok: false, reason: "developmentCodeNotAllowed" };
    return { ok: true, code, birthDate, gender: null, isDevelopmentCode: true };
  }

  // Any three digits (spec part 1 §5, decision 289): the register does not issue 000 and 001, but
  // refusing them here would lock out whoever holds one from an older or foreign-born assignment.
  if (identityCodeCheckCharacter(`${dd}${mm}${yy}${individual}`) !== check) {
    return { ok: false, reason: "checkCharacter" };
  }
  const gender = Number(individual) % 2 === 0 ? "female" : "male";
  return { ok: true, code, birthDate, gender, isDevelopmentCode: false };
}

export function isValidIdentityCode(input: string, options?: IdentityCodeOptions): boolean {
  return parseIdentityCode(input, options).ok;
}

/**
 * Age in full years on the Helsinki calendar day of `on`. Someone born on 29 February
 * turns a year older on 1 March in common years.
 */
export function ageOn(birthDate: CalendarDate, on: Date): number {
  const born = parseCalendarDate(birthDate);
  const today = parseCalendarDate(helsinkiCalendarDate(on));
  if (!born || !today) throw new RangeError(`Not a calendar date: ${birthDate}`);
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  return today.year - born.year - (hadBirthday ? 0 : 1);
}

const DEFAULT_SIGN_BY_CENTURY: Record<number, CenturySign> = { 1800: "+", 1900: "-", 2000: "A" };

/**
 * Builds a valid identity code (demo and test data). Without a sign the classic one for the
 * century is used ("+", "-" or "A"); a given sign must belong to the birth year's century.
 */
export function makeIdentityCode(
  birthDate: CalendarDate,
  individualNumber: number,
  centurySign?: CenturySign,
): string {
  const date = parseCalendarDate(birthDate);
  if (!date) throw new RangeError(`Not a calendar date: ${birthDate}`);
  const century = Math.floor(date.year / 100) * 100;
  const sign = centurySign ?? DEFAULT_SIGN_BY_CENTURY[century];
  if (!sign || CENTURY_SIGNS[sign] !== century) {
    throw new RangeError(`No century sign ${centurySign ?? ""} for year ${date.year}`);
  }
  if (!Number.isInteger(individualNumber) || individualNumber < 0 || individualNumber > 999) {
    throw new RangeError("The individual number must be an integer from 0 to 999");
  }
  const pad2 = (n: number) => String(n).padStart(2, "0");
  const dateDigits = `${pad2(date.day)}${pad2(date.month)}${pad2(date.year % 100)}`;
  const individual = String(individualNumber).padStart(3, "0");
  return `${dateDigits}${sign}${individual}${identityCodeCheckCharacter(dateDigits + individual)}`;
}
