/**
 * Children's brand avatar colours by clinic id (spec part 1 §9). Each background carries white
 * initials at 4.5:1 or more (WCAG AA for small text), checked in avatar.test.tsx.
 */
export const KIDS_AVATAR_COLORS: Readonly<Record<string, string>> = {
  PJI: "#00707a", // teal
  PJM: "#7b3fa0", // violet
  PJJ: "#b3362a", // brick red
  PJH: "#2f6b2f", // forest green
};

/** Everyone else: the adult brand's primary blue, also AA with white. */
export const DEFAULT_AVATAR_COLOR = "#0079ad";
export const AVATAR_TEXT_COLOR = "#ffffff";

export function avatarColor(clinicId?: string | null): string {
  return (clinicId && KIDS_AVATAR_COLORS[clinicId.toUpperCase()]) || DEFAULT_AVATAR_COLOR;
}
