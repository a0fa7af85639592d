// Common Finnish names and streets for the background customers who fill part of the calendar.

export const FEMALE_FIRST_NAMES = ["Anna", "Maria", "Sanna", "Tiina", "Katja", "Emma", "Sofia", "Leena", "Päivi", "Johanna", "Elina", "Noora"] as const;
export const MALE_FIRST_NAMES = ["Juha", "Mikael", "Antti", "Matti", "Janne", "Ari", "Lauri", "Petteri", "Onni", "Eino", "Jukka", "Sami"] as const;
export const LAST_NAMES = ["Korhonen", "Mäkinen", "Nieminen", "Hämäläinen", "Koskinen", "Heikkinen", "Järvinen", "Lehtonen", "Lehtinen", "Saarinen", "Niemi", "Kinnunen", "Salonen", "Turunen", "Ahonen"] as const;

export const ADDRESSES = [
  { street: "Fredrikinkatu", postalCode: "00120", postOffice: "HELSINKI" },
  { street: "Kalevankatu", postalCode: "00100", postOffice: "HELSINKI" },
  { street: "Tapiolantie", postalCode: "02100", postOffice: "ESPOO" },
  { street: "Satakunnankatu", postalCode: "33210", postOffice: "TAMPERE" },
  { street: "Eerikinkatu", postalCode: "20110", postOffice: "TURKU" },
  { street: "Isokatu", postalCode: "90100", postOffice: "OULU" },
] as const;

/** E-mail local part without Finnish letters: "Päivi Hämäläinen" → "paivi.hamalainen". */
export function emailLocalPart(firstName: string, lastName: string): string {
  return `${firstName}.${lastName}`
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}
