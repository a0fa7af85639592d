import { BRAND_CONTACTS } from "#domain/brand-contacts";
import type { Language } from "#domain/enums";
import type { CalendarDate } from "#domain/helsinki-time";
import { type OccupationalInfo, practitionerProfileUrl, type TeamAbsence, type TeamMember } from "#domain/records";
import type { BrandId } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { listCurrentAbsences, type PractitionerAbsence } from "#server/modules/messaging/absence-service";
import { findTeamMembers, findTeamOf } from "./team-repository";

// The occupational health care team page (spec part 1 §2 "Team", §3 "Occupational info"; part 2
// §3 "Practitioner"): the employer's name and the responsible doctors and nurses, each linking to
// the practitioner's profile on the brand site with the language suffix, with the substitute's
// name and period while one is named and the period has not ended. Each member has the job title in
// the page's language, the picture (initials without one) and, while away (the care team's
// absences), the last day away and the substitutes (decision 350). The read is audited as
// "occupational-team" (the patient's employment is personal data).

export interface TeamReadInput {
  actingPatientId: number;
  brand: BrandId;
  lang: Language;
  today: CalendarDate;
  /** The instant an absence is current at. */
  now: Date;
  actor: AuditActor;
}

/** The patient's team, or null when no employment in force has one. */
export async function getOccupationalInfo(
  db: DatabaseOrTransaction,
  { actingPatientId, brand, lang, today, now, actor }: TeamReadInput,
): Promise<OccupationalInfo | null> {
  const team = await findTeamOf(db, actingPatientId, today);
  await recordAudit(db, actor, { action: "read", entity: "occupational-team", entityId: team?.teamId ?? null });
  if (!team) return null;
  const members = await findTeamMembers(db, team.teamId);
  const absences = await listCurrentAbsences(db, { practitionerIds: members.map((row) => row.practitionerId), now, lang });
  const toMember = (row: (typeof members)[number]): TeamMember => {
    const hasSubstitute =
      row.substituteName !== null && row.substituteStartDate !== null && row.substituteEndDate !== null && row.substituteEndDate >= today;
    return {
      id: row.practitionerId,
      name: row.name,
      title: row.title[lang],
      pictureUrl: row.pictureUrl,
      profileUrl: row.brandSiteProfileId ? practitionerProfileUrl(BRAND_CONTACTS[brand].siteUrl, row.brandSiteProfileId, lang) : null,
      substituteName: hasSubstitute ? row.substituteName : null,
      substitutePeriod: hasSubstitute ? { start: row.substituteStartDate!, end: row.substituteEndDate! } : null,
      absence: absenceOf(absences.get(row.practitionerId)),
    };
  };
  return {
    employerName: team.employerName,
    responsibleDoctors: members.filter((row) => row.professionalType === "Doctor").map(toMember),
    responsibleNurses: members.filter((row) => row.professionalType === "Nurse").map(toMember),
  };
}

/** A member's absence as the page shows it: the last day away and the substitutes. */
function absenceOf(absence: PractitionerAbsence | undefined): TeamMember["absence"] {
  return absence ? { lastDay: absence.lastDay, substitutes: absence.substitutes } : null;
}

/**
 * The patient's team members away at `now`, for the warning above a new message (decision 350):
 * empty without a team. Reading the team is audited as the team page's read is.
 */
export async function listTeamAbsences(
  db: DatabaseOrTransaction,
  { actingPatientId, lang, today, now, actor }: Omit<TeamReadInput, "brand">,
): Promise<TeamAbsence[]> {
  const team = await findTeamOf(db, actingPatientId, today);
  if (!team) return [];
  await recordAudit(db, actor, { action: "read", entity: "occupational-team", entityId: team.teamId });
  const members = await findTeamMembers(db, team.teamId);
  const absences = await listCurrentAbsences(db, { practitionerIds: members.map((row) => row.practitionerId), now, lang });
  return members.flatMap((row) => {
    const absence = absences.get(row.practitionerId);
    return absence ? [{ name: row.name, title: row.title[lang], lastDay: absence.lastDay, substitutes: absence.substitutes }] : [];
  });
}
