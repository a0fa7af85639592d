import type { ReactNode } from "react";
import { useT } from "#app/i18n/use-t";

/** The lists the spec gives an empty text for (part 1 §8, part 2 §8). */
export const EMPTY_STATE_KINDS = ["appointments", "messages", "prescriptions", "visits", "referrals", "results"] as const;
export type EmptyStateKind = (typeof EMPTY_STATE_KINDS)[number];

/** What a list shows instead of itself when it has nothing; children add a tip below the text. */
export function EmptyState({ kind, children }: { kind: EmptyStateKind; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="empty-state">
      <p className="empty-state__text">{t(`ui.empty.${kind}`)}</p>
      {children}
    </div>
  );
}
