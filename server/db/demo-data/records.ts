import type { CertificateType } from "#domain/enums";
import { prescriptions, sickLeaveCertificates, vaccinations } from "../schema/index";
import { addCalendarDays, helsinkiTime } from "./clock";
import type { DemoContext } from "./context";
import type { PersonaKey } from "./personas";

// Prescriptions, vaccinations and sick-leave certificates.

type PrescriptionData = Omit<typeof prescriptions.$inferInsert, "patientId" | "issuedDate"> & {
  persona: PersonaKey;
  issuedDay: number;
};

const PRESCRIPTIONS: PrescriptionData[] = [
  {
    persona: "aino", issuedDay: -30, isRenewable: true, medicineName: "Levotyroksiini", strength: "100 mikrog",
    medicineType: "tabletti", packageUnit: "kpl", packageSize: 100, packageCount: 3, treatmentLength: 1,
    treatmentLengthUnit: "year", totalAmount: "3 x 100 kpl", dosageGuide: "1 tabletti aamulla tyhjään mahaan",
    usageGuide: "Kilpirauhasen vajaatoimintaan",
  },
  {
    persona: "aino", issuedDay: -200, isRenewable: true, medicineName: "Salbutamoli", strength: "0,1 mg/annos",
    medicineType: "inhalaatiosumute", packageUnit: "annosta", packageSize: 200, packageCount: 2, treatmentLength: 1,
    treatmentLengthUnit: "year", totalAmount: "2 x 200 annosta", dosageGuide: "1-2 inhalaatiota tarvittaessa, enintään 8 vuorokaudessa",
    usageGuide: "Hengenahdistukseen",
  },
  {
    persona: "aino", issuedDay: -140, isRenewable: true, medicineName: "Hydrokortisoni", strength: "1 %",
    medicineType: "emulsiovoide", packageUnit: "g", packageSize: 30, packageCount: 1, treatmentLength: 2,
    treatmentLengthUnit: "week", totalAmount: "30 g", dosageGuide: "Ohuelti iholle 1-2 kertaa päivässä",
    usageGuide: "Ihottumaan",
  },
  {
    persona: "aino", issuedDay: -30, isRenewable: false, medicineName: "Amoksisilliini", strength: "500 mg",
    medicineType: "kapseli", packageUnit: "kpl", packageSize: 21, packageCount: 1, treatmentLength: 7,
    treatmentLengthUnit: "day", totalAmount: "21 kpl", dosageGuide: "1 kapseli 3 kertaa päivässä 7 päivän ajan",
    usageGuide: "Poskiontelotulehdukseen",
  },
  {
    persona: "aino", issuedDay: -75, isRenewable: false, medicineName: "Ibuprofeeni", strength: "400 mg",
    medicineType: "tabletti", packageUnit: "kpl", packageSize: 30, packageCount: 1, treatmentLength: null,
    treatmentLengthUnit: null, totalAmount: "30 kpl", dosageGuide: "1 tabletti tarvittaessa, enintään 3 vuorokaudessa",
    usageGuide: "Kipuun",
  },
  {
    persona: "johan", issuedDay: -45, isRenewable: true, medicineName: "Amlodipin", strength: "5 mg",
    medicineType: "tablett", packageUnit: "st", packageSize: 100, packageCount: 1, treatmentLength: 1,
    treatmentLengthUnit: "year", totalAmount: "100 st", dosageGuide: "1 tablett dagligen", usageGuide: "Mot högt blodtryck",
  },
  {
    persona: "venla", issuedDay: -60, isRenewable: true, medicineName: "Salbutamoli", strength: "0,1 mg/annos",
    medicineType: "inhalaatiosumute", packageUnit: "annosta", packageSize: 200, packageCount: 1, treatmentLength: 1,
    treatmentLengthUnit: "year", totalAmount: "200 annosta", dosageGuide: "2 inhalaatiota ennen liikuntaa",
    usageGuide: "Rasitusastmaan",
  },
  {
    persona: "raili", issuedDay: -35, isRenewable: true, medicineName: "Metformiini", strength: "500 mg",
    medicineType: "tabletti", packageUnit: "kpl", packageSize: 200, packageCount: 1, treatmentLength: 1,
    treatmentLengthUnit: "year", totalAmount: "200 kpl", dosageGuide: "1 tabletti 2 kertaa päivässä aterian yhteydessä",
    usageGuide: "Diabetekseen",
  },
];

const VACCINATIONS = [
  { persona: "aino", day: -45, name: "Influenssarokote", practitionerName: "Rokotuspiste Kamppi", effectiveDays: 300 },
  { persona: "aino", day: -420, name: "Puutiaisaivotulehdusrokote (TBE), 3. annos", practitionerName: "Elina Saarinen", effectiveDays: 1825 },
  { persona: "aino", day: -1500, name: "Jäykkäkouristus-kurkkumätä-hinkuyskärokote (dtap)", practitionerName: "Elina Saarinen", effectiveDays: 3650 },
  { persona: "aino", day: -780, name: "Hepatiitti A- ja B-rokote, 3. annos", practitionerName: "Mari Aho", effectiveDays: null },
  // Travel vaccinations: one whose protection ends in about two weeks, one that has run out.
  { persona: "aino", day: -715, name: "Kolerarokote (Dukoral), tehosteannos", practitionerName: "Mari Aho", effectiveDays: 730 },
  { persona: "aino", day: -1200, name: "Lavantautirokote (Typhim Vi)", practitionerName: "Mari Aho", effectiveDays: 1095 },
  { persona: "eetu", day: -400, name: "MPR-rokote, 2. annos", practitionerName: "Pia Laaksonen", effectiveDays: null },
  { persona: "eetu", day: -50, name: "Influenssarokote (nenäsumute)", practitionerName: "Pia Laaksonen", effectiveDays: 300 },
  { persona: "helmi", day: -90, name: "MPR-rokote, 1. annos", practitionerName: "Pia Laaksonen", effectiveDays: null },
  { persona: "jari", day: -25, name: "Influenssarokote", practitionerName: "Minna Rantanen", effectiveDays: 300 },
] as const satisfies readonly { persona: PersonaKey; day: number; name: string; practitionerName: string; effectiveDays: number | null }[];

/**
 * Certificates at fixed dates before 2025 (the list shows those created since 1.1.2022, so the
 * 2021 one must stay hidden) and recent ones relative to today.
 */
const CERTIFICATES: { persona: PersonaKey; type: CertificateType; practitioner: string; created: string | number; days: number }[] = [
  { persona: "aino", type: "medicalCertificateA", practitioner: "koskinen", created: "2021-11-08", days: 3 },
  { persona: "aino", type: "nurse", practitioner: "saarinen", created: "2022-02-14", days: 3 },
  { persona: "aino", type: "medicalCertificateA", practitioner: "salminen", created: "2023-09-25", days: 5 },
  { persona: "aino", type: "medicalCertificateA", practitioner: "koskinen", created: "2024-03-04", days: 7 },
  { persona: "aino", type: "medicalCertificateA", practitioner: "salminen", created: -30, days: 4 },
  { persona: "jari", type: "medicalCertificateA", practitioner: "lehtonen", created: -100, days: 5 },
  { persona: "jari", type: "nurse", practitioner: "rantanen", created: -220, days: 2 },
];

export async function loadRecords({ db, catalog, people, clock }: DemoContext): Promise<void> {
  await db.insert(prescriptions).values(
    PRESCRIPTIONS.map(({ persona, issuedDay, ...prescription }) => ({
      ...prescription,
      patientId: people.persona[persona],
      issuedDate: clock.day(issuedDay),
    })),
  );
  await db.insert(vaccinations).values(
    VACCINATIONS.map((vaccination) => ({
      patientId: people.persona[vaccination.persona],
      date: clock.day(vaccination.day),
      name: vaccination.name,
      practitionerName: vaccination.practitionerName,
      effectiveUntil: vaccination.effectiveDays === null ? null : clock.day(vaccination.day + vaccination.effectiveDays),
    })),
  );
  await db.insert(sickLeaveCertificates).values(
    CERTIFICATES.map((certificate) => {
      const startDate = typeof certificate.created === "number" ? clock.day(certificate.created) : certificate.created;
      return {
        patientId: people.persona[certificate.persona],
        type: certificate.type,
        practitionerId: catalog.practitioners.get(certificate.practitioner)?.id ?? null,
        createdAt: helsinkiTime(startDate, "10:30"),
        startDate,
        endDate: addCalendarDays(startDate, certificate.days - 1),
      };
    }),
  );
}
