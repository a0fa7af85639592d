// The limits of turning SMS login on (spec part 1 §9), without the schemas of domain/sms-login.ts:
// the front page's onboarding panel needs them in the browser, and no validation library with them.

/** An onboarding code is valid this long; wrong guesses allowed for one code. */
export const ONBOARDING_CODE_LIFETIME_MINUTES = 5;
export const ONBOARDING_CODE_MAX_ATTEMPTS = 3;
/** Codes one person may order for onboarding within an hour before onboarding is blocked. */
export const ONBOARDING_CODES_PER_HOUR = 5;
/** How long onboarding stays blocked after too many codes or wrong guesses. */
export const ONBOARDING_BLOCK_MINUTES = 60;
/** The onboarding panel fades out this long before it hides (spec §9). */
export const ONBOARDING_FADE_OUT_MS = 500;
