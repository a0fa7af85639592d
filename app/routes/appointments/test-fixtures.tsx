import type { ComponentType } from "react";
import { Outlet, createRoutesStub, useLocation } from "react-router";
import { render } from "@testing-library/react";
import type { AppointmentView, OwnAppointmentView } from "#server/modules/appointments/appointment-service";
import { type Lang, type PageKey, pathPattern, routeId } from "#app/i18n/route-table";
import type { RootData } from "#app/root-data.server";
import { IntlWrapper, rootDataFor } from "#app/ui/test-utils";
import { ToastProvider } from "#app/ui/toast-provider";

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

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.hash}</p>;
}

export interface RenderPageOptions {
  lang?: Lang;
  path?: string;
  csrfToken?: string | null;
  features?: RootData["sessionState"]["features"];
}

/** Renders a page module under a root route with its loader data, toasts and a location probe. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function renderPage(Component: ComponentType<any>, page: PageKey, loaderData: unknown, options: RenderPageOptions = {}) {
  const lang = options.lang ?? "en";
  const base = rootDataFor(lang, "adult");
  const rootData: RootData = {
    ...base,
    sessionState: { ...base.sessionState, csrfToken: options.csrfToken ?? null, features: options.features ?? [] },
  };
  const id = routeId(page, lang);
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
        { id: `home.${lang}`, path: `/${lang}`, Component: () => <h1>Front page</h1> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[options.path ?? pathPattern(page, lang)]} hydrationData={{ loaderData: { root: rootData, [id]: loaderData } }} />);
}

export const jsonResponse = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
