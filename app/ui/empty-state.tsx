import type { ReactNode } from "react";
import { useT } from "#app/i18n/use-t";

/** The lists the spec gives an empty text for (part 1 §8, part 2 §8). */
export const EMPTY_STATE_KINDS = ["appointments", "messages", "prescriptions", "visits", "referrals", "results"] as const;
export type EmptyStateKind = (typeof EMPTY_STATE_KINDS)[number];

/**
 * A small picture of an empty tray in the brand's tints (decision 387): decorative, so hidden from
 * assistive technology; its colours are the tokens (app/styles/tokens.css), so it follows the brand.
 */
function EmptyStatePicture() {
  return (
    <svg className="empty-state__picture" viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="70" rx="46" ry="6" className="empty-state__shadow" />
      <path d="M22 40 34 16h52l12 24v22a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4z" className="empty-state__tray" />
      <path d="M22 40h24a14 8 0 0 0 28 0h24" className="empty-state__line" />
      <circle cx="92" cy="14" r="8" className="empty-state__sun" />
      <path d="M44 28h32M50 34h20" className="empty-state__line" />
    </svg>
  );
}

/** What a list shows instead of itself when it has nothing; children add a tip below the text. */
export function EmptyState({ kind, children }: { kind: EmptyStateKind; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="empty-state">
      <EmptyStatePicture />
      <p className="empty-state__text">{t(`ui.empty.${kind}`)}</p>
      {children}
    </div>
  );
}
