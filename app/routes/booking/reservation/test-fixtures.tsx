import type { ComponentType } from "react";
import { Outlet, createRoutesStub, useLocation } from "react-router";
import { render } from "@testing-library/react";
import type { ReservationAppointment, ReservationFormState } from "#server/modules/booking/reservation-service";
import { type Lang, type PageKey, pathPattern, routeId } from "#app/i18n/route-table";
import type { ReservationFormExtras } from "./reserve.server";
import type { RootData } from "#app/root-data.server";
import { publicAppointmentFixture } from "#app/routes/appointments/test-fixtures";
import { IntlWrapper, rootDataFor } from "#app/ui/test-utils";
import { ToastProvider } from "#app/ui/toast-provider";

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

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export interface RenderOptions {
  lang?: Lang;
  path?: string;
  csrfToken?: string | null;
  sessionScope?: "inAppBooking" | null;
}

/** Renders a page module under a root route with its loader data, toasts and a location probe. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function renderReservationPage(Component: ComponentType<any>, page: PageKey, loaderData: unknown, options: RenderOptions = {}) {
  const lang = options.lang ?? "en";
  const base = rootDataFor(lang, "adult");
  const rootData: RootData = {
    ...base,
    sessionState: {
      ...base.sessionState,
      csrfToken: options.csrfToken ?? null,
      isSessionValid: options.csrfToken != null,
      sessionScope: options.sessionScope ?? null,
    },
  };
  const id = routeId(page, lang);
  const path = options.path ?? pathPattern(page, lang).replace(":appointmentId", "101");
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: () => (
        <IntlWrapper lang={lang}>
          <ToastProvider>
            <Outlet />
            <LocationProbe />
          </ToastProvider>
        </IntlWrapper>
      ),
      children: [
        { id, path: pathPattern(page, lang), loader: () => loaderData, Component },
        { id: `registration.${lang}`, path: pathPattern("registration", lang), Component: () => <h1>Registration</h1> },
        { id: `patientDataConsent.${lang}`, path: pathPattern("patientDataConsent", lang), Component: () => <h1>Consent</h1> },
        { id: `home.${lang}`, path: `/${lang}`, Component: () => <h1>Front page</h1> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData, [id]: loaderData } }} />);
}

export const jsonResponse = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
