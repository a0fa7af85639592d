import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useT } from "#app/i18n/use-t";
import type { Toast } from "./toast-types";

/**
 * One toast. The timer pauses while the pointer is over it or focus is inside it, so nobody
 * loses a message while reading it or reaching for the close button (WCAG 2.2.1).
 */
export function ToastItem({
  toast,
  onExpire,
  onClose,
}: {
  toast: Toast;
  onExpire: (key: string) => void;
  onClose: (key: string) => void;
}) {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onExpire(toast.key), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.key, onExpire]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") onClose(toast.key);
  }

  return (
    <div
      className={`toast toast--${toast.kind}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.message && <p className="toast__message">{toast.message}</p>}
        {toast.link && (
          <p className="toast__message">
            <a href={toast.link.href}>{toast.link.label}</a>
          </p>
        )}
      </div>
      <button
        type="button"
        className="toast__close"
        data-toast-key={toast.key}
        aria-label={t("ui.toast.close", { title: toast.title })}
        onClick={() => onClose(toast.key)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
