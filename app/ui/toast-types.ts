// The shapes shared by the toast provider, region and item (kept apart to avoid an import cycle).

export type ToastKind = "success" | "error" | "info";

export interface ToastOptions {
  kind: ToastKind;
  title: string;
  message?: string;
  /** A link after the message, e.g. to more information (opens in the same tab). */
  link?: ToastLink;
  /** Defaults to TOAST_DURATION_MS.default. */
  durationMs?: number;
  /**
   * A toast shown again under the same id replaces the visible one instead of stacking
   * (a flash value read twice, a session warning repeated).
   */
  id?: string;
}

export interface ToastLink {
  href: string;
  label: string;
}

export interface Toast extends Required<Pick<ToastOptions, "kind" | "title" | "durationMs">> {
  key: string;
  message?: string;
  link?: ToastLink;
}

export interface ToastApi {
  /** Shows a toast and returns its key (for dismiss). */
  show: (options: ToastOptions) => string;
  dismiss: (key: string) => void;
}
