import type { ReactNode } from "react";

/** Icon sizes in px (spec part 1 §9): 24, and 40 for large icons. */
export const ICON_SIZE_PX = { default: 24, large: 40 } as const;
export type IconSize = keyof typeof ICON_SIZE_PX;

/**
 * A 24×24-grid SVG icon scaled to one of the spec's sizes. Decorative unless given a label:
 * most icons sit next to text that already says the same.
 */
export function Icon({ size = "default", label, children }: { size?: IconSize; label?: string; children: ReactNode }) {
  const px = ICON_SIZE_PX[size];
  return (
    <svg
      className="icon"
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="currentColor"
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {children}
    </svg>
  );
}
