import type { HealthCareType, LocationType } from "#domain/enums";
import { FIXED_PRACTITIONER_RATE_CENTS, hasFixedRate, KELA65_SPECIALTY_ID } from "#domain/price";
import type { LocalizedText } from "../schema/index";

// The service catalogue of the demo: two brands, their clinics, specialties, appointment kinds and
// 25 practitioners with their weekly working pattern. Names and addresses are invented.

const text = (fi: string, sv: string, en: string): LocalizedText => ({ fi, sv, en });

export const BRANDS = [
  { id: "adult", name: "Hoiva" },
  { id: "kids", name: "Hoiva Junior" },
] as const;

export type BrandId = (typeof BRANDS)[number]["id"];

export interface ClinicData {
  id: string;
  brandId: BrandId;
  name: string;
  city: string;
  streetAddress: string;
  postalCode: string;
  relatedClinicIds?: string[];
}

export const CLINICS: readonly ClinicData[] = [
  { id: "HKA", brandId: "adult", name: "Hoiva Kamppi", city: "Helsinki", streetAddress: "Runeberginkatu 12", postalCode: "00100" },
  { id: "HPA", brandId: "adult", name: "Hoiva Pasila", city: "Helsinki", streetAddress: "Ratapihantie 9", postalCode: "00520" },
  { id: "ELE", brandId: "adult", name: "Hoiva Leppävaara", city: "Espoo", streetAddress: "Leppävaarankatu 7", postalCode: "02600" },
  { id: "TAM", brandId: "adult", name: "Hoiva Tampere Keskusta", city: "Tampere", streetAddress: "Hämeenkatu 20", postalCode: "33200", relatedClinicIds: ["TAH"] },
  { id: "TAH", brandId: "adult", name: "Hoiva Hervanta", city: "Tampere", streetAddress: "Insinöörinkatu 23", postalCode: "33720", relatedClinicIds: ["TAM"] },
  { id: "TUR", brandId: "adult", name: "Hoiva Turku", city: "Turku", streetAddress: "Aurakatu 8", postalCode: "20100" },
  { id: "OUL", brandId: "adult", name: "Hoiva Oulu", city: "Oulu", streetAddress: "Kirkkokatu 15", postalCode: "90100" },
  { id: "PJI", brandId: "kids", name: "Hoiva Junior Itäkeskus", city: "Helsinki", streetAddress: "Itäkatu 5", postalCode: "00930" },
  { id: "PJM", brandId: "kids", name: "Hoiva Junior Matinkylä", city: "Espoo", streetAddress: "Piispansilta 11", postalCode: "02230" },
  { id: "PJJ", brandId: "kids", name: "Hoiva Junior Jyväskylä", city: "Jyväskylä", streetAddress: "Kauppakatu 31", postalCode: "40100" },
  { id: "PJH", brandId: "kids", name: "Hoiva Junior Hämeenlinna", city: "Hämeenlinna", streetAddress: "Raatihuoneenkatu 16", postalCode: "13100" },
];

export const SPECIALTIES = [
  { id: "YL", name: text("Yleislääkäri", "Allmänläkare", "General practitioner"), isHoisted: true },
  { id: "SH", name: text("Sairaanhoitaja", "Sjukskötare", "Nurse"), isHoisted: false },
  { id: "GYN", name: text("Gynekologia", "Gynekologi", "Gynaecology"), isHoisted: true },
  { id: "LAST", name: text("Lastentaudit", "Barnsjukdomar", "Paediatrics"), isHoisted: true },
  { id: "FYS", name: text("Fysioterapia", "Fysioterapi", "Physiotherapy"), isHoisted: false },
  { id: "IHO", name: text("Ihotaudit", "Hudsjukdomar", "Dermatology"), isHoisted: false },
  { id: "SILM", name: text("Silmätaudit", "Ögonsjukdomar", "Ophthalmology"), isHoisted: false },
  { id: "TPSG", name: text("Työterveyshuolto", "Företagshälsovård", "Occupational health care"), isHoisted: false },
  { id: "ROK", name: text("Rokotukset", "Vaccinationer", "Vaccinations"), isHoisted: false },
  { id: "INFL", name: text("Influenssarokotus", "Influensavaccination", "Influenza vaccination"), isHoisted: false },
  { id: "Y65V", name: text("Kela65-vastaanotto", "Kela65-mottagning", "Kela65 appointment"), isHoisted: false },
] as const;

export type SpecialtyId = (typeof SPECIALTIES)[number]["id"];

export interface KindData {
  id: string;
  title: LocalizedText;
  durationMinutes: number;
  locationType: LocationType;
  healthCareTypes: HealthCareType[];
  /** List price; null when the visit is paid by a contract (occupational). */
  rateCents: number | null;
  fee: "office" | "remote" | "service" | "vaccine" | null;
}

const PRIVATE: HealthCareType[] = ["private", "insurance"];

export const KINDS = [
  { id: "VO30", title: text("Lääkärin vastaanotto 30 min", "Läkarmottagning 30 min", "Doctor's appointment 30 min"), durationMinutes: 30, locationType: "physicalLocation", healthCareTypes: PRIVATE, rateCents: 8400, fee: "office" },
  { id: "ERI30", title: text("Erikoislääkärin vastaanotto 30 min", "Specialistläkarmottagning 30 min", "Specialist appointment 30 min"), durationMinutes: 30, locationType: "physicalLocation", healthCareTypes: PRIVATE, rateCents: 14500, fee: "office" },
  { id: "LL30", title: text("Lastenlääkärin vastaanotto 30 min", "Barnläkarmottagning 30 min", "Paediatrician appointment 30 min"), durationMinutes: 30, locationType: "physicalLocation", healthCareTypes: PRIVATE, rateCents: 12400, fee: "office" },
  { id: "PUH15", title: text("Puhelinvastaanotto 15 min", "Telefonmottagning 15 min", "Phone appointment 15 min"), durationMinutes: 15, locationType: "phone", healthCareTypes: PRIVATE, rateCents: 3900, fee: "remote" },
  { id: "VID20", title: text("Videovastaanotto 20 min", "Videomottagning 20 min", "Video appointment 20 min"), durationMinutes: 20, locationType: "videoAppointment", healthCareTypes: PRIVATE, rateCents: 5900, fee: "remote" },
  { id: "SH20", title: text("Sairaanhoitajan vastaanotto 20 min", "Sjukskötarmottagning 20 min", "Nurse appointment 20 min"), durationMinutes: 20, locationType: "physicalLocation", healthCareTypes: PRIVATE, rateCents: 4500, fee: "service" },
  { id: "FT45", title: text("Fysioterapia 45 min", "Fysioterapi 45 min", "Physiotherapy 45 min"), durationMinutes: 45, locationType: "physicalLocation", healthCareTypes: PRIVATE, rateCents: 7500, fee: "service" },
  { id: "ROK15", title: text("Rokotus 15 min", "Vaccination 15 min", "Vaccination 15 min"), durationMinutes: 15, locationType: "physicalLocation", healthCareTypes: ["private", "occupational"], rateCents: 2500, fee: "vaccine" },
  { id: "TT30", title: text("Työterveysvastaanotto 30 min", "Företagshälsovårdsmottagning 30 min", "Occupational health appointment 30 min"), durationMinutes: 30, locationType: "physicalLocation", healthCareTypes: ["occupational"], rateCents: null, fee: null },
  { id: "TTP20", title: text("Työterveyden puhelinaika 20 min", "Företagshälsovårdens telefontid 20 min", "Occupational health phone call 20 min"), durationMinutes: 20, locationType: "phone", healthCareTypes: ["occupational"], rateCents: null, fee: null },
  // Kela65 pilot kinds: the practitioner rate is fixed at 28.20 € and additional fees are dropped.
  { id: "Y65P", title: text("Kela65-lääkärin vastaanotto", "Kela65-läkarmottagning", "Kela65 doctor's appointment"), durationMinutes: 30, locationType: "physicalLocation", healthCareTypes: ["kela65"], rateCents: FIXED_PRACTITIONER_RATE_CENTS, fee: "office" },
  { id: "Y65D", title: text("Kela65-puhelinvastaanotto", "Kela65-telefonmottagning", "Kela65 phone appointment"), durationMinutes: 20, locationType: "phone", healthCareTypes: ["kela65"], rateCents: FIXED_PRACTITIONER_RATE_CENTS, fee: "remote" },
  { id: "Y65V", title: text("Kela65-videovastaanotto", "Kela65-videomottagning", "Kela65 video appointment"), durationMinutes: 20, locationType: "videoAppointment", healthCareTypes: ["kela65"], rateCents: FIXED_PRACTITIONER_RATE_CENTS, fee: "remote" },
] as const satisfies readonly KindData[];

export type Kind = (typeof KINDS)[number];
export type KindId = Kind["id"];

export const FEES = {
  office: { code: "TOIM", name: text("Toimistomaksu", "Expeditionsavgift", "Office fee"), rateCents: 1990 },
  remote: { code: "ETA", name: text("Etäasioinnin palvelumaksu", "Serviceavgift för distanstjänster", "Remote service fee"), rateCents: 990 },
  service: { code: "PALV", name: text("Palvelumaksu", "Serviceavgift", "Service fee"), rateCents: 990 },
  vaccine: { code: "ROKOTE", name: text("Influenssarokote", "Influensavaccin", "Influenza vaccine"), rateCents: 2900 },
} as const;

export type TimeBand = "morning" | "afternoon" | "evening";

/** Time-of-day bands of the booking search (spec: morning 7-12, afternoon 12-16, evening 16-21). */
export const BANDS: Record<TimeBand, { start: number; end: number }> = {
  morning: { start: 7, end: 12 },
  afternoon: { start: 12, end: 16 },
  evening: { start: 16, end: 21 },
};

export interface PractitionerData {
  key: string;
  name: string;
  title: LocalizedText;
  clinicId: string;
  specialtyIds: SpecialtyId[];
  /** The first kind is the usual one; the rest are offered now and then. */
  kindIds: KindId[];
  /** ISO weekdays the practitioner works (1 Monday ... 5 Friday). */
  weekdays: number[];
  isResource?: boolean;
  /** Added to the kind's list price: senior specialists cost more. */
  rateExtraCents?: number;
}

const GP = text("Yleislääkäri", "Allmänläkare", "General practitioner");
const GP_SPECIALIST = text("Yleislääketieteen erikoislääkäri", "Specialist i allmänmedicin", "Specialist in general practice");
const GYNAECOLOGIST = text("Naistentautien ja synnytysten erikoislääkäri", "Specialist i kvinnosjukdomar och obstetrik", "Specialist in obstetrics and gynaecology");
const DERMATOLOGIST = text("Ihotautien erikoislääkäri", "Specialist i hudsjukdomar", "Dermatologist");
const OPHTHALMOLOGIST = text("Silmätautien erikoislääkäri", "Specialist i ögonsjukdomar", "Ophthalmologist");
const PAEDIATRICIAN = text("Lastentautien erikoislääkäri", "Specialist i barnsjukdomar", "Paediatrician");
const PHYSIOTHERAPIST = text("Fysioterapeutti", "Fysioterapeut", "Physiotherapist");
const NURSE = text("Sairaanhoitaja", "Sjukskötare", "Registered nurse");
const OHC_NURSE = text("Työterveyshoitaja", "Företagshälsovårdare", "Occupational health nurse");
const OHC_DOCTOR = text("Työterveyslääkäri", "Företagsläkare", "Occupational health physician");
const OHC_SPECIALIST = text("Työterveyshuollon erikoislääkäri", "Specialist i företagshälsovård", "Specialist in occupational health care");

export const PRACTITIONERS: readonly PractitionerData[] = [
  { key: "salminen", name: "Laura Salminen", title: GP_SPECIALIST, clinicId: "HKA", specialtyIds: ["YL", "Y65V"], kindIds: ["VO30", "PUH15", "VID20", "Y65P", "Y65D", "Y65V"], weekdays: [1, 2, 3, 4, 5], rateExtraCents: 800 },
  { key: "koskinen", name: "Ville Koskinen", title: GP, clinicId: "HKA", specialtyIds: ["YL"], kindIds: ["VO30", "VID20", "PUH15"], weekdays: [1, 2, 4, 5] },
  { key: "lehto", name: "Katariina Lehto", title: GYNAECOLOGIST, clinicId: "HKA", specialtyIds: ["GYN"], kindIds: ["ERI30"], weekdays: [1, 3, 4], rateExtraCents: 1500 },
  { key: "forsman", name: "Henrik Forsman", title: DERMATOLOGIST, clinicId: "HKA", specialtyIds: ["IHO"], kindIds: ["ERI30", "VID20"], weekdays: [2, 3, 5] },
  { key: "rokotuspiste", name: "Rokotuspiste Kamppi", title: text("Rokotuspiste", "Vaccinationspunkt", "Vaccination point"), clinicId: "HKA", specialtyIds: ["ROK", "INFL"], kindIds: ["ROK15"], weekdays: [1, 2, 3, 4, 5], isResource: true },
  { key: "rantanen", name: "Minna Rantanen", title: OHC_NURSE, clinicId: "HKA", specialtyIds: ["TPSG"], kindIds: ["TT30", "TTP20"], weekdays: [1, 2, 3, 4] },
  { key: "koskela", name: "Antti Koskela", title: OHC_SPECIALIST, clinicId: "HKA", specialtyIds: ["TPSG"], kindIds: ["TT30", "TTP20"], weekdays: [1, 3, 5] },
  { key: "lehtonen", name: "Sari Lehtonen", title: OHC_DOCTOR, clinicId: "HPA", specialtyIds: ["TPSG"], kindIds: ["TT30", "TTP20"], weekdays: [2, 3, 4, 5] },
  { key: "peltonen", name: "Hanna Peltonen", title: OHC_NURSE, clinicId: "HPA", specialtyIds: ["TPSG"], kindIds: ["TT30", "TTP20"], weekdays: [1, 2, 4, 5] },
  { key: "ojala", name: "Kaisa Ojala", title: OHC_NURSE, clinicId: "HPA", specialtyIds: ["TPSG"], kindIds: ["TT30", "TTP20"], weekdays: [1, 3, 5] },
  { key: "mattila", name: "Olli Mattila", title: PHYSIOTHERAPIST, clinicId: "HPA", specialtyIds: ["FYS"], kindIds: ["FT45"], weekdays: [1, 2, 3, 4] },
  { key: "saarinen", name: "Elina Saarinen", title: NURSE, clinicId: "HPA", specialtyIds: ["SH"], kindIds: ["SH20", "PUH15"], weekdays: [1, 2, 3, 4, 5] },
  { key: "berg", name: "Johanna Berg", title: GP, clinicId: "ELE", specialtyIds: ["YL", "Y65V"], kindIds: ["VO30", "VID20", "Y65P", "Y65D", "Y65V"], weekdays: [1, 2, 3, 5] },
  { key: "hakala", name: "Petri Hakala", title: OPHTHALMOLOGIST, clinicId: "ELE", specialtyIds: ["SILM"], kindIds: ["ERI30"], weekdays: [2, 4], rateExtraCents: 1000 },
  { key: "aalto", name: "Mikaela Aalto", title: GP, clinicId: "TAM", specialtyIds: ["YL"], kindIds: ["VO30", "PUH15"], weekdays: [1, 2, 3, 4] },
  { key: "kallio", name: "Jussi Kallio", title: PHYSIOTHERAPIST, clinicId: "TAM", specialtyIds: ["FYS"], kindIds: ["FT45"], weekdays: [2, 3, 5] },
  { key: "toivonen", name: "Riikka Toivonen", title: GYNAECOLOGIST, clinicId: "TAH", specialtyIds: ["GYN"], kindIds: ["ERI30"], weekdays: [1, 4] },
  { key: "lindroos", name: "Tuomas Lindroos", title: GP, clinicId: "TUR", specialtyIds: ["YL"], kindIds: ["VO30", "VID20"], weekdays: [1, 2, 3, 4, 5] },
  { key: "heinonen", name: "Satu Heinonen", title: DERMATOLOGIST, clinicId: "TUR", specialtyIds: ["IHO"], kindIds: ["ERI30"], weekdays: [2, 4] },
  { key: "niskanen", name: "Markku Niskanen", title: GP_SPECIALIST, clinicId: "OUL", specialtyIds: ["YL"], kindIds: ["VO30", "PUH15"], weekdays: [1, 2, 3, 4, 5], rateExtraCents: 500 },
  { key: "karjalainen", name: "Anu Karjalainen", title: PAEDIATRICIAN, clinicId: "PJI", specialtyIds: ["LAST"], kindIds: ["LL30", "VID20"], weekdays: [1, 2, 3, 4, 5] },
  { key: "laaksonen", name: "Pia Laaksonen", title: NURSE, clinicId: "PJI", specialtyIds: ["SH", "ROK"], kindIds: ["SH20", "ROK15"], weekdays: [1, 3, 5] },
  { key: "rasanen", name: "Jukka Räsänen", title: PAEDIATRICIAN, clinicId: "PJM", specialtyIds: ["LAST"], kindIds: ["LL30"], weekdays: [1, 2, 4] },
  { key: "mustonen", name: "Tiina Mustonen", title: PAEDIATRICIAN, clinicId: "PJJ", specialtyIds: ["LAST"], kindIds: ["LL30"], weekdays: [2, 3, 5] },
  { key: "koivisto", name: "Eveliina Koivisto", title: PAEDIATRICIAN, clinicId: "PJH", specialtyIds: ["LAST"], kindIds: ["LL30", "VID20"], weekdays: [1, 3, 4] },
];

/**
 * Reservation notices (spec part 2 §2 "Reservation screen content"): what to bring, how long to
 * reserve, what a practitioner does not do. All are on private or occupational times offered every
 * week; Johanna Berg's also shows that a practitioner's notice is left out of kela65 bookings.
 */
export const RESERVATION_NOTICES: {
  kinds: Partial<Record<KindId, LocalizedText>>;
  specialties: Partial<Record<SpecialtyId, LocalizedText>>;
  /** By practitioner key. */
  practitioners: Record<string, LocalizedText>;
} = {
  kinds: {
    FT45: text(
      "Varaathan käynnille aikaa noin 60 minuuttia: ensikäynnillä fysioterapeutti haastattelee sinut ja tutkii liikkuvuutesi ennen harjoitteita. Pukeudu väljiin vaatteisiin.",
      "Reservera cirka 60 minuter för besöket: vid det första besöket intervjuar fysioterapeuten dig och undersöker din rörlighet före övningarna. Klä dig i bekväma kläder.",
      "Please reserve about 60 minutes for the visit: on the first visit the physiotherapist interviews you and examines your mobility before the exercises. Wear loose, comfortable clothing.",
    ),
    TTP20: text(
      "Työterveyden ammattilainen soittaa sinulle varattuna aikana numeroon, jonka annat varatessasi. Puhelu voi tulla salaisesta numerosta.",
      "Företagshälsovården ringer dig vid den bokade tiden till det nummer du anger när du bokar. Samtalet kan komma från ett dolt nummer.",
      "The occupational health professional calls you at the booked time on the number you give when booking. The call may come from a withheld number.",
    ),
  },
  specialties: {
    FYS: text(
      "Ota mukaan aiemmat röntgen- ja magneettikuvasi tai niiden lausunnot, jos vaivaasi on kuvattu muualla.",
      "Ta med dina tidigare röntgen- och magnetbilder eller utlåtandena om dem, om ditt besvär har undersökts på annat håll.",
      "Bring your previous X-ray and MRI images or their reports if your problem has been imaged elsewhere.",
    ),
    SILM: text(
      "Ota mukaan nykyiset silmälasisi ja piilolinssiesi tiedot. Tutkimuksen silmätipat voivat sumentaa näön muutamaksi tunniksi, joten älä tule vastaanotolle autolla.",
      "Ta med dina nuvarande glasögon och uppgifter om dina kontaktlinser. Ögondropparna vid undersökningen kan göra synen suddig i några timmar, så kom inte till mottagningen med bil.",
      "Bring your current glasses and the details of your contact lenses. The eye drops used in the examination can blur your vision for a few hours, so do not drive to the appointment.",
    ),
    TPSG: text(
      "Jos asiasi liittyy työtapaturmaan tai epäiltyyn ammattitautiin, kerro siitä vastaanoton alussa ja ota mukaan työnantajasi tapaturmailmoitus.",
      "Om ditt ärende gäller ett olycksfall i arbetet eller en misstänkt yrkessjukdom, berätta det i början av besöket och ta med arbetsgivarens olycksfallsanmälan.",
      "If your visit concerns an accident at work or a suspected occupational disease, say so at the start of the appointment and bring your employer's accident report.",
    ),
  },
  practitioners: {
    forsman: text(
      "Henrik Forsman ei hoida alle 16-vuotiaita eikä tee kosmeettisia toimenpiteitä.",
      "Henrik Forsman behandlar inte patienter under 16 år och utför inga kosmetiska ingrepp.",
      "Dr Forsman does not treat patients under 16 and does not perform cosmetic procedures.",
    ),
    berg: text(
      "Johanna Berg ei tee ajokorttitarkastuksia eikä kirjoita ajokorttitodistuksia.",
      "Johanna Berg gör inga körkortsundersökningar och skriver inga läkarintyg för körkort.",
      "Dr Berg does not do driving licence medical examinations or write driving licence certificates.",
    ),
  },
};

/** The specialty a slot of this kind is booked under, for a practitioner with several specialties. */
export function specialtyForKind(practitioner: PractitionerData, kindId: KindId): SpecialtyId {
  if (hasFixedRate(kindId)) return KELA65_SPECIALTY_ID;
  if (kindId === "ROK15" && practitioner.specialtyIds.includes("INFL")) return "INFL";
  const [first] = practitioner.specialtyIds;
  if (!first) throw new Error(`Practitioner ${practitioner.key} has no specialty`);
  return first;
}
