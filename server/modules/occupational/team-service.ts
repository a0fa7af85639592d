import { BRAND_CONTACTS } from "#domain/brand-contacts";
import type { Language } from "#domain/enums";
import type { CalendarDate } from "#domain/helsinki-time";
import { type OccupationalInfo, practitionerProfileUrl, type TeamMember } from "#domain/records";
import type { BrandId } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type AuditActor, recordAudit } from "#server/modules/audit/audit-service";
import { findTeamMembers, findTeamOf } from "./team-repository";

// The occupational health care team page (spec part 1 §2 "Team", §3 "Occupational info"; part 2
// §3 "Practitioner"): the employer's name and the responsible doctors and nurses, each linking to
// the practitioner's profile on the brand site with the language suffix, with the substitute's
// name and period while one is named and the period has not ended. The read is audited as
// "occupational-team" (the patient's employment is personal data).

export interface TeamReadInput {
  actingPatientId: number;
  brand: BrandId;
  lang: Language;
  today: CalendarDate;
  actor: AuditActor;
}

/** The patient's team, or null when no employment in force has one. */
export async function getOccupationalInfo(
  db: DatabaseOrTransaction,
  { actingPatientId, brand, lang, today, actor }: TeamReadInput,
): Promise<OccupationalInfo | null> {
  const team = await findTeamOf(db, actingPatientId, today);
  await recordAudit(db, actor, { action: "read", entity: "occupational-team", entityId: team?.teamId ?? null });
  if (!team) return null;
  const members = await findTeamMembers(db, team.teamId);
  const toMember = (row: (typeof members)[number]): TeamMember => {
    const hasSubstitute =
      row.substituteName !== null && row.substituteStartDate !== null && row.substituteEndDate !== null && row.substituteEndDate >= today;
    return {
      id: row.practitionerId,
      name: row.name,
      profileUrl: row.brandSiteProfileId ? practitionerProfileUrl(BRAND_CONTACTS[brand].siteUrl, row.brandSiteProfileId, lang) : null,
      substituteName: hasSubstitute ? row.substituteName : null,
      substitutePeriod: hasSubstitute ? { start: row.substituteStartDate!, end: row.substituteEndDate! } : null,
    };
  };
  return {
    employerName: team.employerName,
    responsibleDoctors: members.filter((row) => row.professionalType === "Doctor").map(toMember),
    responsibleNurses: members.filter((row) => row.professionalType === "Nurse").map(toMember),
  };
}
