import { type ReactNode, useId, useRef, useState } from "react";
import { useT } from "#app/i18n/use-t";
import { Sheet } from "#app/ui/sheet";
import { FilterSheetButton } from "./filter-sheet-button";

// The filter sheet of small and medium screens (filter-sheet.tsx loads it when the window is one):
// the "Filters" button and, while open, the shared Sheet (app/ui/sheet.tsx) with the panel.

export interface SheetControls {
  /** Id for the panel's heading, which names the sheet. */
  titleId: string;
  /** The panel is shown in the sheet (not the side column). */
  inSheet: boolean;
  close(): void;
}

interface FilterSheetProps {
  /** Chosen clinics, specialties, practitioners and "include remote". */
  activeCount: number;
  children: (controls: SheetControls) => ReactNode;
}

/** The small-screen sheet: the "Filters" button and, while open, the modal panel. */
export function FilterSheetDialog({ activeCount, children }: FilterSheetProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <div className="filter-sheet">
      <FilterSheetButton activeCount={activeCount} open={open} onOpen={() => setOpen(true)} buttonRef={toggleRef} />
      <Sheet open={open} onClose={close} labelledBy={titleId} closeLabel={t("bookingSearch.filter.close")} returnFocusTo={toggleRef} className="filter-sheet__dialog">
        {children({ titleId, inSheet: true, close })}
      </Sheet>
    </div>
  );
}
