import { PRACTITIONERS } from "./catalog-data";
import { emailLocalPart } from "./names";

// The demo care team that uses the professional workspace: the practitioners who take part in
// the demo conversations (doctors, nurses, a physiotherapist) and the employer's HR user. The
// test identity provider offers them on its staff sign-in page; the work e-mail is what the staff
// identity provider's ID token names them by.

export const MESSAGING_PROFESSIONALS = ["salminen", "saarinen", "lehtonen", "koskela", "rantanen", "ojala", "peltonen", "mattila"] as const;
export type MessagingProfessionalKey = (typeof MESSAGING_PROFESSIONALS)[number];

export const HR_USER = { firstName: "Heidi", lastName: "Virta", title: "HR-asiantuntija", email: "heidi.virta@kivirinne.example.com" } as const;

export interface StaffPersona {
  key: string;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
}

export function professionalEmail(firstName: string, lastName: string): string {
  return `${emailLocalPart(firstName, lastName)}@hoiva.example.com`;
}

export const STAFF_PERSONAS: readonly StaffPersona[] = [
  ...MESSAGING_PROFESSIONALS.map((key) => {
    const practitioner = PRACTITIONERS.find((candidate) => candidate.key === key);
    if (!practitioner) throw new Error(`Unknown practitioner ${key}`);
    const [firstName = "", lastName = ""] = practitioner.name.split(" ");
    return { key, firstName, lastName, title: practitioner.title.fi, email: professionalEmail(firstName, lastName) };
  }),
  { key: "virta", firstName: HR_USER.firstName, lastName: HR_USER.lastName, title: HR_USER.title, email: HR_USER.email },
];
