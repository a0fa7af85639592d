import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { ToastRegion } from "./toast-region";
import type { Toast, ToastApi, ToastOptions } from "./toast-types";

export type { Toast, ToastApi, ToastKind, ToastOptions } from "./toast-types";

/** How long a toast stays, by the occasions the spec names (part 1 §8, §9). */
export const TOAST_DURATION_MS = {
  default: 10_000,
  appointmentCancelled: 15_000,
  guardianError: 20_000,
  arrivalReason: 5_000,
} as const;

const ToastContext = createContext<ToastApi | null>(null);

function toastOf(options: ToastOptions, key: string): Toast {
  return {
    key,
    kind: options.kind,
    title: options.title,
    message: options.message,
    link: options.link,
    durationMs: options.durationMs ?? TOAST_DURATION_MS.default,
  };
}

/**
 * Holds the visible toasts and renders their live regions after the page. `initial` toasts are
 * there from the server render on (a flash after a form post), so they show without JavaScript.
 */
export function ToastProvider({ children, initial = [] }: { children: ReactNode; initial?: ToastOptions[] }) {
  const [toasts, setToasts] = useState<Toast[]>(() => initial.map((options, index) => toastOf(options, options.id ?? `initial-${index}`)));
  const counter = useRef(0);

  const dismiss = useCallback((key: string) => setToasts((list) => list.filter((toast) => toast.key !== key)), []);

  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const key = options.id ?? `toast-${counter.current}`;
    const toast = toastOf(options, key);
    setToasts((list) => [...list.filter((existing) => existing.key !== key), toast]);
    return key;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error("useToast used outside ToastProvider");
  return api;
}
