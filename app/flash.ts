import type { MessageKey } from "#app/i18n/messages";
import { TOAST_DURATION_MS, type ToastKind } from "#app/ui/toast-provider";

// The toasts an action may leave for the page it redirects to (app/flash.server.ts). The flash
// cookie carries only one of these names, so no user text ever travels in it. Their texts are in
// the common catalog, which every page has.

export interface FlashToast {
  kind: ToastKind;
  title: MessageKey;
  message?: MessageKey;
  durationMs?: number;
}

export const FLASH_TOASTS = {
  appointmentCancelled: { kind: "success", title: "flash.appointmentCancelled", durationMs: TOAST_DURATION_MS.appointmentCancelled },
  consentSaved: { kind: "success", title: "flash.consentSaved" },
  contactInfoSaved: { kind: "success", title: "flash.contactInfoSaved" },
  waitlistJoined: { kind: "success", title: "flash.waitlistJoined" },
  waitlistLeft: { kind: "success", title: "flash.waitlistLeft" },
  waitlistOfferDeclined: { kind: "success", title: "flash.waitlistOfferDeclined" },
  appointmentMoved: { kind: "success", title: "flash.appointmentMoved" },
  reminderPreferencesSaved: { kind: "success", title: "flash.reminderPreferencesSaved" },
  mfaTooManyAttempts: { kind: "error", title: "flash.mfaTooManyAttempts.title", message: "flash.mfaTooManyAttempts.message" },
  smsLoginEnabled: { kind: "success", title: "flash.smsLoginEnabled" },
  smsLoginDisabled: { kind: "success", title: "flash.smsLoginDisabled" },
  smsLoginCodeSent: { kind: "success", title: "flash.smsLoginCodeSent" },
  smsLoginFailed: { kind: "error", title: "flash.smsLoginFailed.title", message: "flash.smsLoginFailed.message" },
  smsLoginExpired: { kind: "error", title: "flash.smsLoginExpired" },
  smsLoginUnavailable: { kind: "error", title: "flash.smsLoginUnavailable" },
  pushDeviceRemoved: { kind: "success", title: "flash.pushDeviceRemoved" },
  pushDeviceNotFound: { kind: "error", title: "flash.pushDeviceNotFound" },
} as const satisfies Record<string, FlashToast>;

export type FlashToastId = keyof typeof FLASH_TOASTS;

export function isFlashToastId(value: unknown): value is FlashToastId {
  return typeof value === "string" && Object.hasOwn(FLASH_TOASTS, value);
}

/** The flash of a page: which toast, and a key that differs per response so a repeat shows again. */
export interface Flash {
  toast: FlashToastId;
  key: string;
}
