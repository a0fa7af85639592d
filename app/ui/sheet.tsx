import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { ShellIcon } from "./shell/shell-icon";

// A sheet (decision 382): a modal panel over the page, from the bottom on a phone and from the side
// on a wider window (app/styles/app.css `.sheet`). While open the focus moves to its first control
// (the close button) and stays inside, the page behind does not scroll, Escape, the close button or a tap on the
// backdrop closes it, and the focus goes back to the control that opened it. A sheet needs the page
// to run: without JavaScript its content is served in the page instead (the booking filters are a
// plain GET form in the page's side column), so a caller renders the sheet only once hydrated.

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

/** The controls that can take the focus now (not those folded inside a closed <details>). */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.tagName === "SUMMARY" || !element.closest("details:not([open])"));
}

export interface SheetProps {
  open: boolean;
  /** Closes it: the caller sets `open` false (the focus returns to `returnFocusTo`). */
  onClose(): void;
  /** The id of the heading inside that names the sheet. */
  labelledBy: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  /** The control that opened the sheet, which gets the focus back when it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

export function Sheet({ open, onClose, labelledBy, closeLabel, returnFocusTo, className, children }: SheetProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // While open: the focus moves in, the page behind does not scroll, Escape closes; on closing the
  // focus goes back to the opener.
  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") onCloseRef.current();
    };
    document.addEventListener("keydown", onKey);
    const opener = returnFocusTo;
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
      opener?.current?.focus();
    };
  }, [open, returnFocusTo]);

  /** Tab and Shift+Tab stay inside the open sheet (it is modal). */
  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
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

  if (!open) return null;
  return (
    <>
      <div className="sheet__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} className={className ? `sheet ${className}` : "sheet"} onKeyDown={trapFocus}>
        <button type="button" className="sheet__close" onClick={onClose}>
          <ShellIcon name="close" large />
          <span className="visually-hidden">{closeLabel}</span>
        </button>
        {children}
      </div>
    </>
  );
}
