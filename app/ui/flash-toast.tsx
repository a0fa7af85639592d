import { useEffect, useRef, type ReactNode } from "react";
import { type Flash, type FlashToast, FLASH_TOASTS } from "#app/flash";
import { useT } from "#app/i18n/use-t";
import { ToastProvider, useToast, type ToastOptions } from "./toast-provider";

// The toast a redirect after a write left for this page (app/flash.server.ts): in the server
// render from the start, and shown again whenever a later navigation brings a new flash.

function useFlashToastOptions(flash: Flash | null): ToastOptions | null {
  const t = useT();
  if (!flash) return null;
  const toast: FlashToast = FLASH_TOASTS[flash.toast];
  return {
    id: `flash-${flash.key}`,
    kind: toast.kind,
    title: t(toast.title),
    message: toast.message ? t(toast.message) : undefined,
    durationMs: toast.durationMs,
  };
}

function LaterFlashes({ options }: { options: ToastOptions | null }) {
  const toast = useToast();
  const shown = useRef(options?.id);
  useEffect(() => {
    if (!options || options.id === shown.current) return;
    shown.current = options.id;
    toast.show(options);
  }, [options, toast]);
  return null;
}

/** The toast provider of the page, starting with the page's flash toast if it has one. */
export function ToastProviderWithFlash({ flash, children }: { flash: Flash | null; children: ReactNode }) {
  const options = useFlashToastOptions(flash);
  return (
    <ToastProvider initial={options ? [options] : []}>
      {children}
      <LaterFlashes options={options} />
    </ToastProvider>
  );
}
