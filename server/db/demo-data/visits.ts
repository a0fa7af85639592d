import type { VisitKind, VisitType } from "#domain/enums";
import { visitDiagnoses, visits, visitTexts } from "../schema/index";
import type { AppointmentHistory, PastAppointmentLabel } from "./appointments";
import type { DemoContext } from "./context";
import { insertInBatches } from "./insert";

// Medical reports of the personas' past appointments, in the language the professional wrote, and
// one consultation note about Aino that is for the care team only (view restriction
// "professional", decision 190): it must never reach her.

interface VisitRecord {
  kind: VisitKind;
  type: VisitType;
  diagnoses: { code: string; description: string }[];
  texts: { title: string; body: string }[];
}

const VISIT_RECORDS: Record<PastAppointmentLabel, VisitRecord> = {
  "aino-gp": {
    kind: "healthCare",
    type: "private",
    diagnoses: [{ code: "J01.9", description: "Äkillinen poskiontelotulehdus, määrittämätön" }],
    texts: [
      { title: "Tulosyy", body: "Kymmenen päivää jatkunut nenän tukkoisuus ja kasvokipu, lämpöä 37,8." },
      { title: "Status", body: "Yleistila hyvä. Poskionteloiden seudussa koputusarkuutta. Keuhkot kuultuna puhtaat." },
      { title: "Hoito ja jatko", body: "Nenän limakalvoja supistava suihke ja kipulääke tarvittaessa. Uusi yhteys, jos oireet eivät helpota viikossa." },
    ],
  },
  "aino-flu": {
    kind: "nursing",
    type: "private",
    diagnoses: [{ code: "Z25.1", description: "Influenssarokotuksen tarve" }],
    texts: [{ title: "Rokotus", body: "Influenssarokote annettu vasempaan olkavarteen. Ei välittömiä haittavaikutuksia." }],
  },
  "aino-gyn": {
    kind: "healthCare",
    type: "private",
    diagnoses: [{ code: "Z01.4", description: "Gynekologinen tutkimus" }],
    texts: [
      { title: "Tulosyy", body: "Määräaikaistarkastus." },
      { title: "Status", body: "Gynekologinen tutkimus ja ultraääni normaalit. Irtosolunäyte otettu." },
      { title: "Jatko", body: "Irtosolunäytteen tulos tulee nähtäväksi Hoivan palveluun noin kahden viikon kuluessa." },
    ],
  },
  "aino-derm": {
    kind: "healthCare",
    type: "private",
    diagnoses: [{ code: "L30.9", description: "Ihottuma, määrittämätön" }],
    texts: [
      { title: "Tulosyy", body: "Kutiseva ihottuma kyynärtaipeissa noin kuukauden ajan." },
      { title: "Hoito", body: "Hydrokortisonivoide 2 viikon ajan, sen jälkeen perusvoide säännöllisesti." },
    ],
  },
  "aino-physio": {
    kind: "physiotherapy",
    type: "private",
    diagnoses: [{ code: "M54.2", description: "Niskakipu" }],
    texts: [
      { title: "Arvio", body: "Niska-hartiaseudun lihasjännitystä, liikkuvuus hieman rajoittunut oikealle kiertäessä." },
      { title: "Kotiharjoitteet", body: "Ohjattu kolme venytysliikettä ja lapatuen harjoitus päivittäin." },
    ],
  },
  "johan-gp": {
    kind: "healthCare",
    type: "private",
    diagnoses: [{ code: "I10", description: "Essentiell hypertoni" }],
    texts: [
      { title: "Anledning till besök", body: "Uppföljning av blodtryck, hemmamätningar i medeltal 148/94." },
      { title: "Behandling", body: "Läkemedel påbörjat. Ny kontroll av blodtryck om tre månader." },
    ],
  },
  "emily-gp": {
    kind: "healthCare",
    type: "private",
    diagnoses: [{ code: "S93.4", description: "Sprain of ankle" }],
    texts: [
      { title: "Reason for visit", body: "Twisted the right ankle while running two days ago." },
      { title: "Findings", body: "Swelling over the lateral ligaments, weight-bearing possible. No signs of fracture." },
      { title: "Plan", body: "Rest, ice and elevation. Elastic support for two weeks." },
    ],
  },
  "eetu-paed": {
    kind: "healthCare",
    type: "private",
    diagnoses: [{ code: "H66.9", description: "Välikorvatulehdus, määrittämätön" }],
    texts: [
      { title: "Tulosyy", body: "Korvakipua ja kuumetta yhden vuorokauden ajan." },
      { title: "Hoito", body: "Antibioottikuuri viiden päivän ajan. Kipulääke tarvittaessa." },
    ],
  },
  "helmi-vaccination": {
    kind: "nursing",
    type: "private",
    diagnoses: [{ code: "Z27.4", description: "Tuhkarokko-sikotauti-vihurirokkorokotuksen tarve" }],
    texts: [{ title: "Rokotus", body: "MPR-rokote annettu. Seuranta 15 min, ei reaktioita." }],
  },
  "venla-paed": {
    kind: "healthCare",
    type: "private",
    diagnoses: [{ code: "J45.9", description: "Astma, määrittämätön" }],
    texts: [
      { title: "Tulosyy", body: "Rasitukseen liittyvää hengenahdistusta liikuntatunneilla." },
      { title: "Jatko", body: "Avaava inhalaatiolääke ennen liikuntaa. Spirometria kontrollikäynnillä." },
    ],
  },
  "jari-ohc-nurse": {
    kind: "nursing",
    type: "occupationalHealth",
    diagnoses: [{ code: "Z10", description: "Terveystarkastus" }],
    texts: [
      { title: "Työterveystarkastus", body: "Määräaikainen terveystarkastus. Kuulo ja näkö normaalit, verenpaine 132/84." },
      { title: "Työkyky", body: "Työkyky hyvä. Keskusteltu ergonomiasta ja palautumisesta." },
    ],
  },
  "jari-ohc-doctor": {
    kind: "healthCare",
    type: "occupationalHealth",
    diagnoses: [{ code: "M54.5", description: "Alaselkäkipu" }],
    texts: [
      { title: "Tulosyy", body: "Alaselkäkipu nostotyön jälkeen." },
      { title: "Työkyvyn arvio", body: "Sairausloma 5 päivää. Työhön paluun tueksi fysioterapeutin arvio." },
    ],
  },
  "raili-kela65": {
    kind: "healthCare",
    type: "private",
    diagnoses: [{ code: "E11.9", description: "Tyypin 2 diabetes ilman komplikaatioita" }],
    texts: [{ title: "Puhelinvastaanotto", body: "Sokeriarvot hyvässä tasapainossa. Jatketaan nykyisellä lääkityksellä." }],
  },
  "timo-gp": {
    kind: "healthCare",
    type: "private",
    diagnoses: [{ code: "M25.5", description: "Nivelkipu" }],
    texts: [{ title: "Tulosyy", body: "Oikean polven kipu portaissa. Ohjattu kevennys ja kotiharjoitteet." }],
  },
};

/** A professional-only note on Aino, written without an appointment of hers. */
const AINO_PROFESSIONAL_ONLY: VisitRecord = {
  kind: "other",
  type: "private",
  diagnoses: [{ code: "Z71.1", description: "Konsultaatio ilman potilaan läsnäoloa" }],
  texts: [{ title: "Konsultaatio", body: "Erikoislääkärin konsultaatio laboratoriolöydöksistä. Vain hoitohenkilökunnalle." }],
};

export async function loadVisits({ db, clock }: DemoContext, history: AppointmentHistory): Promise<void> {
  const entries = [...history.entries()];
  const ainoGp = history.get("aino-gp");
  if (!ainoGp) throw new Error("Aino's past GP appointment is missing");
  const [restricted] = await db
    .insert(visits)
    .values({
      patientId: ainoGp.patientId,
      practitionerId: ainoGp.practitionerId,
      specialtyId: ainoGp.specialtyId,
      clinicId: ainoGp.clinicId,
      dateTime: clock.at(-3, "15:10"),
      visitKind: AINO_PROFESSIONAL_ONLY.kind,
      visitType: AINO_PROFESSIONAL_ONLY.type,
      viewRestriction: "professional",
    })
    .returning({ id: visits.id, patientId: visits.patientId });
  if (!restricted) throw new Error("Visit insert returned nothing");
  const inserted = await db
    .insert(visits)
    .values(
      entries.map(([label, appointment]) => ({
        patientId: appointment.patientId,
        practitionerId: appointment.practitionerId,
        specialtyId: appointment.specialtyId,
        clinicId: appointment.clinicId,
        appointmentId: appointment.id,
        dateTime: appointment.startsAt,
        visitKind: VISIT_RECORDS[label].kind,
        visitType: VISIT_RECORDS[label].type,
      })),
    )
    .returning({ id: visits.id, patientId: visits.patientId });

  const records = entries.map(([label], index) => {
    const visit = inserted[index];
    if (!visit) throw new Error("Visit insert returned too few rows");
    return { visit, record: VISIT_RECORDS[label] };
  });
  records.push({ visit: restricted, record: AINO_PROFESSIONAL_ONLY });
  await insertInBatches(
    db,
    visitDiagnoses,
    records.flatMap(({ visit, record }) =>
      record.diagnoses.map((diagnosis, position) => ({ visitId: visit.id, patientId: visit.patientId, position, ...diagnosis })),
    ),
  );
  await insertInBatches(
    db,
    visitTexts,
    records.flatMap(({ visit, record }) =>
      record.texts.map((entry, position) => ({ visitId: visit.id, patientId: visit.patientId, position, ...entry })),
    ),
  );
}
