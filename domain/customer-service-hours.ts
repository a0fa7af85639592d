import type { BrandId } from "./session-state";

// When each brand's customer service answers the phone (decision 353), Helsinki time, whole hours.
// Apart from the brand contacts, which every page carries: only the front page shows the hours.

/** Days an opening-hours row covers. */
export type OpeningDays = "weekdays" | "saturday" | "weekend";

export interface OpeningHours {
  days: OpeningDays;
  opens: number;
  closes: number;
}

export const CUSTOMER_SERVICE_HOURS: Record<BrandId, OpeningHours[]> = {
  adult: [
    { days: "weekdays", opens: 7, closes: 20 },
    { days: "saturday", opens: 9, closes: 15 },
  ],
  // Parents call after the working day and when a child falls ill at the weekend.
  kids: [
    { days: "weekdays", opens: 7, closes: 21 },
    { days: "weekend", opens: 9, closes: 17 },
  ],
};
