import { z } from "zod";
import { NumericIdSchema } from "./numeric-id-inputs";
import { VALIDATION_KEYS } from "./validation-keys";

// Web push subscriptions (decision 372): what a browser's PushSubscription.toJSON() gives, as the
// page posts it to POST /api/push-subscriptions, and the removal of a device on My information.
// The server also checks that the endpoint is a push service it sends to.

const base64url = (bytes: number) =>
  z
    .string({ error: VALIDATION_KEYS.required })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: VALIDATION_KEYS.invalidValue })
    .refine((text) => decodedLength(text) === bytes, { error: VALIDATION_KEYS.invalidValue });

/** Bytes of a base64url text (padding ignored), without decoding it. */
function decodedLength(text: string): number {
  const length = text.replace(/=+$/, "").length;
  return Math.floor((length * 3) / 4);
}

export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: VALIDATION_KEYS.required })
    .max(1_000, { error: VALIDATION_KEYS.maxLength })
    .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), { error: VALIDATION_KEYS.invalidValue }),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(65),
    /** The authentication secret (16 bytes). */
    auth: base64url(16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const REMOVE_PUSH_DEVICE_INTENT = "removePushDevice";

export const RemovePushDeviceSchema = z.object({
  intent: z.literal(REMOVE_PUSH_DEVICE_INTENT),
  subscriptionId: NumericIdSchema,
});
