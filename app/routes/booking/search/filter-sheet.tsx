import { lazy, type ReactNode, Suspense, useId } from "react";
import { useHydrated } from "#app/ui/use-hydrated";
import { useScreenSize } from "#app/ui/use-screen-size";
import { FilterSheetButton } from "./filter-sheet-button";
import type { SheetControls } from "./filter-sheet-dialog";

// The filter panel on a phone or a narrow window (issue 18, decision 257): a "Filters" button with
// the number of active filters opens the panel as a sheet over the list; "Show N times" (the
// panel's submit button) or Escape closes it, and the focus returns to the button. On windows
// wider than 800 px the panel is the side column, as before; the sheet goes when the window grows
// that wide. The server renders the side column (it cannot know the window), so without
// JavaScript the panel is a plain GET form on every screen, and the sheet's code is loaded only
// when the window is narrow (outside the first load's JavaScript, decision 258).

export type { SheetControls };

const FilterSheetDialog = lazy(() => import("./filter-sheet-dialog").then((module) => ({ default: module.FilterSheetDialog })));

interface FilterSheetProps {
  /** Chosen clinics, specialties, practitioners and "include remote". */
  activeCount: number;
  children: (controls: SheetControls) => ReactNode;
}

export function FilterSheet({ activeCount, children }: FilterSheetProps) {
  const size = useScreenSize();
  const hydrated = useHydrated();
  const titleId = useId();
  // Until the page runs, a phone's style sheet shows the button in the panel's place (decision 259).
  const placeholder = (
    <div className="filter-sheet filter-sheet__placeholder">
      <FilterSheetButton activeCount={activeCount} />
    </div>
  );
  if (size === "large") {
    return (
      <div className={`filter-sheet filter-sheet--inline${hydrated ? "" : " filter-sheet--before-hydration"}`}>
        {hydrated ? null : placeholder}
        {children({ titleId, inSheet: false, close: () => {} })}
      </div>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <FilterSheetDialog activeCount={activeCount}>{children}</FilterSheetDialog>
    </Suspense>
  );
}
