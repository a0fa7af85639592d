import { formatCalendarDate } from "#domain/helsinki-time";
import { makeIdentityCode } from "#domain/identity-code";
import type { Database } from "../client";
import { guardians, guardianships, mandates, mfaDevices, patients } from "../schema/index";
import type { DemoClock } from "./clock";
import { ADDRESSES, emailLocalPart, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from "./names";
import { type PersonaData, type PersonaKey, PERSONAS, personaIdentityCode, requirePersona } from "./personas";
import type { Random } from "./random";

// The patient register: personas, background customers, contact guardians, guardianships,
// mandates (one outside health matters) and an SMS login device.

export interface People {
  persona: Record<PersonaKey, number>;
  /** Customers who only occupy some of the calendar so searches show booked times. */
  background: number[];
}

const BACKGROUND_COUNT = 16;

export async function loadPeople(db: Database, clock: DemoClock, random: Random): Promise<People> {
  const personaRows = PERSONAS.map((data) => patientRow(data, clock));
  const takenCodes = new Set(personaRows.map((row) => row.identityCode));
  const backgroundRows = Array.from({ length: BACKGROUND_COUNT }, () => backgroundPatient(random, clock, takenCodes));

  const inserted = await db
    .insert(patients)
    .values([...personaRows, ...backgroundRows])
    .returning({ id: patients.id, identityCode: patients.identityCode });
  const idByCode = new Map(inserted.map((row) => [row.identityCode, row.id]));
  const idOf = (code: string) => {
    const id = idByCode.get(code);
    if (id === undefined) throw new Error(`Patient ${code} was not inserted`);
    return id;
  };
  const persona = Object.fromEntries(
    PERSONAS.map((data) => [data.key, idOf(personaIdentityCode(data))]),
  ) as Record<PersonaKey, number>;
  const people: People = { persona, background: backgroundRows.map((row) => idOf(row.identityCode)) };

  await loadFamilies(db, clock, people);
  return people;
}

function patientRow(data: PersonaData, clock: DemoClock): typeof patients.$inferInsert {
  const consentGiven = data.hasConsent ? clock.at(-420, "18:12") : null;
  return {
    identityCode: personaIdentityCode(data),
    firstName: data.firstName,
    lastName: data.lastName,
    birthDate: data.birthDate,
    language: data.language,
    email: data.email,
    phone: data.phone,
    streetAddress: data.streetAddress,
    postalCode: data.postalCode,
    postOffice: data.postOffice,
    allowsCommonRegistry: data.hasConsent,
    allowsViewingOccupationalInformation: data.hasConsent && data.brandId === "adult",
    allowsMarketingMail: false,
    allowsTreatmentInstructionsMail: data.hasConsent,
    allowsBookingSms: data.hasConsent,
    patientDataConsentFormUpdated: consentGiven,
    isCreditworthy: data.isCreditworthy,
    smsLoginEnabled: data.smsLoginEnabled,
    createdAt: clock.at(-900, "09:00"),
    updatedAt: consentGiven ?? clock.at(-900, "09:00"),
  };
}

function backgroundPatient(random: Random, clock: DemoClock, takenCodes: Set<string>): typeof patients.$inferInsert {
  const isFemale = random.chance(0.5);
  const firstName = random.pick(isFemale ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const address = random.pick(ADDRESSES);
  const birthDate = formatCalendarDate(random.int(1950, 2000), random.int(1, 12), random.int(1, 28));
  let identityCode: string;
  do {
    // Even individual numbers are women's, odd men's.
    const individualNumber = random.int(1, 449) * 2 + (isFemale ? 0 : 1);
    identityCode = makeIdentityCode(birthDate, individualNumber);
  } while (takenCodes.has(identityCode));
  takenCodes.add(identityCode);
  return {
    identityCode,
    firstName,
    lastName,
    birthDate,
    email: `${emailLocalPart(firstName, lastName)}@example.com`,
    phone: `+35850${random.int(1000000, 9999999)}`,
    streetAddress: `${address.street} ${random.int(1, 60)}`,
    postalCode: address.postalCode,
    postOffice: address.postOffice,
    allowsCommonRegistry: true,
    allowsBookingSms: true,
    patientDataConsentFormUpdated: clock.at(-random.int(30, 700), "12:00"),
  };
}

async function loadFamilies(db: Database, clock: DemoClock, people: People) {
  const { persona } = people;
  const mikko = requirePersona("mikko");
  const mikkoAsGuardian = {
    name: `${mikko.firstName} ${mikko.lastName}`,
    phone: mikko.phone,
    email: mikko.email,
    identityCode: personaIdentityCode(mikko),
    hasSameAddress: true,
  };
  const laura = { name: "Laura Nieminen", phone: "+358401234511", email: "laura.nieminen@example.com", hasSameAddress: true };
  await db.insert(guardians).values([
    { patientId: persona.eetu, position: 1, ...mikkoAsGuardian },
    { patientId: persona.eetu, position: 2, ...laura },
    { patientId: persona.helmi, position: 1, ...mikkoAsGuardian },
    { patientId: persona.helmi, position: 2, ...laura },
    {
      patientId: persona.venla,
      position: 1,
      name: "Kirsi Heikkinen",
      // Shown obfuscated on Venla's My information (female: an even individual number); the
      // persona Kirsi.
      identityCode: makeIdentityCode("1979-06-14", 246, "-"),
      phone: "+358401234512",
      email: "kirsi.heikkinen@example.com",
      hasSameAddress: false,
      streetAddress: "Sibeliuksenkatu 7 B 9",
      postalCode: "13100",
      postOffice: "HÄMEENLINNA",
    },
  ]);

  const verifiedAt = clock.at(-30, "08:00");
  await db.insert(guardianships).values([
    { guardianPatientId: persona.mikko, childPatientId: persona.eetu, type: "parent", verifiedAt },
    { guardianPatientId: persona.mikko, childPatientId: persona.helmi, type: "parent", verifiedAt },
    // A teenager's guardian: may pay her invoices (decision 294), not act for her.
    { guardianPatientId: persona.kirsi, childPatientId: persona.venla, type: "parent", verifiedAt },
  ]);

  const aino = requirePersona("aino");
  const pekka = requirePersona("pekka");
  await db.insert(mandates).values([
    {
      principalPatientId: persona.raili,
      agentIdentityCode: personaIdentityCode(aino),
      agentName: `${aino.firstName} ${aino.lastName}`,
      scope: "healthcare-services",
      validFrom: clock.day(-365),
      validUntil: clock.day(365),
    },
    // Valid but for tax matters only: it gives Pekka nothing here (decision 277).
    {
      principalPatientId: persona.aino,
      agentIdentityCode: personaIdentityCode(pekka),
      agentName: `${pekka.firstName} ${pekka.lastName}`,
      scope: "tax-matters",
      validFrom: clock.day(-365),
      validUntil: null,
    },
  ]);

  const johan = requirePersona("johan");
  await db.insert(mfaDevices).values({
    patientId: persona.johan,
    phoneNumber: johan.phone,
    verifiedAt: clock.at(-60, "19:45"),
    createdAt: clock.at(-60, "19:43"),
  });
}
