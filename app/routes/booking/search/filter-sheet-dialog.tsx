import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useT } from "#app/i18n/use-t";
import { ShellIcon } from "#app/ui/shell/shell-icon";
import { FilterSheetButton } from "./filter-sheet-button";

// The filter sheet of small and medium screens (filter-sheet.tsx loads it when the window is one).

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

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

/** The small-screen sheet: the "Filters" button and, while open, the modal panel. */
export function FilterSheetDialog({ activeCount, children }: FilterSheetProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  // While open: the focus moves in, the page behind does not scroll, Escape closes.
  useEffect(() => {
    if (!open) return;
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
    };
    // close only sets state and moves the focus.
  }, [open]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  /** Tab and Shift+Tab stay inside the open sheet (it is modal). */
  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Tab" || !dialogRef.current) return;
    // Controls folded inside a closed <details> (the practitioners) cannot take the focus.
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.tagName === "SUMMARY" || !element.closest("details:not([open])"),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="filter-sheet">
      <FilterSheetButton activeCount={activeCount} open={open} onOpen={() => setOpen(true)} buttonRef={toggleRef} />
      {open ? (
        <>
          <div className="filter-sheet__backdrop" aria-hidden="true" onClick={close} />
          <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className="filter-sheet__dialog" onKeyDown={trapFocus}>
            <button type="button" className="filter-sheet__close" onClick={close}>
              <ShellIcon name="close" large />
              <span className="visually-hidden">{t("bookingSearch.filter.close")}</span>
            </button>
            {children({ titleId, inSheet: true, close })}
          </div>
        </>
      ) : null}
    </div>
  );
}
