// The earlier-time waitlist (issue 35 §3, decisions 341-344): what a patient waits for, and the
// states of an offer. Shared by the pages, the service and the schema.

/**
 * What a freed time must share with the appointment: the same practitioner (and kind of visit),
 * or the same service (kind of visit and specialty) at a clinic the patient picks or any clinic.
 */
export const WAITLIST_MATCHES = ["practitioner", "service"] as const;
export type WaitlistMatch = (typeof WAITLIST_MATCHES)[number];

/** Why an entry stopped waiting: the patient left the line, or their appointment was moved. */
export const WAITLIST_END_REASONS = ["left", "moved"] as const;
export type WaitlistEndReason = (typeof WAITLIST_END_REASONS)[number];

/** An offer is open while it holds its time; every other state is final. */
export const WAITLIST_OFFER_STATUSES = ["open", "accepted", "declined", "expired"] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/** The value of the clinic choice that means "any clinic of the brand". */
export const ANY_CLINIC = "any";

/** A time is offered only if it starts at least this long after the offer (decision 341). */
export const OFFER_MIN_LEAD_MINUTES = 120;
