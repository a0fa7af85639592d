import { HEALTH_CARE_TYPES, type HealthCareType, isOneOf } from "#domain/enums";
import type { PageKey } from "#domain/routes/route-table";

// Which reservation page books which health care type, and the list each one came from. The
// logged-in pages say the type by their path (vapaat-ajat/kela65/...), the anonymous page by its
// `healthCareType` query (private when absent).

export const RESERVE_PAGE: Record<HealthCareType, PageKey> = {
  private: "reservePrivate",
  insurance: "reserveInsurance",
  kela65: "reserveKela65",
  occupational: "reserveOccupational",
};

export const LIST_PAGE: Record<HealthCareType, PageKey> = {
  private: "bookingPrivate",
  insurance: "bookingInsurance",
  kela65: "bookingKela65",
  occupational: "bookingOccupational",
};

export function healthCareTypeOfPage(key: PageKey): HealthCareType | null {
  const found = HEALTH_CARE_TYPES.find((type) => RESERVE_PAGE[type] === key);
  return found ?? null;
}

/** The anonymous page's `?healthCareType=`; anything else is private. */
export function healthCareTypeOfQuery(value: string | null): HealthCareType {
  return isOneOf(HEALTH_CARE_TYPES, value) ? value : "private";
}

