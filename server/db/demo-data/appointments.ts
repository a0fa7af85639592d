import type { AppointmentPayerType, HealthCareType } from "#domain/enums";
import { appointmentSlots } from "../schema/index";
import type { Catalog, LoadedPractitioner } from "./catalog";
import { type KindId, specialtyForKind } from "./catalog-data";
import type { DemoClock } from "./clock";
import type { DemoContext } from "./context";
import type { People } from "./people";
import { type PersonaKey, requirePersona } from "./personas";
import { findFreeSlot, type PlannedSlot, type SlotRow } from "./slots";

// The personas' own appointments: future ones taken from the free calendar, past ones (which the
// visits and invoices refer to), and two that start a moment after loading so that check-in and
// the cancellation deadline can be tried at once.

interface Booking {
  persona: PersonaKey;
  practitioner: string;
  kind: KindId;
  /** The guardian who booked for a child. */
  bookedBy?: PersonaKey;
  healthCareType?: HealthCareType;
  payerType?: AppointmentPayerType;
}

interface FutureBooking extends Booking {
  fromDay: number;
  cancelled?: boolean;
}

interface PastBooking extends Booking {
  label: string;
  day: number;
  time: string;
}

const FUTURE_BOOKINGS: FutureBooking[] = [
  { persona: "aino", practitioner: "mattila", kind: "FT45", fromDay: 5 },
  { persona: "aino", practitioner: "lehto", kind: "ERI30", fromDay: 9 },
  { persona: "aino", practitioner: "forsman", kind: "VID20", fromDay: 16 },
  { persona: "aino", practitioner: "koskinen", kind: "VO30", fromDay: 12, cancelled: true },
  { persona: "johan", practitioner: "berg", kind: "VO30", fromDay: 3 },
  { persona: "emily", practitioner: "lindroos", kind: "VID20", fromDay: 4, healthCareType: "insurance", payerType: "insurance" },
  { persona: "eetu", practitioner: "karjalainen", kind: "LL30", fromDay: 6, bookedBy: "mikko" },
  { persona: "helmi", practitioner: "rasanen", kind: "LL30", fromDay: 8, bookedBy: "mikko" },
  { persona: "venla", practitioner: "koivisto", kind: "LL30", fromDay: 7 },
  { persona: "jari", practitioner: "lehtonen", kind: "TT30", fromDay: 4, healthCareType: "occupational", payerType: "occupationalHealthCare" },
  { persona: "raili", practitioner: "salminen", kind: "Y65P", fromDay: 5, healthCareType: "kela65" },
  { persona: "kalle", practitioner: "aalto", kind: "VO30", fromDay: 1 },
];

export const PAST_BOOKINGS = [
  { label: "aino-gp", persona: "aino", practitioner: "salminen", kind: "VO30", day: -30, time: "9:30" },
  { label: "aino-flu", persona: "aino", practitioner: "rokotuspiste", kind: "ROK15", day: -45, time: "12:15" },
  { label: "aino-gyn", persona: "aino", practitioner: "lehto", kind: "ERI30", day: -75, time: "14:00" },
  { label: "aino-derm", persona: "aino", practitioner: "forsman", kind: "ERI30", day: -140, time: "16:30" },
  { label: "aino-physio", persona: "aino", practitioner: "mattila", kind: "FT45", day: -200, time: "8:00" },
  { label: "johan-gp", persona: "johan", practitioner: "berg", kind: "VO30", day: -45, time: "10:00" },
  { label: "emily-gp", persona: "emily", practitioner: "lindroos", kind: "VO30", day: -20, time: "13:30", healthCareType: "insurance", payerType: "insurance" },
  { label: "eetu-paed", persona: "eetu", practitioner: "karjalainen", kind: "LL30", day: -50, time: "15:00", bookedBy: "mikko" },
  { label: "helmi-vaccination", persona: "helmi", practitioner: "laaksonen", kind: "ROK15", day: -90, time: "9:00", bookedBy: "mikko" },
  { label: "venla-paed", persona: "venla", practitioner: "koivisto", kind: "LL30", day: -60, time: "16:00" },
  { label: "jari-ohc-nurse", persona: "jari", practitioner: "rantanen", kind: "TT30", day: -25, time: "8:30", healthCareType: "occupational", payerType: "occupationalHealthCare" },
  { label: "jari-ohc-doctor", persona: "jari", practitioner: "lehtonen", kind: "TT30", day: -100, time: "11:00", healthCareType: "occupational", payerType: "occupationalHealthCare" },
  { label: "raili-kela65", persona: "raili", practitioner: "salminen", kind: "Y65D", day: -35, time: "10:40", healthCareType: "kela65" },
  { label: "timo-gp", persona: "timo", practitioner: "aalto", kind: "VO30", day: -70, time: "12:30" },
] as const satisfies readonly PastBooking[];

export type PastAppointmentLabel = (typeof PAST_BOOKINGS)[number]["label"];

export interface PastAppointment {
  id: number;
  patientId: number;
  practitionerId: number;
  specialtyId: string;
  clinicId: string;
  startsAt: Date;
}

export type AppointmentHistory = Map<PastAppointmentLabel, PastAppointment>;

/** Minutes after loading at which Aino's appointment starts: inside the 30-minute check-in window. */
const CHECK_IN_SOON_MINUTES = 20;
/** Hours after loading at which Aino's video appointment starts: inside the 24-hour cancellation deadline. */
const INSIDE_DEADLINE_HOURS = 3;

export function bookFutureAppointments(planned: PlannedSlot[], people: People, clock: DemoClock): void {
  for (const booking of FUTURE_BOOKINGS) {
    const slot = findFreeSlot(planned, { practitionerKey: booking.practitioner, fromDay: booking.fromDay, kindId: booking.kind });
    Object.assign(slot.row, reservation(booking, people, clock.at(-2, "19:30")));
    if (booking.cancelled) {
      Object.assign(slot.row, { cancelledAt: clock.at(-1, "08:05"), hasAppointeeCanceled: true } satisfies Partial<SlotRow>);
    }
  }
}

/**
 * Aino's two appointments that depend on the exact loading time (the only demo rows that do):
 * one opens check-in right away, the other is too close to cancel.
 */
export function soonAppointments(catalog: Catalog, people: People, clock: DemoClock): SlotRow[] {
  const soon: { booking: Booking; startsAt: Date }[] = [
    {
      booking: { persona: "aino", practitioner: "salminen", kind: "VO30" },
      startsAt: minutesFromNow(clock, CHECK_IN_SOON_MINUTES),
    },
    {
      booking: { persona: "aino", practitioner: "koskinen", kind: "VID20" },
      startsAt: minutesFromNow(clock, INSIDE_DEADLINE_HOURS * 60),
    },
  ];
  return soon.map(({ booking, startsAt }) => ({
    ...appointmentRow(booking, catalog, startsAt),
    ...reservation(booking, people, clock.at(-3, "20:10")),
  }));
}

export async function loadPastAppointments({ db, catalog, people, clock }: DemoContext): Promise<AppointmentHistory> {
  const rows = PAST_BOOKINGS.map((booking) => {
    const startsAt = clock.at(booking.day, booking.time);
    return {
      ...appointmentRow(booking, catalog, startsAt),
      ...reservation(booking, people, clock.at(booking.day - 10, "18:00")),
      checkedInAt: new Date(startsAt.getTime() - 8 * 60_000),
    };
  });
  const inserted = await db.insert(appointmentSlots).values(rows).returning({ id: appointmentSlots.id });
  const history: AppointmentHistory = new Map();
  PAST_BOOKINGS.forEach((booking, index) => {
    const row = rows[index];
    const id = inserted[index]?.id;
    if (!row || id === undefined) throw new Error("Past appointment insert returned too few rows");
    history.set(booking.label, {
      id,
      patientId: people.persona[booking.persona],
      practitionerId: row.practitionerId,
      specialtyId: row.specialtyId,
      clinicId: row.clinicId,
      startsAt: row.startsAt,
    });
  });
  return history;
}

function appointmentRow(booking: Booking, catalog: Catalog, startsAt: Date) {
  const practitioner = requirePractitioner(catalog, booking.practitioner);
  const kind = catalog.kinds.get(booking.kind);
  if (!kind) throw new Error(`Unknown kind ${booking.kind}`);
  return {
    kindId: kind.id,
    clinicId: practitioner.data.clinicId,
    practitionerId: practitioner.id,
    specialtyId: specialtyForKind(practitioner.data, kind.id),
    practitionerRateId: practitioner.rateIdByKind.get(kind.id) ?? null,
    startsAt,
    durationMinutes: kind.durationMinutes,
    locationType: kind.locationType,
    isRemote: kind.locationType !== "physicalLocation",
    healthCareTypes: [...kind.healthCareTypes],
    roomLocation: kind.locationType === "physicalLocation" ? "2. krs, huone 214" : null,
  } satisfies SlotRow;
}

function reservation(booking: Booking, people: People, reservedAt: Date) {
  const persona = requirePersona(booking.bookedBy ?? booking.persona);
  return {
    reservedByPatientId: people.persona[booking.persona],
    bookedByPatientId: booking.bookedBy ? people.persona[booking.bookedBy] : null,
    reservedAt,
    reservedHealthCareType: booking.healthCareType ?? "private",
    payerType: booking.payerType ?? "self",
    contactEmail: persona.email,
    contactPhone: persona.phone,
  } satisfies Partial<SlotRow>;
}

function requirePractitioner(catalog: Catalog, key: string): LoadedPractitioner {
  const practitioner = catalog.practitioners.get(key);
  if (!practitioner) throw new Error(`Unknown practitioner ${key}`);
  return practitioner;
}

/** `minutes` after now, on a five-minute boundary so the time reads naturally. */
function minutesFromNow(clock: DemoClock, minutes: number): Date {
  const step = 5 * 60_000;
  return new Date(Math.ceil(clock.now.getTime() / step) * step + minutes * 60_000);
}
