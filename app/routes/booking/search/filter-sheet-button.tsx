import type { Ref } from "react";
import { useT } from "#app/i18n/use-t";
import { ShellIcon } from "#app/ui/shell/shell-icon";

/**
 * The "Filters" button that opens the sheet, with the number of chosen filters. Also drawn where
 * the sheet will be before it can open (before hydration, while its code loads), so the list
 * below does not move when it arrives (decision 259).
 */
export function FilterSheetButton({ activeCount, open, onOpen, buttonRef }: { activeCount: number; open?: boolean; onOpen?: () => void; buttonRef?: Ref<HTMLButtonElement> }) {
  const t = useT();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="button button--secondary filter-sheet__open"
      aria-haspopup="dialog"
      aria-expanded={open ?? false}
      // The stand-in opens nothing yet: it says so until the sheet's code is there.
      aria-disabled={onOpen ? undefined : true}
      onClick={onOpen}
    >
      <ShellIcon name="filters" />
      <span>{t("bookingSearch.sheet.open")}</span>
      {activeCount > 0 ? (
        <>
          <span className="filter-sheet__count" aria-hidden="true">
            {activeCount}
          </span>
          {" "}
          <span className="visually-hidden">{t("bookingSearch.sheet.activeCount", { count: activeCount })}</span>
        </>
      ) : null}
    </button>
  );
}
