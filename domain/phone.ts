import { z } from "zod";
import { VALIDATION_KEYS } from "./validation-keys";
import { GUARDIAN_PHONE_MAX_LENGTH, SMS_CODE_LENGTH, USER_PHONE_MAX_LENGTH, isValidFinnishPhoneNumber, isValidSmsLoginPhone, normalisePhoneNumber } from "./phone-number";

// Finnish phone numbers. The spec asks for "+358 or 0, operator-prefix rules excluding reserved
// ranges, 5 to 20 digits overall"; our rules, on the national significant number (NSN: what
// follows +358 or the trunk 0):
// - the NSN may not start with 0 ("+358 040…" keeps the trunk 0 by mistake, "00…" is the
//   international prefix);
// - 11 and 12 are short-code and unallocated ranges (112, 116xxx, 118xx…);
// - 100, 200, 300, 600, 700 and 800 are service, premium-rate and freephone ranges
//   (0100, 0200, 0600, 0700, 0800…): nobody can be reached there by SMS or call-back;
// - mobile numbers (04x, 050) have an NSN of 7 to 10 digits;
// - everything else (area codes 02–09 and 013–019, corporate 010, 020, 029, 030, 07x) is allowed;
// - the number in national form (0 + NSN) has 5 to 20 digits.
// Only whitespace is tolerated as a separator, as in the SMS-login rule.

export {
  FINNISH_COUNTRY_CODE,
  GUARDIAN_PHONE_MAX_LENGTH,
  SMS_CODE_LENGTH,
  USER_PHONE_MAX_LENGTH,
  isSmsCodeDigit,
  isValidFinnishPhoneNumber,
  isValidSmsLoginPhone,
  normalisePhoneNumber,
} from "./phone-number";

/** Normalises like the blur handler, then checks length and the Finnish number rules. */
export function createFinnishPhoneSchema(maxLength: number) {
  return z
    .string({ error: VALIDATION_KEYS.phoneInvalid })
    .check(
      z.overwrite(normalisePhoneNumber),
      z.minLength(1, { error: VALIDATION_KEYS.phoneInvalid, abort: true }),
      z.maxLength(maxLength, { error: VALIDATION_KEYS.maxLength, abort: true }),
      z.refine(isValidFinnishPhoneNumber, { error: VALIDATION_KEYS.phoneInvalid }),
    );
}

export const UserPhoneSchema = createFinnishPhoneSchema(USER_PHONE_MAX_LENGTH);
export const GuardianPhoneSchema = createFinnishPhoneSchema(GUARDIAN_PHONE_MAX_LENGTH);

/** The UI only disables the confirm button; the key is there for the API's 400 answer. */
export const SmsLoginPhoneSchema = z
  .string({ error: VALIDATION_KEYS.phoneInvalid })
  .check(z.overwrite((value) => value.replace(/\s+/g, "")), z.refine(isValidSmsLoginPhone, { error: VALIDATION_KEYS.phoneInvalid }));

export const SmsCodeSchema = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .regex(new RegExp(`^[0-9]{${SMS_CODE_LENGTH}}$`), { error: VALIDATION_KEYS.invalidValue });
