/** The outlines of one 24 × 24 line icon, each drawn as a stroke (Lucide's shapes, kept by each area). */
export type LineIconShape = readonly string[];

/**
 * A Lucide line icon (its path data from the area's icons.ts) at the spec's icon size (24, or 20 inline with text).
 * Always decorative: it sits next to text that says the same.
 */
export function LineIcon({ shape, size = 24, className }: { shape: LineIconShape; size?: 20 | 24; className?: string }) {
  return (
    <svg
      className={className ? `line-icon ${className}` : "line-icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shape.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
