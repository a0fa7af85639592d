import type { ReactNode } from "react";

/** A state's tone (decision 381): its tint and dot colour, always with the state in words. */
export type StatusTone = "neutral" | "info" | "success" | "warning" | "danger";

/**
 * A state in words on its tone's tint (app/styles/app.css `.status-badge`), such as "Overdue" or
 * "Checked in". The words carry the state; the colour only repeats it, so nothing rests on colour.
 */
export function StatusBadge({ tone = "neutral", children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={tone === "neutral" ? "status-badge" : `status-badge status-badge--${tone}`}>{children}</span>;
}
