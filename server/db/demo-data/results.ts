import type { LaboratoryTestStatus, ReferralType, ResultNumberPrefix } from "#domain/enums";
import type { Database } from "../client";
import { imagingResults, laboratoryResultGroups, laboratoryTests, referrals } from "../schema/index";
import type { DemoContext } from "./context";
import { insertInBatches } from "./insert";
import type { PersonaKey } from "./personas";

// Laboratory and imaging referrals and results. Aino has a ready result day with a test package
// and values inside and outside the reference range, and a pending day still being analysed;
// two older days give her cholesterol, haemoglobin, glucose and HbA1c a history over time. Some of
// her tests and one imaging result are for the care team only (view restriction "professional"),
// one day holding nothing else: none of them may ever reach her.

interface TestData {
  code: string;
  displayName: string;
  unit?: string;
  status?: LaboratoryTestStatus;
  referenceMin?: number;
  referenceMax?: number;
  resultNumber?: number;
  resultPrefix?: ResultNumberPrefix;
  resultText?: string;
  description?: string;
  additionalResult?: string;
  /** "professional": for the care team only, never shown to the patient (decision 190). */
  viewRestriction?: "professional";
  /** Items of a test package. */
  items?: TestData[];
}

interface ResultDay {
  persona: PersonaKey;
  day: number;
  tests: TestData[];
}

const LAB_DAYS: ResultDay[] = [
  {
    persona: "aino",
    day: -400,
    tests: [
      { code: "1552 B -Hb", displayName: "Hemoglobiini", unit: "g/l", referenceMin: 117, referenceMax: 155, resultNumber: 128 },
      { code: "1468 fP -Gluk", displayName: "Glukoosi, paastonäyte", unit: "mmol/l", referenceMin: 4, referenceMax: 6, resultNumber: 5.1 },
      { code: "4515 fP -Kol", displayName: "Kolesteroli", unit: "mmol/l", referenceMax: 5, resultNumber: 6.1 },
    ],
  },
  {
    persona: "aino",
    day: -190,
    tests: [
      { code: "1552 B -Hb", displayName: "Hemoglobiini", unit: "g/l", referenceMin: 117, referenceMax: 155, resultNumber: 112 },
      { code: "4515 fP -Kol", displayName: "Kolesteroli", unit: "mmol/l", referenceMax: 5, resultNumber: 5.3 },
      { code: "6219 B -HbA1c", displayName: "Glykoitunut hemoglobiini", unit: "mmol/mol", referenceMin: 20, referenceMax: 42, resultNumber: 39 },
    ],
  },
  {
    persona: "aino",
    day: -60,
    tests: [
      {
        code: "4799 S -HIVAgAb",
        displayName: "HIV-antigeeni ja -vasta-aineet",
        resultText: "Negatiivinen",
        viewRestriction: "professional",
      },
    ],
  },
  {
    persona: "aino",
    day: -28,
    tests: [
      {
        code: "2474 B -PVK+T",
        displayName: "Perusverenkuva ja trombosyytit",
        items: [
          { code: "1552 B -Hb", displayName: "Hemoglobiini", unit: "g/l", referenceMin: 117, referenceMax: 155, resultNumber: 134 },
          { code: "2218 B -Leuk", displayName: "Leukosyytit", unit: "E9/l", referenceMin: 3.4, referenceMax: 8.2, resultNumber: 6.2 },
          { code: "2565 B -Trom", displayName: "Trombosyytit", unit: "E9/l", referenceMin: 150, referenceMax: 360, resultNumber: 245 },
        ],
      },
      { code: "4520 P -CRP", displayName: "C-reaktiivinen proteiini", unit: "mg/l", referenceMax: 10, resultNumber: 3, resultPrefix: "lessThan" },
      { code: "1468 fP -Gluk", displayName: "Glukoosi, paastonäyte", unit: "mmol/l", referenceMin: 4, referenceMax: 6, resultNumber: 5.4 },
      {
        code: "4515 fP -Kol",
        displayName: "Kolesteroli",
        unit: "mmol/l",
        referenceMax: 5,
        resultNumber: 5.6,
        description: "Tavoitetaso alle 5,0 mmol/l.",
      },
      {
        code: "1881 U -KemSeul",
        displayName: "Virtsan kemiallinen seulonta",
        resultText: "Negatiivinen",
        additionalResult: "Leukosyytit: ei todettu",
      },
      { code: "2617 S -Fe-Kyll", displayName: "Raudan kyllästeisyys", unit: "%", referenceMin: 15, referenceMax: 45, resultNumber: 95, resultPrefix: "greaterThanOrEqual", viewRestriction: "professional" },
    ],
  },
  {
    persona: "aino",
    day: -1,
    tests: [
      { code: "6219 B -HbA1c", displayName: "Glykoitunut hemoglobiini", unit: "mmol/mol", referenceMin: 20, referenceMax: 42, resultNumber: 36 },
      { code: "3522 P -TSH", displayName: "Tyreotropiini", unit: "mU/l", status: "sampled" },
      { code: "4516 fP -Kol-LDL", displayName: "LDL-kolesteroli", unit: "mmol/l", status: "sampled" },
    ],
  },
  {
    persona: "johan",
    day: -44,
    tests: [
      { code: "2143 P -Krea", displayName: "Kreatinin", unit: "µmol/l", referenceMin: 60, referenceMax: 100, resultNumber: 88 },
      { code: "2208 P -K", displayName: "Kalium", unit: "mmol/l", referenceMin: 3.3, referenceMax: 4.9, resultNumber: 4.1 },
    ],
  },
  {
    persona: "jari",
    day: -26,
    tests: [
      { code: "1552 B -Hb", displayName: "Hemoglobiini", unit: "g/l", referenceMin: 134, referenceMax: 167, resultNumber: 151 },
      { code: "4515 fP -Kol", displayName: "Kolesteroli", unit: "mmol/l", referenceMax: 5, resultNumber: 4.6 },
    ],
  },
];

interface ReferralData {
  persona: PersonaKey;
  type: ReferralType;
  title: string;
  createdDay: number;
  validDays: number;
  practitioner: string;
  description?: string;
}

const REFERRALS: ReferralData[] = [
  {
    persona: "aino",
    type: "laboratory",
    title: "Laboratoriolähete: perusverenkuva, CRP ja lipidit",
    createdDay: -3,
    validDays: 180,
    practitioner: "salminen",
    description: "Paastonäytteet: ole syömättä 10-12 tuntia ennen näytteenottoa. Vettä saa juoda.",
  },
  { persona: "aino", type: "laboratory", title: "Laboratoriolähete: kilpirauhasarvot", createdDay: -400, validDays: 180, practitioner: "koskinen" },
  {
    persona: "aino",
    type: "imaging",
    title: "Kuvantamislähete: keuhkojen röntgenkuvaus",
    createdDay: -10,
    validDays: 90,
    practitioner: "salminen",
    description: "Pitkittynyt yskä. Ajanvarausta ei tarvita.",
  },
  { persona: "jari", type: "laboratory", title: "Laboratoriolähete: työterveystarkastus", createdDay: -40, validDays: 90, practitioner: "rantanen" },
];

const IMAGING = [
  {
    persona: "aino",
    day: -9,
    examinationName: "Keuhkojen natiiviröntgen (Thorax)",
    statementText: "Keuhkokentät ovat puhtaat. Sydän ei ole suurentunut. Pleuraonteloissa ei nestettä. Ei akuuttia löydöstä.",
  },
  {
    persona: "aino",
    day: -310,
    examinationName: "Oikean polven magneettitutkimus",
    statementText: "Nivelkierukoissa ei repeämää. Nivelsiteet ehjät. Vähäinen nivelnesteen lisääntyminen.",
  },
  {
    persona: "aino",
    day: -9,
    examinationName: "Lannerangan magneettitutkimus",
    statementText: "Alustava lausunto, ei potilaalle: L4-L5-välissä lievä pullistuma, kliininen korrelaatio tarpeen.",
    viewRestriction: "professional",
  },
  {
    persona: "emily",
    day: -19,
    examinationName: "Right ankle X-ray",
    statementText: "No fracture or dislocation. Soft tissue swelling over the lateral malleolus.",
  },
] as const satisfies readonly {
  persona: PersonaKey;
  day: number;
  examinationName: string;
  statementText: string;
  viewRestriction?: "professional";
}[];

export async function loadResults({ db, catalog, people, clock }: DemoContext): Promise<void> {
  await db.insert(referrals).values(
    REFERRALS.map((referral) => ({
      patientId: people.persona[referral.persona],
      type: referral.type,
      title: referral.title,
      creationDate: clock.day(referral.createdDay),
      validUntil: clock.day(referral.createdDay + referral.validDays),
      description: referral.description ?? null,
      practitionerId: catalog.practitioners.get(referral.practitioner)?.id ?? null,
      patientInstructionsUrl: `https://www.example.com/ohjeet/${referral.type === "imaging" ? "kuvantaminen" : "laboratorio"}`,
    })),
  );
  for (const day of LAB_DAYS) await loadResultDay(db, people.persona[day.persona], clock.day(day.day), day.tests);
  await db.insert(imagingResults).values(
    IMAGING.map((result) => ({
      patientId: people.persona[result.persona],
      imagingDate: clock.day(result.day),
      examinationName: result.examinationName,
      statementText: result.statementText,
      viewRestriction: "viewRestriction" in result ? result.viewRestriction : null,
    })),
  );
}

async function loadResultDay(db: Database, patientId: number, date: string, tests: TestData[]) {
  const [group] = await db
    .insert(laboratoryResultGroups)
    .values({ patientId, date })
    .returning({ id: laboratoryResultGroups.id });
  if (!group) throw new Error("Result group insert returned nothing");
  const testRow = (test: TestData, position: number, packageTestId: number | null) => {
    const status = test.status ?? "ready";
    const hasRange = test.referenceMin !== undefined || test.referenceMax !== undefined;
    return {
      groupId: group.id,
      patientId,
      packageTestId,
      position,
      code: test.code,
      displayName: test.displayName,
      status,
      isReady: status === "ready",
      unit: test.unit ?? null,
      description: test.description ?? null,
      additionalResult: test.additionalResult ?? null,
      viewRestriction: test.viewRestriction ?? null,
      referenceMin: test.referenceMin ?? null,
      referenceMax: test.referenceMax ?? null,
      resultNumber: test.resultNumber ?? null,
      resultPrefix: test.resultPrefix ?? null,
      resultText: test.resultText ?? null,
      isWithinReferenceRange:
        test.resultNumber === undefined || !hasRange ? null : isWithinRange(test.resultNumber, test),
    };
  };
  const inserted = await db
    .insert(laboratoryTests)
    .values(tests.map((test, position) => testRow(test, position, null)))
    .returning({ id: laboratoryTests.id });
  await insertInBatches(
    db,
    laboratoryTests,
    tests.flatMap((test, index) => {
      const packageId = inserted[index]?.id ?? null;
      return (test.items ?? []).map((item, position) => testRow(item, position, packageId));
    }),
  );
}

function isWithinRange(value: number, { referenceMin, referenceMax }: TestData): boolean {
  return (referenceMin === undefined || value >= referenceMin) && (referenceMax === undefined || value <= referenceMax);
}
