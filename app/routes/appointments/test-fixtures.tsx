import type { AppointmentView, OwnAppointmentView } from "#server/modules/appointments/appointment-service";
import type { FeatureFlag } from "#domain/session-state";
import type { Lang, PageKey } from "#domain/routes/route-table";
import { type RouteComponent, renderRoute } from "#app/ui/test-utils";

// Component-test helpers of the appointment pages (jsdom tests only).

/** Dr. Salminen's doctor's appointment at Hoiva Kamppi, as the loaders build it. */
export function appointmentFixture(overrides: Partial<OwnAppointmentView> = {}): OwnAppointmentView {
  return {
    id: 101,
    kindId: "VO30",
    kind: { title: "Doctor's appointment 30 min", description: null },
    isSpecificTime: true,
    startDate: new Date("2030-03-05T07:30:00Z"),
    durationMinutes: 30,
    isRemote: false,
    isReserved: true,
    locationType: "physicalLocation",
    clinicId: "HKA",
    clinic: {
      name: "Hoiva Kamppi",
      municipality: "Helsinki",
      address: { street: "Runeberginkatu 12", postalCode: "00100", postOffice: "HELSINKI" },
      cmsContent: { name: "Hoiva Kamppi", arrivalInfo: "When you arrive at Hoiva Kamppi, check in at the reception desk or the self-service kiosk." },
    },
    practitionerId: 7,
    practitioner: { id: 7, isResource: false, name: "Anna Salminen", title: "General practitioner", cmsContent: { profilePicture: null } },
    practitionerRate: {
      code: "VO30",
      name: "Doctor's appointment",
      rateCents: 8400,
      additionalFees: [{ code: "office", name: "Office fee", rateCents: 1990 }],
    },
    specialtyId: "YL",
    specialtyData: { specialties: [{ id: "YL", name: "General practitioner" }] },
    selfCheckInStatus: "allowed",
    room: null,
    mayCancel: false,
    hasAppointeeCanceled: false,
    isCancelled: false,
    isInsideCancellationDeadline: true,
    healthCareType: "private",
    arrivalReason: "",
    mayEditArrivalReason: true,
    ...overrides,
  };
}

/** The same appointment as the booking-link page gets it (without the patient's own note). */
export function publicAppointmentFixture(overrides: Partial<OwnAppointmentView> = {}): AppointmentView {
  const { arrivalReason: _reason, mayEditArrivalReason: _editable, ...view } = appointmentFixture(overrides);
  return view;
}

export interface RenderPageOptions {
  lang?: Lang;
  path?: string;
  csrfToken?: string | null;
  features?: FeatureFlag[];
}

/** Renders a page module under a root route with its loader data, toasts and a location probe. */
export function renderPage(Component: RouteComponent, page: PageKey, loaderData: unknown, options: RenderPageOptions = {}) {
  return renderRoute(Component, {
    page,
    lang: options.lang,
    loaderData,
    path: options.path,
    sessionState: { csrfToken: options.csrfToken ?? null, features: options.features ?? [] },
  });
}

export { jsonResponse } from "#app/ui/test-utils";
