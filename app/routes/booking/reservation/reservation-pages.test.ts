import { describe, expect, it } from "vitest";
import { HEALTH_CARE_TYPES } from "#domain/enums";
import { RESERVATION_RESULTS, RESERVATION_VALIDATION_KEYS } from "#domain/reservation";
import { CATALOGS } from "#app/i18n/messages";
import { LANGUAGES } from "#domain/enums";
import { PAGES } from "#domain/routes/route-table";
import { INLINE_ERROR_MESSAGES } from "./reservation-errors";
import { healthCareTypeOfPage, healthCareTypeOfQuery, RESERVE_PAGE } from "./reservation-pages";

describe("reservation pages and rules", () => {
  it("has every reservation validation message and inline error in all three catalogs", () => {
    const keys = [...Object.values(RESERVATION_VALIDATION_KEYS), ...Object.values(INLINE_ERROR_MESSAGES)];
    for (const lang of LANGUAGES) for (const key of keys) expect(CATALOGS[lang][key], `${lang} ${key}`).toBeTruthy();
  });

  it("gives every error code an outcome on the pages", () => {
    // Handled by a screen of its own (login prompt, navigation, states) or by an inline message.
    const screens = ["success", "appointmentNotAvailable", "noPatient", "patientDataConsentRequired", "patientInfoConflict", "authenticationRequired", "notCreditworthy", "noOccupationalHealthcare", "webReservationNotAllowed"];
    for (const code of RESERVATION_RESULTS) expect(screens.includes(code) || code in INLINE_ERROR_MESSAGES, code).toBe(true);
  });

  it("maps each health care type to its page and back, all served by the reservation module", () => {
    for (const type of HEALTH_CARE_TYPES) {
      expect(healthCareTypeOfPage(RESERVE_PAGE[type])).toBe(type);
      expect(PAGES[RESERVE_PAGE[type]].module).toBe("routes/booking/reservation/reserve.tsx");
    }
    expect(PAGES.reserveAnonymous.module).toBe("routes/booking/reservation/reserve-anonymous.tsx");
    expect(PAGES.reserveAnonymous.access).toBe("anonymous");
    expect(healthCareTypeOfPage("home")).toBeNull();
    expect(healthCareTypeOfQuery("kela65")).toBe("kela65");
    expect(healthCareTypeOfQuery("vip")).toBe("private");
    expect(healthCareTypeOfQuery(null)).toBe("private");
  });
});
