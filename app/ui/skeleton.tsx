import { useT } from "#app/i18n/use-t";

/** Placeholders while a list loads; part 2 §9 shows 5 for the appointment list. */
export const SKELETON_DEFAULT_COUNT = 5;

/**
 * Grey rows in the shape of the list to come. aria-busy marks the area as loading and the hidden
 * text tells screen reader users why it is empty; the rows themselves mean nothing to them.
 */
export function Skeleton({ count = SKELETON_DEFAULT_COUNT, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <div className="skeleton" aria-busy="true">
      <span className="visually-hidden">{label ?? t("ui.loading")}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton__item" aria-hidden="true" />
      ))}
    </div>
  );
}
