import { hasFixedRate } from "#domain/price";
import type { Database } from "../client";
import {
  appointmentKinds,
  brands,
  clinics,
  practitionerRateFees,
  practitionerRates,
  practitioners,
  practitionerSpecialties,
  specialties,
} from "../schema/index";
import {
  BRANDS,
  CLINICS,
  FEES,
  type Kind,
  type KindId,
  KINDS,
  PRACTITIONERS,
  type PractitionerData,
  RESERVATION_NOTICES,
  SPECIALTIES,
} from "./catalog-data";
import { insertInBatches } from "./insert";
import { portraitPath } from "./portraits";

export interface LoadedPractitioner {
  id: number;
  data: PractitionerData;
  /** Rate of each kind the practitioner offers for a price (occupational kinds have none). */
  rateIdByKind: Map<KindId, number>;
}

export interface Catalog {
  practitioners: Map<string, LoadedPractitioner>;
  kinds: Map<KindId, Kind>;
}

export async function loadCatalog(db: Database): Promise<Catalog> {
  await db.insert(brands).values([...BRANDS]);
  await db.insert(clinics).values(
    CLINICS.map((clinic) => ({
      id: clinic.id,
      brandId: clinic.brandId,
      name: clinic.name,
      cmsName: clinic.name,
      city: clinic.city,
      municipality: clinic.city,
      streetAddress: clinic.streetAddress,
      postalCode: clinic.postalCode,
      postOffice: clinic.city.toUpperCase(),
      arrivalInfo: {
        fi: `Ilmoittaudu saapuessasi ${clinic.name} -toimipisteen vastaanoton infoon tai ilmoittautumisautomaatilla.`,
        sv: `Anmäl dig vid receptionen eller anmälningsautomaten när du kommer till ${clinic.name}.`,
        en: `When you arrive at ${clinic.name}, check in at the reception desk or the self-service kiosk.`,
      },
      relatedClinicIds: clinic.relatedClinicIds ?? [],
    })),
  );
  await db.insert(specialties).values(
    SPECIALTIES.map((specialty) => ({ ...specialty, reservationInfo: RESERVATION_NOTICES.specialties[specialty.id] ?? null })),
  );
  await db
    .insert(appointmentKinds)
    .values(KINDS.map((kind) => ({ id: kind.id, title: kind.title, reservationInfo: RESERVATION_NOTICES.kinds[kind.id] ?? null })));

  const inserted = await db
    .insert(practitioners)
    .values(
      PRACTITIONERS.map((practitioner, index) => ({
        name: practitioner.name,
        title: practitioner.title,
        isResource: practitioner.isResource ?? false,
        // Generated portraits (portraits.ts); a resource such as a vaccination point shows initials.
        profileImageUrl: practitioner.isResource ? null : portraitPath(practitioner.key),
        brandSiteProfileId: practitioner.isResource ? null : String(4100 + index),
        reservationInfo: RESERVATION_NOTICES.practitioners[practitioner.key] ?? null,
      })),
    )
    .returning({ id: practitioners.id });

  const kinds = new Map<KindId, Kind>(KINDS.map((kind) => [kind.id, kind]));
  const loaded = new Map<string, LoadedPractitioner>();
  PRACTITIONERS.forEach((data, index) => {
    const row = inserted[index];
    if (!row) throw new Error("Practitioner insert returned too few rows");
    loaded.set(data.key, { id: row.id, data, rateIdByKind: new Map() });
  });

  await insertInBatches(
    db,
    practitionerSpecialties,
    [...loaded.values()].flatMap(({ id, data }) =>
      data.specialtyIds.map((specialtyId) => ({ practitionerId: id, specialtyId })),
    ),
  );
  await loadRates(db, loaded, kinds);
  return { practitioners: loaded, kinds };
}

async function loadRates(db: Database, loaded: Map<string, LoadedPractitioner>, kinds: Map<KindId, Kind>) {
  const wanted = [...loaded.values()].flatMap((practitioner) =>
    practitioner.data.kindIds.flatMap((kindId) => {
      const kind = kinds.get(kindId);
      if (!kind || kind.rateCents === null) return [];
      // The fixed Kela65 rate is the same for everyone.
      const extra = hasFixedRate(kindId) ? 0 : (practitioner.data.rateExtraCents ?? 0);
      const rateCents = kind.rateCents + extra;
      return [{ practitioner, kind, rateCents }];
    }),
  );
  const rates = await db
    .insert(practitionerRates)
    .values(
      wanted.map(({ practitioner, kind, rateCents }) => ({
        practitionerId: practitioner.id,
        code: kind.id,
        name: kind.title,
        rateCents,
      })),
    )
    .returning({ id: practitionerRates.id });

  const fees = wanted.flatMap(({ practitioner, kind }, index) => {
    const rateId = rates[index]?.id;
    if (rateId === undefined) throw new Error("Rate insert returned too few rows");
    practitioner.rateIdByKind.set(kind.id, rateId);
    return kind.fee ? [{ rateId, position: 1, ...FEES[kind.fee] }] : [];
  });
  await insertInBatches(db, practitionerRateFees, fees);
}
