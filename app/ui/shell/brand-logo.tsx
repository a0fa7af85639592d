import type { BrandId } from "#domain/session-state";

// The brands' logo marks as inline SVG: crisp at any size, themable (the occupational header
// recolours the shape), and no extra request. The favicons in public/ draw the same marks.
// Each has the brand's name as its accessible name.

interface LogoProps {
  name: string;
  className?: string;
}

/** Hoiva: a rounded square in the brand blue holding an "H" whose crossbar is a caring arc. */
export function AdultLogo({ name, className }: LogoProps) {
  return (
    <svg className={className} width="36" height="36" viewBox="0 0 36 36" role="img" aria-label={name} focusable="false">
      <rect className="logo__shape" width="36" height="36" rx="10" fill="#009bdf" />
      <path d="M11 9v18M25 9v18" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" fill="none" />
      <path d="M11 17.5c3.6 4.2 10.4 4.2 14 0" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** Hoiva Junior: the same "H" in turquoise on a rounder shape, with a small yellow sun. */
export function KidsLogo({ name, className }: LogoProps) {
  return (
    <svg className={className} width="36" height="36" viewBox="0 0 36 36" role="img" aria-label={name} focusable="false">
      <circle className="logo__shape" cx="18" cy="18" r="18" fill="#3fb6b6" />
      <path d="M11.5 10.5v15M23.5 13.5v12" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" fill="none" />
      <path d="M11.5 18.5c3 3.4 9 3.4 12 0" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" fill="none" />
      <circle cx="26.5" cy="8.5" r="4" fill="#ffd24d" />
    </svg>
  );
}

/** The logo of a brand. */
export function BrandLogo({ brandId, ...props }: LogoProps & { brandId: BrandId }) {
  return brandId === "kids" ? <KidsLogo {...props} /> : <AdultLogo {...props} />;
}
