import { checkCancellation, mayCancel, selfCheckInStatus } from "#domain/appointment-rules";
import type { HealthCareType, Language, LocationType, SelfCheckInStatus } from "#domain/enums";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AppointmentRow, findPractitionerSpecialties, findRateFees } from "./appointment-repository";

// The Appointment entity of spec part 1 §3 as the pages get it, built from repository rows.
// Money stays in integer cents (DESIGN.md); texts are in the page's language.

export interface AppointmentFee {
  code: string;
  name: string;
  rateCents: number;
}

export interface AppointmentView {
  id: number;
  kindId: string;
  kind: { title: string; description: string | null };
  isSpecificTime: boolean;
  startDate: Date;
  durationMinutes: number;
  isRemote: boolean;
  /** Always true here: these are reservations. Price estimates are shown only for free times. */
  isReserved: boolean;
  locationType: LocationType;
  clinicId: string;
  clinic: {
    name: string;
    municipality: string;
    address: { street: string; postalCode: string; postOffice: string };
    cmsContent: { name: string; arrivalInfo: string | null };
  };
  practitionerId: number;
  practitioner: {
    id: number;
    isResource: boolean;
    name: string;
    title: string;
    cmsContent: { profilePicture: { url: string } | null };
  };
  practitionerRate: { code: string; name: string; rateCents: number; additionalFees: AppointmentFee[] } | null;
  specialtyId: string;
  specialtyData: { specialties: { id: string; name: string }[] };
  selfCheckInStatus: SelfCheckInStatus;
  /** Shown after check-in; null before it, or when the clinic gives no room (see reception). */
  room: { location: string } | null;
  mayCancel: boolean;
  /** Cancelled, and by the customer (rather than the clinic). */
  hasAppointeeCanceled: boolean;
  isCancelled: boolean;
  /** Inside the cancellation deadline (not cancelled, not checked in, not started). */
  isInsideCancellationDeadline: boolean;
  /** The type the appointment was booked under (private, occupational, insurance, kela65). */
  healthCareType: HealthCareType;
}

/** The logged-in page's extras: the customer's own text and whether it can still be changed. */
export interface OwnAppointmentView extends AppointmentView {
  arrivalReason: string;
  mayEditArrivalReason: boolean;
}

export interface ViewContext {
  lang: Language;
  now: Date;
  deadlineHours: number;
}

/** What a slot row says about the service (kind, clinic, practitioner, price, specialty). */
type CatalogueRow = Pick<
  AppointmentRow,
  | "id"
  | "kindId"
  | "kindTitle"
  | "kindDescription"
  | "isSpecificTime"
  | "startsAt"
  | "durationMinutes"
  | "isRemote"
  | "reservedByPatientId"
  | "locationType"
  | "clinicId"
  | "clinicName"
  | "clinicMunicipality"
  | "clinicStreetAddress"
  | "clinicPostalCode"
  | "clinicPostOffice"
  | "clinicCmsName"
  | "clinicArrivalInfo"
  | "practitionerId"
  | "practitionerIsResource"
  | "practitionerName"
  | "practitionerTitle"
  | "practitionerProfileImageUrl"
  | "rateId"
  | "rateCode"
  | "rateName"
  | "rateCents"
  | "specialtyId"
>;

/** The part of the view that comes from the service catalogue, the same for free and booked times. */
export type CatalogueView = Pick<
  AppointmentView,
  | "id"
  | "kindId"
  | "kind"
  | "isSpecificTime"
  | "startDate"
  | "durationMinutes"
  | "isRemote"
  | "isReserved"
  | "locationType"
  | "clinicId"
  | "clinic"
  | "practitionerId"
  | "practitioner"
  | "practitionerRate"
  | "specialtyId"
  | "specialtyData"
>;

/**
 * The catalogue part of the views of the rows, in the page's language: the rates' fees and the
 * practitioners' specialties in two queries for all rows.
 */
export async function toCatalogueViews(db: DatabaseOrTransaction, rows: readonly CatalogueRow[], lang: Language): Promise<CatalogueView[]> {
  const rateIds = [...new Set(rows.flatMap((row) => (row.rateId === null ? [] : [row.rateId])))];
  const practitionerIds = [...new Set(rows.map((row) => row.practitionerId))];
  const [fees, practitionerSpecialties] = await Promise.all([
    findRateFees(db, rateIds),
    findPractitionerSpecialties(db, practitionerIds),
  ]);
  return rows.map((row) => {
    const ownSpecialties = practitionerSpecialties.filter((specialty) => specialty.practitionerId === row.practitionerId);
    return {
      id: row.id,
      kindId: row.kindId,
      kind: { title: row.kindTitle[lang], description: row.kindDescription?.[lang] ?? null },
      isSpecificTime: row.isSpecificTime,
      startDate: row.startsAt,
      durationMinutes: row.durationMinutes,
      isRemote: row.isRemote,
      isReserved: row.reservedByPatientId !== null,
      locationType: row.locationType,
      clinicId: row.clinicId,
      clinic: {
        name: row.clinicName,
        municipality: row.clinicMunicipality,
        address: { street: row.clinicStreetAddress, postalCode: row.clinicPostalCode, postOffice: row.clinicPostOffice },
        cmsContent: { name: row.clinicCmsName, arrivalInfo: row.clinicArrivalInfo?.[lang] ?? null },
      },
      practitionerId: row.practitionerId,
      practitioner: {
        id: row.practitionerId,
        isResource: row.practitionerIsResource,
        name: row.practitionerName,
        title: row.practitionerTitle[lang],
        cmsContent: { profilePicture: row.practitionerProfileImageUrl ? { url: row.practitionerProfileImageUrl } : null },
      },
      practitionerRate:
        row.rateId === null || row.rateCode === null || row.rateName === null || row.rateCents === null
          ? null
          : {
              code: row.rateCode,
              name: row.rateName[lang],
              rateCents: row.rateCents,
              additionalFees: fees
                .filter((fee) => fee.rateId === row.rateId)
                .map((fee) => ({ code: fee.code, name: fee.name[lang], rateCents: fee.rateCents })),
            },
      specialtyId: row.specialtyId,
      specialtyData: { specialties: ownSpecialties.map((specialty) => ({ id: specialty.id, name: specialty.name[lang] })) },
    };
  });
}

export async function toAppointmentViews(
  db: DatabaseOrTransaction,
  rows: readonly AppointmentRow[],
  context: ViewContext,
): Promise<OwnAppointmentView[]> {
  const { lang, now, deadlineHours } = context;
  const catalogue = await toCatalogueViews(db, rows, lang);
  return rows.map((row, index) => {
    const times = {
      startsAt: row.startsAt,
      durationMinutes: row.durationMinutes,
      checkedInAt: row.checkedInAt,
      cancelledAt: row.cancelledAt,
    };
    return {
      ...catalogue[index]!,
      selfCheckInStatus: selfCheckInStatus({ ...times, selfCheckInAllowed: row.selfCheckInAllowed, isRemote: row.isRemote }, now),
      room: row.checkedInAt && row.roomLocation ? { location: row.roomLocation } : null,
      mayCancel: mayCancel(times, deadlineHours, now),
      hasAppointeeCanceled: row.cancelledAt !== null && row.hasAppointeeCanceled,
      isCancelled: row.cancelledAt !== null,
      isInsideCancellationDeadline: checkCancellation(times, deadlineHours, now).type === "deadlineExceeded",
      healthCareType: row.reservedHealthCareType ?? "private",
      arrivalReason: row.arrivalReason ?? "",
      mayEditArrivalReason: row.cancelledAt === null && row.startsAt.getTime() > now.getTime(),
    };
  });
}

/** The same view without what only the patient may read (the booking link is not a login). */
export function withoutPrivateFields({ arrivalReason: _reason, mayEditArrivalReason: _editable, ...view }: OwnAppointmentView): AppointmentView {
  return view;
}
