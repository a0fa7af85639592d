import { LIFTUP_CONTRACT_PRODUCT_IDS } from "#domain/booking-search";
import type { ContractType } from "#domain/enums";
import { employers, employments, occupationalContracts, ohcTeamMembers, ohcTeams } from "../schema/index";
import type { DemoContext } from "./context";
import type { PersonaKey } from "./personas";

// Jari's employer, its occupational health care contract and the team that serves it. The team
// nurse Minna Rantanen is on holiday and Kaisa Ojala substitutes for her. Two more employers have
// contracts without web booking (spec part 2 §2 "no-web-reservation"): Tuula's includes the
// lift-up product, so her list shows the occupational health care guide; Marko's statutory-only
// contract leaves him the customer service phone number.

export const EMPLOYER = { name: "Kivirinne Rakennus Oy", businessId: "2345678-0" };

interface NoWebReservationEmployer {
  employee: PersonaKey;
  employer: { name: string; businessId: string };
  contractType: ContractType;
  contractProductIds: string[];
}

const NO_WEB_RESERVATION_EMPLOYERS: NoWebReservationEmployer[] = [
  {
    employee: "tuula",
    employer: { name: "Pyynikin Logistiikka Oy", businessId: "2786013-1" },
    contractType: "Comprehensive",
    contractProductIds: ["TTH-LAKISAATEINEN", "TTH-SAIRAANHOITO", LIFTUP_CONTRACT_PRODUCT_IDS[0]],
  },
  {
    employee: "marko",
    employer: { name: "Tikkurilan Kauppahuone Oy", businessId: "1957426-6" },
    contractType: "Statutory",
    contractProductIds: ["TTH-LAKISAATEINEN"],
  },
];

/** Returns the employer id (its HR user is a messaging user). */
export async function loadOccupational({ db, catalog, people, clock }: DemoContext): Promise<number> {
  const [employer] = await db.insert(employers).values(EMPLOYER).returning({ id: employers.id });
  if (!employer) throw new Error("Employer insert returned nothing");

  await db.insert(occupationalContracts).values({
    employerId: employer.id,
    contractType: "Comprehensive",
    contractProductIds: ["TTH-LAKISAATEINEN", "TTH-SAIRAANHOITO", "TTH-ROKOTUKSET"],
    isWebReservationAllowed: true,
    includesInfluenzaVaccination: true,
    validFrom: clock.day(-800),
  });
  // Jari is also a member of his employer's sickness fund (the sickness fund menu group).
  await db.insert(employments).values({ patientId: people.persona.jari, employerId: employer.id, startDate: clock.day(-2200), isSicknessFundMember: true });

  const [team] = await db
    .insert(ohcTeams)
    .values({ employerId: employer.id, name: `${EMPLOYER.name} – työterveystiimi` })
    .returning({ id: ohcTeams.id });
  if (!team) throw new Error("Team insert returned nothing");
  const practitionerId = (key: string) => {
    const practitioner = catalog.practitioners.get(key);
    if (!practitioner) throw new Error(`Unknown practitioner ${key}`);
    return practitioner.id;
  };
  await db.insert(ohcTeamMembers).values([
    { teamId: team.id, practitionerId: practitionerId("lehtonen"), professionalType: "Doctor", position: 1 },
    { teamId: team.id, practitionerId: practitionerId("koskela"), professionalType: "Doctor", position: 2 },
    {
      teamId: team.id,
      practitionerId: practitionerId("rantanen"),
      professionalType: "Nurse",
      position: 1,
      substituteName: "Kaisa Ojala",
      substituteStartDate: clock.day(-3),
      substituteEndDate: clock.day(18),
    },
    { teamId: team.id, practitionerId: practitionerId("peltonen"), professionalType: "Nurse", position: 2 },
    { teamId: team.id, practitionerId: practitionerId("mattila"), professionalType: "Physiotherapist", position: 1 },
  ]);

  for (const entry of NO_WEB_RESERVATION_EMPLOYERS) {
    const [other] = await db.insert(employers).values(entry.employer).returning({ id: employers.id });
    if (!other) throw new Error("Employer insert returned nothing");
    await db.insert(occupationalContracts).values({
      employerId: other.id,
      contractType: entry.contractType,
      contractProductIds: entry.contractProductIds,
      isWebReservationAllowed: false,
      validFrom: clock.day(-400),
    });
    await db.insert(employments).values({ patientId: people.persona[entry.employee], employerId: other.id, startDate: clock.day(-1500) });
  }
  return employer.id;
}
