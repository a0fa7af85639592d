import type { ReservationAppointment, ReservationFormState } from "#server/modules/booking/reservation-service";
import { type Lang, type PageKey, pathPattern } from "#domain/routes/route-table";
import type { ReservationFormExtras } from "./reserve.server";
import { publicAppointmentFixture } from "#tests/fixtures/appointments";
import { type RouteComponent, renderRoute } from "#app/ui/test-utils";

// Component-test helpers of the reservation pages (jsdom tests only).

/** A free doctor's appointment at Hoiva Kamppi, as the reservation service builds it. */
export function reservationAppointmentFixture(overrides: Partial<ReservationAppointment> = {}): ReservationAppointment {
  return {
    ...publicAppointmentFixture({ isReserved: false, selfCheckInStatus: "statusNotAvailable", isInsideCancellationDeadline: false }),
    notices: [],
    requiresAuthToReserve: false,
    healthCareTypes: ["private", "insurance"],
    withinBindingWindow: false,
    bindingHours: 24,
    ...overrides,
  };
}

export function formStateFixture(overrides: Partial<ReservationFormState & ReservationFormExtras> = {}): ReservationFormState & ReservationFormExtras {
  return {
    appointment: reservationAppointmentFixture(),
    healthCareType: "private",
    internalOrganization: "adult",
    patient: { firstName: "Aino", lastName: "Virtanen", maskedIdentityCode: "140386-****", email: "aino.virtanen@example.com", phone: "+358401234501" },
    user: null,
    kela65Eligible: null,
    occupationalConfirmation: null,
    contact: {
      streetAddress: "Mannerheimintie 41 B 12",
      postalCode: "00250",
      postOffice: "HELSINKI",
      emailAddress: "aino.virtanen@example.com",
      phoneNumber: "+358401234501",
    },
    insurerContext: null,
    ...overrides,
  };
}

export interface RenderOptions {
  lang?: Lang;
  path?: string;
  csrfToken?: string | null;
  sessionScope?: "inAppBooking" | null;
  /** The page's action: gets the posted form, answers what the server would. */
  action?: (form: FormData) => unknown;
}

/** Renders a page module under a root route with its loader data, toasts and a location probe. */
export function renderReservationPage(Component: RouteComponent, page: PageKey, loaderData: unknown, options: RenderOptions = {}) {
  const lang = options.lang ?? "en";
  return renderRoute(Component, {
    page,
    lang,
    loaderData,
    path: options.path ?? pathPattern(page, lang).replace(":appointmentId", "101"),
    sessionState: {
      csrfToken: options.csrfToken ?? null,
      isSessionValid: options.csrfToken != null,
      sessionScope: options.sessionScope ?? null,
    },
    otherPages: { registration: "Registration", patientDataConsent: "Consent" },
    action: options.action ? async ({ request }) => options.action!(await request.formData()) : undefined,
  });
}

export { jsonResponse } from "#app/ui/test-utils";
