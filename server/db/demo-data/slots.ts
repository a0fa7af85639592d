import type { Database } from "../client";
import { appointmentSlots } from "../schema/index";
import type { Catalog, LoadedPractitioner } from "./catalog";
import { BANDS, CLINICS, type Kind, type KindId, specialtyForKind, type TimeBand } from "./catalog-data";
import type { DemoClock } from "./clock";
import { insertInBatches } from "./insert";
import type { Random } from "./random";

// The bookable calendar: nine weeks of weekday slots from today on, every practitioner working
// some weekdays in a morning, afternoon or evening shift (7-21), a few slots per shift. About one
// slot in seven is already taken by a background customer.

export type SlotRow = typeof appointmentSlots.$inferInsert;

export interface PlannedSlot {
  practitionerKey: string;
  dayOffset: number;
  kindId: KindId;
  row: SlotRow;
}

/** Nine weeks, so that at least eight full weeks ahead are always bookable. */
export const CALENDAR_DAYS = 63;
const BAND_ORDER: TimeBand[] = ["morning", "afternoon", "evening"];
const BACKGROUND_RESERVATION_SHARE = 0.15;

export function planCalendar(catalog: Catalog, clock: DemoClock, random: Random): PlannedSlot[] {
  const planned: PlannedSlot[] = [];
  [...catalog.practitioners.values()].forEach((practitioner, index) => {
    for (let dayOffset = 0; dayOffset < CALENDAR_DAYS; dayOffset += 1) {
      if (!practitioner.data.weekdays.includes(clock.weekday(dayOffset))) continue;
      const band = BAND_ORDER[(dayOffset + index) % BAND_ORDER.length] ?? "morning";
      for (const time of shiftTimes(band, random)) {
        const kind = chooseKind(practitioner, catalog, random);
        planned.push({
          practitionerKey: practitioner.data.key,
          dayOffset,
          kindId: kind.id,
          row: slotRow(practitioner, index, kind, clock.at(dayOffset, time), random),
        });
      }
    }
  });
  return planned;
}

/** 3-5 half-hour starting times inside the band, earliest first. */
function shiftTimes(band: TimeBand, random: Random): string[] {
  const { start, end } = BANDS[band];
  const grid: string[] = [];
  for (let minutes = start * 60; minutes < end * 60; minutes += 30) {
    grid.push(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`);
  }
  return random.sample(grid, random.int(3, 5));
}

function chooseKind(practitioner: LoadedPractitioner, catalog: Catalog, random: Random): Kind {
  const [usual, ...others] = practitioner.data.kindIds;
  const kindId = others.length > 0 && random.chance(0.3) ? random.pick(others) : usual;
  const kind = kindId ? catalog.kinds.get(kindId) : undefined;
  if (!kind) throw new Error(`Practitioner ${practitioner.data.key} has no kinds`);
  return kind;
}

function slotRow(
  practitioner: LoadedPractitioner,
  index: number,
  kind: Kind,
  startsAt: Date,
  random: Random,
): SlotRow {
  const isPhysical = kind.locationType === "physicalLocation";
  const isKidsClinic = CLINICS.find((clinic) => clinic.id === practitioner.data.clinicId)?.brandId === "kids";
  const floor = 1 + (index % 4);
  return {
    kindId: kind.id,
    clinicId: practitioner.data.clinicId,
    practitionerId: practitioner.id,
    specialtyId: specialtyForKind(practitioner.data, kind.id),
    practitionerRateId: practitioner.rateIdByKind.get(kind.id) ?? null,
    startsAt,
    durationMinutes: kind.durationMinutes,
    locationType: kind.locationType,
    isRemote: !isPhysical,
    // Children are booked by a strongly identified guardian; some adult times need login too.
    requiresAuthToReserve: isKidsClinic || random.chance(0.1),
    healthCareTypes: [...kind.healthCareTypes],
    roomLocation: isPhysical ? `${floor}. krs, huone ${floor * 100 + 10 + index}` : null,
  };
}

/** Marks a share of the future calendar as booked by background customers. */
export function reserveForBackground(
  planned: PlannedSlot[],
  backgroundPatientIds: number[],
  clock: DemoClock,
  random: Random,
): void {
  for (const slot of planned) {
    if (slot.row.reservedByPatientId || !random.chance(BACKGROUND_RESERVATION_SHARE)) continue;
    Object.assign(slot.row, {
      reservedByPatientId: random.pick(backgroundPatientIds),
      reservedAt: clock.at(-random.int(1, 20), "12:00"),
      reservedHealthCareType: slot.row.healthCareTypes?.[0] ?? "private",
      payerType: "self",
    } satisfies Partial<SlotRow>);
  }
}

/** Finds the first free planned slot matching the wish, for a persona's own future appointment. */
export function findFreeSlot(
  planned: PlannedSlot[],
  wish: { practitionerKey: string; fromDay: number; kindId?: KindId },
): PlannedSlot {
  const found = planned.find(
    (slot) =>
      slot.practitionerKey === wish.practitionerKey &&
      slot.dayOffset >= wish.fromDay &&
      (wish.kindId === undefined || slot.kindId === wish.kindId) &&
      !slot.row.reservedByPatientId,
  );
  if (!found) throw new Error(`No free ${wish.kindId ?? ""} slot for ${wish.practitionerKey} from day ${wish.fromDay}`);
  return found;
}

/** Drops planned slots that would overlap another appointment of the same practitioner. */
export function withoutOverlaps(planned: PlannedSlot[], appointments: SlotRow[]): PlannedSlot[] {
  const end = (row: SlotRow) => row.startsAt.getTime() + row.durationMinutes * 60_000;
  const overlaps = (a: SlotRow, b: SlotRow) =>
    a.practitionerId === b.practitionerId && a.startsAt.getTime() < end(b) && b.startsAt.getTime() < end(a);
  return planned.filter((slot) => !appointments.some((appointment) => overlaps(slot.row, appointment)));
}

export async function insertSlots(db: Database, rows: SlotRow[]): Promise<void> {
  await insertInBatches(db, appointmentSlots, rows);
}
