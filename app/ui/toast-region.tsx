import { useRef, type FocusEvent } from "react";
import type { Toast } from "./toast-types";
import { ToastItem } from "./toast-item";

/**
 * Two live regions that are always in the page, empty until a toast arrives: screen readers
 * announce only what is added to a region that already exists. Errors go to the assertive
 * one (role="alert"), everything else to the polite one (role="status").
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (key: string) => void }) {
  const regionRef = useRef<HTMLDivElement>(null);
  // Where focus came from before the user tabbed into a toast, to give it back on close.
  const returnFocus = useRef<HTMLElement | null>(null);

  function rememberOrigin(event: FocusEvent<HTMLDivElement>) {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !regionRef.current?.contains(from)) returnFocus.current = from;
  }

  // Closing removes the focused button; move focus to a neighbouring toast or back where it was,
  // so keyboard users do not fall to the start of the page.
  function closeByUser(key: string) {
    const region = regionRef.current;
    const hadFocus = region?.contains(document.activeElement) ?? false;
    if (region && hadFocus) {
      const buttons = Array.from(region.querySelectorAll<HTMLButtonElement>("button[data-toast-key]"));
      const index = buttons.findIndex((button) => button.dataset.toastKey === key);
      const neighbour = buttons[index + 1] ?? buttons[index - 1];
      if (neighbour) neighbour.focus();
      else if (returnFocus.current?.isConnected) returnFocus.current.focus();
      else document.getElementById("main")?.focus();
    }
    onDismiss(key);
  }

  const render = (toast: Toast) => (
    <ToastItem key={toast.key} toast={toast} onExpire={onDismiss} onClose={closeByUser} />
  );

  return (
    <div className="toast-region" ref={regionRef} onFocus={rememberOrigin}>
      <div role="status" aria-live="polite" className="toast-region__list">
        {toasts.filter((toast) => toast.kind !== "error").map(render)}
      </div>
      <div role="alert" aria-live="assertive" className="toast-region__list">
        {toasts.filter((toast) => toast.kind === "error").map(render)}
      </div>
    </div>
  );
}
