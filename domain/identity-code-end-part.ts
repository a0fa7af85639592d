import { IDENTITY_CODE_CHECK_CHARACTERS } from "./identity-code";

// Anonymous check-in asks for the last four characters of the identity code (NNNQ):
// three digits of the individual number and the check character.

export const END_PART_LENGTH = 4;

/**
 * Whether `char` may be typed into the input at `index` (0-based: 0–2 digits only,
 * 3 a digit or a check character). Case-insensitive, as the inputs uppercase what is typed.
 */
export function isAllowedEndPartCharacter(index: number, char: string): boolean {
  if (char.length !== 1) return false;
  const upper = char.toUpperCase();
  if (index >= 0 && index < END_PART_LENGTH - 1) return upper >= "0" && upper <= "9";
  if (index === END_PART_LENGTH - 1) return IDENTITY_CODE_CHECK_CHARACTERS.includes(upper);
  return false;
}

export function isValidEndPart(value: string): boolean {
  const normalised = value.trim().toUpperCase();
  return (
    normalised.length === END_PART_LENGTH &&
    [...normalised].every((char, index) => isAllowedEndPartCharacter(index, char))
  );
}

/** Whether the typed end part matches the identity code on record. */
export function endPartMatches(identityCode: string, endPart: string): boolean {
  return identityCode.trim().toUpperCase().slice(-END_PART_LENGTH) === endPart.trim().toUpperCase();
}
