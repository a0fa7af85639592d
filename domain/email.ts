import { z } from "zod";
import { VALIDATION_KEYS } from "./validation-keys";

// One plain mailbox "local@domain": no display name, no list, no quoted local part, ASCII only.
// Internationalised domains are refused (spec part 1 §5) in both forms: Unicode, and punycode
// "xn--" labels, which are the same domains spelt in ASCII.

export const USER_EMAIL_MAX_LENGTH = 78;
export const GUARDIAN_EMAIL_MAX_LENGTH = 100;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

/** C0 and C1 control characters and DEL; pasted addresses sometimes carry them. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

/** Validates an address that has already had control characters stripped and been trimmed. */
export function isValidEmailAddress(address: string): boolean {
  const at = address.lastIndexOf("@");
  if (at < 1 || address.indexOf("@") !== at) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  if (domain.length > 253) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  const labelsOk = labels.every(
    (label) => label.length <= 63 && DOMAIN_LABEL.test(label) && !label.toLowerCase().startsWith("xn--"),
  );
  return labelsOk && TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] ?? "");
}

/** Strips control characters and trims, then checks length and address; output is the cleaned address. */
export function createEmailSchema(maxLength: number) {
  return z
    .string({ error: VALIDATION_KEYS.emailInvalid })
    .check(
      z.overwrite(stripControlCharacters),
      z.trim(),
      z.minLength(1, { error: VALIDATION_KEYS.emailInvalid, abort: true }),
      z.maxLength(maxLength, { error: VALIDATION_KEYS.maxLength, abort: true }),
      z.refine(isValidEmailAddress, { error: VALIDATION_KEYS.emailInvalid }),
    );
}

export const UserEmailSchema = createEmailSchema(USER_EMAIL_MAX_LENGTH);
export const GuardianEmailSchema = createEmailSchema(GUARDIAN_EMAIL_MAX_LENGTH);
