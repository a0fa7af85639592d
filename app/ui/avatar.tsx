import { AVATAR_TEXT_COLOR, avatarColor } from "./avatar-colors";

/** Diameters in px (spec part 1 §9). */
export const AVATAR_SIZE_PX = { small: 24, medium: 40, large: 55 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZE_PX;

/** The first letter of each word of the name (spec): "Anna-Liisa Virtanen" → "AV". */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase("fi"))
    .join("");
}

export interface AvatarProps {
  name: string;
  size?: AvatarSize;
  /** Children's brand: the clinic picks the colour. */
  clinicId?: string | null;
  /**
   * Avatars stand next to the person's name, so by default they are hidden from assistive tech;
   * set when the avatar is the only place the name appears.
   */
  labelled?: boolean;
}

export function Avatar({ name, size = "medium", clinicId, labelled = false }: AvatarProps) {
  const px = AVATAR_SIZE_PX[size];
  return (
    <span
      className={`avatar avatar--${size}`}
      style={{ width: px, height: px, fontSize: Math.round(px * 0.4), background: avatarColor(clinicId), color: AVATAR_TEXT_COLOR }}
      {...(labelled ? { role: "img", "aria-label": name } : { "aria-hidden": true })}
    >
      {initialsOf(name)}
    </span>
  );
}
